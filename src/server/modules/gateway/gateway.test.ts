import { GATEWAY_MESSAGES } from "@contract/gateway";
import { REFUND_MESSAGES } from "@contract/refunds";
import { signedIn } from "@test-support/accounts";
import { mailsTo } from "@test-support/mail";
import { newSession } from "@test-support/marketplace";
import { type RazorpayStandin, type SentWebhook, startRazorpayStandin } from "@test-support/razorpay-standin";
import { createTestApp, type TestContext } from "@test-support/test-app";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { gatewayEvents, gatewayRefunds, paymentDecisions, payments, sessions } from "../../db/schema";
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
