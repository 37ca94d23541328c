import { istDate } from "@contract/time";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect, expectNoAxeViolations, expectNoHorizontalScroll, test } from "./support/fixtures";
import { createUser, nonce, signedInAdmin, signInBrowser, type TestUser } from "./support/users";

/*
 * Paying for a session (docs/product.md §2.11, §4, §5, §8) and an admin verifying the payment (docs/product.md §2.17):
 * the student's QR, proof upload and UTR, the pending and verified screens, and the admin's
 * Approve/Disapprove with the duplicate-UTR warning. Every test makes its own mentor, session and
 * students: the tests share one server and run in parallel.
 */

/** Tomorrow in India plus `days`, YYYY-MM-DD. */
function dayInIndia(days = 1): string {
  return istDate(new Date(Date.now() + days * 24 * 60 * 60_000));
}

async function postSession(mentor: TestUser, title: string, price = 499): Promise<string> {
  const response = await mentor.api.post("/api/sessions", {
    data: {
      title,
      subject: "Biology",
      subjects: ["Genetics"],
      category: "NEET",
      date: dayInIndia(3),
      time: "18:00",
      durationMinutes: 90,
      price,
      description: "Pedigree charts and the genetics questions NEET asks every year, solved step by step.",
      type: "group",
      seats: 5,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** A real PNG (the server judges a proof by its bytes): flat grey, or noise when it must be big. */
function png({ size = 64, noise = false }: { size?: number; noise?: boolean } = {}): Promise<Buffer> {
  return sharp({
    create: {
      width: size,
      height: size,
      channels: 3,
      background: "#888",
      ...(noise ? { noise: { type: "gaussian" as const, mean: 128, sigma: 60 } } : {}),
    },
  })
    .png()
    .toBuffer();
}

/** A 12-digit UTR no other test uses. */
const uniqueUtr = () => `${Date.now()}`.slice(-10) + String(Math.floor(Math.random() * 90) + 10);

async function bookByApi(student: TestUser, sessionId: string, utr?: string) {
  const response = await student.api.post(`/api/sessions/${sessionId}/bookings`, {
    multipart: {
      proof: { name: "gpay-receipt.png", mimeType: "image/png", buffer: await png() },
      utr: utr ?? uniqueUtr(),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { paymentId: string; bookingId: string };
}

const toast = (page: Page, text: string | RegExp) => page.locator("[data-sonner-toast]", { hasText: text });
const continueButton = (page: Page) => page.getByRole("button", { name: "Continue" });
const proofInput = (page: Page) => page.getByLabel("Payment proof (screenshot)");
const utrInput = (page: Page) => page.getByLabel("UPI transaction reference (UTR)");

/**
 * Closes every toast and waits until they are gone: axe then judges the page itself, not a toast
 * caught halfway through its entrance animation.
 */
async function dismissToasts(page: Page) {
  await page.locator("[data-sonner-toast] [data-close-button]").evaluateAll((buttons) => {
    for (const button of buttons) (button as HTMLButtonElement).click();
  });
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
}

/** An image has loaded when the browser knows its width. */
async function expectImageLoaded(page: Page, name: string | RegExp) {
  const image = page.getByRole("img", { name });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
}

test.describe("payment", () => {
  test("a student pays by UPI with a proof, an admin approves, the student sees it verified", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const tag = nonce();
    const title = `Genetics in one evening ${tag}`;
    const [mentor, student] = await Promise.all([
      createUser({ role: "mentor", name: `Kavya Iyer ${tag}` }),
      createUser({ role: "student", name: "Rohan Mehta" }),
    ]);
    const sessionId = await postSession(mentor, title);

    // Signed out: the guard sends the visitor to log in, and back here after.
    await page.goto(`/payment/${sessionId}`);
    await expect(page).toHaveURL(/\/login\?next=/);
    await page.getByLabel("Email", { exact: true }).fill(student.email);
    await page.getByLabel("Password", { exact: true }).fill(student.password);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(page).toHaveURL(`/payment/${sessionId}`);

    // The session card and the UPI request: the QR of this booking, the UPI id and amount as text.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Complete Your Booking");
    await expect(page).toHaveTitle("Complete Your Booking | Toppers Connect");
    const details = page.getByRole("region", { name: "Session details" });
    await expect(details.getByRole("heading", { name: title })).toBeVisible();
    await expect(details).toContainText(mentor.name);
    await expect(details).toContainText(/6:00\s?pm IST/i);
    await expect(details).toContainText("1.5 hours");
    await expect(details).toContainText("5 of 5 slots left");
    await expect(details).toContainText("Total amount₹499");
    await expect(page.getByRole("link", { name: "Back to Sessions" })).toHaveAttribute(
      "href",
      "/booking-sessions",
    );
    await expect(page.getByText("Refund up to 24 hours before the session")).toBeVisible();
    // The page says how a payment is really confirmed; it promises nothing instant.
    await expect(page.getByText("Confirmed against our bank statement")).toBeVisible();
    await expect(page.getByText(/instant confirmation/i)).toHaveCount(0);

    const request = (await (await student.api.get(`/api/sessions/${sessionId}/payment-request`)).json()) as {
      upiId: string;
      reference: string;
      upiUri: string;
    };
    expect(request.upiUri).toContain("am=499.00");
    expect(request.upiUri).toContain("cu=INR");
    await expectImageLoaded(page, /^UPI QR code: pay ₹499/);
    const upi = page.getByRole("definition").filter({ hasText: request.upiId });
    await expect(upi).toHaveText(request.upiId);
    await expect(page.getByRole("definition").filter({ hasText: "₹499" })).toBeVisible();
    await expect(page.getByRole("definition").filter({ hasText: request.reference })).toBeVisible();
    // The UPI app link is for phones only (a coarse pointer): hidden on this desktop.
    await expect(page.getByRole("link", { name: "Pay with a UPI app" })).toBeHidden();

    // Copy buttons put the exact text on the clipboard and say so.
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.getByRole("button", { name: "Copy UPI ID" }).click();
    await expect(toast(page, "UPI ID copied")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(request.upiId);

    // The UTR is the proof (docs/decisions/025): Continue without it names it and sends nothing.
    await continueButton(page).click();
    await expect(page.getByText("Enter the 12-digit UTR of your UPI payment.").first()).toBeVisible();
    await expect(utrInput(page)).toHaveAttribute("aria-invalid", "true");
    await expect(utrInput(page)).toBeFocused();
    // It has 12 digits.
    await utrInput(page).fill("12345");
    await utrInput(page).blur();
    await expect(
      page.getByText("A UPI transaction reference (UTR) has exactly 12 digits.").first(),
    ).toBeVisible();
    const utr = uniqueUtr();
    await utrInput(page).fill(utr);
    await expect(page.getByText("A UPI transaction reference (UTR) has exactly 12 digits.")).toHaveCount(0);

    // The screenshot is optional; a non-image is refused at once.
    await proofInput(page).setInputFiles({
      name: "payment.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("%PDF-1.4 not a screenshot"),
    });
    await expect(
      page.getByText("The payment proof must be an image file (JPEG, PNG or WebP)."),
    ).toBeVisible();
    await expect(proofInput(page)).toHaveAttribute("aria-invalid", "true");

    // An image: its preview and the toast; Continue is ready.
    await proofInput(page).setInputFiles({
      name: "phonepe-receipt.png",
      mimeType: "image/png",
      buffer: await png({ size: 320, noise: true }),
    });
    await expect(toast(page, "Payment proof uploaded successfully")).toBeVisible();
    await expectImageLoaded(page, "Preview of your payment proof");
    await expect(page.getByText("The payment proof must be an image file")).toHaveCount(0);
    await expect(continueButton(page)).toBeEnabled();

    // Continue: a slow upload shows its real progress, then the pending screen.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 150 * 1024,
    });
    await continueButton(page).click();
    const progress = page.getByRole("progressbar", { name: "Sending your payment details" });
    await expect(progress).toBeVisible();
    await expect(progress).toHaveAttribute("aria-valuenow", /^\d+$/);
    await expect(toast(page, "Payment proof submitted! Waiting for admin verification.")).toBeVisible({
      timeout: 20_000,
    });
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payment Verification Pending");
    await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
    await expect(page.getByRole("link", { name: "Go to Student Dashboard" })).toHaveAttribute(
      "href",
      "/student-dashboard",
    );
    await expect(page.getByRole("link", { name: "Browse More Sessions" })).toHaveAttribute(
      "href",
      "/booking-sessions",
    );
    // Still pending after a reload: the server holds the booking.
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payment Verification Pending");

    // The admin opens the payment by its id and approves it.
    const bookings = (await (await student.api.get("/api/me/bookings")).json()) as Array<{
      sessionId: string;
      paymentId: string;
    }>;
    const paymentId = bookings.find((b) => b.sessionId === sessionId)?.paymentId ?? "";
    expect(paymentId).not.toBe("");
    const adminContext = await browser.newContext({ baseURL });
    try {
      await signInBrowser(adminContext, { api: await signedInAdmin() });
      const admin = await adminContext.newPage();
      await admin.goto(`/admin/payments/${paymentId}`);
      await expect(admin.getByRole("heading", { level: 1 })).toHaveText("Payment Verification");
      const payment = admin.getByRole("region", { name: "Payment details" });
      await expect(payment).toContainText("Rohan Mehta");
      await expect(payment).toContainText(student.email);
      await expect(payment.getByRole("link", { name: title })).toHaveAttribute(
        "href",
        `/session-details/${sessionId}`,
      );
      await expect(payment).toContainText("₹499");
      await expect(payment).toContainText("Pending");
      await expect(payment).toContainText(utr);
      await expect(payment).toContainText(request.reference);
      await expect(payment).not.toContainText("Duplicate UTR");
      await expectImageLoaded(admin, "Payment proof uploaded by Rohan Mehta");
      await expect(admin.getByRole("link", { name: /Open full size/ })).toHaveAttribute(
        "href",
        `/api/payments/${paymentId}/proof`,
      );
      await expect(admin.getByRole("button", { name: "Disapprove" })).toBeEnabled();
      await admin.getByRole("button", { name: "Approve", exact: true }).click();
      // Approving is confirmed in a dialog first.
      const confirm = admin.getByRole("dialog", { name: "Approve this payment?" });
      await expect(confirm).toContainText(`Approve ₹499 from Rohan Mehta for “${title}”.`);
      await confirm.getByRole("button", { name: "Approve", exact: true }).click();
      await expect(toast(admin, "Payment marked as paid")).toBeVisible();
      await expect(admin).toHaveURL("/admin-dashboard?tab=payments");

      // Opened again: Completed, and approving again is not offered.
      await admin.goto(`/admin/payments/${paymentId}`);
      await expect(admin.getByRole("region", { name: "Payment details" })).toContainText("Completed");
      await expect(admin.getByRole("button", { name: "Approve", exact: true })).toBeDisabled();
    } finally {
      await adminContext.close();
    }

    // The student's page now says the seat is confirmed.
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payment verified — you're booked");
    await expect(page.locator("main")).toContainText(/6:00\s?pm IST/i);
    await expect(page.getByRole("link", { name: "Go to Student Dashboard" })).toBeVisible();
  });

  test("unknown payment, duplicate UTR, Disapprove, and paying again after a failed payment", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const tag = nonce();
    const title = `Mendelian ratios drill ${tag}`;
    const [mentor, first, second] = await Promise.all([
      createUser({ role: "mentor", name: `Sneha Pillai ${tag}` }),
      createUser({ role: "student", name: "Asha Verma" }),
      createUser({ role: "student", name: "Vikram Rao" }),
    ]);
    const sessionId = await postSession(mentor, title, 1499);
    const utr = uniqueUtr();
    await bookByApi(first, sessionId, utr);
    const { paymentId } = await bookByApi(second, sessionId, utr);

    await signInBrowser(page.context(), { api: await signedInAdmin() });
    await page.goto("/admin/payments/no-such-payment");
    await expect(page.getByText("Payment data not found. Please go back and try again.")).toBeVisible();

    // The second use of a UTR is flagged to the admin.
    await page.goto(`/admin/payments/${paymentId}`);
    const payment = page.getByRole("region", { name: "Payment details" });
    await expect(payment).toContainText("Vikram Rao");
    await expect(payment).toContainText("₹1,499");
    await expect(payment).toContainText("Duplicate UTR: this UTR was also given for another payment.");
    await page.getByRole("button", { name: "Disapprove" }).click();
    // Disapproving asks why (docs/product.md §10.15).
    const why = page.getByRole("dialog", { name: "Disapprove this payment?" });
    await why.getByRole("radio", { name: "This UTR is not in our bank statement" }).check();
    await why.getByRole("button", { name: "Disapprove" }).click();
    await expect(toast(page, "Payment marked as failed")).toBeVisible();
    await expect(page).toHaveURL("/admin-dashboard?tab=payments");
    await page.goto(`/admin/payments/${paymentId}`);
    await expect(payment).toContainText("Failed");
    await expect(page.getByRole("button", { name: "Disapprove" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Approve", exact: true })).toBeEnabled();

    // The student whose payment failed is told, and may pay again.
    await page.context().clearCookies();
    await signInBrowser(page.context(), second);
    await page.goto(`/payment/${sessionId}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Complete Your Booking");
    await expect(page.getByText("Your earlier payment for this session was not verified.")).toBeVisible();
    // This time with the UTR only: the screenshot is optional.
    await utrInput(page).fill(uniqueUtr());
    await continueButton(page).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payment Verification Pending");
  });

  test("no seats left: the message instead of the form", async ({ page }) => {
    const tag = nonce();
    const [mentor, booked, late] = await Promise.all([
      createUser({ role: "mentor", name: `Arjun Menon ${tag}` }),
      createUser({ role: "student", name: "Meera Joshi" }),
      createUser({ role: "student", name: "Kabir Shah" }),
    ]);
    const response = await mentor.api.post("/api/sessions", {
      data: {
        title: `One-to-one NEET plan ${tag}`,
        subject: "Strategy",
        category: "NEET",
        date: dayInIndia(2),
        time: "10:00",
        durationMinutes: 30,
        price: 299,
        type: "onetoone",
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    const { id } = (await response.json()) as { id: string };
    await bookByApi(booked, id);

    await signInBrowser(page.context(), late);
    await page.goto(`/payment/${id}`);
    await expect(page.locator("main").getByRole("alert")).toHaveText("No seats left for this session.");
    await expect(proofInput(page)).toHaveCount(0);
    await expect(continueButton(page)).toHaveCount(0);

    await page.goto("/payment/no-such-session");
    await expect(page.getByText("Failed to load session details")).toBeVisible();
  });

  test("opening the payment page keeps the seat: the time left shows, and the seat is nobody else's", async ({
    page,
    browser,
  }) => {
    const tag = nonce();
    const [mentor, first, second] = await Promise.all([
      createUser({ role: "mentor", name: `Ritika Bose ${tag}` }),
      createUser({ role: "student", name: "Sanya Kapoor" }),
      createUser({ role: "student", name: "Aman Verma" }),
    ]);
    const response = await mentor.api.post("/api/sessions", {
      data: {
        title: `One-to-one JEE doubt hour ${tag}`,
        subject: "Physics",
        category: "IIT JEE",
        date: dayInIndia(2),
        time: "11:00",
        durationMinutes: 60,
        price: 349,
        type: "onetoone",
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    const { id } = (await response.json()) as { id: string };

    await signInBrowser(page.context(), first);
    await page.goto(`/payment/${id}`);
    await expect(page.getByText("A seat is kept for you while you pay. Time left:")).toBeVisible();
    await expect(page.getByRole("timer")).toHaveText(/^1[45]:\d\d$/);
    await expect(proofInput(page)).toBeAttached();

    // The only seat is held: the other student is told so, and the card says no slots are left.
    const other = await browser.newContext();
    try {
      const otherPage = await other.newPage();
      await signInBrowser(other, second);
      await otherPage.goto(`/payment/${id}`);
      await expect(otherPage.locator("main").getByRole("alert")).toHaveText(
        "No seats left for this session.",
      );
      await expect(proofInput(otherPage)).toHaveCount(0);
    } finally {
      await other.close();
    }

    // The holder pays: the hold becomes the booking.
    await utrInput(page).fill(uniqueUtr());
    await proofInput(page).setInputFiles({ name: "upi.png", mimeType: "image/png", buffer: await png() });
    await continueButton(page).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payment Verification Pending");
  });

  test("both pages pass axe and fit the screen", { tag: "@narrow" }, async ({ page, browser, baseURL }) => {
    test.setTimeout(60_000);
    const tag = nonce();
    const [mentor, student] = await Promise.all([
      createUser({ role: "mentor", name: `Devika Ramaswamy Subramanian ${tag}` }),
      createUser({ role: "student", name: "Ananya Krishnamurthy" }),
    ]);
    const sessionId = await postSession(mentor, `Human genetics and evolution, all NEET PYQs ${tag}`);

    await signInBrowser(page.context(), student);
    await page.goto(`/payment/${sessionId}`);
    await expectImageLoaded(page, /^UPI QR code/);
    // The amount and the QR are on the first screen, at 360 px too.
    const screenHeight = page.viewportSize()?.height ?? 0;
    for (const target of [page.getByRole("img", { name: /^UPI QR code/ }), page.getByText(/^Amount ₹499$/)]) {
      const box = await target.boundingBox();
      expect((box?.y ?? Number.POSITIVE_INFINITY) + (box?.height ?? 0)).toBeLessThanOrEqual(screenHeight);
    }
    if (test.info().project.name === "mobile") {
      await expect(page.getByRole("link", { name: "Pay with a UPI app" })).toHaveAttribute(
        "href",
        /^upi:\/\/pay\?/,
      );
    }
    await proofInput(page).setInputFiles({ name: "proof.png", mimeType: "image/png", buffer: await png() });
    await expectImageLoaded(page, "Preview of your payment proof");
    await utrInput(page).fill("1234");
    await utrInput(page).blur();
    // Where to find the UTR: next after its field in the tab order, opened with the keyboard.
    const utrHelp = page.locator("details", {
      has: page.locator("summary", { hasText: "Where to find your UTR" }),
    });
    await expect(utrHelp).not.toHaveAttribute("open");
    await utrInput(page).focus();
    await page.keyboard.press("Tab");
    await expect(utrHelp.locator("summary")).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(utrHelp).toHaveAttribute("open", "");
    for (const [app, label] of [
      ["Google Pay", "“UPI transaction ID”"],
      ["PhonePe", "“UTR”"],
      ["Paytm", "“UPI Ref No.”"],
    ] as const) {
      const term = utrHelp.getByRole("term").filter({ hasText: app });
      await expect(term).toBeVisible();
      await expect(utrHelp.getByRole("definition").filter({ hasText: label })).toBeVisible();
    }
    await dismissToasts(page);
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);

    await utrInput(page).fill(uniqueUtr());
    await continueButton(page).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payment Verification Pending");
    await dismissToasts(page);
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);

    const bookings = (await (await student.api.get("/api/me/bookings")).json()) as Array<{
      sessionId: string;
      paymentId: string;
    }>;
    const paymentId = bookings.find((b) => b.sessionId === sessionId)?.paymentId ?? "";
    const adminContext = await browser.newContext({
      baseURL,
      viewport: page.viewportSize() ?? undefined,
      isMobile: test.info().project.name === "mobile",
    });
    try {
      await signInBrowser(adminContext, { api: await signedInAdmin() });
      const admin = await adminContext.newPage();
      await admin.goto(`/admin/payments/${paymentId}`);
      await expectImageLoaded(admin, "Payment proof uploaded by Ananya Krishnamurthy");
      await expectNoAxeViolations(admin);
      await expectNoHorizontalScroll(admin);
    } finally {
      await adminContext.close();
    }
  });
});
