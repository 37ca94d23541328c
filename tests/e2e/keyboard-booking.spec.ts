import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { dayInIndia, pngProof, postSessionByApi } from "./support/marketplace";
import { createUser, nonce, signInBrowser } from "./support/users";

/*
 * Accessibility (docs/decisions/008): the booking journey with the keyboard alone (docs/product.md §2.10, §2.11). A signed-in
 * student goes from the home page to /booking-sessions, filters by category, books a session, adds
 * the payment proof and a UTR and sends them, reaching 'Payment Verification Pending' and then the
 * dashboard. Nothing is clicked: Tab, Enter, Space and typing only. Choosing the proof file is the
 * one step outside the page: Space on the focused file input opens the system's file chooser, which
 * the test answers with the file as a person would in that dialog.
 */

/** What has focus, and whether it shows it: it matches :focus-visible and draws an outline or a ring. */
function focusRing() {
  const element = document.activeElement as HTMLElement | null;
  if (!element || element === document.body) return { what: "nothing", visible: false };
  const style = getComputedStyle(element);
  const outline = style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) > 0;
  const ring = style.boxShadow !== "none";
  const name = (element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 40);
  return {
    what: `${element.tagName.toLowerCase()} "${name}"`,
    visible: element.matches(":focus-visible") && (outline || ring),
  };
}

async function expectFocusVisible(page: Page) {
  const focus = await page.evaluate(focusRing);
  expect(focus.visible, `focus is visible on ${focus.what}`).toBe(true);
}

/**
 * Presses Tab until `target` has focus (at most `max` times): it must be reachable in tab order, and
 * every element focus passes on the way must show its focus.
 */
async function tabTo(page: Page, target: Locator, max = 80) {
  await expect(target).toBeVisible();
  const unseen: string[] = [];
  for (let presses = 0; presses < max; presses++) {
    if (await target.evaluate((el) => el === document.activeElement, undefined, { timeout: 10_000 })) break;
    await page.keyboard.press("Tab");
    const focus = await page.evaluate(focusRing);
    if (!focus.visible) unseen.push(focus.what);
  }
  await expect(target, `reachable with Tab within ${max} presses`).toBeFocused({ timeout: 1 });
  expect(unseen, "elements Tab reached whose focus did not show").toEqual([]);
}

test("a student books and pays for a session with the keyboard alone", async ({ page, context }) => {
  test.setTimeout(60_000);
  const tag = nonce();
  const title = `Fashion design portfolio review ${tag}`;
  const [mentor, student] = await Promise.all([
    createUser({ role: "mentor", name: `Ishaan Chatterjee ${tag}` }),
    createUser({ role: "student", name: "Priya Natarajan" }),
  ]);
  // NIFT, tomorrow at the first slot: the soonest of its category, so first in the filtered list.
  await postSessionByApi(mentor, {
    title,
    subject: "Design",
    subjects: ["Portfolio"],
    category: "NIFT",
    date: dayInIndia(1),
    time: "09:00",
    price: 799,
  });
  await signInBrowser(context, student);

  // Home: the first Tab reaches the skip link; the main navigation leads to Booking Sessions.
  await page.goto("/");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
  await expectFocusVisible(page);
  const bookingLink = page.getByRole("navigation", { name: "Main" }).getByRole("link", {
    name: "Booking Sessions",
    exact: true,
  });
  await tabTo(page, bookingLink);
  await expectFocusVisible(page);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/booking-sessions");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Book Your Sessions");

  // The category filter: Enter opens it, typing jumps to NIFT, Enter chooses it.
  const category = page.getByRole("combobox", { name: "Category" });
  await tabTo(page, category);
  await expectFocusVisible(page);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("listbox")).toBeVisible();
  await page.keyboard.type("ni");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("listbox")).toBeHidden();
  await expect(category).toHaveText("NIFT");
  await expect(page).toHaveURL(/[?&]category=NIFT/);

  // The session's Book Now link.
  const card = page.getByRole("article", { name: title });
  await expect(card).toContainText("₹799");
  const bookNow = card.getByRole("link", { name: /^Book Now/ });
  await tabTo(page, bookNow);
  await expectFocusVisible(page);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Complete Your Booking");
  await expect(page.getByRole("region", { name: "Session details" })).toContainText(title);

  // The UTR first (the proof of the payment, docs/decisions/025), typed.
  const utr = page.getByLabel("UPI transaction reference (UTR)");
  await tabTo(page, utr);
  await expectFocusVisible(page);
  const reference = `${Date.now()}`.slice(-10) + String(Math.floor(Math.random() * 90) + 10);
  await page.keyboard.type(reference);
  await expect(utr).toHaveValue(reference);
  // The screenshot (optional): Space on the file input opens the file chooser; the image is chosen there.
  const proof = page.getByLabel("Payment proof (screenshot)");
  await tabTo(page, proof);
  await expectFocusVisible(page);
  const [chooser] = await Promise.all([page.waitForEvent("filechooser"), page.keyboard.press("Space")]);
  await chooser.setFiles({ name: "upi-receipt.png", mimeType: "image/png", buffer: await pngProof() });
  await expect(page.getByRole("img", { name: "Preview of your payment proof" })).toBeVisible();

  // Then Continue.
  const continueButton = page.getByRole("button", { name: "Continue" });
  await tabTo(page, continueButton);
  await expectFocusVisible(page);
  await page.keyboard.press("Enter");

  // docs/product.md §2.11: the pending screen, its heading focused, with the ways on.
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText("Payment Verification Pending", { timeout: 15_000 });
  await expect(heading).toBeFocused();
  await expect(page.getByRole("link", { name: "Browse More Sessions" })).toHaveAttribute(
    "href",
    "/booking-sessions",
  );
  const dashboard = page.getByRole("link", { name: "Go to Student Dashboard" });
  await tabTo(page, dashboard);
  await expectFocusVisible(page);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/student-dashboard");
  const booked = page.getByRole("region", { name: /^Upcoming\b/ }).getByRole("article", { name: title });
  await expect(booked).toContainText("PaymentPending");
});
