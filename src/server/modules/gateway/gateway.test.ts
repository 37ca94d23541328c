import { GATEWAY_MESSAGES } from "@contract/gateway";
import { REFUND_MESSAGES } from "@contract/refunds";
import { signedIn } from "@test-support/accounts";
import { mailsTo } from "@test-support/mail";
import { book, newSession } from "@test-support/marketplace";
import { type RazorpayStandin, type SentWebhook, startRazorpayStandin } from "@test-support/razorpay-standin";
import { createTestApp, type TestContext } from "@test-support/test-app";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  gatewayEvents,
  gatewayOrders,
  gatewayRefunds,
  paymentDecisions,
  payments,
  sessions,
} from "../../db/schema";
import { NUL_MESSAGE } from "../../http/nul-guard";
import { GATEWAY_EVENT_QUEUE, GATEWAY_RECONCILE_QUEUE, GATEWAY_REFUND_QUEUE } from "./gateway.jobs";

/*
 * The Razorpay gateway (docs/decisions/026) through the API, against the stand-in that speaks
 * Razorpay's own HTTP interface: an order per hold, the verified return, signed webhooks worked by a
 * job (once per event, in any order), the reconciler, and refunds through the Refunds API.
 */

const KEYS = {
  keyId: "rzp_test_StandIn00000001",
  keySecret: "standin-key-secret",
  webhookSecret: "standin-hook-secret",
};

let t: TestContext;
let standin: RazorpayStandin;
type Account = Awaited<ReturnType<typeof signedIn>>;
let mentor: Account;

beforeAll(async () => {
  standin = await startRazorpayStandin({ ...KEYS, refundDelayMs: null });
  t = await createTestApp({
    env: {
      RAZORPAY_KEY_ID: KEYS.keyId,
      RAZORPAY_KEY_SECRET: KEYS.keySecret,
      RAZORPAY_WEBHOOK_SECRET: KEYS.webhookSecret,
      RAZORPAY_API_URL: standin.url,
      RAZORPAY_CHECKOUT_URL: standin.checkoutUrl,
    },
  });
  mentor = await signedIn(t.app, "mentor", "Kavya Reddy");
});
afterAll(async () => {
  await t?.close();
  await standin?.close();
});
afterEach(() => t.clock.reset());

const post = (cookie: string, url: string, payload?: object) =>
  t.app.inject({ method: "POST", url, headers: { cookie }, ...(payload ? { payload } : {}) });
const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000 + 5.5 * 3_600_000).toISOString().slice(0, 10);

async function holdAndOrder(student: Account, sessionId: string) {
  expect((await post(student.cookie, `/api/sessions/${sessionId}/hold`)).statusCode).toBe(201);
  const res = await post(student.cookie, `/api/sessions/${sessionId}/gateway-order`);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { orderId: string; amountPaise: number; reference: string; keyId: string };
}

/** Razorpay posting one webhook: the exact bytes, signature and event id (or others to test refusals). */
function sendWebhook(hook: SentWebhook, override: { body?: string; signature?: string } = {}) {
  return t.app.inject({
    method: "POST",
    url: "/api/webhooks/razorpay",
    headers: {
      "content-type": "application/json",
      "x-razorpay-signature": override.signature ?? hook.signature,
      "x-razorpay-event-id": hook.eventId,
    },
    payload: override.body ?? hook.body,
  });
}
async function deliver(...hooks: SentWebhook[]) {
  for (const hook of hooks) expect((await sendWebhook(hook)).statusCode).toBe(200);
  await t.app.jobs.runDue([GATEWAY_EVENT_QUEUE]);
}

const student = (name: string) => signedIn(t.app, "student", name);
const ownBooking = async (account: Account, sessionId: string) => {
  const res = await t.app.inject({
    method: "GET",
    url: "/api/me/bookings",
    headers: { cookie: account.cookie },
  });
  return (res.json() as { sessionId: string; paymentId: string; paymentStatus: string }[]).find(
    (b) => b.sessionId === sessionId,
  );
};
const seats = async (sessionId: string) =>
  (
    await t.app.db
      .select({ taken: sessions.seatsTaken, held: sessions.seatsHeld })
      .from(sessions)
      .where(eq(sessions.id, sessionId))
  )[0];
const decisionsOf = (paymentId: string) =>
  t.app.db
    .select({
      from: paymentDecisions.fromStatus,
      to: paymentDecisions.toStatus,
      adminId: paymentDecisions.adminId,
      evidence: paymentDecisions.evidence,
    })
    .from(paymentDecisions)
    .where(eq(paymentDecisions.paymentId, paymentId));

describe("an order per seat hold", () => {
  it("is made from the server's price and reference, once per hold; the payment page offers it", async () => {
    const session = await newSession(t.app, mentor.cookie, { price: 499, seats: 3 });
    const asha = await student("Asha Verma");
    const order = await holdAndOrder(asha, session.id);
    expect(order).toMatchObject({ amountPaise: 49_900, keyId: KEYS.keyId, currency: "INR" });
    const request = await t.app.inject({
      method: "GET",
      url: `/api/sessions/${session.id}/payment-request`,
      headers: { cookie: asha.cookie },
    });
    expect(request.json()).toMatchObject({
      reference: order.reference,
      gateway: { keyId: KEYS.keyId, checkoutUrl: standin.checkoutUrl },
    });
    expect(standin.orders.get(order.orderId)).toMatchObject({ amount: 49_900, receipt: order.reference });
    // The same hold asked again: the same stored order, no second one at Razorpay.
    const before = standin.orders.size;
    const again = await post(asha.cookie, `/api/sessions/${session.id}/gateway-order`);
    expect(again.json().orderId).toBe(order.orderId);
    expect(standin.orders.size).toBe(before);
    // The CSP lets the checkout script run, only because the gateway is on.
    const csp = String(request.headers["content-security-policy"]);
    expect(csp).toMatch(new RegExp(`script-src [^;]*${new URL(standin.checkoutUrl).origin}`));
  });

  it("is refused without a live hold, for a free session, and signed out", async () => {
    const session = await newSession(t.app, mentor.cookie, { price: 499 });
    const free = await newSession(t.app, mentor.cookie, { price: 0 });
    const kabir = await student("Kabir Shah");
    const noHold = await post(kabir.cookie, `/api/sessions/${session.id}/gateway-order`);
    expect(noHold.statusCode).toBe(409);
    expect(noHold.json()).toMatchObject({ code: "gateway.noHold" });
    expect((await post(kabir.cookie, `/api/sessions/${free.id}/gateway-order`)).statusCode).toBe(409);
    const out = await t.app.inject({ method: "POST", url: `/api/sessions/${session.id}/gateway-order` });
    expect(out.statusCode).toBe(401);
  });
});

describe("the checkout's return", () => {
  it("books the seat at once: paid through the gateway, decided by no admin, seat taken from the hold", async () => {
    const session = await newSession(t.app, mentor.cookie, { price: 499, seats: 2 });
    const asha = await student("Asha Verma");
    const order = await holdAndOrder(asha, session.id);
    const paid = await standin.pay(order.orderId);
    const res = await post(asha.cookie, "/api/gateway/return", paid.response ?? {});
    expect(res.statusCode, res.body).toBe(200);
    const { state, paymentId } = res.json();
    expect(state).toBe("booked");
    expect(await ownBooking(asha, session.id)).toMatchObject({ paymentId, paymentStatus: "paid" });
    expect(await seats(session.id)).toEqual({ taken: 1, held: 0 });
    const [row] = await t.app.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(row).toMatchObject({
      method: "gateway",
      gatewayPaymentId: paid.payment.id,
      amount: 499,
      proofKey: null,
    });
    expect(await decisionsOf(paymentId)).toEqual([
      { from: "created", to: "paid", adminId: null, evidence: "razorpay" },
    ]);
    // One email: the confirmation ("booked"), not a "waiting for verification" first.
    const mails = await mailsTo(t.app, asha.email);
    expect(mails.map((m) => m.subject)).toEqual([`Payment verified: you're booked for ${session.title}`]);

    // The webhooks of the same payment, and the same return again, change nothing.
    await deliver(...paid.webhooks);
    expect((await post(asha.cookie, "/api/gateway/return", paid.response ?? {})).json()).toEqual({
      state: "booked",
      paymentId,
    });
    expect(await decisionsOf(paymentId)).toHaveLength(1);
    expect(await seats(session.id)).toEqual({ taken: 1, held: 0 });
  });

  it("refuses a bad signature and a forged pairing of order and payment", async () => {
    const session = await newSession(t.app, mentor.cookie, { price: 299, seats: 5 });
    const asha = await student("Asha Verma");
    const kabir = await student("Kabir Shah");
    const ashaOrder = await holdAndOrder(asha, session.id);
    const kabirOrder = await holdAndOrder(kabir, session.id);
    const paid = await standin.pay(kabirOrder.orderId, { deliverWebhooks: false });
    const response = paid.response as NonNullable<typeof paid.response>;

    const wrong = await post(kabir.cookie, "/api/gateway/return", {
      ...response,
      razorpay_signature: "0".repeat(64),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: "gateway.badSignature" });
    // Kabir's real payment and signature, sent with Asha's order id by Asha: not her order's signature.
    const pairing = await post(asha.cookie, "/api/gateway/return", {
      ...response,
      razorpay_order_id: ashaOrder.orderId,
    });
    expect(pairing.statusCode).toBe(400);
    expect(pairing.json().message).toBe(GATEWAY_MESSAGES.badSignature);
    // Kabir's whole answer sent by Asha: not an order of hers.
    const someoneElses = await post(asha.cookie, "/api/gateway/return", response);
    expect(someoneElses.statusCode).toBe(400);
    expect(someoneElses.json()).toMatchObject({ code: "gateway.unknownOrder" });
    expect(await ownBooking(asha, session.id)).toBeUndefined();
    expect(await ownBooking(kabir, session.id)).toBeUndefined();
    const bad = await post(kabir.cookie, "/api/gateway/return", { razorpay_order_id: "" });
    expect(bad.statusCode).toBe(400);
  });
});

describe("webhooks", () => {
  it("arriving together are each answered and recorded once, replays and all; a NUL in one fails only that one", async () => {
    const session = await newSession(t.app, mentor.cookie, { price: 299, seats: 5 });
    const names = ["Ishaan Gupta", "Meera Pillai", "Rohan Das", "Sana Qureshi"];
    const students = await Promise.all(names.map((name) => student(name)));
    const hooks: SentWebhook[] = [];
    for (const s of students) {
      const order = await holdAndOrder(s, session.id);
      hooks.push(...(await standin.pay(order.orderId)).webhooks);
    }
    const payment = hooks[0]?.body ?? "{}";
    const nulBody = JSON.stringify({ ...JSON.parse(payment), note: "a\u0000b" });
    const nul = { ...(hooks[0] as SentWebhook), eventId: "evt_NulInTheBody01", body: nulBody };
    nul.signature = standin.webhookSignature(nulBody);
    // Every event twice (Razorpay's retry racing its first try), and the NUL one, all at once.
    const answers = await Promise.all([...hooks, ...hooks, nul].map((hook) => sendWebhook(hook)));
    expect(answers.slice(0, -1).map((a) => a.statusCode)).toEqual(answers.slice(0, -1).map(() => 200));
    const refused = answers.at(-1);
    expect(refused?.statusCode).toBe(400);
    expect(refused?.json().issues).toMatchObject([{ field: "body.note", message: NUL_MESSAGE }]);

    const recorded = await t.app.db.select({ eventId: gatewayEvents.eventId }).from(gatewayEvents);
    const ids = new Set(recorded.map((row) => row.eventId));
    for (const hook of hooks) expect(ids.has(hook.eventId)).toBe(true);
    expect(ids.has(nul.eventId)).toBe(false);
    expect(recorded.filter((row) => hooks.some((h) => h.eventId === row.eventId))).toHaveLength(
      new Set(hooks.map((h) => h.eventId)).size,
    );
    await t.app.jobs.runDue([GATEWAY_EVENT_QUEUE]);
    for (const s of students) {
      const booked = await ownBooking(s, session.id);
      expect(booked?.paymentStatus).toBe("paid");
      expect(await decisionsOf(booked?.paymentId ?? "")).toHaveLength(1);
    }
    expect(await seats(session.id)).toEqual({ taken: 4, held: 0 });
  });

  it("are refused with a wrong signature or a re-serialised body, and a replay changes nothing", async () => {
    const session = await newSession(t.app, mentor.cookie, { price: 499, seats: 2 });
    const asha = await student("Asha Verma");
    const order = await holdAndOrder(asha, session.id);
    const paid = await standin.pay(order.orderId);
    const captured = paid.webhooks.find((w) => w.event === "payment.captured") as SentWebhook;

    const wrong = await sendWebhook(captured, { signature: standin.webhookSignature(`${captured.body} `) });
    expect(wrong.statusCode).toBe(400);
    expect((await sendWebhook(captured, { signature: "" })).statusCode).toBe(400);
    // The same JSON, other bytes: the signature is over the bytes Razorpay sent.
    const reserialised = JSON.stringify(JSON.parse(captured.body), null, 2);
    expect((await sendWebhook(captured, { body: reserialised })).statusCode).toBe(400);
    expect(
      await t.app.db.select().from(gatewayEvents).where(eq(gatewayEvents.eventId, captured.eventId)),
    ).toEqual([]);

    await deliver(captured);
    const booked = await ownBooking(asha, session.id);
    expect(booked?.paymentStatus).toBe("paid");
    // Razorpay's retry: the same event id, bytes and signature.
    await deliver(captured, captured);
    expect(
      await t.app.db.select().from(gatewayEvents).where(eq(gatewayEvents.eventId, captured.eventId)),
    ).toHaveLength(1);
    expect(await decisionsOf(booked?.paymentId ?? "")).toHaveLength(1);
    expect(await seats(session.id)).toEqual({ taken: 1, held: 0 });
  });

  it("in any order end in the same state: a failed attempt heard after the captured one moves nothing back", async () => {
    const session = await newSession(t.app, mentor.cookie, { price: 199, seats: 2 });
    const asha = await student("Asha Verma");
    const order = await holdAndOrder(asha, session.id);
    const failed = await standin.pay(order.orderId, { outcome: "failed" });
    const paid = await standin.pay(order.orderId);
    // Newest first: order.paid, payment.captured, then the earlier failure.
    await deliver(...[...paid.webhooks].reverse(), ...failed.webhooks);
    const booked = await ownBooking(asha, session.id);
    expect(booked?.paymentStatus).toBe("paid");
    await deliver(...failed.webhooks.map((w) => ({ ...w, eventId: `${w.eventId}-again` })));
    expect((await ownBooking(asha, session.id))?.paymentStatus).toBe("paid");
    expect(await decisionsOf(booked?.paymentId ?? "")).toHaveLength(1);
  });
});

describe("a payment after its hold expired", () => {
  it("on a full session is refunded through the Refunds API, and the student is told", async () => {
    const session = await newSession(t.app, mentor.cookie, {
      price: 499,
      seats: 1,
      title: "JEE Maths: Limits",
    });
    const asha = await student("Asha Verma");
    const kabir = await student("Kabir Shah");
    const order = await holdAndOrder(asha, session.id);
    t.clock.advance(16 * 60_000);
    // Asha's hold ran out; Kabir holds the only seat.
    expect((await post(kabir.cookie, `/api/sessions/${session.id}/hold`)).statusCode).toBe(201);
    const paid = await standin.pay(order.orderId);
    const res = await post(asha.cookie, "/api/gateway/return", paid.response ?? {});
    expect(res.json()).toEqual({ state: "refunded", paymentId: null });
    expect(await ownBooking(asha, session.id)).toBeUndefined();
    expect(await seats(session.id)).toEqual({ taken: 0, held: 1 });

    await t.app.jobs.runDue([GATEWAY_REFUND_QUEUE]);
    const [refund] = await t.app.db
      .select()
      .from(gatewayRefunds)
      .where(eq(gatewayRefunds.razorpayPaymentId, paid.payment.id));
    expect(refund).toMatchObject({ reason: "no-seat", amountPaise: 49_900 });
    const asked = standin.requests.filter((r) => r.path === `/v1/payments/${paid.payment.id}/refund`);
    expect(asked.map((r) => r.idempotencyKey)).toEqual([refund?.id]);
    expect(standin.refunds.get(refund?.razorpayRefundId ?? "")).toMatchObject({ amount: 49_900 });
    // The webhooks of the same payment later: still refunded, once.
    await deliver(...paid.webhooks);
    await t.app.jobs.runDue([GATEWAY_REFUND_QUEUE]);
    expect(standin.requests.filter((r) => r.path === `/v1/payments/${paid.payment.id}/refund`)).toHaveLength(
      1,
    );
    const mails = await mailsTo(t.app, asha.email);
    expect(mails.map((m) => m.subject)).toContain("Refund on its way: ₹499 for JEE Maths: Limits");
  });

  it("gets the seat when one is still free", async () => {
    const session = await newSession(t.app, mentor.cookie, { price: 499, seats: 2 });
    const asha = await student("Asha Verma");
    const order = await holdAndOrder(asha, session.id);
    t.clock.advance(16 * 60_000);
    const paid = await standin.pay(order.orderId);
    expect((await post(asha.cookie, "/api/gateway/return", paid.response ?? {})).json().state).toBe("booked");
    expect(await seats(session.id)).toEqual({ taken: 1, held: 0 });
  });
});

describe("the reconciler and refunds", () => {
  it("books a payment whose webhook and return were lost", async () => {
    const session = await newSession(t.app, mentor.cookie, { price: 499, seats: 2 });
    const asha = await student("Asha Verma");
    const order = await holdAndOrder(asha, session.id);
    await standin.pay(order.orderId, { deliverWebhooks: false });
    t.clock.advance(2 * 60_000);
    await t.app.jobs.send(GATEWAY_RECONCILE_QUEUE, {});
    await t.app.jobs.runDue([GATEWAY_RECONCILE_QUEUE]);
    expect((await ownBooking(asha, session.id))?.paymentStatus).toBe("paid");
  });

  it("refunds a cancelled gateway booking through the API; processed → refunded, failed → stays due", async () => {
    const session = await newSession(t.app, mentor.cookie, { price: 499, seats: 3, date: inDays(4) });
    const refundOf = async (account: Account) => {
      const order = await holdAndOrder(account, session.id);
      const paid = await standin.pay(order.orderId, { deliverWebhooks: false });
      const { paymentId } = (await post(account.cookie, "/api/gateway/return", paid.response ?? {})).json();
      const bookingId = (await t.app.db.select().from(payments).where(eq(payments.id, paymentId)))[0]
        ?.bookingId;
      const cancel = await post(account.cookie, `/api/bookings/${bookingId}/cancel`, {});
      expect(cancel.statusCode, cancel.body).toBe(200);
      await t.app.jobs.runDue([GATEWAY_REFUND_QUEUE]);
      const [refund] = await t.app.db
        .select()
        .from(gatewayRefunds)
        .where(eq(gatewayRefunds.paymentId, paymentId));
      expect(refund).toMatchObject({ reason: "refund-due", status: "pending" });
      const asked = standin.requests.filter((r) => r.path === `/v1/payments/${paid.payment.id}/refund`);
      expect(asked.map((r) => r.idempotencyKey)).toEqual([refund?.id]);
      return { paymentId, refund: refund as NonNullable<typeof refund> };
    };
    const asha = await student("Asha Verma");
    const done = await refundOf(asha);
    await standin.processRefund(done.refund.razorpayRefundId ?? "", "processed");
    await deliver(standin.webhooks.at(-1) as SentWebhook);
    expect((await ownBooking(asha, session.id))?.paymentStatus).toBe("refunded");
    expect((await decisionsOf(done.paymentId)).at(-1)).toEqual({
      from: "refund_due",
      to: "refunded",
      adminId: null,
      evidence: "razorpay",
    });
    expect((await mailsTo(t.app, asha.email)).map((m) => m.subject)).toContain(
      `Refund processed: ₹499 for ${session.title}`,
    );

    const kabir = await student("Kabir Shah");
    const failed = await refundOf(kabir);
    await standin.processRefund(failed.refund.razorpayRefundId ?? "", "failed");
    await deliver(standin.webhooks.at(-1) as SentWebhook);
    expect((await ownBooking(kabir, session.id))?.paymentStatus).toBe("refund_due");
    // Still due, but never by a UPI transfer typed by an admin: that would pay it back twice.
    const admin = await signedIn(t.app, "admin", "Meera Iyer");
    const manual = await post(admin.cookie, `/api/admin/payments/${failed.paymentId}/refund`, {
      utr: "412345678901",
    });
    expect(manual.statusCode).toBe(409);
    expect(manual.json().message).toBe(REFUND_MESSAGES.viaGateway);
    expect((await ownBooking(kabir, session.id))?.paymentStatus).toBe("refund_due");
    const [after] = await t.app.db
      .select()
      .from(gatewayRefunds)
      .where(eq(gatewayRefunds.id, failed.refund.id));
    expect(after?.status).toBe("failed");
  });
});

describe("a payment only authorized (auto-capture off, or a late authorization)", () => {
  const capturesOf = (paymentId: string) =>
    standin.requests.filter((r) => r.path === `/v1/payments/${paymentId}/capture`);
  const refundsAskedFor = (paymentId: string) =>
    standin.requests.filter((r) => r.path === `/v1/payments/${paymentId}/refund`);
  const orderStatus = async (orderId: string) =>
    (
      await t.app.db
        .select({ status: gatewayOrders.status })
        .from(gatewayOrders)
        .where(eq(gatewayOrders.razorpayOrderId, orderId))
    )[0]?.status;
  /** The webhooks the stand-in sent from the `from`th on, once it has sent them all. */
  const sentSince = async (from: number) => {
    await standin.settled();
    return standin.webhooks.slice(from);
  };
  const runReconciler = async () => {
    await t.app.jobs.send(GATEWAY_RECONCILE_QUEUE, {});
    await t.app.jobs.runDue([GATEWAY_RECONCILE_QUEUE]);
  };

  it("is captured by us (the whole amount, in INR) and booked; Razorpay's webhooks of the capture change nothing", async () => {
    const session = await newSession(t.app, mentor.cookie, { price: 499, seats: 2 });
    const asha = await student("Asha Verma");
    const order = await holdAndOrder(asha, session.id);
    const paid = await standin.pay(order.orderId, { outcome: "authorized" });
    expect(paid.webhooks.map((w) => w.event)).toEqual(["payment.authorized"]);
    const before = standin.webhooks.length;

    await deliver(...paid.webhooks);
    expect(capturesOf(paid.payment.id)).toMatchObject([
      { method: "POST", status: 200, body: { amount: 49_900, currency: "INR" } },
    ]);
    expect(standin.payments.get(paid.payment.id)?.status).toBe("captured");
    const booked = await ownBooking(asha, session.id);
    expect(booked?.paymentStatus).toBe("paid");
    expect(await seats(session.id)).toEqual({ taken: 1, held: 0 });
    expect(await decisionsOf(booked?.paymentId ?? "")).toEqual([
      { from: "created", to: "paid", adminId: null, evidence: "razorpay" },
    ]);

    // Razorpay then sends payment.captured and order.paid, as for any capture; and the
    // payment.authorized again (a retry): no second capture, no second booking.
    const afterCapture = await sentSince(before);
    expect(afterCapture.map((w) => w.event)).toEqual(["payment.captured", "order.paid"]);
    await deliver(...afterCapture, ...paid.webhooks.map((w) => ({ ...w, eventId: `${w.eventId}-again` })));
    expect(capturesOf(paid.payment.id)).toHaveLength(1);
    expect(await decisionsOf(booked?.paymentId ?? "")).toHaveLength(1);
    expect(await seats(session.id)).toEqual({ taken: 1, held: 0 });
    expect((await mailsTo(t.app, asha.email)).map((m) => m.subject)).toEqual([
      `Payment verified: you're booked for ${session.title}`,
    ]);
  });

  it("is captured at the checkout's return, which answers booked at once", async () => {
    const session = await newSession(t.app, mentor.cookie, { price: 299, seats: 2 });
    const kabir = await student("Kabir Shah");
    const order = await holdAndOrder(kabir, session.id);
    standin.setAutoCapture(false);
    let paid: Awaited<ReturnType<typeof standin.pay>>;
    try {
      paid = await standin.pay(order.orderId, { deliverWebhooks: false });
    } finally {
      standin.setAutoCapture(true);
    }
    expect(paid.payment.status).toBe("authorized");
    const res = await post(kabir.cookie, "/api/gateway/return", paid.response ?? {});
    expect(res.json()).toMatchObject({ state: "booked" });
    expect(capturesOf(paid.payment.id)).toHaveLength(1);
    expect((await ownBooking(kabir, session.id))?.paymentStatus).toBe("paid");
  });

  it("counts as captured when Razorpay answers that it was captured already", async () => {
    const session = await newSession(t.app, mentor.cookie, { price: 499, seats: 2 });
    const asha = await student("Asha Verma");
    const order = await holdAndOrder(asha, session.id);
    const paid = await standin.pay(order.orderId, { outcome: "authorized" });
    // Captured meanwhile from the Dashboard; its webhooks are late. The payment.authorized comes first.
    await standin.capture(paid.payment.id, { deliverWebhooks: false });
    await deliver(...paid.webhooks);
    expect(capturesOf(paid.payment.id)).toMatchObject([{ status: 400 }]);
    expect((await ownBooking(asha, session.id))?.paymentStatus).toBe("paid");
    expect(await orderStatus(order.orderId)).toBe("paid");
  });

  it("stays authorized when the capture does not get through, and the reconciler captures it later", async () => {
    const session = await newSession(t.app, mentor.cookie, { price: 499, seats: 2 });
    const asha = await student("Asha Verma");
    const order = await holdAndOrder(asha, session.id);
    const paid = await standin.pay(order.orderId, { outcome: "authorized" });
    standin.setUnavailable(true);
    try {
      await deliver(...paid.webhooks);
      // The event is worked (not retried forever), the payment still authorized, the order open.
      const [event] = await t.app.db
        .select({ processedAt: gatewayEvents.processedAt })
        .from(gatewayEvents)
        .where(eq(gatewayEvents.eventId, paid.webhooks[0]?.eventId ?? ""));
      expect(event?.processedAt).not.toBeNull();
      const res = await post(asha.cookie, "/api/gateway/return", paid.response ?? {});
      expect(res.json()).toEqual({ state: "processing", paymentId: null });
    } finally {
      standin.setUnavailable(false);
    }
    expect(capturesOf(paid.payment.id)).toMatchObject([{ status: 503 }]);
    expect(standin.payments.get(paid.payment.id)?.status).toBe("authorized");
    expect(await orderStatus(order.orderId)).toBe("created");
    expect(await ownBooking(asha, session.id)).toBeUndefined();

    t.clock.advance(2 * 60_000);
    await runReconciler();
    expect(capturesOf(paid.payment.id).map((r) => r.status)).toEqual([503, 200]);
    expect((await ownBooking(asha, session.id))?.paymentStatus).toBe("paid");
    expect(await orderStatus(order.orderId)).toBe("paid");
  });

  it("without a seat any more is not captured: Razorpay releases it, the student is told; captured after all, it is refunded", async () => {
    const session = await newSession(t.app, mentor.cookie, {
      price: 499,
      seats: 1,
      title: "NEET Biology: Genetics",
    });
    const asha = await student("Asha Verma");
    const kabir = await student("Kabir Shah");
    const order = await holdAndOrder(asha, session.id);
    t.clock.advance(16 * 60_000);
    // Asha's hold ran out; Kabir holds the only seat. Her bank authorizes her payment late.
    expect((await post(kabir.cookie, `/api/sessions/${session.id}/hold`)).statusCode).toBe(201);
    const paid = await standin.pay(order.orderId, { outcome: "authorized" });
    await deliver(...paid.webhooks);
    const res = await post(asha.cookie, "/api/gateway/return", paid.response ?? {});
    expect(res.json()).toEqual({ state: "refunded", paymentId: null });

    expect(capturesOf(paid.payment.id)).toEqual([]);
    expect(refundsAskedFor(paid.payment.id)).toEqual([]);
    expect(standin.payments.get(paid.payment.id)?.status).toBe("authorized");
    expect(await orderStatus(order.orderId)).toBe("released");
    expect(await ownBooking(asha, session.id)).toBeUndefined();
    expect(await seats(session.id)).toEqual({ taken: 0, held: 1 });
    const told = (await mailsTo(t.app, asha.email)).filter((m) => m.subject.includes(session.title));
    expect(told.map((m) => m.subject)).toEqual(["Payment not taken: ₹499 for NEET Biology: Genetics"]);
    expect(told[0]?.text).toContain("we did not take the money");
    expect(
      await t.app.db
        .select()
        .from(gatewayRefunds)
        .where(eq(gatewayRefunds.razorpayPaymentId, paid.payment.id)),
    ).toEqual([]);

    // The same news again, and the reconciler: still nothing captured, nobody told twice.
    await deliver(...paid.webhooks.map((w) => ({ ...w, eventId: `${w.eventId}-again` })));
    t.clock.advance(2 * 60_000);
    await runReconciler();
    expect(capturesOf(paid.payment.id)).toEqual([]);
    expect((await mailsTo(t.app, asha.email)).filter((m) => m.subject.includes(session.title))).toHaveLength(
      1,
    );

    // Captured after all (from the Dashboard): money we hold without a seat goes back, once.
    const before = standin.webhooks.length;
    await standin.capture(paid.payment.id);
    await deliver(...(await sentSince(before)));
    await t.app.jobs.runDue([GATEWAY_REFUND_QUEUE]);
    expect(refundsAskedFor(paid.payment.id)).toHaveLength(1);
    const [refund] = await t.app.db
      .select()
      .from(gatewayRefunds)
      .where(eq(gatewayRefunds.razorpayPaymentId, paid.payment.id));
    expect(refund).toMatchObject({ reason: "no-seat", amountPaise: 49_900 });
    expect(await orderStatus(order.orderId)).toBe("refunded");
    expect(await ownBooking(asha, session.id)).toBeUndefined();
    expect((await mailsTo(t.app, asha.email)).map((m) => m.subject)).toContain(
      "Refund on its way: ₹499 for NEET Biology: Genetics",
    );
  });
});

describe("the admin's payment page", () => {
  it("shows a gateway payment's Razorpay ids and its refund, with the gateway's refusal; only to admins", async () => {
    const session = await newSession(t.app, mentor.cookie, { price: 499, seats: 3, date: inDays(4) });
    const asha = await student("Asha Verma");
    const admin = await signedIn(t.app, "admin", "Meera Iyer");
    const order = await holdAndOrder(asha, session.id);
    const paid = await standin.pay(order.orderId, { deliverWebhooks: false });
    const { paymentId } = (await post(asha.cookie, "/api/gateway/return", paid.response ?? {})).json();
    const detail = async (cookie: string) =>
      t.app.inject({ method: "GET", url: `/api/payments/${paymentId}`, headers: { cookie } });

    expect((await detail(admin.cookie)).json()).toMatchObject({
      method: "gateway",
      utr: null,
      gateway: { paymentId: paid.payment.id, orderId: order.orderId, refund: null },
    });
    // The student who paid sees the payment, not the gateway's ids; anyone else, nothing.
    const own = (await detail(asha.cookie)).json();
    expect(own).toMatchObject({ id: paymentId, method: "gateway", gateway: null });
    const kabir = await student("Kabir Shah");
    const other = await detail(kabir.cookie);
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain(paid.payment.id);

    // Cancelled in time: the refund is asked for, and Razorpay refuses it (the account's balance).
    const refusal =
      "Your account does not have enough balance to carry out the refund operation. You can add funds to your account from your Razorpay dashboard or capture new payments.";
    const bookingId = (await t.app.db.select().from(payments).where(eq(payments.id, paymentId)))[0]
      ?.bookingId;
    expect((await post(asha.cookie, `/api/bookings/${bookingId}/cancel`, {})).statusCode).toBe(200);
    standin.setRefundRefusal(refusal);
    try {
      await t.app.jobs.runDue([GATEWAY_REFUND_QUEUE]);
    } finally {
      standin.setRefundRefusal(null);
    }
    expect((await detail(admin.cookie)).json().gateway.refund).toMatchObject({
      status: "pending",
      refundId: null,
      failure: refusal,
    });
    expect((await detail(asha.cookie)).json().gateway).toBeNull();

    // Asked again (the reconciler, with the same idempotency key): accepted, then processed.
    t.clock.advance(2 * 60_000);
    await t.app.jobs.send(GATEWAY_RECONCILE_QUEUE, {});
    await t.app.jobs.runDue([GATEWAY_RECONCILE_QUEUE]);
    const accepted = (await detail(admin.cookie)).json().gateway.refund;
    expect(accepted).toMatchObject({ status: "pending", failure: null });
    expect(accepted.refundId).toMatch(/^rfnd_/);
    await standin.processRefund(accepted.refundId, "processed");
    await deliver(standin.webhooks.at(-1) as SentWebhook);
    expect((await detail(admin.cookie)).json()).toMatchObject({
      status: "refunded",
      gateway: { refund: { status: "processed", refundId: accepted.refundId, failure: null } },
    });
  });

  it("says nothing of a gateway for a UPI payment", async () => {
    const session = await newSession(t.app, mentor.cookie, { price: 499, seats: 3 });
    const asha = await student("Asha Verma");
    const admin = await signedIn(t.app, "admin", "Meera Iyer");
    const res = await book(t.app, asha.cookie, session.id, null);
    expect(res.statusCode, res.body).toBe(201);
    const { paymentId } = res.json() as { paymentId: string };
    const detail = await t.app.inject({
      method: "GET",
      url: `/api/payments/${paymentId}`,
      headers: { cookie: admin.cookie },
    });
    expect(detail.json()).toMatchObject({ method: "upi", gateway: null });
  });
});

describe("with the gateway off", () => {
  it("shows nothing of it: routes 404, no gateway in the payment request, the CSP unchanged", async () => {
    const off = await createTestApp();
    try {
      const m = await signedIn(off.app, "mentor", "Kavya Reddy");
      const s = await signedIn(off.app, "student", "Asha Verma");
      const session = await newSession(off.app, m.cookie, { price: 499 });
      const injectOff = (url: string) =>
        off.app.inject({ method: "POST", url, headers: { cookie: s.cookie }, payload: {} });
      expect((await injectOff(`/api/sessions/${session.id}/gateway-order`)).statusCode).toBe(404);
      expect((await injectOff("/api/gateway/return")).statusCode).toBe(404);
      expect((await injectOff("/api/webhooks/razorpay")).statusCode).toBe(404);
      const request = await off.app.inject({
        method: "GET",
        url: `/api/sessions/${session.id}/payment-request`,
        headers: { cookie: s.cookie },
      });
      expect(request.json().gateway).toBeNull();
      expect(String(request.headers["content-security-policy"])).not.toMatch(/razorpay|127\.0\.0\.1/);
    } finally {
      await off.close();
    }
  });
});
