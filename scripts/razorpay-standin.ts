/**
 * Runs the Razorpay stand-in (tests/support/razorpay-standin.ts) so that "Pay now" works offline,
 * for a demo or development:
 *
 *   npm run razorpay:standin [-- --port 4010 --webhook-url http://localhost:3000/api/webhooks/razorpay]
 *
 * It prints the settings to put in .env (or the server's environment). The keys come from
 * RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET when they are set, or are made
 * up afresh. Refunds are processed a few seconds after they are asked for (--refund-delay, in ms).
 * No money moves: the checkout's "UPI app" pays with a button.
 */
import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import { startRazorpayStandin } from "../tests/support/razorpay-standin";

const { values } = parseArgs({
  options: {
    port: { type: "string", default: process.env.RAZORPAY_STANDIN_PORT ?? "4010" },
    host: { type: "string", default: "127.0.0.1" },
    "webhook-url": {
      type: "string",
      default: `${(process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? "3000"}`).replace(/\/+$/, "")}/api/webhooks/razorpay`,
    },
    "refund-delay": { type: "string", default: "3000" },
  },
});

const port = Number(values.port);
const refundDelayMs = Number(values["refund-delay"]);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`--port must be a port number, not ${values.port}`);
  process.exit(1);
}
if (!Number.isInteger(refundDelayMs) || refundDelayMs < 0) {
  console.error(`--refund-delay must be a whole number of milliseconds, not ${values["refund-delay"]}`);
  process.exit(1);
}

const made = (bytes: number) => randomBytes(bytes).toString("base64url");
const keyId = process.env.RAZORPAY_KEY_ID ?? `rzp_test_${made(10).replace(/[-_]/g, "x")}`;
const keySecret = process.env.RAZORPAY_KEY_SECRET ?? made(18);
const webhookSecret = process.env.RAZORPAY_WEBHOOK_SECRET ?? made(18);

const standin = await startRazorpayStandin({
  keyId,
  keySecret,
  webhookSecret,
  webhookUrl: values["webhook-url"],
  port,
  host: values.host,
  refundDelayMs,
});

console.log(`Razorpay stand-in listening on ${standin.url}; webhooks go to ${values["webhook-url"]}.`);
console.log("Put these in .env (or the server's environment) and restart the server:\n");
console.log(`RAZORPAY_KEY_ID=${keyId}`);
console.log(`RAZORPAY_KEY_SECRET=${keySecret}`);
console.log(`RAZORPAY_WEBHOOK_SECRET=${webhookSecret}`);
console.log(`RAZORPAY_API_URL=${standin.url}`);
console.log(`RAZORPAY_CHECKOUT_URL=${standin.checkoutUrl}`);
console.log("\nStop with Ctrl+C.");

let sent = 0;
const report = setInterval(() => {
  for (const webhook of standin.webhooks.slice(sent)) {
    const answer = webhook.status ?? webhook.error ?? "not sent (no webhook URL)";
    console.log(`webhook ${webhook.event} ${webhook.eventId}: ${answer}`);
  }
  sent = standin.webhooks.length;
}, 500);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    clearInterval(report);
    void standin.close().then(() => process.exit(0));
  });
}
