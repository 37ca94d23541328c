import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { onDatabaseServer, withDatabase } from "@test-support/postgres";
import {
  type ServerProcess,
  startServerProcess,
  stopServerProcess,
  waitHealthy,
} from "@test-support/server-process";
import { startSmtp } from "@test-support/smtp";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../src/server/db/client";
import { migrateDatabase } from "../../src/server/db/migrate";
import { bookings, payments, sessions } from "../../src/server/db/schema";
import { createAccount } from "../../src/server/modules/auth/create-account";

/**
 * Two real server processes on one PostgreSQL, both working the job queues (docs/decisions/009): 200
 * reminders fall due at once (4 sessions starting in 23 hours, each with its mentor and 49 students
 * whose payments are approved). Each reminder reaches the SMTP server exactly once: whichever process
 * runs the lifecycle sweep records each one once, and whichever delivers it sends it once.
 * Only the postgres vitest project runs this (TEST_DATABASE_URL).
 */

const serverUrl = process.env.TEST_DATABASE_URL;
const databaseName = `tc_reminders_${randomBytes(5).toString("hex")}`;
const SESSIONS = 4;
const STUDENTS_PER_SESSION = 49;
const EXPECTED = SESSIONS * (STUDENTS_PER_SESSION + 1);

const servers: ServerProcess[] = [];
let handle: DatabaseHandle | undefined;
let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;

beforeAll(async () => {
  if (!serverUrl) throw new Error("the reminders test needs TEST_DATABASE_URL");
  await onDatabaseServer(serverUrl, `create database ${databaseName}`);
  handle = await openDatabase({ databaseUrl: withDatabase(serverUrl, databaseName), poolMax: 4 });
  await migrateDatabase(handle);
}, 60_000);

afterAll(async () => {
  await Promise.all(servers.map(stopServerProcess));
  for (const s of servers) rmSync(s.dataDir, { recursive: true, force: true });
  await handle?.close();
  await smtp?.close();
  if (serverUrl) await onDatabaseServer(serverUrl, `drop database if exists ${databaseName} with (force)`);
}, 60_000);

describe("two server processes with 200 due reminders", () => {
  it("send each exactly once", async () => {
    const db = handle?.db;
    if (!db || !serverUrl) throw new Error("no database");
    // The people and the sessions, written straight into the database (as an operator's import would).
    const stamp = Date.now();
    const startsAt = new Date(Date.now() + 23 * 60 * 60_000);
    for (let s = 0; s < SESSIONS; s++) {
      const mentor = await createAccount(db, {
        name: `Mentor ${s}`,
        email: `mentor.${s}.${stamp}@example.com`,
        role: "mentor",
      });
      const sessionId = `reminder-session-${s}`;
      await db.insert(sessions).values({
        id: sessionId,
        mentorId: mentor.id,
        title: `NEET Chemistry revision ${s + 1}`,
        subject: "Chemistry",
        category: "NEET",
        startsAt,
        durationMinutes: 60,
        type: "group",
        seats: 50,
        seatsTaken: STUDENTS_PER_SESSION,
        price: 299,
      });
      for (let i = 0; i < STUDENTS_PER_SESSION; i++) {
        const student = await createAccount(db, {
          name: `Student ${s}-${i}`,
          email: `student.${s}.${i}.${stamp}@example.com`,
          role: "student",
        });
        const bookingId = `b-${s}-${i}`;
        await db.insert(bookings).values({ id: bookingId, sessionId, studentId: student.id });
        await db.insert(payments).values({
          id: `p-${s}-${i}`,
          bookingId,
          amount: 299,
          status: "paid",
          reference: `TCREM${s}${i}`,
          proofKey: `payment-proofs/${sessionId}/none.webp`,
        });
      }
    }

    smtp = await startSmtp();
    const databaseUrl = withDatabase(serverUrl, databaseName);
    const authSecret = randomBytes(32).toString("hex");
    for (let i = 0; i < 2; i++) {
      const dataDir = mkdtempSync(path.join(tmpdir(), "tc-reminders-"));
      servers.push(
        await startServerProcess(dataDir, {
          DATABASE_URL: databaseUrl,
          AUTH_SECRET: authSecret,
          SMTP_URL: smtp.url,
          MAIL_FROM: "Toppers Connect <no-reply@toppers.example.in>",
          // Each delivery is logged ("Email sent"): how the work was shared shows in the logs.
          LOG_LEVEL: "info",
        }),
      );
    }
    const deadline = Date.now() + 60_000;
    await Promise.all(servers.map((s) => waitHealthy(s, deadline)));

    const received = smtp.received;
    await expect
      .poll(() => received.filter((m) => m.subject.startsWith("Reminder:")).length, {
        timeout: 90_000,
        interval: 250,
      })
      .toBeGreaterThanOrEqual(EXPECTED);
    // Another sweep, begun after the last reminder arrived, and no delivery left to run: nothing more
    // may arrive. (A sweep is sent every 15 s; waiting for one, not for a fixed time, is both sooner
    // on a quiet machine and sure on a loaded one.)
    const arrived = (await db.execute(sql`select now()::text as at`)) as unknown as {
      rows: { at: string }[];
    };
    const since = arrived.rows[0]?.at ?? "";
    await expect
      .poll(
        async () => {
          const { rows } = (await db.execute(
            sql`select
                  (select count(*)::int from pgboss.job where name = 'lifecycle-sweep'
                    and state = 'completed' and started_on > ${since}::timestamptz) as sweeps,
                  (select count(*)::int from pgboss.job where name = 'email-deliver'
                    and state in ('created', 'retry', 'active')) as deliveries`,
          )) as unknown as { rows: { sweeps: number; deliveries: number }[] };
          const [row] = rows;
          return `${row?.sweeps ? "swept" : "no sweep yet"}, ${row?.deliveries} deliveries to run`;
        },
        { timeout: 60_000, interval: 250 },
      )
      .toBe("swept, 0 deliveries to run");

    const reminders = received.filter((m) => m.subject.startsWith("Reminder:"));
    expect(reminders).toHaveLength(EXPECTED);
    expect(new Set(reminders.map((m) => m.messageId)).size).toBe(EXPECTED);
    // Each person once per session: the mentor and every student.
    const pairs = new Set(reminders.map((m) => `${m.rcptTo.join(",")} ${m.subject}`));
    expect(pairs.size).toBe(EXPECTED);
    const outbox = (await db.execute(
      sql`select status, count(*)::int as n from email_outbox group by status`,
    )) as unknown as { rows: { status: string; n: number }[] };
    expect(outbox.rows).toEqual([{ status: "sent", n: EXPECTED }]);
    // Both processes delivered some (the queue is shared, not owned by one), and together each once.
    const sentBy = servers.map((s) => (s.output.join("").match(/"msg":"Email sent"/g) ?? []).length);
    expect(
      sentBy.reduce((a, b) => a + b, 0),
      `sent by each process: ${sentBy.join(", ")}`,
    ).toBe(EXPECTED);
    expect(
      sentBy.every((n) => n > 0),
      `sent by each process: ${sentBy.join(", ")}`,
    ).toBe(true);
  }, 240_000);
});
