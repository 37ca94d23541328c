import { istDate } from "@contract/time";
import type { APIRequestContext } from "@playwright/test";
import sharp from "sharp";
import { expect } from "./fixtures";
import type { TestUser } from "./users";

/*
 * The marketplace's steps through its own API, for specs that need a session, a booking or a
 * verified payment as a starting point rather than as the thing under test. Generic on purpose:
 * several specs share these (add options rather than copies).
 */

/** A day in India, `days` after today, YYYY-MM-DD. */
export function dayInIndia(days = 1): string {
  return istDate(new Date(Date.now() + days * 24 * 60 * 60_000));
}

export interface SessionInput {
  title: string;
  subject?: string;
  subjects?: string[];
  category?: string;
  /** YYYY-MM-DD in India; default three days from now. */
  date?: string;
  /** One of the hourly slots, HH:MM IST; default 18:00. */
  time?: string;
  durationMinutes?: number;
  price?: number;
  description?: string;
  type?: "group" | "onetoone";
  seats?: number;
  /** Needed when an admin posts for a mentor. */
  mentorId?: string;
}

/** POST /api/sessions as `poster` (a mentor, or an admin with `mentorId`): the new session's id. */
export async function postSessionByApi(poster: Pick<TestUser, "api">, input: SessionInput): Promise<string> {
  const response = await poster.api.post("/api/sessions", {
    data: {
      subject: "Biology",
      subjects: ["Genetics"],
      category: "NEET",
      date: dayInIndia(3),
      time: "18:00",
      durationMinutes: 90,
      price: 499,
      description: "Pedigree charts and the genetics questions NEET asks every year, solved step by step.",
      type: "group",
      seats: 5,
      ...input,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** A real PNG (the server judges a proof by its bytes): flat grey. */
export function pngProof(size = 64): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 3, background: "#888" } })
    .png()
    .toBuffer();
}

/** POST /api/sessions/{id}/bookings as the student, with a PNG proof and a UTR (a fresh one unless given). */
export async function bookByApi(
  student: Pick<TestUser, "api">,
  sessionId: string,
  { utr }: { utr?: string } = {},
): Promise<{ bookingId: string; paymentId: string }> {
  const response = await student.api.post(`/api/sessions/${sessionId}/bookings`, {
    multipart: {
      proof: { name: "gpay-receipt.png", mimeType: "image/png", buffer: await pngProof() },
      utr: utr ?? String(700_000_000_000 + Math.floor(Math.random() * 299_999_999_999)),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { bookingId: string; paymentId: string };
}

/**
 * POST /api/payments/{id}/decision as an admin: approve (`paid`) or disapprove (`failed`, with a
 * reason: "The screenshot is unreadable" unless told).
 */
export async function decidePaymentByApi(
  admin: APIRequestContext,
  paymentId: string,
  status: "paid" | "failed",
  reason: { code: string; text?: string } = { code: "unreadable" },
): Promise<void> {
  const data = status === "paid" ? { status } : { status, reason };
  const response = await admin.post(`/api/payments/${paymentId}/decision`, { data });
  expect(response.status(), await response.text()).toBe(200);
}

/** PUT /api/sessions/{id}/feedback/mine as a student who booked it: a 1–5 rating with a few words. */
export async function giveFeedbackByApi(
  student: Pick<TestUser, "api">,
  sessionId: string,
  rating: number,
  feedback: string,
): Promise<void> {
  const response = await student.api.put(`/api/sessions/${sessionId}/feedback/mine`, {
    data: { rating, feedback },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** What runLiveByApi needs of a spec's own database (testWithOwnServer's `db`). */
export interface SqlClient {
  query(text: string, values?: unknown[]): Promise<unknown>;
}

/**
 * Takes a session live the way the product does, for specs that need it live or rated: its start
 * moves to two minutes from now (one direct UPDATE, so only on a server of the spec's own: the API
 * posts sessions for future hourly slots only, and Start Meeting opens 5 minutes before the start),
 * its mentor starts it, and each of `joiners` (students whose payment is approved) joins it, which is
 * what lets them give feedback. Book before calling it: booking closes when the session starts.
 */
export async function runLiveByApi(
  db: SqlClient,
  mentor: Pick<TestUser, "api">,
  sessionId: string,
  joiners: readonly Pick<TestUser, "api">[] = [],
): Promise<void> {
  await db.query("UPDATE sessions SET starts_at = now() + interval '2 minutes' WHERE id = $1", [sessionId]);
  const started = await mentor.api.post(`/api/sessions/${sessionId}/start`);
  expect(started.status(), await started.text()).toBe(200);
  for (const student of joiners) {
    const joined = await student.api.post(`/api/sessions/${sessionId}/join`);
    expect(joined.status(), await joined.text()).toBe(200);
  }
}
