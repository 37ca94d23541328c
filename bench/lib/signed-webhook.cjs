/**
 * autocannon's setupRequest for bench/webhook.ts, in a file of its own so that the load runs in a
 * worker thread (autocannon's `workers`), off the event loop of the server being measured. Each
 * request is a `payment.captured` event with an event id of its own, signed with
 * BENCH_WEBHOOK_SECRET over its exact bytes, as Razorpay signs them.
 */
const { createHmac, randomBytes } = require("node:crypto");

module.exports = function signedWebhook(request) {
  const secret = process.env.BENCH_WEBHOOK_SECRET;
  const id = randomBytes(7).toString("hex");
  const now = Math.floor(Date.now() / 1000);
  const body = JSON.stringify({
    entity: "event",
    account_id: "acc_Bench000000001",
    event: "payment.captured",
    contains: ["payment"],
    payload: {
      payment: {
        entity: {
          id: `pay_${id}`,
          entity: "payment",
          amount: 49_900,
          currency: "INR",
          status: "captured",
          order_id: `order_${id}`,
          method: "upi",
          created_at: now,
        },
      },
    },
    created_at: now,
  });
  return {
    ...request,
    method: "POST",
    body,
    headers: {
      ...request.headers,
      "content-type": "application/json",
      "x-razorpay-signature": createHmac("sha256", secret).update(body).digest("hex"),
      "x-razorpay-event-id": `evt_${id}`,
    },
  };
};
