import path from "node:path";
import type { Page } from "@playwright/test";
import { readOutbox } from "@test-support/email-parser";
import { expect, expectNoAxeViolations, expectNoHorizontalScroll } from "./support/fixtures";
import { hindiKey } from "./support/hindi";
import { bookByApi, dayInIndia, decidePaymentByApi, postSessionByApi } from "./support/marketplace";
import { testWithOwnServer } from "./support/own-server";
import { createUser, nonce, signedInAdmin, signInBrowser } from "./support/users";

/*
 * Refunds and payment decisions made with care (docs/product.md §10.15, docs/decisions/015): an
 * admin pays a refund back from the Refunds tab with its UTR and the student sees it; Disapprove asks
 * for a reason and the student's email quotes it; "Approve and next" opens the next pending payment;
 * the overview's "awaiting verification" figure opens the pending payments. On a server of its own:
 * the queues here are the whole site's, oldest first.
 */

const test = testWithOwnServer("e2e_refunds");

const toast = (page: Page, text: string | RegExp) => page.locator("[data-sonner-toast]", { hasText: text });

async function dismissToasts(page: Page) {
  await page.locator("[data-sonner-toast] [data-close-button]").evaluateAll((buttons) => {
    for (const button of buttons) (button as HTMLButtonElement).click();
  });
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
}

/** The emails to `email` the server has written to its outbox so far. */
async function mailsTo(dataDir: string, email: string) {
  return (await readOutbox(path.join(dataDir, "outbox"))).filter((mail) => mail.to.includes(email));
}

test.describe("refunds and payment decisions", () => {
  test("an admin refunds with a UTR from the Refunds tab, and the student sees it", async ({
    page,
    ownServer,
  }) => {
    test.setTimeout(120_000);
    const server = ownServer;
    const tag = nonce();
    const title = `Organic chemistry drill ${tag}`;
    const [mentor, student] = await Promise.all([
      createUser({ role: "mentor", name: `Sneha Pillai ${tag}`, server }),
      createUser({ role: "student", name: "Asha Verma", server }),
    ]);
    const admin = await signedInAdmin(server.baseURL);
    const sessionId = await postSessionByApi(mentor, { title, price: 799, date: dayInIndia(4) });
    const { bookingId, paymentId } = await bookByApi(student, sessionId);
    await decidePaymentByApi(admin, paymentId, "paid");
    // The student cancels in time, giving the UPI id the refund goes to.
    const cancelled = await student.api.post(`/api/bookings/${bookingId}/cancel`, {
      data: { refundUpiId: "asha.verma@okicici" },
    });
    expect(cancelled.status(), await cancelled.text()).toBe(200);
    // Another student's refund was already recorded with the UTR 555566667777.
    const earlier = await createUser({ role: "student", name: "Kabir Sethi", server });
    const other = await bookByApi(earlier, sessionId);
    await decidePaymentByApi(admin, other.paymentId, "paid");
    const otherCancelled = await earlier.api.post(`/api/bookings/${other.bookingId}/cancel`, { data: {} });
    expect(otherCancelled.status(), await otherCancelled.text()).toBe(200);
    const recorded = await admin.post(`/api/admin/payments/${other.paymentId}/refund`, {
      data: { utr: "555566667777" },
    });
    expect(recorded.status(), await recorded.text()).toBe(200);

    await signInBrowser(page.context(), { api: admin });
    await page.goto("/admin-dashboard");
    // The overview counts what is owed and links to the queue.
    await expect(page.getByText("Refunds due: 1 (₹799)")).toBeVisible();
    await page.getByRole("link", { name: "Open the Refunds queue" }).click();
    await expect(page).toHaveURL("/admin-dashboard?tab=refunds");
    await expect(page.getByRole("heading", { level: 2, name: "Refunds" })).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: student.email });
    await expect(row).toContainText("₹799");
    await expect(row).toContainText("asha.verma@okicici");
    await expect(row).toContainText("The student cancelled");
    await expect(row).toContainText("The payment had been verified");
    await expectNoAxeViolations(page);
    // On a phone too: the table scrolls in its own box, the page does not.
    await page.setViewportSize({ width: 360, height: 800 });
    await expectNoHorizontalScroll(page);

    await row.getByRole("button", { name: "Mark the refund of ₹799 to Asha Verma as paid" }).click();
    const dialog = page.getByRole("dialog", { name: "Mark refunded" });
    await expect(dialog).toContainText("You paid ₹799 back to Asha Verma at asha.verma@okicici.");
    const utrField = dialog.getByLabel("Refund UTR");
    await expect(utrField).toBeFocused();
    await expectNoAxeViolations(page);
    // A UTR has 12 digits.
    await utrField.fill("12345");
    await dialog.getByRole("button", { name: "Mark refunded" }).click();
    await expect(
      dialog.getByText("A UPI transaction reference (UTR) has exactly 12 digits.").first(),
    ).toBeVisible();
    await expect(utrField).toBeFocused();
    // A UTR already recorded for another refund: said on the field, the dialog stays open.
    await utrField.fill("5555 6666 7777");
    await dialog.getByRole("button", { name: "Mark refunded" }).click();
    await expect(dialog.getByText("This UTR is already recorded for another refund.").first()).toBeVisible();
    await expect(utrField).toBeFocused();
    await utrField.fill("4321 0987 6543");
    await dialog.getByRole("button", { name: "Mark refunded" }).click();
    await expect(toast(page, "Refund recorded. The student has been emailed.")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("No refunds are due.")).toBeVisible();

    // The student's email says how much, for what, the UTR and where it went.
    await expect
      .poll(async () => (await mailsTo(server.dataDir, student.email)).map((m) => m.subject))
      .toContain(`Refund paid: ₹799 for ${title}`);
    const mail = (await mailsTo(server.dataDir, student.email)).find((m) =>
      m.subject.startsWith("Refund paid"),
    );
    expect(mail?.text).toContain("432109876543");
    expect(mail?.text).toContain("to asha.verma@okicici");

    // The payment page says it was refunded, with the UTR; nothing is left to decide.
    await page.goto(`/admin/payments/${paymentId}`);
    await expect(page.getByText(/^Refunded on .*, UTR 432109876543\.$/)).toBeVisible();
    await expect(page.getByRole("button", { name: /Approve|Disapprove/ })).toHaveCount(0);

    // The student's dashboard says so too.
    await page.context().clearCookies();
    await signInBrowser(page.context(), student);
    await page.goto("/student-dashboard");
    await expect(page.getByText(/432109876543/).first()).toBeVisible();
  });

  test("Disapprove asks for a reason, and the student's email quotes it", async ({ page, ownServer }) => {
    test.setTimeout(90_000);
    const server = ownServer;
    const tag = nonce();
    const [mentor, student] = await Promise.all([
      createUser({ role: "mentor", name: `Rohan Mehta ${tag}`, server }),
      createUser({ role: "student", name: "Vikram Rao", server }),
    ]);
    const admin = await signedInAdmin(server.baseURL);
    const title = `Thermodynamics sprint ${tag}`;
    const sessionId = await postSessionByApi(mentor, { title, price: 1499 });
    const { paymentId } = await bookByApi(student, sessionId);

    await signInBrowser(page.context(), { api: admin });
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(`/admin/payments/${paymentId}`);
    await page.getByRole("button", { name: "Disapprove" }).click();
    const dialog = page.getByRole("dialog", { name: "Disapprove this payment?" });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
    // No reason yet: refused, in words, with focus on the choices.
    await dialog.getByRole("button", { name: "Disapprove" }).click();
    await expect(dialog.getByText("Please choose why this payment is disapproved.").first()).toBeVisible();
    await expect(dialog.getByRole("radio", { name: "The amount does not match" })).toBeFocused();
    // "Other" needs a few words.
    await dialog.getByRole("radio", { name: "Other" }).check();
    const words = dialog.getByLabel("The reason, in your words");
    await words.fill("no");
    await dialog.getByRole("button", { name: "Disapprove" }).click();
    await expect(
      dialog.getByText("Please write at least 5 characters on why this payment is disapproved.").first(),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    const reason = "The screenshot shows a payment to another UPI id";
    await words.fill(reason);
    await dialog.getByRole("button", { name: "Disapprove" }).click();
    await expect(toast(page, "Payment marked as failed")).toBeVisible();
    await expect(page).toHaveURL("/admin-dashboard?tab=payments");

    await expect
      .poll(async () => (await mailsTo(server.dataDir, student.email)).map((m) => m.subject))
      .toContain(`Payment not verified: ${title}`);
    const mail = (await mailsTo(server.dataDir, student.email)).find((m) =>
      m.subject.startsWith("Payment not verified"),
    );
    expect(mail?.text).toContain(`The reason given: ${reason}`);
    // The payment page says why, who and when.
    await page.goto(`/admin/payments/${paymentId}`);
    const details = page.getByRole("region", { name: "Payment details" });
    await expect(details).toContainText(`Disapproved: “${reason}”`);
    await expect(details).toContainText(/By .+ on .+\. The student was emailed this reason\./);

    // Cancelling the dialog decides nothing.
    const other = await createUser({ role: "student", name: "Meera Das", server });
    const second = await bookByApi(other, sessionId);
    await page.goto(`/admin/payments/${second.paymentId}`);
    await page.getByRole("button", { name: "Approve", exact: true }).click();
    const confirm = page.getByRole("dialog", { name: "Approve this payment?" });
    await expect(confirm).toContainText(`Approve ₹1,499 from Meera Das for “${title}”.`);
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole("region", { name: "Payment details" })).toContainText("Pending");

    // The student's dashboard card says why the payment was not approved.
    await page.context().clearCookies();
    await signInBrowser(page.context(), student);
    await page.goto("/student-dashboard");
    await expect(page.getByRole("article", { name: title })).toContainText(
      `Payment not approved: “${reason}”`,
    );
  });

  test("Approve and next opens the next pending payment; the overview's figure opens the pending ones", async ({
    page,
    ownServer,
  }) => {
    test.setTimeout(90_000);
    const server = ownServer;
    const tag = nonce();
    const mentor = await createUser({ role: "mentor", name: `Kavya Reddy ${tag}`, server });
    const admin = await signedInAdmin(server.baseURL);
    const sessionId = await postSessionByApi(mentor, {
      title: `Vectors warm-up ${tag}`,
      price: 299,
      seats: 10,
    });
    // Payments left pending by the other tests go first: decide them, so that this queue is ours.
    const leftover = (await (await admin.get("/api/admin/payments?status=created&pageSize=50")).json()) as {
      items: { id: string }[];
    };
    for (const { id } of leftover.items) await decidePaymentByApi(admin, id, "paid");
    const first = await createUser({ role: "student", name: "Kabir Shah", server });
    const second = await createUser({ role: "student", name: "Nisha Gupta", server });
    const a = await bookByApi(first, sessionId);
    const b = await bookByApi(second, sessionId);

    await signInBrowser(page.context(), { api: admin });
    await page.goto("/admin-dashboard");
    await page.getByRole("link", { name: /Payments awaiting verification/ }).click();
    await expect(page).toHaveURL("/admin-dashboard?tab=payments&status=created");
    await expect(page.getByLabel("Status")).toHaveValue("created");
    await expect(page.getByRole("row").filter({ hasText: first.email })).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: second.email })).toBeVisible();

    await page.goto(`/admin/payments/${a.paymentId}`);
    await page.getByRole("button", { name: "Approve and next" }).click();
    const confirm = page.getByRole("dialog", { name: "Approve this payment?" });
    await expect(confirm).toContainText("then the next payment awaiting verification opens");
    await confirm.getByRole("button", { name: "Approve and next" }).click();
    await expect(toast(page, "Payment marked as paid")).toBeVisible();
    await expect(page).toHaveURL(`/admin/payments/${b.paymentId}`);
    await expect(page.getByRole("region", { name: "Payment details" })).toContainText("Nisha Gupta");
    await dismissToasts(page);

    // The last one: approved, and none is left.
    await page.getByRole("button", { name: "Approve and next" }).click();
    await page
      .getByRole("dialog", { name: "Approve this payment?" })
      .getByRole("button", { name: "Approve and next" })
      .click();
    await expect(toast(page, "No payment is left awaiting verification.")).toBeVisible();
    await expect(page).toHaveURL("/admin-dashboard?tab=payments&status=created");
  });

  test("in Hindi: the Refunds tab and the reasons of a disapproval", async ({ page, ownServer }) => {
    test.setTimeout(90_000);
    const server = ownServer;
    const tag = nonce();
    const mentor = await createUser({ role: "mentor", name: `Arjun Menon ${tag}`, server });
    const student = await createUser({ role: "student", name: "Ravi Kumar", server });
    const admin = await signedInAdmin(server.baseURL);
    const sessionId = await postSessionByApi(mentor, {
      title: `Genetics ${tag}`,
      price: 650,
      date: dayInIndia(5),
    });
    const { paymentId } = await bookByApi(student, sessionId);

    await signInBrowser(page.context(), { api: admin });
    await page.goto("/hi/admin-dashboard?tab=refunds");
    await expect(
      page.getByRole("heading", { level: 2, name: hindiKey("admin", "refunds.title") }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto(`/hi/admin/payments/${paymentId}`);
    await page.getByRole("button", { name: hindiKey("payments", "adminPayment.disapprove") }).click();
    const dialog = page.getByRole("dialog", {
      name: hindiKey("payments", "adminPayment.disapproveDialog.title"),
    });
    for (const key of ["amountMismatch", "unreadable", "utrNotFound", "other"]) {
      await expect(
        dialog.getByRole("radio", { name: hindiKey("payments", `adminPayment.reasons.${key}`) }),
      ).toBeVisible();
    }
    await dialog.getByRole("button", { name: hindiKey("payments", "adminPayment.disapprove") }).click();
    await expect(dialog.getByText(hindiKey("messages", "decision.reasonRequired")).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
  });
});
