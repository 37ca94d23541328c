import { cancelBookingAnswerSchema, cancellationPreviewSchema } from "@contract/cancellations";
import { DECISION_MESSAGES } from "@contract/payments";
import { REFUND_MESSAGES } from "@contract/refunds";
import { MENTOR_NO_SHOW_REASON } from "@contract/sessions";
import { signedIn } from "@test-support/accounts";
import { mailsTo } from "@test-support/mail";
import { newSession, runLifecycle, startsIn } from "@test-support/marketplace";
import { createTestApp, type TestContext } from "@test-support/test-app";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { bookings, payments, users } from "../../db/schema";

/*
 * A ₹0 payment is never owed back and never "kept" (docs/product.md §10.13, §10.14): cancelling a
 * free booking, or a free session in any way (its mentor, an admin, the system when the mentor never
 * started it, a mentor's removal), frees the seat and makes the payment `forfeited` with no refund
 * due; the Refunds queue and the overview never show a ₹0 payment; the emails speak of no refund.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

type Account = Awaited<ReturnType<typeof signedIn>>;

let t: TestContext;
let admin: Account;

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: "https://toppers.example.in" } });
  admin = await signedIn(t.app, "admin", "Neha Admin");
});
afterAll(() => t?.close());
afterEach(() => t.clock.reset());

const request = (method: "GET" | "POST", url: string, cookie?: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

/** A student reading in `language`, whose email is verified (booking asks for it). */
async function student(name: string, language: "en" | "hi" = "en"): Promise<Account> {
  const account = await signedIn(t.app, "student", name);
  await t.app.db.update(users).set({ emailVerified: true, language }).where(eq(users.id, account.id));
  return account;
}

/** A free session of `mentor` starting `startsInMs` from now. */
async function freeSession(mentor: Account, title: string, startsInMs = 3 * DAY, seats = 5) {
  const session = await newSession(t.app, mentor.cookie, { price: 0, seats, title });
  const startsAt = await startsIn(t.app, session.id, startsInMs);
  return { ...session, startsAt };
}

async function bookFree(account: Account, sessionId: string) {
  const res = await request("POST", `/api/sessions/${sessionId}/free-booking`, account.cookie);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { bookingId: string; paymentId: string };
}

const paymentRow = async (paymentId: string) =>
  (await t.app.db.select().from(payments).where(eq(payments.id, paymentId)))[0];
const seatsLeft = async (sessionId: string) =>
  ((await request("GET", `/api/sessions/${sessionId}`)).json() as { seatsLeft: number }).seatsLeft;

/** What the admins see of refunds: the queue and the overview's figures. */
async function refundsSeen() {
  const queue = await request("GET", "/api/admin/refunds?page=1&pageSize=50", admin.cookie);
  expect(queue.statusCode, queue.body).toBe(200);
  const overview = await request("GET", "/api/admin/overview", admin.cookie);
  expect(overview.statusCode, overview.body).toBe(200);
  const { items, total } = queue.json() as { items: { paymentId: string }[]; total: number };
  return { queue: items.map((r) => r.paymentId), total, overview: overview.json().refunds };
}
const NOTHING_DUE = { queue: [], total: 0, overview: { due: 0, dueAmount: 0, refundedAmount: 0 } };

/** The emails to `email` about `title`, oldest first. */
const mailsAbout = async (email: string, title: string) =>
  (await mailsTo(t.app, email)).filter((m) => m.subject.includes(title));
const calendarMethod = (mail: { attachments: { content: Buffer }[] } | undefined) =>
  /METHOD:(\w+)/.exec(mail?.attachments[0]?.content.toString("utf8") ?? "")?.[1];

describe("a student cancels a free booking", () => {
  it("frees the seat with nothing owed or kept, in time or within 24 hours, and the email speaks of no refund", async () => {
    const mentor = await signedIn(t.app, "mentor", "Kavya Reddy");
    for (const [startsInMs, language] of [
      [3 * DAY, "en"],
      [2 * HOUR, "hi"],
    ] as const) {
      const title = `NEET Biology: Free Doubt Clinic ${language}`;
      const session = await freeSession(mentor, title, startsInMs);
      const asha = await student("Asha Verma", language);
      const { bookingId, paymentId } = await bookFree(asha, session.id);
      expect(await seatsLeft(session.id)).toBe(4);
      t.clock.set(new Date());

      const shown = await request("GET", `/api/bookings/${bookingId}/cancellation`, asha.cookie);
      expect(shown.statusCode, shown.body).toBe(200);
      expect(cancellationPreviewSchema.parse(shown.json())).toEqual({
        outcome: "free",
        amount: 0,
        refundDeadline: null,
        reason: "free",
        refundUpiId: null,
      });

      const res = await request("POST", `/api/bookings/${bookingId}/cancel`, asha.cookie, {});
      expect(res.statusCode, res.body).toBe(200);
      expect(cancelBookingAnswerSchema.parse(res.json())).toMatchObject({
        outcome: "free",
        amount: 0,
        paymentStatus: "forfeited",
        cancelledAt: t.clock.now().toISOString(),
      });
      expect(await paymentRow(paymentId)).toMatchObject({ status: "forfeited", refundDueAt: null });
      const [booking] = await t.app.db.select().from(bookings).where(eq(bookings.id, bookingId));
      expect(booking?.cancelledAt).toEqual(t.clock.now());
      expect(await seatsLeft(session.id)).toBe(5);
      // Nothing is left for an admin to decide.
      const decided = await request("POST", `/api/payments/${paymentId}/decision`, admin.cookie, {
        status: "paid",
      });
      expect(decided.statusCode, decided.body).toBe(409);
      expect(decided.json().message).toBe(DECISION_MESSAGES.freeCancelled);

      // The student's dashboard: the booking is over, and nothing was spent.
      const dashboard = (await request("GET", "/api/me/dashboard", asha.cookie)).json();
      expect(dashboard.sessions).toEqual([
        expect.objectContaining({ paymentStatus: "forfeited", amount: 0, cancelledAt: expect.any(String) }),
      ]);
      expect(dashboard.stats).toMatchObject({ enrolled: 0, totalSpent: 0 });

      // The email: cancelled, the seat freed, the calendar event removed; no word of a refund.
      const mails = await mailsAbout(asha.email, title);
      const cancelled = mails.at(-1);
      expect(mails).toHaveLength(2);
      if (language === "en") {
        expect(cancelled?.subject).toBe(`Booking cancelled: ${title}`);
        expect(cancelled?.text).toContain("Your seat has been freed for another student.");
        expect(cancelled?.text).not.toMatch(/refund|kept/i);
      } else {
        expect(cancelled?.subject).toBe(`बुकिंग रद्द: ${title}`);
        expect(cancelled?.text).toContain("आपकी सीट अब किसी दूसरे स्टूडेंट के लिए खाली है।");
        expect(cancelled?.text).not.toMatch(/रिफ़ंड|refund|वापस नहीं/i);
      }
      expect(calendarMethod(cancelled)).toBe("CANCEL");
    }
    expect(await refundsSeen()).toEqual(NOTHING_DUE);
  });

  it("offers the freed seat to the first on the waitlist, as any cancellation does", async () => {
    const mentor = await signedIn(t.app, "mentor", "Arjun Nair");
    const session = await freeSession(mentor, "JEE Maths: Free Limits Warm-up", 3 * DAY, 1);
    const [booked, waiting] = [await student("Rahul Gupta"), await student("Diya Sharma")];
    const { bookingId } = await bookFree(booked, session.id);
    expect((await request("POST", `/api/sessions/${session.id}/waitlist`, waiting.cookie)).statusCode).toBe(
      201,
    );

    expect((await request("POST", `/api/bookings/${bookingId}/cancel`, booked.cookie, {})).statusCode).toBe(
      200,
    );
    const places = (await request("GET", "/api/waitlist", waiting.cookie)).json();
    expect(places).toEqual([
      expect.objectContaining({
        session: expect.objectContaining({ id: session.id }),
        offer: { expiresAt: expect.any(String) },
      }),
    ]);
  });

  it("keeps a ₹0 payment left due from before out of the Refunds queue and the overview", async () => {
    const mentor = await signedIn(t.app, "mentor", "Sneha Iyer");
    const session = await freeSession(mentor, "NEET Chemistry: Free Mole Concept Basics");
    const { paymentId } = await bookFree(await student("Ishaan Malhotra"), session.id);
    // As a cancellation before this rule left it.
    await t.app.db
      .update(payments)
      .set({ status: "refund_due", refundDueAt: t.clock.now() })
      .where(eq(payments.id, paymentId));
    expect(await refundsSeen()).toEqual(NOTHING_DUE);
    // Nor is it a refund an admin can mark paid back.
    const marked = await request("POST", `/api/admin/payments/${paymentId}/refund`, admin.cookie, {
      utr: "123456789012",
    });
    expect(marked.statusCode, marked.body).toBe(409);
    expect(marked.json().message).toBe(REFUND_MESSAGES.notDue);
    expect(await paymentRow(paymentId)).toMatchObject({ status: "refund_due", refundUtr: null });
    // Put back as the rule leaves it, so that the other tests see only what they make.
    await t.app.db
      .update(payments)
      .set({ status: "forfeited", refundDueAt: null })
      .where(eq(payments.id, paymentId));
  });
});

describe("cancelling a free session", () => {
  it("by its mentor: the booked students' ₹0 payments are not due for a refund, and their emails say the reason only", async () => {
    const mentor = await signedIn(t.app, "mentor", "Rohan Mehta");
    const title = "IIT-JEE Physics: Free Kinematics Q&A";
    const session = await freeSession(mentor, title);
    const [asha, priya, late] = [
      await student("Asha Verma"),
      await student("Priya Singh", "hi"),
      await student("Kabir Das"),
    ];
    const booked = [await bookFree(asha, session.id), await bookFree(priya, session.id)];
    // One student had cancelled already: theirs stays as it was, and they are not told again.
    const gaveUp = await bookFree(late, session.id);
    expect(
      (await request("POST", `/api/bookings/${gaveUp.bookingId}/cancel`, late.cookie, {})).statusCode,
    ).toBe(200);

    const reason = "I have a family emergency and cannot take this session.";
    const res = await request("POST", `/api/sessions/${session.id}/cancel`, mentor.cookie, { reason });
    expect(res.statusCode, res.body).toBe(200);

    for (const { paymentId } of [...booked, gaveUp]) {
      expect(await paymentRow(paymentId)).toMatchObject({ status: "forfeited", refundDueAt: null });
    }
    expect(await refundsSeen()).toEqual(NOTHING_DUE);
    const dashboard = (await request("GET", "/api/me/dashboard", asha.cookie)).json();
    expect(dashboard.sessions).toEqual([
      expect.objectContaining({
        paymentStatus: "forfeited",
        cancelledAt: null,
        session: expect.objectContaining({ status: "cancelled" }),
      }),
    ]);

    const [english] = (await mailsAbout(asha.email, title)).filter((m) => m.subject.startsWith("Cancelled"));
    expect(english?.subject).toBe(`Cancelled: ${title}`);
    expect(english?.text).toContain(`has been cancelled by Rohan Mehta, who wrote: “${reason}”`);
    expect(english?.text).not.toMatch(/refund|₹0/i);
    expect(calendarMethod(english)).toBe("CANCEL");
    const [hindi] = (await mailsAbout(priya.email, title)).filter((m) => m.subject.startsWith("रद्द"));
    expect(hindi?.subject).toBe(`रद्द: ${title}`);
    expect(hindi?.text).toContain(reason);
    expect(hindi?.text).not.toMatch(/रिफ़ंड|refund|₹0/i);
    expect(calendarMethod(hindi)).toBe("CANCEL");
    expect((await mailsAbout(late.email, title)).map((m) => m.subject)).toEqual([
      `You're booked for ${title}`,
      `Booking cancelled: ${title}`,
    ]);
  });

  it("by the system when its mentor never started it: nothing due, the student and the mentor told without a refund", async () => {
    const mentor = await signedIn(t.app, "mentor", "Ananya Rao");
    const title = "NEET Physics: Free Optics Recap";
    const session = await freeSession(mentor, title);
    const asha = await student("Meera Nair");
    const { paymentId } = await bookFree(asha, session.id);

    t.clock.set(new Date(session.startsAt.getTime() + 61 * MINUTE));
    await runLifecycle(t.app);
    expect(await paymentRow(paymentId)).toMatchObject({ status: "forfeited", refundDueAt: null });
    expect(await refundsSeen()).toEqual(NOTHING_DUE);

    const [toStudent] = (await mailsAbout(asha.email, title)).filter((m) =>
      m.subject.startsWith("Cancelled"),
    );
    expect(toStudent?.subject).toBe(`Cancelled: ${title}`);
    expect(toStudent?.text).toContain(MENTOR_NO_SHOW_REASON);
    expect(toStudent?.text).not.toMatch(/refund|₹0/i);
    const [toMentor] = await mailsAbout(mentor.email, title);
    expect(toMentor?.subject).toBe(`Cancelled: ${title}`);
    expect(toMentor?.text).toContain("was not started within 60 minutes");
    expect(toMentor?.text).toContain("The student who booked it has been told.");
    expect(toMentor?.text).not.toMatch(/refund|Nobody had booked it/i);
  });

  it("by a mentor's removal: a free booking its student cancelled stays as it was, owed nothing", async () => {
    const mentor = await signedIn(t.app, "mentor", "Vikram Joshi");
    const title = "JEE Chemistry: Free Organic Basics";
    const session = await freeSession(mentor, title);
    const tara = await student("Tara Kapoor");
    const { bookingId, paymentId } = await bookFree(tara, session.id);
    expect((await request("POST", `/api/bookings/${bookingId}/cancel`, tara.cookie, {})).statusCode).toBe(
      200,
    );

    const removed = await t.app.inject({
      method: "DELETE",
      url: `/api/admin/mentors/${mentor.id}`,
      headers: { cookie: admin.cookie },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await paymentRow(paymentId)).toMatchObject({ status: "forfeited", refundDueAt: null });
    expect(await refundsSeen()).toEqual(NOTHING_DUE);
    // Told once, when they cancelled; the session's cancellation owes them nothing to tell.
    expect((await mailsAbout(tara.email, title)).map((m) => m.subject)).toEqual([
      `You're booked for ${title}`,
      `Booking cancelled: ${title}`,
    ]);
  });
});
