import path from "node:path";
import { SESSION_CHANGE_MESSAGES } from "@contract/session-changes";
import { formatIstDate, istToInstant } from "@contract/time";
import type { Page } from "@playwright/test";
import { readOutbox } from "@test-support/email-parser";
import { expect, expectNoAxeViolations, expectNoHorizontalScroll, test } from "./support/fixtures";
import { hindiKey } from "./support/hindi";
import { bookByApi, dayInIndia, decidePaymentByApi, postSessionByApi } from "./support/marketplace";
import { createUser, nonce, sharedServer, signedInAdmin, signInBrowser } from "./support/users";

/*
 * A mentor changes plans from the dashboard (docs/decisions/014; docs/product.md §10.14): they
 * move a session to a new time, and the student's email carries the updated calendar invitation;
 * then they cancel it with a reason, which the student's email quotes with the calendar
 * cancellation. The rules themselves (windows, seats, who may) are tested on the API.
 */

const sessionCard = (page: Page, title: string) => page.getByRole("article", { name: title });
const toast = (page: Page, text: string | RegExp) => page.locator("[data-sonner-toast]", { hasText: text });

/** A button named by its visible words (a screen reader also hears the session's title after them). */
const startsWith = (words: string) => new RegExp(`^${words.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s*:`);

/** The calendar lines of an ics, folded lines joined again. */
const icsLines = (ics: string) => ics.replace(/\r\n[ \t]/g, "").split("\r\n");

/** The newest email to `email` whose subject starts with `subject`, once it is in the outbox. */
async function emailTo(email: string, subject: string) {
  const outbox = path.join(sharedServer().dataDir, "outbox");
  let found: Awaited<ReturnType<typeof readOutbox>>[number] | undefined;
  await expect
    .poll(
      async () => {
        found = (await readOutbox(outbox))
          .filter((m) => m.to.includes(email) && m.subject.startsWith(subject))
          .at(-1);
        return found !== undefined;
      },
      { message: `an email "${subject}…" to ${email} in the outbox`, timeout: 15_000 },
    )
    .toBe(true);
  if (!found) throw new Error("unreachable");
  const ics = found.attachments
    .find((a) => a.contentType.startsWith("text/calendar"))
    ?.content.toString("utf8");
  return { mail: found, ics: ics ? icsLines(ics) : [] };
}

/** An hourly slot (IST) that starts within the next 23 hours and more than an hour from now. */
function slotWithinADay(): { date: string; time: string } {
  const now = Date.now();
  for (const days of [0, 1]) {
    for (let hour = 9; hour <= 22; hour++) {
      const date = dayInIndia(days);
      const time = `${String(hour).padStart(2, "0")}:00`;
      const at = istToInstant(date, time).getTime();
      if (at > now + 60 * 60_000 && at < now + 23 * 60 * 60_000) return { date, time };
    }
  }
  throw new Error("no hourly slot within a day");
}

test.describe("a mentor changes a session", () => {
  test("reschedules it from the dashboard (the student gets the new invitation), then cancels it with a reason", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const tag = nonce();
    const title = `Organic chemistry: named reactions ${tag}`;
    const [mentor, student] = await Promise.all([
      createUser({ role: "mentor", name: `Rohan Mehta ${tag}` }),
      createUser({ role: "student", name: "Priya Nair" }),
    ]);
    const sessionId = await postSessionByApi(mentor, { title, date: dayInIndia(3), time: "18:00" });
    const { bookingId, paymentId } = await bookByApi(student, sessionId);
    const admin = await signedInAdmin();
    await decidePaymentByApi(admin, paymentId, "paid");
    await signInBrowser(page.context(), mentor);

    await page.goto("/mentor-dashboard");
    const card = sessionCard(page, title);
    await card.getByRole("button", { name: startsWith("Edit") }).click();
    const dialog = page.getByRole("dialog", { name: "Edit session" });
    await expect(dialog.getByLabel("Title")).toHaveValue(title);
    await expect(
      dialog.getByText("The category, type and price cannot be changed after posting."),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    const newDate = dayInIndia(4);
    await dialog.getByLabel("Date").fill(newDate);
    await dialog.getByLabel("Time").selectOption("19:00");
    await dialog.getByRole("button", { name: "Save changes" }).click();
    await expect(toast(page, "Session updated.")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(card).toContainText(formatIstDate(istToInstant(newDate, "19:00"), "en"));

    const moved = await emailTo(student.email, "New time:");
    expect(moved.mail.text).toContain("full refund");
    expect(moved.ics).toContain("METHOD:REQUEST");
    expect(moved.ics).toContain(`UID:${bookingId}@toppers-connect`);
    expect(moved.ics).toContain("SEQUENCE:1");
    const start = istToInstant(newDate, "19:00").toISOString().replace(/[-:]/g, "").slice(0, 15);
    expect(moved.ics).toContain(`DTSTART:${start}Z`);

    // Cancel: a reason is required, and the dialog says what follows before anything happens.
    await card.getByRole("button", { name: startsWith("Cancel session") }).click();
    const cancel = page.getByRole("dialog", { name: "Cancel this session?" });
    await expect(cancel).toContainText("Every student who booked it gets a full refund");
    await expect(cancel.getByLabel("Reason for the students")).toBeFocused();
    await cancel.getByRole("button", { name: "Cancel session" }).click();
    await expect(cancel.getByText(SESSION_CHANGE_MESSAGES.reasonShort)).toBeVisible();
    await expectNoAxeViolations(page);
    const reason = "My university exam moved to that evening. Sorry for the trouble!";
    await cancel.getByLabel("Reason for the students").fill(reason);
    await cancel.getByRole("button", { name: "Cancel session" }).click();
    await expect(toast(page, "Session cancelled.")).toBeVisible();
    await expect(cancel).toBeHidden();
    await expect(card.getByText("CANCELLED", { exact: true })).toBeVisible();
    await expect(card.getByRole("button", { name: /^Edit/ })).toHaveCount(0);
    await expect(card.getByRole("button", { name: /^Cancel session/ })).toHaveCount(0);

    const cancelled = await emailTo(student.email, "Cancelled:");
    expect(cancelled.mail.text).toContain(`“${reason}”`);
    expect(cancelled.ics).toContain("METHOD:CANCEL");
    expect(cancelled.ics).toContain("STATUS:CANCELLED");
    expect(cancelled.ics).toContain(`UID:${bookingId}@toppers-connect`);
    expect(cancelled.ics).toContain("SEQUENCE:2");
  });

  test("@narrow in Hindi: within 24 hours of the start the time is locked, with the reason; the cancel dialog", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const tag = nonce();
    const title = `Thermodynamics revision ${tag}`;
    const mentor = await createUser({ role: "mentor", name: `Anil Kumar ${tag}` });
    await postSessionByApi(mentor, { title, ...slotWithinADay() });
    await signInBrowser(page.context(), mentor);

    await page.goto("/hi/mentor-dashboard");
    const card = sessionCard(page, title);
    const edit = hindiKey("mentor-dashboard", "changes.edit");
    await card.getByRole("button", { name: startsWith(edit) }).click();
    const dialog = page.getByRole("dialog", { name: hindiKey("sessions", "changes.editTitle") });
    await expect(dialog.getByText(hindiKey("sessions", "changes.timeLocked", { hours: 24 }))).toBeVisible();
    await expect(dialog.getByLabel(hindiKey("sessions", "form.date"))).toBeDisabled();
    await expect(dialog.getByLabel(hindiKey("sessions", "form.time"))).toBeDisabled();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
    // The details can still change.
    await dialog.getByLabel(hindiKey("sessions", "form.title")).fill(`${title} (updated)`);
    await dialog.getByRole("button", { name: hindiKey("sessions", "changes.save") }).click();
    await expect(toast(page, hindiKey("sessions", "changes.saved"))).toBeVisible();
    await expect(sessionCard(page, `${title} (updated)`)).toBeVisible();

    const cancelName = hindiKey("mentor-dashboard", "changes.cancel");
    await sessionCard(page, `${title} (updated)`)
      .getByRole("button", { name: startsWith(cancelName) })
      .click();
    const cancel = page.getByRole("dialog", { name: hindiKey("sessions", "changes.cancelTitle") });
    await expect(cancel).toContainText(hindiKey("sessions", "changes.cancelText"));
    await cancel.getByRole("button", { name: hindiKey("sessions", "changes.confirmCancel") }).click();
    await expect(cancel.getByText(hindiKey("messages", "sessionChange.reasonShort"))).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
    await cancel.getByRole("button", { name: hindiKey("sessions", "changes.keep") }).click();
    await expect(cancel).toBeHidden();
  });

  test("an admin edits and cancels a mentor's session from the Sessions tab; the mentor is told", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const tag = nonce();
    const title = `Probability drill ${tag}`;
    const mentor = await createUser({ role: "mentor", name: `Meera Das ${tag}` });
    await postSessionByApi(mentor, { title, seats: 5 });
    await signInBrowser(page.context(), { api: await signedInAdmin() });

    await page.goto("/admin-dashboard?tab=sessions");
    await expect(page.getByRole("tab", { name: "Upcoming" })).toHaveAttribute("aria-selected", "true");
    await page.getByLabel("Search by title or mentor name", { exact: true }).fill(title);
    const row = page.getByRole("row").filter({ hasText: title });
    await expect(row).toContainText("0/5");

    await row.getByRole("button", { name: `Edit ${title}` }).click();
    const dialog = page.getByRole("dialog", { name: "Edit session" });
    await dialog.getByLabel("Total slots").fill("8");
    await dialog.getByRole("button", { name: "Save changes" }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText("0/8");

    await row.getByRole("button", { name: `Cancel ${title}` }).click();
    const cancel = page.getByRole("dialog", { name: "Cancel this session?" });
    const reason = "The mentor asked us to cancel: a family emergency.";
    await cancel.getByLabel("Reason for the students").fill(reason);
    await cancel.getByRole("button", { name: "Cancel session" }).click();
    await expect(cancel).toBeHidden();
    await expect(page.getByRole("row").filter({ hasText: title })).toHaveCount(0);
    await page.getByRole("tab", { name: "Cancelled" }).click();
    await page.getByLabel("Search by title or mentor name", { exact: true }).fill(title);
    await expect(page.getByRole("row").filter({ hasText: title })).toContainText(reason);

    const told = await emailTo(mentor.email, "Cancelled:");
    expect(told.mail.text).toContain(`cancelled by an admin, who wrote: “${reason}”`);
  });
});
