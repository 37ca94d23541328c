import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { readOutbox } from "@test-support/email-parser";
import { proofImage, sessionBody } from "@test-support/marketplace";
import { onDatabaseServer, withDatabase } from "@test-support/postgres";
import {
  fetchCookie,
  killServerProcess,
  type ServerProcess,
  startServerProcess,
  stopServerProcess,
  waitHealthy,
} from "@test-support/server-process";
import { testDatabaseKind } from "@test-support/test-app";
import { asc, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../src/server/db/client";
import { migrateDatabase } from "../../src/server/db/migrate";
import { bookings, paymentDecisions, payments, sessions } from "../../src/server/db/schema";
import { createAccount } from "../../src/server/modules/auth/create-account";

/**
 * Crash safety (docs/decisions/008): a real server process takes bookings (with their proof files) and
 * payment decisions from many clients at once, and is killed with SIGKILL at a random moment, ten
 * times over. After each kill, with the process gone:
 * - every booking and every decision the server acknowledged is there;
 * - each session's seats taken equal the bookings holding a seat;
 * - nothing is half written (a booking without its payment, a payment whose status disagrees with
 *   its last recorded decision);
 * - every payment's proof file is stored, and once the server is up again no stored proof lacks
 *   its payment (the restarted server removes what the killed one stored without a row).
 * At the end, every email that an acknowledged booking or decision called for is delivered exactly
 * once (the outbox folder holds each recorded email once, under its Message-ID), however the kills
 * fell between commit, job and delivery.
 * Runs on PGlite (its data folder reopened after every kill) and, in the postgres project, on
 * PostgreSQL.
 */

const CYCLES = 10;
const STUDENTS = 12;
const WORKERS = 6;
const SEATS = 12;
const PASSWORD = "correct-horse-battery";
/**
 * How long an attempt of a job may run before it is failed and retried, in every server process of
 * this test (config `JOB_EXPIRE_SECONDS`; the delivery's claim on its row shortens with it).
 */
const JOB_EXPIRE_SECONDS = 10;
const databaseServer = process.env.TEST_DATABASE_URL;
const databaseName = `tc_crash_${randomBytes(5).toString("hex")}`;
const authSecret = randomBytes(32).toString("hex");

let dataDir: string;
let databaseUrl: string | undefined;
let server: ServerProcess | undefined;

/** What the server said it did: only these must survive a crash. */
const acknowledged = {
  sessions: new Set<string>(),
  bookings: new Map<string, { bookingId: string; sessionId: string; studentId: string }>(),
  decisions: [] as { paymentId: string; status: "paid" | "failed"; changed: boolean }[],
  /** How many times each email was called for by an acknowledged answer, by payment and kind. */
  emails: new Map<string, number>(),
};
const expectEmail = (paymentId: string, kind: string) => {
  const key = `${paymentId} ${kind}`;
  acknowledged.emails.set(key, (acknowledged.emails.get(key) ?? 0) + 1);
};

/** The database with the server down: PGlite reopens the killed process's data folder. */
async function openStored(): Promise<DatabaseHandle> {
  return databaseUrl ? openDatabase({ databaseUrl, poolMax: 2 }) : openDatabase({ dataDir });
}

/**
 * An answer the round did not expect (a 500), with the server's logged errors, which say why (the log
 * line may trail the answer). Noted whatever happens next: a kill may come while the log is read.
 */
async function unexpectedAnswer(what: string, res: Response, server: ServerProcess): Promise<string> {
  const body = await res.text().catch(() => "");
  await new Promise((resolve) => setTimeout(resolve, 500));
  return `${what}: ${res.status} ${body}\n${serverErrors(server)}`;
}

function serverErrors(server: ServerProcess): string {
  return server.output
    .join("")
    .split("\n")
    .filter((line) => /"level":(50|60)/.test(line))
    .slice(-5)
    .join("\n");
}

async function start(): Promise<ServerProcess> {
  const started = await startServerProcess(dataDir, {
    AUTH_SECRET: authSecret,
    LOG_LEVEL: "info",
    // The email jobs a killed process held come back after this (not the queues' own minute and
    // more): pg-boss's maintenance fails them once expired, and the retry delivers.
    JOB_EXPIRE_SECONDS: String(JOB_EXPIRE_SECONDS),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  server = started;
  await waitHealthy(started, Date.now() + 60_000);
  return started;
}

/** Resolves once the server has checked its stored files against their rows (see main.ts). */
async function filesChecked(running: ServerProcess): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!running.output.join("").includes("stored files checked against their records")) {
    if (Date.now() > deadline) throw new Error(`no file check logged:\n${running.output.join("")}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The proof files on disk (not their content-type sidecars), as storage keys. */
function storedProofs(): string[] {
  const root = path.join(dataDir, "files", "payment-proofs");
  let folders: string[];
  try {
    folders = readdirSync(root);
  } catch {
    return [];
  }
  return folders.flatMap((folder) =>
    readdirSync(path.join(root, folder))
      .filter((name) => !name.endsWith(".meta.json"))
      .map((name) => `payment-proofs/${folder}/${name}`),
  );
}

async function signIn(base: string, role: "student" | "mentor", email: string, name: string) {
  const res = await fetch(`${base}/api/auth/sign-in`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ role, name, email, password: PASSWORD, rememberMe: true }),
  });
  if (res.status !== 200) throw new Error(`sign-in of ${email}: ${res.status} ${await res.text()}`);
  return fetchCookie(res);
}

async function postSession(base: string, mentorCookie: string, hour: number): Promise<void> {
  const res = await fetch(`${base}/api/sessions`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: mentorCookie },
    body: JSON.stringify(sessionBody({ seats: SEATS, time: `${String(hour).padStart(2, "0")}:00` })),
  });
  if (res.status !== 201) throw new Error(`posting a session: ${res.status} ${await res.text()}`);
  acknowledged.sessions.add(((await res.json()) as { id: string }).id);
}

/** Checks everything the issue asks of a killed server's data; returns the proof keys it holds. */
async function expectConsistent(cycle: number): Promise<Set<string>> {
  const handle = await openStored();
  try {
    const db = handle.db;
    const [sessionRows, bookingRows, paymentRows, decisionRows] = await Promise.all([
      db.select({ id: sessions.id, seats: sessions.seats, taken: sessions.seatsTaken }).from(sessions),
      db
        .select({ id: bookings.id, sessionId: bookings.sessionId, studentId: bookings.studentId })
        .from(bookings),
      db
        .select({
          id: payments.id,
          bookingId: payments.bookingId,
          status: payments.status,
          decidedAt: payments.decidedAt,
          proofKey: payments.proofKey,
        })
        .from(payments),
      db
        .select({ paymentId: paymentDecisions.paymentId, to: paymentDecisions.toStatus })
        .from(paymentDecisions)
        .orderBy(asc(paymentDecisions.createdAt)),
    ]);
    const where = `after kill ${cycle}`;

    const sessionIds = new Set(sessionRows.map((s) => s.id));
    for (const id of acknowledged.sessions)
      expect(sessionIds.has(id), `${where}: posted session ${id}`).toBe(true);

    const bookingById = new Map(bookingRows.map((b) => [b.id, b]));
    const paymentById = new Map(paymentRows.map((p) => [p.id, p]));
    for (const [paymentId, booked] of acknowledged.bookings) {
      expect(bookingById.get(booked.bookingId), `${where}: acknowledged booking ${booked.bookingId}`).toEqual(
        {
          id: booked.bookingId,
          sessionId: booked.sessionId,
          studentId: booked.studentId,
        },
      );
      expect(paymentById.get(paymentId)?.bookingId, `${where}: its payment ${paymentId}`).toBe(
        booked.bookingId,
      );
    }

    // Every acknowledged decision is recorded, and each payment's status is its last decision's;
    // a payment awaiting review again was disapproved last and then booked anew with a new proof.
    const lastDecision = new Map<string, string>();
    const recorded = decisionRows.map((d) => `${d.paymentId}:${d.to}`);
    for (const d of decisionRows) lastDecision.set(d.paymentId, d.to);
    for (const d of acknowledged.decisions)
      expect(recorded, `${where}: decision ${d.status} on ${d.paymentId}`).toContain(
        `${d.paymentId}:${d.status}`,
      );
    for (const p of paymentRows) {
      const last = lastDecision.get(p.id);
      const what = `${where}: payment ${p.id} (${p.status}) against its last decision (${last})`;
      if (p.status === "created") {
        expect(last === undefined || last === "failed", what).toBe(true);
        expect(p.decidedAt, what).toBeNull();
      } else expect(p.status, what).toBe(last);
    }

    // One payment per booking, and no payment or decision without its booking or payment.
    const paymentsPerBooking = new Map<string, number>();
    for (const p of paymentRows)
      paymentsPerBooking.set(p.bookingId, (paymentsPerBooking.get(p.bookingId) ?? 0) + 1);
    for (const b of bookingRows)
      expect(paymentsPerBooking.get(b.id), `${where}: payments of booking ${b.id}`).toBe(1);
    expect(paymentRows.length, `${where}: payments without a booking`).toBe(bookingRows.length);
    for (const d of decisionRows)
      expect(paymentById.has(d.paymentId), `${where}: decided payment`).toBe(true);

    // Seats taken equal the bookings holding a seat (a failed payment gives its seat back).
    for (const s of sessionRows) {
      const held = bookingRows.filter(
        (b) => b.sessionId === s.id && paymentRows.find((p) => p.bookingId === b.id)?.status !== "failed",
      ).length;
      expect(s.taken, `${where}: seats taken of session ${s.id}`).toBe(held);
      expect(s.taken).toBeLessThanOrEqual(s.seats);
    }

    // A payment's proof is stored before its row is written: none may be missing, even now.
    const keys = new Set(paymentRows.flatMap((p) => (p.proofKey ? [p.proofKey] : [])));
    const files = new Set(storedProofs());
    for (const key of keys) expect(files.has(key), `${where}: proof ${key} of a payment`).toBe(true);
    return keys;
  } finally {
    await handle.close();
  }
}

/** How long the email deliveries may take to catch up after the last kill (a killed process's job expires). */
const DELIVERY_DEADLINE_MS = 180_000;

/**
 * Restarts the server until no recorded email is left undelivered, then checks: every email an
 * acknowledged answer called for was recorded (in the same transaction as its change) and
 * delivered; every recorded email is in the outbox folder exactly once, under its own Message-ID.
 */
async function expectEveryEmailDeliveredOnce(): Promise<void> {
  const deadline = Date.now() + DELIVERY_DEADLINE_MS;
  type Row = { id: string; kind: string; payment_id: string | null; status: string };
  const read = async (db: DatabaseHandle["db"]) =>
    (
      (await db.execute(sql`select id, kind, payment_id, status from email_outbox`)) as unknown as {
        rows: Row[];
      }
    ).rows;
  let rows: Row[] = [];
  const running = await start();
  try {
    if (databaseUrl) {
      // PostgreSQL: the server works while the test reads. A job the killed process held is failed
      // by pg-boss's maintenance once it expires, then retried.
      const handle = await openStored();
      try {
        for (;;) {
          rows = await read(handle.db);
          if (rows.every((r) => r.status !== "pending") || Date.now() > deadline) break;
          await new Promise((resolve) => setTimeout(resolve, 1000));
        }
      } finally {
        await handle.close();
      }
    } else {
      // PGlite: one process at a time. The restarted server takes back what the killed one held;
      // once nothing has waited for a few seconds, stop it and read.
      for (let quiet = 0; quiet < 3 && Date.now() < deadline; ) {
        const res = await fetch(`${running.base}/api/health`);
        const { queue } = (await res.json()) as { queue: { oldestUndeliveredEmailSeconds: number } | null };
        quiet = queue?.oldestUndeliveredEmailSeconds === 0 ? quiet + 1 : 0;
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    }
  } finally {
    await stopServerProcess(running);
  }
  if (!databaseUrl) {
    const handle = await openStored();
    try {
      rows = await read(handle.db);
    } finally {
      await handle.close();
    }
  }
  // Every email is delivered, except a reminder that no longer made sense when its turn came (the
  // sweep reminds of a session within 24 hours; a disapproval later in the run drops the student's).
  expect(
    rows.filter((r) => r.status !== "sent" && !(r.status === "skipped" && r.kind.startsWith("reminder-"))),
    "emails not delivered",
  ).toEqual([]);
  const sent = rows.filter((r) => r.status === "sent");
  const recorded = new Map<string, number>();
  for (const r of sent) {
    const key = `${r.payment_id} ${r.kind}`;
    recorded.set(key, (recorded.get(key) ?? 0) + 1);
  }
  for (const [key, times] of acknowledged.emails) {
    // More is possible (an answer lost to a kill after its commit); fewer never.
    expect(recorded.get(key) ?? 0, `emails ${key}`).toBeGreaterThanOrEqual(times);
  }
  const files = await readOutbox(path.join(dataDir, "outbox"));
  const byMessageId = new Map<string, number>();
  for (const f of files) byMessageId.set(f.messageId, (byMessageId.get(f.messageId) ?? 0) + 1);
  expect(
    [...byMessageId.values()].filter((n) => n > 1),
    "a Message-ID delivered twice",
  ).toEqual([]);
  expect(files.length, "outbox files against delivered emails").toBe(sent.length);
  const domain = "localhost";
  expect(new Set(byMessageId.keys())).toEqual(new Set(sent.map((r) => `<${r.id}@${domain}>`)));
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "tc-crash-"));
  if (testDatabaseKind === "postgres") {
    if (!databaseServer) throw new Error("the postgres project needs TEST_DATABASE_URL");
    await onDatabaseServer(databaseServer, `create database ${databaseName}`);
    databaseUrl = withDatabase(databaseServer, databaseName);
  }
}, 30_000);

afterAll(async () => {
  if (server) await stopServerProcess(server);
  rmSync(dataDir, { recursive: true, force: true });
  if (databaseUrl)
    await onDatabaseServer(databaseServer, `drop database if exists ${databaseName} with (force)`);
}, 30_000);

describe(`a server killed with SIGKILL ten times (${testDatabaseKind})`, () => {
  it("keeps every acknowledged booking and decision, seats equal to bookings, and no orphan file", async () => {
    // The people, written straight into the database before the first start.
    const setup = await openStored();
    await migrateDatabase(setup);
    const stamp = Date.now();
    const admin = { email: `admin.${stamp}@example.com`, name: "Kavya Iyer" };
    const mentor = { email: `mentor.${stamp}@example.com`, name: "Rohan Mehta" };
    const students = Array.from({ length: STUDENTS }, (_, i) => ({
      email: `student.${i}.${stamp}@example.com`,
      name: `Student ${i}`,
      id: "",
      cookie: "",
    }));
    try {
      await createAccount(setup.db, { ...admin, role: "admin", password: PASSWORD });
      await createAccount(setup.db, { ...mentor, role: "mentor", password: PASSWORD });
      for (const s of students)
        s.id = (
          await createAccount(setup.db, {
            email: s.email,
            name: s.name,
            role: "student",
            password: PASSWORD,
            // Only a verified account may book (docs/product.md §10.12).
            emailVerified: true,
          })
        ).id;
    } finally {
      await setup.close();
    }

    let running = await start();
    const adminCookie = await signIn(running.base, "student", admin.email, admin.name);
    const mentorCookie = await signIn(running.base, "mentor", mentor.email, mentor.name);
    for (const s of students) s.cookie = await signIn(running.base, "student", s.email, s.name);
    const proof = new Uint8Array(await proofImage());
    const kills: number[] = [];
    const unexpected: string[] = [];

    for (let cycle = 1; cycle <= CYCLES; cycle++) {
      // A new session each time, so that seats never run out over the ten rounds.
      await postSession(running.base, mentorCookie, 8 + cycle);
      const open = [...acknowledged.sessions];
      const base = running.base;
      let killed = false;

      async function bookOne(): Promise<void> {
        const student = students[Math.floor(Math.random() * students.length)];
        const sessionId = open[Math.floor(Math.random() * open.length)];
        if (!student || !sessionId) return;
        const form = new FormData();
        form.append("utr", String(400_000_000_000 + Math.floor(Math.random() * 99_999_999_999)));
        form.append("proof", new Blob([proof], { type: "image/png" }), "upi.png");
        const res = await fetch(`${base}/api/sessions/${sessionId}/bookings`, {
          method: "POST",
          headers: { cookie: student.cookie },
          body: form,
        });
        if (res.status === 201) {
          const body = (await res.json()) as { bookingId: string; paymentId: string };
          acknowledged.bookings.set(body.paymentId, {
            bookingId: body.bookingId,
            sessionId,
            studentId: student.id,
          });
          expectEmail(body.paymentId, "booking-received");
        } else if (res.status !== 409) unexpected.push(await unexpectedAnswer("booking", res, running));
      }

      async function decideOne(): Promise<void> {
        const ids = [...acknowledged.bookings.keys()];
        const paymentId = ids[Math.floor(Math.random() * ids.length)];
        if (!paymentId) return;
        const status = Math.random() < 0.7 ? "paid" : "failed";
        const res = await fetch(`${base}/api/payments/${paymentId}/decision`, {
          method: "POST",
          headers: { "content-type": "application/json", cookie: adminCookie },
          body: JSON.stringify(status === "paid" ? { status } : { status, reason: { code: "unreadable" } }),
        });
        if (res.status === 200) {
          const { changed } = (await res.json()) as { changed: boolean };
          acknowledged.decisions.push({ paymentId, status, changed });
          if (changed) expectEmail(paymentId, status === "paid" ? "payment-approved" : "payment-disapproved");
        }
        // 409: the seat a failed payment gave back has been taken again.
        else if (res.status !== 409) unexpected.push(await unexpectedAnswer("decision", res, running));
      }

      const worker = async (n: number) => {
        for (let i = 0; !killed; i++) {
          try {
            await ((n + i) % 3 === 0 ? decideOne() : bookOne());
          } catch (error) {
            // Once the process is killed, requests in flight fail: they were never acknowledged.
            if (killed) return;
            throw error;
          }
        }
      };
      const load = Promise.all(Array.from({ length: WORKERS }, (_, n) => worker(n)));
      // A random moment once the round is under way: after 1 to 6 acknowledged writes (a freshly
      // started process answers its first requests slowly), then 0 to 400 ms more.
      const writesBefore = acknowledged.bookings.size + acknowledged.decisions.length;
      const target = writesBefore + 1 + Math.floor(Math.random() * 6);
      for (const until = Date.now() + 20_000; Date.now() < until; ) {
        if (acknowledged.bookings.size + acknowledged.decisions.length >= target) break;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      const moment = Math.floor(Math.random() * 400);
      kills.push(moment);
      await new Promise((resolve) => setTimeout(resolve, moment));
      killed = true;
      await killServerProcess(running);
      await load;
      // An answer other than success or a refusal, given before the kill, is a bug: with the server's log.
      expect(unexpected, `round ${cycle}`).toEqual([]);

      const proofs = await expectConsistent(cycle);
      running = await start();
      // The restarted server removes the proofs the killed one stored without writing their rows.
      await filesChecked(running);
      expect(
        new Set(storedProofs()),
        `after restart ${cycle} (kills ${kills.join(", ")} ms after the round's first writes)`,
      ).toEqual(proofs);
    }

    // The rounds did real work: bookings and decisions on every kind, some of each acknowledged.
    expect(acknowledged.bookings.size).toBeGreaterThan(CYCLES);
    expect(acknowledged.decisions.some((d) => d.status === "paid")).toBe(true);
    expect(acknowledged.decisions.some((d) => d.status === "failed")).toBe(true);

    // Every acknowledged booking and decision has its email delivered, exactly once (docs/decisions/009).
    await stopServerProcess(running);
    await expectEveryEmailDeliveredOnce();
  }, 420_000);
});
