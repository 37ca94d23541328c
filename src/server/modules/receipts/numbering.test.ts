import { signedIn } from "@test-support/accounts";
import { newSession } from "@test-support/marketplace";
import { createTestApp, type TestContext, testConfig, testDatabaseKind } from "@test-support/test-app";
import { asc, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { type DatabaseHandle, openDatabase } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { bookings, payments, receipts, sessions, users } from "../../db/schema";
import { newId } from "../../lib/ids";
import { decidePayment } from "../payments/decide-payment";
import { financialYearOf, formatNumber } from "./numbering";

/*
 * Receipt numbers (docs/decisions/027): consecutive per series and Indian financial year, no gap and
 * no duplicate however many approvals land at once. On PostgreSQL the approvals come from two app
 * instances, each with its own connection pool, as two server processes would; PGlite has one.
 * This app has no GST settings: its receipts are plain receipts with no tax lines.
 */

let t: TestContext;
let second: { app: FastifyInstance; database: DatabaseHandle } | undefined;
let admin: { id: string };
let mentor: { cookie: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t.app, "admin", "Kavya Iyer");
  mentor = await signedIn(t.app, "mentor", "Rohan Mehta");
  if (testDatabaseKind === "postgres") {
    // The same database through a second pool and a second app: a second process.
    const [row] = await rowsOf<{ name: string }>(t.app.db, sql`select current_database() as name`);
    const url = new URL(process.env.TEST_DATABASE_URL ?? "");
    url.pathname = `/${row?.name}`;
    const database = await openDatabase({ databaseUrl: url.toString(), poolMax: 10 });
    const app = await buildApp({ config: testConfig(), database, logger: false, clock: t.clock });
    await app.ready();
    second = { app, database };
  }
});
afterAll(async () => {
  if (second) {
    await second.app.close();
    await second.database.close();
  }
  await t.close();
});

/**
 * Approvals at once: more than the connections that can take them together (two pools of 10 on
 * PostgreSQL), so that numbers are drawn by transactions that overlap; more add time, not overlap.
 */
const AT_ONCE = 50;

/** `count` students, each with a booking of one session and a payment awaiting verification. */
async function waitingPayments(count: number, price: number): Promise<string[]> {
  const stamp = Date.now();
  const people = Array.from({ length: count }, (_, i) => ({
    id: newId(),
    name: `Student ${i}`,
    email: `rush.${stamp}.${i}@example.com`,
    role: "student" as const,
  }));
  await t.app.db.insert(users).values(people);
  const rows: { id: string; bookingId: string; sessionId: string; studentId: string }[] = [];
  // Sessions of at most 50 seats, every seat taken by a booking awaiting verification.
  for (let i = 0; i < count; i += 50) {
    const group = people.slice(i, i + 50);
    const session = await newSession(t.app, mentor.cookie, { price, seats: group.length });
    await t.app.db.update(sessions).set({ seatsTaken: group.length }).where(eq(sessions.id, session.id));
    for (const p of group)
      rows.push({ id: newId(), bookingId: newId(), sessionId: session.id, studentId: p.id });
  }
  await t.app.db
    .insert(bookings)
    .values(rows.map((r) => ({ id: r.bookingId, sessionId: r.sessionId, studentId: r.studentId })));
  await t.app.db
    .insert(payments)
    .values(
      rows.map((r) => ({ id: r.id, bookingId: r.bookingId, amount: price, status: "created" as const })),
    );
  return rows.map((r) => r.id);
}

describe("receipt numbers", () => {
  it(`${AT_ONCE} approvals at once get ${AT_ONCE} consecutive numbers, no gap, no duplicate`, async () => {
    const ids = await waitingPayments(AT_ONCE, 499);
    const apps = second ? [t.app, second.app] : [t.app];
    const results = await Promise.all(
      ids.map((id, i) =>
        decidePayment((apps[i % apps.length] as FastifyInstance).commands, admin.id, id, "paid"),
      ),
    );
    expect(results.every((r) => r.changed)).toBe(true);

    const issued = await t.app.db.select().from(receipts).orderBy(asc(receipts.seq));
    expect(issued).toHaveLength(AT_ONCE);
    const fy = financialYearOf(t.clock.now());
    expect(issued.map((r) => r.number)).toEqual(
      Array.from({ length: AT_ONCE }, (_, i) => formatNumber("TCR", fy, i + 1)),
    );
    expect(new Set(issued.map((r) => r.paymentId)).size).toBe(AT_ONCE);
    expect(issued.every((r) => r.number.length <= 16)).toBe(true);
    // No GST settings: a plain receipt, the whole price its value, no tax lines.
    expect(issued[0]?.document).toMatchObject({
      type: "receipt",
      taxed: false,
      amounts: { taxable: 49900, cgst: 0, sgst: 0, igst: 0, total: 49900 },
      line: { sac: null },
    });
  });

  it("a new series each Indian financial year, by the IST date of issue", async () => {
    expect(financialYearOf(new Date("2027-03-31T18:29:59Z"))).toBe("2627"); // 31 Mar 23:59:59 IST
    expect(financialYearOf(new Date("2027-03-31T18:30:00Z"))).toBe("2728"); // 1 Apr 00:00 IST
    expect(financialYearOf(new Date("2026-04-01T00:00:00Z"))).toBe("2627");
    expect(financialYearOf(new Date("2099-12-31T00:00:00Z"))).toBe("9900");

    const [before, after] = await waitingPayments(2, 299);
    t.clock.set("2031-03-31T18:29:00Z");
    await decidePayment(t.app.commands, admin.id, before as string, "paid");
    t.clock.set("2031-03-31T18:30:00Z");
    await decidePayment(t.app.commands, admin.id, after as string, "paid");
    t.clock.reset();
    const numbers = await t.app.db
      .select({ number: receipts.number, paymentId: receipts.paymentId })
      .from(receipts)
      .where(sql`${receipts.paymentId} in (${before}, ${after})`);
    expect(Object.fromEntries(numbers.map((n) => [n.paymentId, n.number]))).toEqual({
      [before as string]: "TCR/3031/000001",
      [after as string]: "TCR/3132/000001",
    });
  });
});
