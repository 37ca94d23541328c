import path from "node:path";
import { readOutbox } from "@test-support/email-parser";
import { expect, expectNoAxeViolations, expectNoHorizontalScroll, test } from "./support/fixtures";
import { postSessionByApi } from "./support/marketplace";
import { createUser, nonce, sharedServer, signInBrowser } from "./support/users";

/*
 * A free session books at once (docs/product.md §2.11): Book Now leads to a page with one button,
 * "Book for free": no QR, no proof, no waiting for an admin. The booking is confirmed at once, with the
 * confirmation email and its calendar invitation. With the keyboard alone, on a 360 px phone.
 */

test.use({ viewport: { width: 360, height: 740 } });

test("a student books a free session with one button, keyboard only, on a phone", async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  const tag = nonce();
  const title = `Free NEET doubt clinic ${tag}`;
  const [mentor, student] = await Promise.all([
    createUser({ role: "mentor", name: `Kavya Reddy ${tag}` }),
    createUser({ role: "student", name: "Asha Verma" }),
  ]);
  const sessionId = await postSessionByApi(mentor, { title, price: 0 });
  await signInBrowser(context, student);

  await page.goto(`/sessions/${sessionId}`);
  const bookNow = page.getByRole("link", { name: "Book Now" }).first();
  await bookNow.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/payment/${sessionId}$`));

  await expect(page.getByRole("heading", { name: "Free session" })).toBeVisible();
  await expect(page.getByText("This session is free: confirm your seat with one button.")).toBeVisible();
  // Nothing to pay: no QR, no proof, no Continue.
  await expect(page.getByRole("img", { name: /UPI QR code/ })).toHaveCount(0);
  await expect(page.getByLabel("Payment proof (screenshot)")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Continue" })).toHaveCount(0);
  const book = page.getByRole("button", { name: "Book for free" });
  await expect(book).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);

  // Tab reaches the button; Enter books.
  for (let presses = 0; presses < 60; presses++) {
    if (await book.evaluate((el) => el === document.activeElement)) break;
    await page.keyboard.press("Tab");
  }
  await expect(book).toBeFocused();
  await page.keyboard.press("Enter");

  const booked = page.getByRole("heading", { name: "You're booked", level: 1 });
  await expect(booked).toBeVisible();
  await expect(booked).toBeFocused();
  await expect(page.getByText("The session is free: there is nothing to pay.")).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);

  // The server says so too, and the confirmation came with the calendar invitation.
  const mine = await student.api.get("/api/me/bookings");
  expect(await mine.json()).toContainEqual(expect.objectContaining({ sessionId, paymentStatus: "paid" }));
  await expect
    .poll(
      async () => {
        const mails = (await readOutbox(path.join(sharedServer().dataDir, "outbox"))).filter((m) =>
          m.to.includes(student.email),
        );
        return mails
          .filter((m) => m.subject.includes(title))
          .map((m) => `${m.subject} [${m.attachments.map((a) => a.filename).join(", ")}]`);
      },
      { timeout: 10_000 },
    )
    .toEqual([`You're booked for ${title} [session.ics]`]);

  // Reloaded, the page still says so.
  await page.reload();
  await expect(page.getByRole("heading", { name: "You're booked", level: 1 })).toBeVisible();
});

test("a student who has not verified their email is asked to, instead of booking", async ({
  page,
  context,
}) => {
  const tag = nonce();
  const [mentor, student] = await Promise.all([
    createUser({ role: "mentor", name: `Rohan Mehta ${tag}` }),
    createUser({ role: "student", name: "Kabir Singh", verified: false }),
  ]);
  const sessionId = await postSessionByApi(mentor, { title: `Free JEE strategy hour ${tag}`, price: 0 });
  await signInBrowser(context, student);

  await page.goto(`/payment/${sessionId}`);
  await expect(page.getByText(student.email)).toBeVisible();
  await expect(page.getByRole("button", { name: "Book for free" })).toHaveCount(0);
  await expectNoHorizontalScroll(page);
  const mine = await student.api.get("/api/me/bookings");
  expect(await mine.json()).toEqual([]);
});
