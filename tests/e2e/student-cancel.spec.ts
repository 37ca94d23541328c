import { readFile } from "node:fs/promises";
import { IST_OFFSET_MS } from "@contract/time";
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, expectNoHorizontalScroll, test } from "./support/fixtures";
import { hindiKey } from "./support/hindi";
import { bookByApi, decidePaymentByApi, postSessionByApi } from "./support/marketplace";
import { createUser, nonce, signedInAdmin, signInBrowser, type TestUser } from "./support/users";

/*
 * A student cancels a booking from the dashboard (docs/product.md §10.13): the dialog says the outcome
 * before anything happens, the card then says where the money stands; "Add to calendar" downloads the
 * booking's event. Sessions can only be posted for future hourly slots, so "within 24 hours" is the
 * next slot at least an hour away (9:00 AM to 10:00 PM IST: never more than a day ahead).
 */

const column = (page: Page, name: "Upcoming" | "Past") =>
  page.getByRole("region", { name: new RegExp(`^${name}\\b`) });

/** The first posting slot (HH:00 IST, 09–22) at least an hour from now: always within 24 hours. */
function slotWithinADay(): { date: string; time: string } {
  const inIndia = new Date(Date.now() + IST_OFFSET_MS + 60 * 60_000);
  let hour = inIndia.getUTCHours() + 1;
  let day = inIndia;
  if (hour < 9) hour = 9;
  else if (hour > 22) {
    day = new Date(inIndia.getTime() + 24 * 60 * 60_000);
    hour = 9;
  }
  return { date: day.toISOString().slice(0, 10), time: `${String(hour).padStart(2, "0")}:00` };
}

/** A new mentor's session, booked by `student`; approved unless told. */
async function bookedSession(
  student: TestUser,
  options: { title: string; price: number; soon?: boolean; approved?: boolean },
) {
  const mentor = await createUser({ role: "mentor", name: "Siddharth Rao" });
  const sessionId = await postSessionByApi(mentor, {
    title: options.title,
    price: options.price,
    ...(options.soon ? slotWithinADay() : {}),
  });
  const booking = await bookByApi(student, sessionId);
  if (options.approved !== false) await decidePaymentByApi(await signedInAdmin(), booking.paymentId, "paid");
  return { sessionId, ...booking };
}

test.describe("a student cancels a booking", () => {
  test("in time: the dialog promises the refund, the card then says Refund due; Add to calendar downloads the event @narrow", async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    const title = `Thermodynamics doubt clinic ${nonce()}`;
    const student = await createUser({ role: "student", name: "Ananya Sharma" });
    const { bookingId } = await bookedSession(student, { title, price: 499 });
    await signInBrowser(context, student);

    await page.goto("/student-dashboard");
    const card = column(page, "Upcoming").getByRole("article", { name: title });
    await expect(card).toBeVisible();

    // Add to calendar: a real link to the download.
    const calendarLink = card.getByRole("link", { name: "Add to calendar" });
    await expect(calendarLink).toHaveAttribute("href", `/api/bookings/${bookingId}/calendar.ics`);
    const [download] = await Promise.all([page.waitForEvent("download"), calendarLink.click()]);
    expect(download.suggestedFilename()).toBe(`${title}.ics`);
    const ics = await readFile(await download.path(), "utf8");
    expect(ics).toContain("METHOD:REQUEST");
    expect(ics).toContain(`UID:${bookingId}@toppers-connect`);

    // The dialog states the outcome first; Keep booking changes nothing.
    await card.getByRole("button", { name: "Cancel booking" }).click();
    const dialog = page.getByRole("dialog", { name: "Cancel this booking?" });
    await expect(dialog).toContainText("You will get ₹499 back.");
    await expect(dialog.getByRole("button", { name: "Keep booking" })).toBeFocused();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Keep booking" }).click();
    await expect(dialog).toBeHidden();
    await expect(column(page, "Upcoming").getByRole("article", { name: title })).toBeVisible();

    // Cancel, with a UPI id for the refund (a wrong one is refused first, in the dialog).
    await card.getByRole("button", { name: "Cancel booking" }).click();
    await expect(dialog).toContainText("You will get ₹499 back.");
    await dialog.getByLabel("UPI id for the refund (optional)").fill("ananya sharma");
    await dialog.getByRole("button", { name: "Cancel booking" }).click();
    await expect(dialog.getByText("Please enter a valid UPI id, such as name@okbank.")).toBeVisible();
    await dialog.getByLabel("UPI id for the refund (optional)").fill("ananya.sharma@okaxis");
    await dialog.getByRole("button", { name: "Cancel booking" }).click();
    await expect(dialog).toBeHidden();

    // The booking moves to Past and says where the money stands; the profile has the UPI id.
    const past = column(page, "Past").getByRole("article", { name: title });
    await expect(past).toContainText("Refund due: ₹499");
    await expect(past).toContainText("Refund due");
    await expect(past.getByRole("button", { name: /Cancel booking/ })).toHaveCount(0);
    await expect(past.getByRole("link", { name: /Add to calendar/ })).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Your Profile" })).toContainText("ananya.sharma@okaxis");
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
  });

  test("within 24 hours: the dialog says plainly there is no refund, and so does the card", async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    const title = `Last-minute revision ${nonce()}`;
    const student = await createUser({ role: "student", name: "Kabir Khan" });
    await bookedSession(student, { title, price: 349, soon: true, approved: false });
    await signInBrowser(context, student);

    await page.goto("/student-dashboard");
    const card = column(page, "Upcoming").getByRole("article", { name: title });
    // A pending payment has no calendar file yet, but can be cancelled.
    await expect(card.getByRole("link", { name: /Add to calendar/ })).toHaveCount(0);
    await card.getByRole("button", { name: "Cancel booking" }).click();
    const dialog = page.getByRole("dialog", { name: "Cancel this booking?" });
    await expect(dialog).toContainText(
      "This session starts within 24 hours: your seat is freed and there is no refund.",
    );
    await expect(dialog.getByLabel(/UPI id/)).toHaveCount(0);
    await dialog.getByRole("button", { name: "Cancel booking" }).click();
    await expect(dialog).toBeHidden();
    await expect(column(page, "Past").getByRole("article", { name: title })).toContainText(
      "Cancelled: no refund",
    );
  });

  test("in Hindi at /hi/student-dashboard @narrow", async ({ page, context }) => {
    test.setTimeout(90_000);
    const title = `Genetics practice ${nonce()}`;
    const student = await createUser({ role: "student", name: "Meera Nair" });
    await bookedSession(student, { title, price: 499 });
    await signInBrowser(context, student);
    const words = (key: string, values?: Record<string, string | number>) =>
      hindiKey(key.startsWith("cancel.") ? "bookings" : "students", key, values);

    await page.goto("/hi/student-dashboard");
    const card = page.getByRole("article", { name: title });
    await expect(card.getByRole("link", { name: words("card.addToCalendar") })).toBeVisible();
    await card.getByRole("button", { name: words("card.cancelBooking") }).click();
    const dialog = page.getByRole("dialog", { name: words("cancel.title") });
    await expect(dialog).toContainText(words("cancel.refund", { amount: "₹499" }));
    await expect(dialog.getByLabel(words("cancel.upiLabel"))).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: words("cancel.confirm") }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("article", { name: title })).toContainText(
      words("card.refundDueShort", { amount: "₹499" }),
    );
  });
});
