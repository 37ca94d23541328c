import { type RazorpayStandin, startRazorpayStandin } from "@test-support/razorpay-standin";
import { expect, expectNoAxeViolations, expectNoHorizontalScroll } from "./support/fixtures";
import { postSessionByApi } from "./support/marketplace";
import { testWithOwnServer } from "./support/own-server";
import { createUser, nonce, signInBrowser } from "./support/users";

/*
 * "Pay now" through the payment gateway (docs/decisions/026): a student pays through Razorpay
 * Checkout and is booked at once, with no admin. Razorpay is the stand-in
 * (tests/support/razorpay-standin.ts): its checkout script, its "UPI app" and its signed webhooks,
 * which go to this spec's own server (the rest of the suite runs with the gateway off). On the phone
 * (@narrow): the product is built for it first.
 */

const KEYS = {
  keyId: "rzp_test_E2eStandIn0001",
  keySecret: "e2e-stand-in-key-secret",
  webhookSecret: "e2e-stand-in-webhook-secret",
};

// biome-ignore lint/complexity/noBannedTypes: Playwright's extend takes the test-scoped fixtures first; there are none.
const test = testWithOwnServer("e2e_gateway").extend<{}, { standin: RazorpayStandin }>({
  standin: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern.
    async ({}, use) => {
      const standin = await startRazorpayStandin(KEYS);
      await use(standin);
      await standin.close();
    },
    { scope: "worker" },
  ],
  // The spec's server, with the gateway on and pointed at the stand-in.
  ownServerEnv: [
    async ({ standin }, use) => {
      await use({
        RAZORPAY_KEY_ID: KEYS.keyId,
        RAZORPAY_KEY_SECRET: KEYS.keySecret,
        RAZORPAY_WEBHOOK_SECRET: KEYS.webhookSecret,
        RAZORPAY_API_URL: standin.url,
        RAZORPAY_CHECKOUT_URL: standin.checkoutUrl,
      });
    },
    { scope: "worker" },
  ],
});

test.describe("paying through the gateway", () => {
  test("a student pays with Pay now and is booked at once, without an admin @narrow", async ({
    page,
    context,
    ownServer,
    standin,
  }) => {
    test.setTimeout(90_000);
    standin.setWebhookUrl(`${ownServer.baseURL}/api/webhooks/razorpay`);
    const ordersBefore = standin.orders.size;
    const webhooksBefore = standin.webhooks.length;
    const tag = nonce();
    const mentor = await createUser({ role: "mentor", name: `Kavya Reddy ${tag}`, server: ownServer });
    const title = `Genetics in one evening ${tag}`;
    const sessionId = await postSessionByApi(mentor, { title, price: 499, seats: 5 });
    const student = await createUser({ role: "student", name: "Aarav Gupta", server: ownServer });
    await signInBrowser(context, student);

    await page.goto(`/payment/${sessionId}`);
    const payNow = page.getByRole("region", { name: "Pay now" });
    await expect(payNow).toContainText("confirmed at once");
    // The UPI path stays below, under its own heading.
    await expect(page.getByRole("heading", { name: "Or pay by UPI and give us the UTR" })).toBeVisible();
    await expect(page.getByRole("img", { name: /UPI QR code/ })).toBeVisible();
    const button = payNow.getByRole("button", { name: "Pay now" });
    await expect(button).toBeEnabled();
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);

    // The checkout opens as a dialog; closing it keeps the page, says so, and the UPI path stays.
    await button.click();
    const checkout = page.getByRole("dialog", { name: "Razorpay Checkout" });
    const upiApp = page.frameLocator('iframe[title="Razorpay Checkout"]');
    await expect(upiApp.getByText("₹499", { exact: true })).toBeVisible();
    await expect(upiApp.getByText("Toppers Connect")).toBeVisible();
    // By keyboard: the "UPI app" has focus; Escape closes it, and focus is back on "Pay now".
    await expect(upiApp.getByRole("button", { name: "Pay ₹499" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(checkout).toHaveCount(0);
    await expect(payNow.getByRole("status")).toHaveText(
      "The payment was not finished. Try again, or pay by UPI below.",
    );
    await expect(button).toBeFocused();
    await expect(page.getByRole("img", { name: /UPI QR code/ })).toBeVisible();

    // Again, for the same hold: the same order. The student pays in the "UPI app".
    await page.keyboard.press("Enter");
    await expect(upiApp.getByRole("button", { name: "Pay ₹499" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payment verified — you're booked");
    expect(standin.orders.size).toBe(ordersBefore + 1);
    const order = [...standin.orders.values()].at(-1);
    expect(order).toMatchObject({ amount: 49_900, currency: "INR", status: "paid" });

    // Razorpay's webhooks reached the server and were taken (signed over their exact bytes).
    await standin.settled();
    expect(standin.webhooks.slice(webhooksBefore).map((w) => [w.event, w.status])).toEqual([
      ["payment.captured", 200],
      ["order.paid", 200],
    ]);

    // The dashboard shows it like any approved booking.
    await page.goto("/student-dashboard");
    const card = page.getByRole("article", { name: title });
    await expect(card).toContainText("PaymentCompleted");
    await expect(card.getByRole("link", { name: /Open Meeting/ })).toBeVisible();
  });

  test("with the account's auto-capture off we capture the payment; the admin's page shows its Razorpay ids", async ({
    page,
    context,
    ownServer,
    standin,
  }) => {
    test.setTimeout(90_000);
    standin.setWebhookUrl(`${ownServer.baseURL}/api/webhooks/razorpay`);
    standin.setAutoCapture(false);
    try {
      const tag = nonce();
      const mentor = await createUser({ role: "mentor", name: `Kavya Reddy ${tag}`, server: ownServer });
      const title = `Kinematics by graphs ${tag}`;
      const sessionId = await postSessionByApi(mentor, { title, price: 299, seats: 5 });
      const student = await createUser({ role: "student", name: "Diya Sharma", server: ownServer });
      await signInBrowser(context, student);

      await page.goto(`/payment/${sessionId}`);
      await page.getByRole("region", { name: "Pay now" }).getByRole("button", { name: "Pay now" }).click();
      const upiApp = page.frameLocator('iframe[title="Razorpay Checkout"]');
      await upiApp.getByRole("button", { name: "Pay ₹299" }).click();
      // Only authorized at Razorpay: the server captures it, and the student is booked at once.
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payment verified — you're booked");
      const payment = [...standin.payments.values()].at(-1);
      expect(payment).toMatchObject({ amount: 29_900, status: "captured" });
      const captures = standin.requests.filter((r) => r.path === `/v1/payments/${payment?.id}/capture`);
      expect(captures.map((r) => r.body)).toContainEqual({ amount: 29_900, currency: "INR" });

      const bookings = (await (await student.api.get("/api/me/bookings")).json()) as {
        sessionId: string;
        paymentId: string;
      }[];
      const paymentId = bookings.find((b) => b.sessionId === sessionId)?.paymentId;
      const admin = await createUser({ role: "admin", name: `Meera Iyer ${tag}`, server: ownServer });
      await context.clearCookies();
      await signInBrowser(context, admin);
      await page.goto(`/admin/payments/${paymentId}`);
      const details = page.getByRole("region", { name: "Payment details" });
      await expect(details).toContainText("Paid byRazorpay");
      await expect(details).toContainText(`Razorpay payment id${payment?.id}`);
      await expect(details).toContainText(`Razorpay order id${payment?.order_id}`);
      // A gateway payment has no UTR to check: the UTR line is not shown.
      await expect(details.getByText("UPI transaction reference (UTR)")).toHaveCount(0);
      await expectNoAxeViolations(page);
      await expectNoHorizontalScroll(page);
    } finally {
      standin.setAutoCapture(true);
    }
  });
});
