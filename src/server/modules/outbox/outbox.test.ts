import path from "node:path";
import { signedIn } from "@test-support/accounts";
import { readOutbox } from "@test-support/email-parser";
import { deliverEmails, mailsTo } from "@test-support/mail";
import { book, newSession, proofImage } from "@test-support/marketplace";
import { smtpError, startSmtp } from "@test-support/smtp";
import { createTestApp, createTestDatabase, type TestContext } from "@test-support/test-app";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "../../db/schema";
import { createJobEngine } from "../../jobs/engine";
import { deliverEmail } from "./deliver-email";
import { EMAIL_DELIVER_QUEUE } from "./outbox";
import { OUTBOX_SWEEP_QUEUE } from "./outbox.jobs";

/*
 * The transactional outbox (docs/decisions/009): an email exists exactly when the change that causes
 * it committed; it is delivered by a job, retried with backoff on temporary failures and not on
 * permanent ones, and never arrives twice.
 */

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rowsFor = (to: string) =>
  t.app.db
    .select({
      id: emailOutbox.id,
      kind: emailOutbox.kind,
      status: emailOutbox.status,
      attempts: emailOutbox.attempts,
      text: emailOutbox.text,
      lastError: emailOutbox.lastError,
    })
    .from(emailOutbox)
    .where(eq(emailOutbox.recipient, to));

/** The job of one email in pg-boss's own table. */
async function jobOf(id: string) {
  const result = (await t.app.db.execute(
    sql`select state, retry_count, extract(epoch from start_after - now())::float8 as wait
      from pgboss.job where name = ${EMAIL_DELIVER_QUEUE} and data->>'id' = ${id} order by created_on desc limit 1`,
  )) as unknown as { rows: { state: string; retry_count: number; wait: number }[] };
  return result.rows[0];
}

describe("recording emails with their change", () => {
  it("keeps no email of a change that rolled back", async () => {
    const to = "rolled.back@example.com";
    await expect(
      t.app.commands.run(async (uow) => {
        await t.app.outbox.record(uow, { kind: "test", to, subject: "Hello", text: "x", html: "<p>x</p>" });
        throw new Error("the change failed after the email was recorded");
      }),
    ).rejects.toThrow("the change failed");
    expect(await rowsFor(to)).toEqual([]);
    await deliverEmails(t.app);
    expect(await mailsTo(t.app, to)).toEqual([]);
  });

  it("records an email with a key once, however often it is asked for", async () => {
    const to = "once@example.com";
    for (let i = 0; i < 3; i++) {
      await t.app.commands.run((uow) =>
        t.app.outbox.record(uow, {
          kind: "test",
          dedupeKey: "once-only",
          to,
          subject: "Once",
          text: "x",
          html: "x",
        }),
      );
    }
    expect(await rowsFor(to)).toHaveLength(1);
  });
});

describe("delivering", () => {
  it("delivers each email once, with its row's Message-ID, and blanks a secret body once sent", async () => {
    const forgot = await t.app.inject({
      method: "POST",
      url: "/api/auth/forgot-password",
      payload: { email: (await signedIn(t.app, "student", "Priya Nair")).email },
    });
    expect(forgot.statusCode).toBe(200);
    const [row] = await t.app.db
      .select({ id: emailOutbox.id, to: emailOutbox.recipient })
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, "password-reset"));
    if (!row) throw new Error("no reset email recorded");
    await deliverEmails(t.app);
    await deliverEmails(t.app);
    // Asked again by a stray job (or a sweep): nothing more is sent.
    expect(await deliverEmail(deliveryDeps(), row.id, { last: false })).toBe("done already");
    const mails = await mailsTo(t.app, row.to);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.messageId).toBe(`<${row.id}@localhost>`);
    expect(mails[0]?.text).toContain("/reset-password?mode=resetPassword&oobCode=");
    const [stored] = await rowsFor(row.to);
    expect(stored).toMatchObject({ status: "sent", attempts: 1, text: "[removed after delivery]" });
  });

  it("redelivers an email whose worker died mid-way as the same message, not a second one", async () => {
    const student = await signedIn(t.app, "student");
    await t.app.inject({
      method: "POST",
      url: "/api/auth/forgot-password",
      payload: { email: student.email },
    });
    const [row] = await rowsFor(student.email);
    if (!row) throw new Error("no email recorded");
    // A worker claimed it, wrote it, and was killed before marking it sent: its claim has run out.
    await deliverEmails(t.app);
    await t.app.db.execute(
      sql`update email_outbox set status = 'pending', claimed_until = now() - interval '1 second' where id = ${row.id}`,
    );
    expect(await deliverEmail(deliveryDeps(), row.id, { last: false })).toBe("sent");
    const mails = await mailsTo(t.app, student.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.messageId).toBe(`<${row.id}@localhost>`);
  });

  it("never lets two workers send the same email at once", async () => {
    const to = "claimed@example.com";
    const { value: id } = await t.app.commands.run((uow) =>
      t.app.outbox.record(uow, { kind: "test", to, subject: "Claimed", text: "x", html: "x" }),
    );
    const outcomes = await Promise.allSettled(
      Array.from({ length: 4 }, () => deliverEmail(deliveryDeps(), id ?? "", { last: false })),
    );
    const sent = outcomes.filter((o) => o.status === "fulfilled" && o.value === "sent");
    expect(sent).toHaveLength(1);
    expect(await mailsTo(t.app, to)).toHaveLength(1);
  });

  it("sends the job of an email whose job was lost (the process died right after the commit)", async () => {
    const to = "orphan@example.com";
    await t.app.db.execute(sql`insert into email_outbox (id, kind, recipient, subject, text, html, created_at)
      values ('orphan-email', 'test', ${to}, 'Orphan', 'x', 'x', now() - interval '1 minute')`);
    expect(await jobOf("orphan-email")).toBeUndefined();
    await t.app.jobs.send(OUTBOX_SWEEP_QUEUE, {});
    await t.app.jobs.runDue([OUTBOX_SWEEP_QUEUE]);
    expect((await jobOf("orphan-email"))?.state).toBe("created");
    expect(await mailsTo(t.app, to)).toHaveLength(1);
  });
});

function deliveryDeps() {
  return { db: t.app.db, transport: t.app.mailTransport, clock: t.app.clock, log: silentLog };
}
const silentLog = { info() {}, warn() {}, error() {} };

describe("delivering over SMTP", () => {
  it("retries a temporary refusal with growing delays, and delivers; a permanent one is not retried", {
    timeout: 60_000,
  }, async () => {
    // 451 twice for the first message, then accepted; 550 for the one to refused@.
    let busy = 2;
    const refusing = await startSmtp(() => smtpError("No such mailbox", 550));
    const flaky = await startSmtp(() => (busy-- > 0 ? smtpError("Mailbox busy, try later", 451) : undefined));
    const own = await createTestApp({ env: { SMTP_URL: flaky.url } });
    const refusedApp = await createTestApp({ env: { SMTP_URL: refusing.url } });
    try {
      const student = await signedIn(own.app, "student", "Meera Das");
      const session = await newSession(own.app, (await signedIn(own.app, "mentor")).cookie);
      expect((await book(own.app, student.cookie, session.id, await proofImage())).statusCode).toBe(201);
      const [row] = await own.app.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.recipient, student.email));
      if (!row) throw new Error("no booking email recorded");
      const job = async () =>
        (
          (await own.app.db.execute(
            sql`select state, retry_count, extract(epoch from start_after - now())::float8 as wait
              from pgboss.job where data->>'id' = ${row.id}`,
          )) as unknown as { rows: { state: string; retry_count: number; wait: number }[] }
        ).rows[0];

      // As if each backoff had passed: the waiting retry is made due at once.
      await own.app.jobs.runDue([EMAIL_DELIVER_QUEUE]);
      const first = await job();
      expect(first?.state).toBe("retry");
      expect(first?.wait).toBeGreaterThan(5);
      await own.app.db.execute(
        sql`update pgboss.job set start_after = now() - interval '1 second' where data->>'id' = ${row.id}`,
      );
      await own.app.jobs.runDue([EMAIL_DELIVER_QUEUE]);
      const second = await job();
      expect(second?.state).toBe("retry");
      // Backoff: the second wait is longer than the first.
      expect(second?.wait).toBeGreaterThan(first?.wait ?? 0);
      await own.app.db.execute(
        sql`update pgboss.job set start_after = now() - interval '1 second' where data->>'id' = ${row.id}`,
      );
      await own.app.jobs.runDue([EMAIL_DELIVER_QUEUE]);
      expect((await job())?.state).toBe("completed");
      expect(flaky.received.map((m) => m.subject)).toEqual([row.subject]);
      expect(flaky.received[0]?.messageId).toBe(`<${row.id}@localhost>`);
      const [sent] = await own.app.db.select().from(emailOutbox).where(eq(emailOutbox.id, row.id));
      expect(sent).toMatchObject({ status: "sent", attempts: 3, lastError: null });

      // A permanent refusal: marked failed at once, its job done, no retry.
      await refusedApp.app.inject({
        method: "POST",
        url: "/api/auth/forgot-password",
        payload: { email: (await signedIn(refusedApp.app, "student")).email },
      });
      await refusedApp.app.jobs.runDue([EMAIL_DELIVER_QUEUE]);
      const [refused] = await refusedApp.app.db.select().from(emailOutbox);
      expect(refused).toMatchObject({ status: "failed", attempts: 1 });
      expect(refused?.lastError).toContain("No such mailbox");
      expect(refusing.attempts()).toBe(1);
      await refusedApp.app.jobs.runDue([EMAIL_DELIVER_QUEUE]);
      expect(refusing.attempts()).toBe(1);
    } finally {
      await own.close();
      await refusedApp.close();
      await flaky.close();
      await refusing.close();
    }
  });
});

describe("the job engine", () => {
  it("works its queues in the background when started to work, and hands a running job back when stopped", {
    timeout: 60_000,
  }, async () => {
    const { database, drop } = await createTestDatabase();
    const engine = createJobEngine(database, silentLog);
    let release: () => void = () => {};
    const seen: string[] = [];
    engine.define<{ n: number }>({
      name: "test-slow",
      policy: "standard",
      retryLimit: 2,
      retryDelaySeconds: 30,
      backoff: false,
      expireInSeconds: 60,
      concurrency: 1,
      async handle(data) {
        seen.push(`start ${data.n}`);
        if (data.n === 2) await new Promise<void>((resolve) => (release = resolve));
        seen.push(`end ${data.n}`);
      },
    });
    try {
      await engine.start({ work: true });
      await engine.send("test-slow", { n: 1 });
      await expect.poll(() => seen, { timeout: 10_000 }).toContain("end 1");
      await engine.send("test-slow", { n: 2 });
      await expect.poll(() => seen, { timeout: 10_000 }).toContain("start 2");
      // Shutting down while job 2 runs: after the grace period it goes back to its queue.
      await engine.stop(1000);
      release();
      const result = (await database.db.execute(
        sql`select state, data->>'n' as n from pgboss.job where name = 'test-slow' order by created_on`,
      )) as unknown as { rows: { state: string; n: string }[] };
      expect(result.rows).toEqual([
        { state: "completed", n: "1" },
        { state: "retry", n: "2" },
      ]);
    } finally {
      await engine.stop(1000).catch(() => {});
      await drop();
    }
  });

  it("fails and retries an attempt that outlives the expiry the engine is given (JOB_EXPIRE_SECONDS)", {
    timeout: 60_000,
  }, async () => {
    const { database, drop } = await createTestDatabase();
    // The queue's own expiry is a minute; the engine's setting replaces it, so the stuck first
    // attempt is failed by pg-boss's maintenance within seconds and the job runs again.
    const engine = createJobEngine(database, silentLog, { expireInSeconds: 1 });
    const attempts: { retryCount: number; expireInSeconds: number }[] = [];
    engine.define<object>({
      name: "test-stuck",
      policy: "standard",
      retryLimit: 1,
      retryDelaySeconds: 0,
      backoff: false,
      expireInSeconds: 60,
      concurrency: 2,
      async handle(_data, job) {
        attempts.push({ retryCount: job.retryCount, expireInSeconds: job.expireInSeconds });
        if (job.retryCount === 0) await new Promise(() => {});
      },
    });
    try {
      await engine.start({ work: true });
      await engine.send("test-stuck", {});
      await expect.poll(() => attempts.length, { timeout: 20_000 }).toBe(2);
      expect(attempts).toEqual([
        { retryCount: 0, expireInSeconds: 1 },
        { retryCount: 1, expireInSeconds: 1 },
      ]);
    } finally {
      await engine.stop(1000).catch(() => {});
      await drop();
    }
  });

  it("delivers a recorded email on its own when the server works its queues", {
    timeout: 30_000,
  }, async () => {
    const own = await createTestApp();
    try {
      await own.app.jobs.stop();
      await own.app.jobs.start({ work: true });
      const student = await signedIn(own.app, "student", "Kabir Singh");
      await own.app.inject({
        method: "POST",
        url: "/api/auth/forgot-password",
        payload: { email: student.email },
      });
      const outbox = path.join(own.config.dataDir, "outbox");
      await expect
        .poll(async () => (await readOutbox(outbox)).filter((m) => m.to === student.email).length, {
          timeout: 20_000,
        })
        .toBe(1);
    } finally {
      await own.close();
    }
  });
});
