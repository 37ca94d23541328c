import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { sessions } from "../../src/server/db/schema";
import { runLifecycle as runLifecycleSweep } from "../../src/server/modules/lifecycle/lifecycle";
import { multipart } from "./multipart";

/** Helpers for the marketplace's API tests: posting sessions, booking them with a proof, deciding payments. */

/** A plain PNG, like a phone's screenshot of a UPI payment. */
export function proofImage(): Promise<Buffer> {
  return sharp({
    create: { width: 320, height: 640, channels: 3, background: { r: 240, g: 240, b: 240 } },
  })
    .png()
    .toBuffer();
}

/** Tomorrow's date in IST (YYYY-MM-DD): always a date a session may be posted for. */
export const tomorrow = () => new Date(Date.now() + 86_400_000 + 5.5 * 3_600_000).toISOString().slice(0, 10);

/** A valid POST /api/sessions body; overrides replace fields (undefined removes one). */
export const sessionBody = (overrides: Record<string, unknown> = {}) => ({
  title: "NEET Physics: Rotational Motion Drill",
  subject: "Physics",
  category: "NEET",
  date: tomorrow(),
  time: "19:00",
  durationMinutes: 90,
  price: 499,
  type: "group",
  seats: 30,
  ...overrides,
});

/** Posts a session as `cookie` (a mentor, or an admin with `mentorId`); throws unless it is created. */
export async function newSession(
  app: FastifyInstance,
  cookie: string,
  overrides: Record<string, unknown> = {},
): Promise<{ id: string; price: number; startsAt: string; title: string; seatsLeft: number }> {
  const res = await app.inject({
    method: "POST",
    url: "/api/sessions",
    headers: { cookie },
    payload: sessionBody(overrides),
  });
  if (res.statusCode !== 201) throw new Error(`posting a session failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** A multipart/form-data body with text fields and an optional `proof` file. */
export function form(fields: Record<string, string>, file?: Buffer, filename = "upi-screenshot.png") {
  return multipart(fields, file && { field: "proof", name: filename, type: "image/png", bytes: file });
}

/** A fresh 12-digit UTR: the proof a paid booking needs (docs/decisions/025). */
export const randomUtr = () => String(700_000_000_000 + Math.floor(Math.random() * 299_999_999_999));

/**
 * POST /api/sessions/:id/bookings as `cookie` (signed out when undefined) with the given screenshot
 * (optional) and a fresh UTR unless `fields.utr` is given ("" sends none).
 */
export function book(
  app: FastifyInstance,
  cookie: string | undefined,
  sessionId: string,
  proof: Buffer | null,
  fields: Record<string, string> = {},
) {
  const { utr = randomUtr(), ...rest } = fields;
  const body = form(utr === "" ? rest : { utr, ...rest }, proof ?? undefined);
  return app.inject({
    method: "POST",
    url: `/api/sessions/${sessionId}/bookings`,
    payload: body.payload,
    headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
  });
}

/**
 * POST /api/payments/:id/decision as `cookie`. A disapproval carries a reason (the API requires one):
 * "This UTR is not in our bank statement" unless `reason` says otherwise.
 */
export function decide(
  app: FastifyInstance,
  cookie: string,
  paymentId: string,
  status: string,
  reason: { code: string; text?: string } = { code: "utrNotFound" },
) {
  return app.inject({
    method: "POST",
    url: `/api/payments/${paymentId}/decision`,
    payload: status === "failed" ? { status, reason } : { status },
    headers: { cookie },
  });
}

/**
 * Moves a session's start to `ms` from now (negative: in the past), which the API cannot do (sessions
 * are posted for future hourly slots), and forgets the cached session lists.
 */
export async function startsIn(app: FastifyInstance, sessionId: string, ms: number): Promise<Date> {
  const startsAt = new Date(Date.now() + ms);
  await app.db.update(sessions).set({ startsAt }).where(eq(sessions.id, sessionId));
  app.sessionLists.clear();
  return startsAt;
}

/** Books `sessionId` as the student and, unless `status` is "created", has the admin decide the payment. */
export async function bookWithPayment(
  app: FastifyInstance,
  studentCookie: string,
  adminCookie: string,
  sessionId: string,
  proof: Buffer,
  status: "created" | "paid" | "failed" = "paid",
): Promise<{ bookingId: string; paymentId: string; amount: number }> {
  const res = await book(app, studentCookie, sessionId, proof);
  if (res.statusCode !== 201) throw new Error(`booking failed: ${res.statusCode} ${res.body}`);
  const booked = res.json() as { bookingId: string; paymentId: string; amount: number };
  if (status !== "created") {
    const decided = await decide(app, adminCookie, booked.paymentId, status);
    if (decided.statusCode !== 200) throw new Error(`decision failed: ${decided.statusCode} ${decided.body}`);
  }
  return booked;
}

/** PUT /api/sessions/:id/feedback/mine as `cookie` (signed out when undefined). */
export function giveFeedback(
  app: FastifyInstance,
  cookie: string | undefined,
  sessionId: string,
  body: Record<string, unknown>,
) {
  return app.inject({
    method: "PUT",
    url: `/api/sessions/${sessionId}/feedback/mine`,
    payload: body,
    headers: cookie ? { cookie } : {},
  });
}

/**
 * Runs a session's meeting as `cookie` (its mentor or an admin): into the start window, started,
 * joined by each of `attendees` (students with an approved payment), ended.
 */
export async function runMeeting(
  app: FastifyInstance,
  cookie: string,
  sessionId: string,
  attendees: string[] = [],
): Promise<void> {
  await startsIn(app, sessionId, 2 * 60_000);
  const post = (step: string, as: string) =>
    app.inject({ method: "POST", url: `/api/sessions/${sessionId}/${step}`, headers: { cookie: as } });
  const steps: [string, string][] = [
    ["start", cookie],
    ...attendees.map((student): [string, string] => ["join", student]),
    ["end", cookie],
  ];
  for (const [step, as] of steps) {
    const res = await post(step, as);
    if (res.statusCode !== 200) throw new Error(`${step} failed: ${res.statusCode} ${res.body}`);
  }
}

/** Runs the session lifecycle sweep now, with the app's clock (what the server's job does every 15 s). */
export function runLifecycle(app: FastifyInstance) {
  return runLifecycleSweep({ db: app.db, commands: app.commands, clock: app.clock });
}
