import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect, expectNoAxeViolations, expectNoHorizontalScroll, test } from "./support/fixtures";
import { bookByApi, dayInIndia, decidePaymentByApi, postSessionByApi } from "./support/marketplace";
import { createUser, nonce, signedInAdmin, signInBrowser, type TestUser } from "./support/users";

/*
 * The student dashboard (docs/product.md §2.12, §4): the figures the server derives, the bookings in their
 * columns with each payment's status, Open Meeting only once paid, the profile and the photo.
 * Sessions can only be posted for the future, so the real ones are all upcoming here; the Live and
 * Past columns are shown with a dashboard answer made from a real session card.
 */

/** The figure under a stat card's label. */
const stat = (page: Page, label: string) =>
  page.locator("dt", { hasText: label }).locator("xpath=following-sibling::dd[1]");
const column = (page: Page, name: "Live" | "Upcoming" | "Past") =>
  page.getByRole("region", { name: new RegExp(`^${name}\\b`) });
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]", { hasText: text });

interface Booked {
  title: string;
  price: number;
  sessionId: string;
}

/** A mentor's three sessions, all booked by `student`: one approved, one pending, one disapproved. */
async function bookThree(student: TestUser, tag: string) {
  const mentor = await createUser({ role: "mentor", name: `Siddharth Rao ${tag}` });
  const make = async (title: string, price: number, days: number): Promise<Booked> => ({
    title,
    price,
    sessionId: await postSessionByApi(mentor, { title, price, date: dayInIndia(days), time: "17:00" }),
  });
  const [paid, pending, failed] = await Promise.all([
    make(`Organic reaction mechanisms ${tag}`, 499, 2),
    make(`Electrostatics problem clinic ${tag}`, 799, 3),
    make(`Mock test review ${tag}`, 349, 4),
  ]);
  const [paidBooking, , failedBooking] = await Promise.all([
    bookByApi(student, paid.sessionId),
    bookByApi(student, pending.sessionId),
    bookByApi(student, failed.sessionId),
  ]);
  const admin = await signedInAdmin();
  await decidePaymentByApi(admin, paidBooking.paymentId, "paid");
  await decidePaymentByApi(admin, failedBooking.paymentId, "failed");
  return { mentor, paid, pending, failed };
}

test.describe("student dashboard", () => {
  test("shows the figures, each booking in its column with its payment, the profile and the photo", async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    const tag = nonce();
    const student = await createUser({ role: "student", name: "Ananya Sharma" });
    const { paid, pending, failed } = await bookThree(student, tag);
    await signInBrowser(context, student);

    await page.goto("/student-dashboard");
    await expect(page).toHaveTitle("Student Dashboard | Toppers Connect");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome back, Ananya!");
    await expect(page.getByRole("link", { name: "Go to Dashboard" })).toHaveAttribute("href", "/");

    // The figures: a disapproved payment counts neither as enrolled nor as spent; a pending one is
    // enrolled but not yet spent (total spent is money kept, docs/decisions/013).
    await expect(stat(page, "Sessions Enrolled")).toHaveText("2");
    await expect(stat(page, "Sessions Attended")).toHaveText("0");
    await expect(stat(page, "Live Sessions")).toHaveText("0");
    const spent = paid.price;
    await expect(stat(page, "Total Spent")).toHaveText(`₹${spent.toLocaleString("en-IN")}`);

    // All three are upcoming; each says where its payment stands.
    const upcoming = column(page, "Upcoming");
    await expect(upcoming.getByRole("article")).toHaveCount(3);
    const card = (s: Booked) => upcoming.getByRole("article", { name: s.title });
    await expect(card(paid)).toContainText("PaymentCompleted");
    await expect(card(pending)).toContainText("PaymentPending");
    await expect(card(failed)).toContainText("PaymentFailed");

    // Open Meeting only on the paid one, in a new tab; the others say why not, or offer to pay again.
    const openMeeting = page.getByRole("link", { name: /Open Meeting/ });
    await expect(openMeeting).toHaveCount(1);
    await expect(card(paid).getByRole("link", { name: /Open Meeting/ })).toHaveAttribute(
      "href",
      `/live-session/${paid.sessionId}`,
    );
    await expect(openMeeting).toHaveAttribute("target", "_blank");
    await expect(card(pending)).toContainText("Waiting for payment verification.");
    await expect(card(failed).getByRole("link", { name: /Pay again/ })).toHaveAttribute(
      "href",
      `/payment/${failed.sessionId}`,
    );
    await expect(column(page, "Live")).toContainText("No live sessions right now");
    await expect(column(page, "Past")).toContainText("No past sessions yet");
    await expect(page.getByRole("link", { name: "Book New Session" })).toHaveAttribute(
      "href",
      "/booking-sessions",
    );

    // The profile: a wrong phone is refused in the dialog; the saved profile survives a reload.
    const profile = page.getByRole("region", { name: "Your Profile" });
    await expect(profile).toContainText(student.email);
    await profile.getByRole("button", { name: "Edit Profile" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit your profile" });
    await expect(dialog.getByLabel("Interests")).toBeFocused();
    await dialog.getByLabel("Interests").fill("Organic Chemistry, Electrostatics, organic chemistry");
    await dialog.getByLabel("Education level").fill("Class 12 (PCM)");
    await dialog.getByLabel("Goal").fill("A JEE Advanced rank under 2000 and a seat at IIT Bombay");
    await dialog.getByLabel("Domain").selectOption("JEE");
    await dialog.getByLabel("Phone").fill("12345");
    await dialog.getByRole("button", { name: "Save Profile" }).click();
    await expect(dialog.getByText("Please enter a valid 10-digit mobile number.")).toBeVisible();
    await expect(dialog.getByLabel("Phone")).toBeFocused();
    await dialog.getByLabel("Phone").fill("98765 43210");
    await dialog.getByRole("button", { name: "Save Profile" }).click();
    await expect(toast(page, "Profile updated")).toBeVisible();
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(profile.getByRole("list", { name: "Interests" }).getByRole("listitem")).toHaveText([
      "Organic Chemistry",
      "Electrostatics",
    ]);
    await expect(profile).toContainText("Class 12 (PCM)");
    await expect(profile).toContainText("A JEE Advanced rank under 2000 and a seat at IIT Bombay");
    await expect(profile).toContainText("JEE");
    await expect(profile).toContainText("+919876543210");

    // The photo: anything but an image is refused at once; an image replaces the header's initials.
    const headerAvatar = page.getByRole("link", { name: `${student.name}: your dashboard` });
    await expect(headerAvatar.getByRole("img")).toHaveCount(0);
    const photoInput = page.getByLabel("Profile photo");
    await photoInput.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hi") });
    await expect(page.getByRole("alert")).toHaveText(
      "Your profile photo must be an image file (JPEG, PNG or WebP).",
    );
    const photo = await sharp({ create: { width: 320, height: 320, channels: 3, background: "#3b6" } })
      .png()
      .toBuffer();
    await photoInput.setInputFiles({ name: "me.png", mimeType: "image/png", buffer: photo });
    await expect(toast(page, "Profile photo updated")).toBeVisible();
    const headerImage = headerAvatar.getByRole("img");
    await expect(headerImage).toHaveAttribute("src", new RegExp(`/api/users/${student.id}/avatar\\?v=`));
    await expect
      .poll(() => headerImage.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Change photo" })).toBeVisible();
  });

  test("a first-time student is pointed to the sessions", async ({ page, context }) => {
    // Live and past bookings (Join, attendance, feedback) are driven for real in live-session.spec.ts,
    // where a session can be put inside its start window.
    const student = await createUser({ role: "student", name: "Farhan Qureshi" });
    await signInBrowser(context, student);

    await page.goto("/student-dashboard");
    const first = page.getByRole("region", { name: "You have not booked a session yet" });
    await expect(first.getByRole("link", { name: "Browse sessions" })).toHaveAttribute(
      "href",
      "/booking-sessions",
    );
    await expect(stat(page, "Sessions Enrolled")).toHaveText("0");
    await expect(stat(page, "Total Spent")).toHaveText("₹0");
    await expect(column(page, "Live")).toHaveCount(0);
  });

  test("works at 360 px with no accessibility violations", { tag: "@narrow" }, async ({ page, context }) => {
    test.setTimeout(90_000);
    const tag = nonce();
    const student = await createUser({ role: "student", name: "Ishita Banerjee" });
    await bookThree(student, tag);
    await signInBrowser(context, student);

    await page.goto("/student-dashboard");
    await expect(column(page, "Upcoming").getByRole("article")).toHaveCount(3);
    await expect(page.getByRole("region", { name: "Your Profile" })).toContainText(student.email);
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Edit Profile" }).click();
    await expect(page.getByRole("dialog", { name: "Edit your profile" })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
  });
});
