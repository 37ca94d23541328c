import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import type { MentorEarnings } from "@contract/earnings";
import { signedIn } from "@test-support/accounts";
import { createTestClock } from "@test-support/clock";
import { book, decide, newSession, proofImage } from "@test-support/marketplace";
import { createTestDatabase, testConfig } from "@test-support/test-app";
import { eq, inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import type { DatabaseHandle } from "../../db/client";
import { payments, sessions } from "../../db/schema";

/**
 * The platform's commission is kept with each payment when its money is earned (docs/product.md
 * "Mentor earnings and payouts"): the same database restarted with another
 * PLATFORM_COMMISSION_PERCENT never restates a past month, and money earned after the change is
 * charged the new rate. Money kept before rates were stored gets the rate of the first start, once.
 */

const HOUR = 3_600_000;
// One secret for every start, so that sign-ins survive the restarts as they do on a server.
const AUTH_SECRET = randomBytes(32).toString("hex");

let database: DatabaseHandle;
let drop: () => Promise<void>;
let app: FastifyInstance | undefined;
const dataDirs: string[] = [];
const clock = createTestClock();

/** Stops the running app (if any) and starts the app again on the same database at `percent`. */
async function startAt(percent: number): Promise<FastifyInstance> {
  await app?.close();
  const config = testConfig({ AUTH_SECRET, PLATFORM_COMMISSION_PERCENT: String(percent) });
  dataDirs.push(config.dataDir);
  app = await buildApp({ config, database, logger: false, clock });
  await app.ready();
  await app.jobs.start({ work: false });
  return app;
}

type Account = Awaited<ReturnType<typeof signedIn>>;
let admin: Account;
let mentor: Account;
let proof: Buffer;

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  proof = await proofImage();
});
afterAll(async () => {
  await app?.close();
  await drop();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

const current = () => {
  if (!app) throw new Error("no app started");
  return app;
};

/** A ₹499 session of the mentor, booked by a new student; approved unless `pending`. */
async function bookedPayment(pending = false, sessionId?: string) {
  const a = current();
  const session = sessionId ?? (await newSession(a, mentor.cookie, { price: 499 })).id;
  const student = await signedIn(a, "student", "Priya Nair");
  const res = await book(a, student.cookie, session, proof);
  if (res.statusCode !== 201) throw new Error(`booking failed: ${res.statusCode} ${res.body}`);
  const { paymentId, bookingId } = res.json() as { paymentId: string; bookingId: string };
  if (!pending) expect((await decide(a, admin.cookie, paymentId, "paid")).statusCode).toBe(200);
  return { sessionId: session, paymentId, bookingId, student };
}

/** The session held (completed) at `startsAt`, as time passing would leave it. */
const heldAt = (sessionId: string, startsAt: string) =>
  current()
    .db.update(sessions)
    .set({ status: "completed", startsAt: new Date(startsAt) })
    .where(eq(sessions.id, sessionId));

const months = async () => {
  const res = await current().inject({
    method: "GET",
    url: "/api/mentor/earnings",
    headers: { cookie: mentor.cookie },
  });
  expect(res.statusCode).toBe(200);
  const earnings = res.json() as MentorEarnings;
  return Object.fromEntries(earnings.months.map((m) => [m.month, [m.gross, m.commission, m.net]]));
};

const rates = async (ids: string[]) =>
  Object.fromEntries(
    (
      await current()
        .db.select({ id: payments.id, rate: payments.commissionPercent })
        .from(payments)
        .where(inArray(payments.id, ids))
    ).map((r) => [r.id, r.rate]),
  );

describe("the commission rate of money earned", () => {
  it("is the rate in force when it was earned: a restart at another rate restates nothing", async () => {
    await startAt(20);
    admin = await signedIn(current(), "admin");
    mentor = await signedIn(current(), "mentor", "Kavya Reddy");

    // January: earned at 20 %. December: kept before rates were stored (no rate on the row).
    const january = await bookedPayment();
    await heldAt(january.sessionId, "2026-01-10T10:00:00Z");
    const december = await bookedPayment();
    await heldAt(december.sessionId, "2025-12-10T10:00:00Z");
    await current()
      .db.update(payments)
      .set({ commissionPercent: null })
      .where(eq(payments.id, december.paymentId));
    // Upcoming: one approved at 20 %, one still pending; both will be cancelled late.
    const later = await bookedPayment();
    const pending = await bookedPayment(true, later.sessionId);
    expect(await months()).toEqual({ "2026-01": [499, 100, 399], "2025-12": [499, 100, 399] });

    await startAt(30);
    // January keeps its 20 %; the payment without a rate got this start's.
    expect(await months()).toEqual({ "2026-01": [499, 100, 399], "2025-12": [499, 150, 349] });
    expect(await rates([january.paymentId, december.paymentId, later.paymentId, pending.paymentId])).toEqual({
      [january.paymentId]: 20,
      [december.paymentId]: 30,
      [later.paymentId]: 20,
      [pending.paymentId]: null,
    });

    // Earned now: 30 %. In January's month with the 20 % payment, one rounding for the month:
    // (499 × 20 + 499 × 30) / 100 = 249.5 → 250.
    const alsoJanuary = await bookedPayment();
    await heldAt(alsoJanuary.sessionId, "2026-01-20T10:00:00Z");
    expect((await rates([alsoJanuary.paymentId]))[alsoJanuary.paymentId]).toBe(30);
    expect(await months()).toEqual({ "2026-01": [998, 250, 748], "2025-12": [499, 150, 349] });

    // Cancelled late: the approved payment keeps the rate it was earned at; the pending one is
    // earned now, at 30 %.
    const [{ startsAt } = { startsAt: new Date() }] = await current()
      .db.select({ startsAt: sessions.startsAt })
      .from(sessions)
      .where(eq(sessions.id, later.sessionId));
    clock.set(new Date(startsAt.getTime() - HOUR));
    for (const { bookingId, student } of [later, pending]) {
      const res = await current().inject({
        method: "POST",
        url: `/api/bookings/${bookingId}/cancel`,
        headers: { cookie: student.cookie },
        payload: {},
      });
      expect(res.json()).toMatchObject({ paymentStatus: "forfeited" });
    }
    clock.reset();
    expect(await rates([later.paymentId, pending.paymentId])).toEqual({
      [later.paymentId]: 20,
      [pending.paymentId]: 30,
    });

    await startAt(40);
    expect(await months()).toEqual({ "2026-01": [998, 250, 748], "2025-12": [499, 150, 349] });
    expect(await rates([january.paymentId, december.paymentId, alsoJanuary.paymentId])).toEqual({
      [january.paymentId]: 20,
      [december.paymentId]: 30,
      [alsoJanuary.paymentId]: 30,
    });
    const again = await bookedPayment();
    expect((await rates([again.paymentId]))[again.paymentId]).toBe(40);
  });
});
