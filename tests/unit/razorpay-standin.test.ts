import { createHmac } from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { type RazorpayStandin, startRazorpayStandin } from "@test-support/razorpay-standin";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// The Razorpay stand-in speaks Razorpay's own interface: these are the shapes the gateway's client
// relies on (docs/decisions/026). The gateway's own tests use the stand-in for everything else.

const KEY_ID = "rzp_test_StandInKey001";
const KEY_SECRET = "stand-in-key-secret";
const WEBHOOK_SECRET = "stand-in-webhook-secret";

interface Received {
  body: Buffer;
  signature: string | undefined;
  eventId: string | undefined;
}

let standin: RazorpayStandin;
const received: Received[] = [];
const receiver = createServer((request: IncomingMessage, response) => {
  const chunks: Buffer[] = [];
  request.on("data", (chunk: Buffer) => chunks.push(chunk));
  request.on("end", () => {
    received.push({
      body: Buffer.concat(chunks),
      signature: request.headers["x-razorpay-signature"] as string | undefined,
      eventId: request.headers["x-razorpay-event-id"] as string | undefined,
    });
    response.writeHead(200).end();
  });
});

/** An answer's body: an entity (with its id) or Razorpay's error. */
type ApiBody = Record<string, unknown> & {
  id: string;
  created_at: number;
  error: { code: string; description: string; field?: string };
};

const auth = `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString("base64")}`;

async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const answer = await fetch(`${standin.url}${path}`, {
    method,
    headers: { authorization: auth, "content-type": "application/json", ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: answer.status, body: (await answer.json()) as ApiBody };
}

beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  const { port } = receiver.address() as AddressInfo;
  standin = await startRazorpayStandin({
    keyId: KEY_ID,
    keySecret: KEY_SECRET,
    webhookSecret: WEBHOOK_SECRET,
    webhookUrl: `http://127.0.0.1:${port}/hook`,
    refundDelayMs: null,
  });
});

afterAll(async () => {
  await standin.close();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

describe("the Razorpay stand-in", () => {
  it("refuses requests without the right Basic auth in Razorpay's error shape", async () => {
    for (const authorization of ["", `Basic ${Buffer.from(`${KEY_ID}:wrong`).toString("base64")}`]) {
      const answer = await fetch(`${standin.url}/v1/orders`, {
        method: "POST",
        headers: { authorization, "content-type": "application/json" },
        body: JSON.stringify({ amount: 49_900, currency: "INR" }),
      });
      expect(answer.status).toBe(401);
      expect(await answer.json()).toMatchObject({
        error: { code: "BAD_REQUEST_ERROR", description: "Authentication failed" },
      });
    }
    expect(standin.orders.size).toBe(0);
  });

  it("creates and reads orders as Razorpay's order entity, and refuses bad ones naming the field", async () => {
    const created = await call("POST", "/v1/orders", {
      amount: 49_900,
      currency: "INR",
      receipt: "TC-ABC123",
      notes: { booking: "b1" },
    });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({
      id: expect.stringMatching(/^order_[A-Za-z0-9]{14}$/),
      entity: "order",
      amount: 49_900,
      amount_paid: 0,
      amount_due: 49_900,
      currency: "INR",
      receipt: "TC-ABC123",
      offer_id: null,
      status: "created",
      attempts: 0,
      notes: { booking: "b1" },
      created_at: expect.any(Number),
    });
    expect(Math.abs(created.body.created_at - Date.now() / 1000)).toBeLessThan(60);
    expect(await call("GET", `/v1/orders/${created.body.id}`)).toEqual(created);
    expect((await call("GET", `/v1/orders/${created.body.id}/payments`)).body).toEqual({
      entity: "collection",
      count: 0,
      items: [],
    });

    for (const [body, field] of [
      [{ amount: 99, currency: "INR" }, "amount"],
      [{ amount: 499.5, currency: "INR" }, "amount"],
      [{ amount: 49_900, currency: "USD" }, "currency"],
      [{ amount: 49_900, currency: "INR", receipt: "x".repeat(41) }, "receipt"],
    ] as const) {
      const refused = await call("POST", "/v1/orders", body);
      expect(refused.status).toBe(400);
      expect(refused.body.error).toMatchObject({ code: "BAD_REQUEST_ERROR", field });
    }
    const missing = await call("GET", "/v1/orders/order_DoesNotExist00");
    expect(missing.status).toBe(400);
    expect(missing.body.error.description).toBe("The id provided does not exist");
  });

  it("pays an order: the payment entity, the checkout signature and webhooks signed over their exact bytes", async () => {
    const order = (await call("POST", "/v1/orders", { amount: 49_900, currency: "INR", receipt: "TC-PAY" }))
      .body;
    received.length = 0;
    const paid = await standin.pay(order.id, { email: "asha@example.com" });

    const payment = (await call("GET", `/v1/payments/${paid.payment.id}`)).body;
    expect(payment).toMatchObject({
      id: expect.stringMatching(/^pay_[A-Za-z0-9]{14}$/),
      entity: "payment",
      amount: 49_900,
      currency: "INR",
      status: "captured",
      order_id: order.id,
      method: "upi",
      captured: true,
      email: "asha@example.com",
      vpa: expect.any(String),
      contact: expect.any(String),
      created_at: expect.any(Number),
    });
    expect((await call("GET", `/v1/orders/${order.id}`)).body).toMatchObject({
      status: "paid",
      amount_paid: 49_900,
      amount_due: 0,
      attempts: 1,
    });
    expect((await call("GET", `/v1/orders/${order.id}/payments`)).body).toMatchObject({
      entity: "collection",
      count: 1,
      items: [{ id: payment.id }],
    });
    expect(paid.response).toEqual({
      razorpay_order_id: order.id,
      razorpay_payment_id: payment.id,
      razorpay_signature: createHmac("sha256", KEY_SECRET).update(`${order.id}|${payment.id}`).digest("hex"),
    });

    expect(received.map((r) => JSON.parse(r.body.toString()).event)).toEqual([
      "payment.captured",
      "order.paid",
    ]);
    for (const webhook of received) {
      expect(webhook.signature).toBe(createHmac("sha256", WEBHOOK_SECRET).update(webhook.body).digest("hex"));
      // The signature is over the bytes sent: the same JSON serialised again does not match.
      const reserialised = JSON.stringify(JSON.parse(webhook.body.toString()), null, 1);
      expect(createHmac("sha256", WEBHOOK_SECRET).update(reserialised).digest("hex")).not.toBe(
        webhook.signature,
      );
    }
    expect(new Set(received.map((r) => r.eventId)).size).toBe(2);
    const orderPaid = JSON.parse(received[1]?.body.toString() ?? "{}");
    expect(orderPaid).toMatchObject({
      entity: "event",
      account_id: expect.stringMatching(/^acc_/),
      event: "order.paid",
      contains: ["payment", "order"],
      payload: {
        payment: { entity: { id: payment.id, status: "captured" } },
        order: { entity: { status: "paid" } },
      },
      created_at: expect.any(Number),
    });

    // A redelivery is the same event: same id, same bytes.
    const first = standin.webhooks.find((w) => w.event === "payment.captured" && w.body.includes(payment.id));
    if (!first) throw new Error("no payment.captured sent");
    await standin.redeliver(first);
    expect(received.at(-1)).toMatchObject({ eventId: first.eventId, body: Buffer.from(first.body) });

    const again = await standin.pay(order.id).catch((error: unknown) => error);
    expect(again).toBeInstanceOf(Error);
  });

  it("a declined payment fails the payment, leaves the order attempted and sends payment.failed", async () => {
    const order = (await call("POST", "/v1/orders", { amount: 10_000, currency: "INR" })).body;
    received.length = 0;
    const failed = await standin.pay(order.id, { outcome: "failed" });
    expect(failed.response).toBeNull();
    expect((await call("GET", `/v1/payments/${failed.payment.id}`)).body).toMatchObject({
      status: "failed",
      captured: false,
      error_code: "BAD_REQUEST_ERROR",
      error_reason: "payment_failed",
    });
    expect((await call("GET", `/v1/orders/${order.id}`)).body).toMatchObject({
      status: "attempted",
      attempts: 1,
    });
    expect(received.map((r) => JSON.parse(r.body.toString()).event)).toEqual(["payment.failed"]);
  });

  it("refunds once per idempotency key, and the refund moves to processed with its webhook", async () => {
    const order = (await call("POST", "/v1/orders", { amount: 49_900, currency: "INR" })).body;
    const { payment } = await standin.pay(order.id, { deliverWebhooks: false });
    const key = { "x-refund-idempotency": "refund-0001-abcdef" };
    const first = await call("POST", `/v1/payments/${payment.id}/refund`, { amount: 49_900 }, key);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      id: expect.stringMatching(/^rfnd_[A-Za-z0-9]{14}$/),
      entity: "refund",
      amount: 49_900,
      currency: "INR",
      payment_id: payment.id,
      status: "pending",
      speed_requested: "normal",
      created_at: expect.any(Number),
    });
    const retried = await call("POST", `/v1/payments/${payment.id}/refund`, { amount: 49_900 }, key);
    expect(retried.body.id).toBe(first.body.id);
    const changed = await call("POST", `/v1/payments/${payment.id}/refund`, { amount: 10_000 }, key);
    expect(changed.status).toBe(400);
    expect(changed.body.error.description).toContain("same idempotency key");
    expect([...standin.refunds.values()].filter((r) => r.payment_id === payment.id)).toHaveLength(1);
    const more = await call("POST", `/v1/payments/${payment.id}/refund`, { amount: 100 });
    expect(more.status).toBe(400);
    expect(more.body.error.field).toBe("amount");

    received.length = 0;
    await standin.processRefund(first.body.id);
    expect((await call("GET", `/v1/refunds/${first.body.id}`)).body).toMatchObject({ status: "processed" });
    expect((await call("GET", `/v1/payments/${payment.id}`)).body).toMatchObject({
      status: "refunded",
      amount_refunded: 49_900,
    });
    const event = JSON.parse(received[0]?.body.toString() ?? "{}");
    expect(event).toMatchObject({
      event: "refund.processed",
      contains: ["refund", "payment"],
      payload: { refund: { entity: { id: first.body.id, status: "processed" } } },
    });
  });

  it("serves a checkout script defining window.Razorpay and a checkout page for an order", async () => {
    const script = await fetch(standin.checkoutUrl);
    expect(script.headers.get("content-type")).toContain("javascript");
    expect(await script.text()).toContain("window.Razorpay = Razorpay");
    const order = (await call("POST", "/v1/orders", { amount: 49_900, currency: "INR" })).body;
    const page = await fetch(
      `${standin.url}/v1/checkout/page?key_id=${KEY_ID}&order_id=${order.id}&name=Toppers%20%3Cb%3E&origin=http://127.0.0.1:1`,
    );
    const html = await page.text();
    expect(html).toContain("Pay ₹499");
    expect(html).toContain("Toppers &lt;b&gt;");
    const pay = await fetch(`${standin.url}/v1/checkout/pay`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ key_id: "rzp_test_other", order_id: order.id, outcome: "captured" }),
    });
    expect(pay.status).toBe(401);
  });
});
