import { signedIn } from "@test-support/accounts";
import {
  book as bookWith,
  decide as decideWith,
  newSession as postSession,
  proofImage,
} from "@test-support/marketplace";
import { createTestApp, type TestContext } from "@test-support/test-app";
import { and, count, eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, paymentDecisions, payments, sessions } from "../../db/schema";
import { createAccount } from "../auth/create-account";
import { bookSession } from "./book-session";

let t: TestContext;
let mentor: Awaited<ReturnType<typeof signedIn>>;
let admin: Awaited<ReturnType<typeof signedIn>>;
let proof: Buffer;

beforeAll(async () => {
  // Every injected request comes from one address: more bookings than a person makes in a minute.
  t = await createTestApp({ env: { RATE_LIMIT_UPLOAD_MAX: "1000" } });
  mentor = await signedIn(t.app, "mentor");
  admin = await signedIn(t.app, "admin");
  proof = await proofImage();
});
afterAll(() => t.close());

const newSession = (seats = 30, price = 499, type = "group") =>
  postSession(t.app, mentor.cookie, { seats, price, type });

const book = (
  cookie: string | undefined,
  sessionId: string,
  fields: Record<string, string> = {},
  file: Buffer | null = proof,
) => bookWith(t.app, cookie, sessionId, file, fields);

const decide = (cookie: string, paymentId: string, status: string) =>
  decideWith(t.app, cookie, paymentId, status);

const seatsLeft = async (sessionId: string) =>
  (await t.app.inject({ method: "GET", url: `/api/sessions/${sessionId}` })).json().seatsLeft as number;

describe("booking a session", () => {
  it("takes a seat, records a pending payment at the session's price and keeps the proof privately", async () => {
    const session = await newSession(30, 799);
    const student = await signedIn(t.app, "student");
    const res = await book(student.cookie, session.id, { utr: "4123 5678 9012", amount: "1" });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      amount: 799,
      message: "Payment proof submitted! Waiting for admin verification.",
    });
    expect(await seatsLeft(session.id)).toBe(29);

    const mine = (
      await t.app.inject({ method: "GET", url: "/api/me/bookings", headers: { cookie: student.cookie } })
    ).json();
    expect(mine).toEqual([
      {
        sessionId: session.id,
        bookingId: res.json().bookingId,
        paymentId: res.json().paymentId,
        paymentStatus: "created",
      },
    ]);

    const detail = await t.app.inject({
      method: "GET",
      url: `/api/payments/${res.json().paymentId}`,
      headers: { cookie: student.cookie },
    });
    expect(detail.json()).toMatchObject({
      amount: 799,
      status: "created",
      utr: "412356789012",
      utrUsedElsewhere: false,
    });
    const image = await t.app.inject({
      method: "GET",
      url: detail.json().proofUrl,
      headers: { cookie: admin.cookie },
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/webp");
    expect(image.headers["cache-control"]).toBe("private, no-store");
  });

  it("lets a student book a session once", async () => {
    const session = await newSession();
    const student = await signedIn(t.app, "student");
    expect((await book(student.cookie, session.id)).statusCode).toBe(201);
    const again = await book(student.cookie, session.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("You have already booked this session.");
    expect(await seatsLeft(session.id)).toBe(29);
  });

  it("refuses a full session with the product's message (docs/product.md §2.11) and keeps no file or payment", async () => {
    const session = await newSession(1, 299, "onetoone");
    const first = await signedIn(t.app, "student");
    const second = await signedIn(t.app, "student");
    expect((await book(first.cookie, session.id)).statusCode).toBe(201);
    const full = await book(second.cookie, session.id);
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe("No seats left for this session.");
    const [{ n } = { n: -1 }] = await t.app.db
      .select({ n: count() })
      .from(bookings)
      .where(eq(bookings.sessionId, session.id));
    expect(n).toBe(1);
  });

  it("takes a UTR without a screenshot: the UTR is the proof, the screenshot optional (docs/decisions/025)", async () => {
    const session = await newSession(30, 499);
    const student = await signedIn(t.app, "student");
    const res = await book(student.cookie, session.id, { utr: "412356780001" }, null);
    expect(res.statusCode).toBe(201);
    const detail = await t.app.inject({
      method: "GET",
      url: `/api/payments/${res.json().paymentId}`,
      headers: { cookie: admin.cookie },
    });
    expect(detail.json()).toMatchObject({ status: "created", utr: "412356780001", proofUrl: null });
    const image = await t.app.inject({
      method: "GET",
      url: `/api/payments/${res.json().paymentId}/proof`,
      headers: { cookie: admin.cookie },
    });
    expect(image.statusCode).toBe(404);
    expect(await seatsLeft(session.id)).toBe(29);
  });

  it.each([
    ["no UTR", { utr: "" }, "proof", 400, "Enter the 12-digit UTR of your UPI payment."],
    ["a blank UTR", { utr: "   " }, null, 400, "Enter the 12-digit UTR of your UPI payment."],
    [
      "a proof that is not an image",
      {},
      Buffer.from("%PDF-1.4 not an image"),
      400,
      "Please choose a JPEG, PNG or WebP image.",
    ],
    [
      "a UTR that is not 12 digits",
      { utr: "12345" },
      "proof",
      400,
      "A UPI transaction reference (UTR) has exactly 12 digits.",
    ],
  ] as const)("refuses %s", async (_what, fields, file, status, message) => {
    const session = await newSession();
    const student = await signedIn(t.app, "student");
    const res = await book(student.cookie, session.id, { ...fields }, file === "proof" ? proof : file);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
    // The UTR's refusals name the field, with a code the Hindi screen translates.
    if ("utr" in fields)
      expect(res.json().issues).toEqual([
        expect.objectContaining({ field: "body.utr", message, code: expect.stringMatching(/^payment\.utr/) }),
      ]);
    expect(await seatsLeft(session.id)).toBe(30);
  });

  it("lets only students book, and only sessions that exist", async () => {
    const session = await newSession();
    expect((await book(undefined, session.id)).statusCode).toBe(401);
    expect((await book(mentor.cookie, session.id)).statusCode).toBe(403);
    const student = await signedIn(t.app, "student");
    const missing = await book(student.cookie, "no-such-session");
    expect(missing.statusCode).toBe(404);
  });

  it("flags a UTR that another payment already used", async () => {
    const session = await newSession();
    const a = await signedIn(t.app, "student");
    const b = await signedIn(t.app, "student");
    await book(a.cookie, session.id, { utr: "998877665544" });
    const second = (await book(b.cookie, session.id, { utr: "998877665544" })).json();
    const detail = await t.app.inject({
      method: "GET",
      url: `/api/payments/${second.paymentId}`,
      headers: { cookie: admin.cookie },
    });
    expect(detail.json().utrUsedElsewhere).toBe(true);
  });

  // Five times the pool's 10 connections, more than twice the seats: the bookings overlap and most
  // are refused (the two-process race of tests/integration/two-processes.pg.test.ts is larger).
  it("never sells more seats than it has: 50 students at once for 20 seats", async () => {
    const session = await newSession(20);
    const students = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        createAccount(t.app.db, {
          name: `Aspirant ${i}`,
          email: `rush.${i}.${Date.now()}@example.com`,
          role: "student",
          // Only a verified account may book (docs/product.md §10.12).
          emailVerified: true,
        }),
      ),
    );
    const results = await Promise.allSettled(
      students.map((s, i) =>
        bookSession(t.app, s.id, {
          sessionId: session.id,
          proof,
          utr: String(500_000_000_000 + i),
          reference: `TEST${s.id.slice(0, 6)}`,
        }),
      ),
    );
    const ok = results.filter((r) => r.status === "fulfilled").length;
    const refused = results.filter((r) => r.status === "rejected");
    expect(ok).toBe(20);
    for (const r of refused)
      expect((r as PromiseRejectedResult).reason.message).toBe("No seats left for this session.");
    const [row] = await t.app.db.select().from(sessions).where(eq(sessions.id, session.id));
    expect(row?.seatsTaken).toBe(20);
    const [{ n } = { n: -1 }] = await t.app.db
      .select({ n: count() })
      .from(bookings)
      .where(eq(bookings.sessionId, session.id));
    expect(n).toBe(20);
  }, 120_000);
});

describe("deciding payments", () => {
  it("approves, disapproves (freeing the seat), re-approves while a seat is free, and records each change", async () => {
    const session = await newSession(2);
    const student = await signedIn(t.app, "student");
    const { paymentId } = (await book(student.cookie, session.id)).json();

    const paid = await decide(admin.cookie, paymentId, "paid");
    expect(paid.json()).toEqual({ status: "paid", changed: true, message: "Payment marked as paid" });
    expect(await seatsLeft(session.id)).toBe(1);

    const failed = await decide(admin.cookie, paymentId, "failed");
    expect(failed.json().message).toBe("Payment marked as failed");
    expect(await seatsLeft(session.id)).toBe(2);

    const repeat = await decide(admin.cookie, paymentId, "failed");
    expect(repeat.json()).toMatchObject({ changed: false });
    expect(await seatsLeft(session.id)).toBe(2);

    expect((await decide(admin.cookie, paymentId, "paid")).json().changed).toBe(true);
    expect(await seatsLeft(session.id)).toBe(1);

    const log = await t.app.db
      .select()
      .from(paymentDecisions)
      .where(eq(paymentDecisions.paymentId, paymentId));
    expect(log.map((d) => `${d.fromStatus}>${d.toStatus}`).sort()).toEqual(
      ["created>paid", "failed>paid", "paid>failed"].sort(),
    );
    for (const d of log) expect(d.adminId).toBe(admin.id);
  });

  it("refuses to re-approve when the freed seat was taken meanwhile", async () => {
    const session = await newSession(1, 299, "onetoone");
    const first = await signedIn(t.app, "student");
    const second = await signedIn(t.app, "student");
    const { paymentId } = (await book(first.cookie, session.id)).json();
    await decide(admin.cookie, paymentId, "failed");
    expect((await book(second.cookie, session.id)).statusCode).toBe(201);
    const res = await decide(admin.cookie, paymentId, "paid");
    expect(res.statusCode).toBe(409);
    const [p] = await t.app.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(p?.status).toBe("failed");
  });

  it("lets a student whose payment was disapproved book again", async () => {
    const session = await newSession(5);
    const student = await signedIn(t.app, "student");
    const { paymentId } = (await book(student.cookie, session.id)).json();
    await decide(admin.cookie, paymentId, "failed");
    const again = await book(student.cookie, session.id, { utr: "111122223333" });
    expect(again.statusCode).toBe(201);
    expect(again.json().paymentId).toBe(paymentId);
    const [p] = await t.app.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(p).toMatchObject({ status: "created", utr: "111122223333" });
    expect(await seatsLeft(session.id)).toBe(4);
  });

  it("lets only admins decide, and shows a payment only to its student and admins", async () => {
    const session = await newSession();
    const owner = await signedIn(t.app, "student");
    const other = await signedIn(t.app, "student");
    const { paymentId } = (await book(owner.cookie, session.id)).json();
    expect((await decide(owner.cookie, paymentId, "paid")).statusCode).toBe(403);
    expect((await decide(mentor.cookie, paymentId, "paid")).statusCode).toBe(403);
    for (const url of [`/api/payments/${paymentId}`, `/api/payments/${paymentId}/proof`]) {
      expect((await t.app.inject({ method: "GET", url, headers: { cookie: other.cookie } })).statusCode).toBe(
        404,
      );
      expect(
        (await t.app.inject({ method: "GET", url, headers: { cookie: mentor.cookie } })).statusCode,
      ).toBe(404);
      expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(401);
      expect((await t.app.inject({ method: "GET", url, headers: { cookie: owner.cookie } })).statusCode).toBe(
        200,
      );
    }
    const unknown = await decide(admin.cookie, "nope", "paid");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("Payment data not found. Please go back and try again.");
    const bad = await decide(admin.cookie, paymentId, "refunded");
    expect(bad.statusCode).toBe(400);
  });

  it("keeps seats taken equal to the bookings whose payment is not failed", async () => {
    const rows = await t.app.db.select().from(sessions);
    for (const s of rows) {
      const [{ n } = { n: -1 }] = await t.app.db
        .select({ n: count() })
        .from(bookings)
        .innerJoin(payments, eq(payments.bookingId, bookings.id))
        .where(and(eq(bookings.sessionId, s.id), ne(payments.status, "failed")));
      expect(s.seatsTaken, s.id).toBe(n);
    }
  });
});
