import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { AVAILABILITY_MESSAGES } from "@contract/availability";
import { signUpBody } from "@test-support/accounts";
import { readOutbox } from "@test-support/email-parser";
import { proofImage, randomUtr, sessionBody } from "@test-support/marketplace";
import { onDatabaseServer, withDatabase } from "@test-support/postgres";
import {
  fetchCookie,
  type ServerProcess,
  startServerProcess,
  stopServerProcess,
  waitHealthy,
} from "@test-support/server-process";
import { and, count, eq, inArray, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../src/server/db/client";
import {
  bookings,
  emailOutbox,
  mentorProfiles,
  payments,
  seatHolds,
  sessions,
  users,
} from "../../src/server/db/schema";
import { createAccount } from "../../src/server/modules/auth/create-account";

/**
 * Two real server processes on one PostgreSQL database, as a deployment behind a load balancer runs:
 * a rush of students on both must never get more seats than the session has, and a refused booking
 * must leave no proof file behind. Runs only in the `postgres` vitest project (TEST_DATABASE_URL).
 */

const serverUrl = process.env.TEST_DATABASE_URL;
const databaseName = `tc_two_processes_${randomBytes(5).toString("hex")}`;
const authSecret = randomBytes(32).toString("hex");

const servers: ServerProcess[] = [];
let handle: DatabaseHandle | undefined;

async function startServer(databaseUrl: string): Promise<ServerProcess> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "tc-two-processes-"));
  const server = await startServerProcess(dataDir, { DATABASE_URL: databaseUrl, AUTH_SECRET: authSecret });
  // Known at once, so that afterAll stops it even if the other one fails to start.
  servers.push(server);
  return server;
}

const cookieOf = fetchCookie;

let students: Promise<{ server: ServerProcess; email: string; cookie: string }[]> | undefined;
/**
 * The students of the rushes: far more than the seats and than the two pools' connections (10 each),
 * so that every race overlaps on both processes. More add sign-up time, not overlap.
 */
const STUDENTS = 100;
/**
 * The students who signed up through the API, half on each process: made once and shared by the
 * tests (a sign-up's password hash is most of a rush test's time).
 */
function signedUpStudents() {
  students ??= Promise.all(
    Array.from({ length: STUDENTS }, async (_, i) => {
      const server = servers[i % 2] as ServerProcess;
      const body = signUpBody({ email: `rush.${i}.${Date.now()}@example.com` });
      const res = await fetch(`${server.base}/api/auth/sign-up`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      if (res.status !== 201) throw new Error(`sign-up ${i}: ${res.status} ${await res.text()}`);
      return { server, email: body.email as string, cookie: cookieOf(res) };
    }),
  ).then(async (all) => {
    // As if each had opened the emailed link: only a verified account may hold or book (docs/product.md
    // §10.12). Their links are then not needed: left pending, they would be delivered before the
    // booking emails these tests wait for.
    const emails = all.map((s) => s.email);
    await handle?.db.update(users).set({ emailVerified: true }).where(inArray(users.email, emails));
    await handle?.db
      .update(emailOutbox)
      .set({ status: "skipped", lastError: "verified by the test" })
      .where(and(eq(emailOutbox.kind, "verify-email"), inArray(emailOutbox.recipient, emails)));
    return all;
  });
  return students;
}

/** The proof files a server process keeps for one session (not their content-type sidecars). */
function storedProofs(dataDir: string, sessionId: string): string[] {
  const dir = path.join(dataDir, "files", "payment-proofs", sessionId);
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names.filter((n) => !n.endsWith(".meta.json")).map((n) => `payment-proofs/${sessionId}/${n}`);
}

beforeAll(async () => {
  if (!serverUrl) throw new Error("the two-process test needs TEST_DATABASE_URL");
  await onDatabaseServer(serverUrl, `create database ${databaseName}`);
  const databaseUrl = withDatabase(serverUrl, databaseName);
  // Both start on an empty database at once: their migrations must not collide either.
  await Promise.all([startServer(databaseUrl), startServer(databaseUrl)]);
  const deadline = Date.now() + 45_000;
  await Promise.all(servers.map((s) => waitHealthy(s, deadline)));
  handle = await openDatabase({ databaseUrl, poolMax: 2 });
}, 60_000);

afterAll(async () => {
  await Promise.all(servers.map(stopServerProcess));
  await handle?.close();
  for (const s of servers) rmSync(s.dataDir, { recursive: true, force: true });
  if (serverUrl) await onDatabaseServer(serverUrl, `drop database if exists ${databaseName} with (force)`);
}, 30_000);

describe("two server processes on one PostgreSQL", () => {
  it("sell exactly 30 seats to 100 students booking at once on both, and keep no orphan proof", async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const db = handle?.db;
    if (!db) throw new Error("no database");

    // A mentor (made as the admin tools do) posts a 30-seat session through process A.
    const mentorEmail = `mentor.${Date.now()}@example.com`;
    await createAccount(db, {
      name: "Rohan Mehta",
      email: mentorEmail,
      role: "mentor",
      password: "correct-horse-battery",
    });
    const signIn = await fetch(`${a.base}/api/auth/sign-in`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        role: "mentor",
        name: "Rohan Mehta",
        email: mentorEmail,
        password: "correct-horse-battery",
      }),
    });
    expect(signIn.status, await signIn.clone().text()).toBe(200);
    const posted = await fetch(`${a.base}/api/sessions`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: cookieOf(signIn) },
      body: JSON.stringify(sessionBody({ seats: 30, price: 499 })),
    });
    expect(posted.status, await posted.clone().text()).toBe(201);
    const sessionId = ((await posted.json()) as { id: string }).id;

    // The students, each on the process they signed up on.
    const students = await signedUpStudents();

    // All book at the same moment, each on their own process.
    const proof = await proofImage();
    const answers = await Promise.all(
      students.map(async (s) => {
        const form = new FormData();
        // The UTR is the proof (docs/decisions/025); the screenshot goes with it.
        form.append("utr", randomUtr());
        form.append("proof", new Blob([new Uint8Array(proof)], { type: "image/png" }), "upi.png");
        const res = await fetch(`${s.server.base}/api/sessions/${sessionId}/bookings`, {
          method: "POST",
          headers: { cookie: s.cookie },
          body: form,
        });
        return { student: s, status: res.status, body: (await res.json()) as { message?: string } };
      }),
    );

    const ok = answers.filter((r) => r.status === 201);
    const refused = answers.filter((r) => r.status !== 201);
    expect(ok).toHaveLength(30);
    expect(refused).toHaveLength(STUDENTS - 30);
    for (const r of refused)
      expect(r).toMatchObject({ status: 409, body: { message: "No seats left for this session." } });
    // Both processes sold seats: the race really ran on both.
    expect(ok.filter((r) => r.student.server === a).length).toBeGreaterThan(0);
    expect(ok.filter((r) => r.student.server === b).length).toBeGreaterThan(0);

    const [row] = await db.select().from(sessions).where(eq(sessions.id, sessionId));
    expect(row?.seatsTaken).toBe(30);
    const [{ n } = { n: -1 }] = await db
      .select({ n: count() })
      .from(bookings)
      .where(eq(bookings.sessionId, sessionId));
    expect(n).toBe(30);

    // Every stored proof belongs to a payment, and every payment has its proof.
    const proofKeys = (
      await db
        .select({ key: payments.proofKey })
        .from(payments)
        .innerJoin(bookings, eq(bookings.id, payments.bookingId))
        .where(eq(bookings.sessionId, sessionId))
    ).map((p) => p.key);
    expect(proofKeys).toHaveLength(30);
    const files = [...storedProofs(a.dataDir, sessionId), ...storedProofs(b.dataDir, sessionId)];
    expect(files.sort()).toEqual(proofKeys.sort());

    // Both processes answer the session as full.
    for (const server of [a, b]) {
      const card = (await (await fetch(`${server.base}/api/sessions/${sessionId}`)).json()) as {
        seatsLeft: number;
        closed: boolean;
      };
      expect(card).toMatchObject({ seatsLeft: 0, closed: true });
    }

    // Exactly the 30 students who got a seat are told their booking was received.
    const winners = new Set(ok.map((r) => r.student.email));
    let received: string[] = [];
    // Behind the sign-ups' verification emails in the delivery queue (skipped, but their jobs run first).
    for (const wait = Date.now() + 60_000; Date.now() < wait; ) {
      const mails = [
        ...(await readOutbox(path.join(a.dataDir, "outbox"))),
        ...(await readOutbox(path.join(b.dataDir, "outbox"))),
      ];
      received = mails.filter((m) => m.subject.startsWith("Booking received")).map((m) => m.to);
      if (received.length >= 30) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(received).toHaveLength(30);
    expect(new Set(received.map((to) => to.replace(/^.*<|>.*$/g, "")))).toEqual(winners);
    // Generous for a loaded machine; most of the time goes to the 100 password hashes of the sign-ups.
  }, 210_000);

  it("give exactly 50 seat holds to 1,000 hold requests at once (100 students, 10 each) on both", async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const db = handle?.db;
    if (!db) throw new Error("no database");
    const mentorEmail = `holds.mentor.${Date.now()}@example.com`;
    await createAccount(db, {
      name: "Sneha Kulkarni",
      email: mentorEmail,
      role: "mentor",
      password: "correct-horse-battery",
    });
    const signIn = await fetch(`${a.base}/api/auth/sign-in`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        role: "mentor",
        name: "Sneha Kulkarni",
        email: mentorEmail,
        password: "correct-horse-battery",
      }),
    });
    const posted = await fetch(`${b.base}/api/sessions`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: cookieOf(signIn) },
      body: JSON.stringify(sessionBody({ seats: 50, price: 299 })),
    });
    expect(posted.status, await posted.clone().text()).toBe(201);
    const sessionId = ((await posted.json()) as { id: string }).id;

    const students = await signedUpStudents();

    // Each student asks ten times at once, on alternating processes: 1,000 requests.
    const answers = await Promise.all(
      students.flatMap((student, i) =>
        Array.from({ length: 1000 / STUDENTS }, async (_, k) => {
          const server = (i + k) % 2 === 0 ? a : b;
          const res = await fetch(`${server.base}/api/sessions/${sessionId}/hold`, {
            method: "POST",
            headers: { cookie: student.cookie },
          });
          return {
            student: student.email,
            server,
            status: res.status,
            body: (await res.json()) as { id?: string; message?: string },
          };
        }),
      ),
    );
    const held = answers.filter((r) => r.status === 200 || r.status === 201);
    const holders = new Set(held.map((r) => r.student));
    expect(holders.size).toBe(50);
    // A student who holds a seat holds one: every answer they got names the same hold, made once.
    for (const email of holders) {
      const theirs = answers.filter((r) => r.student === email);
      expect(new Set(theirs.map((r) => r.body.id)).size).toBe(1);
      expect(theirs.filter((r) => r.status === 201)).toHaveLength(1);
    }
    for (const r of answers.filter((x) => !holders.has(x.student)))
      expect(r).toMatchObject({ status: 409, body: { message: "No seats left for this session." } });
    expect(held.filter((r) => r.server === a).length).toBeGreaterThan(0);
    expect(held.filter((r) => r.server === b).length).toBeGreaterThan(0);

    const [row] = await db.select().from(sessions).where(eq(sessions.id, sessionId));
    expect(row).toMatchObject({ seatsTaken: 0, seatsHeld: 50 });
    const [{ n } = { n: -1 }] = await db
      .select({ n: count() })
      .from(seatHolds)
      .where(eq(seatHolds.sessionId, sessionId));
    expect(n).toBe(50);
    for (const server of [a, b]) {
      const card = (await (await fetch(`${server.base}/api/sessions/${sessionId}`)).json()) as {
        seatsLeft: number;
      };
      expect(card.seatsLeft).toBe(0);
    }
  }, 150_000);

  it("give one one-to-one time to exactly one of 100 students asking for it at once on both", async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const db = handle?.db;
    if (!db) throw new Error("no database");
    const mentorEmail = `slots.mentor.${Date.now()}@example.com`;
    const { id: mentorId } = await createAccount(db, {
      name: "Aditya Narayan",
      email: mentorEmail,
      role: "mentor",
      password: "correct-horse-battery",
    });
    const [profile] = await db
      .select({ slug: mentorProfiles.slug })
      .from(mentorProfiles)
      .where(eq(mentorProfiles.userId, mentorId));
    const signIn = await fetch(`${a.base}/api/auth/sign-in`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        role: "mentor",
        name: "Aditya Narayan",
        email: mentorEmail,
        password: "correct-horse-battery",
      }),
    });
    expect(signIn.status, await signIn.clone().text()).toBe(200);
    const saved = await fetch(`${b.base}/api/mentor/availability`, {
      method: "PUT",
      headers: { "content-type": "application/json", cookie: cookieOf(signIn) },
      body: JSON.stringify({
        windows: [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, from: "09:00", to: "12:00" })),
        durations: [60],
        price: 999,
        minNoticeHours: 12,
        bufferMinutes: 15,
        awayDates: [],
      }),
    });
    expect(saved.status, await saved.clone().text()).toBe(200);

    // The students (some holding a seat of the test before: at most one each, under the limit of three).
    const students = (await signedUpStudents()).map((student) => student.cookie);
    // Three days ahead (IST), 10:00: inside the range, past the notice.
    const date = new Date(Date.now() + 3 * 86_400_000 + 5.5 * 3_600_000).toISOString().slice(0, 10);
    const answers = await Promise.all(
      students.map(async (cookie, i) => {
        const res = await fetch(`${(i % 2 === 0 ? a : b).base}/api/mentors/by-slug/${profile?.slug}/slots`, {
          method: "POST",
          headers: { "content-type": "application/json", cookie },
          body: JSON.stringify({ date, time: "10:00", durationMinutes: 60 }),
        });
        return { status: res.status, body: (await res.json()) as { sessionId?: string; message?: string } };
      }),
    );
    const won = answers.filter((r) => r.status === 201);
    expect(won).toHaveLength(1);
    // The others were told it was taken: by the constraint when they raced the winner's insert, or
    // by the free times once it had committed.
    for (const r of answers.filter((x) => x.status !== 201)) {
      expect({ status: r.status, message: r.body.message }).toEqual({
        status: 409,
        message: AVAILABILITY_MESSAGES.slotTaken,
      });
    }
    const live = await db
      .select({ id: sessions.id, seatsHeld: sessions.seatsHeld })
      .from(sessions)
      .where(
        and(eq(sessions.mentorId, mentorId), eq(sessions.kind, "slot"), ne(sessions.status, "cancelled")),
      );
    expect(live).toEqual([{ id: won[0]?.body.sessionId, seatsHeld: 1 }]);
  }, 150_000);
});
