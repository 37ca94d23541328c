import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, expectNoHorizontalScroll, test } from "./support/fixtures";
import { hindiKey } from "./support/hindi";
import { dayInIndia, pngProof, postSessionByApi } from "./support/marketplace";
import { createUser, nonce, signInBrowser, type TestUser } from "./support/users";

/*
 * The waitlist (docs/product.md §10.16): a full session's card says "Full: Join waitlist"; a student
 * joins and sees their place; when a seat frees, it is kept 30 minutes for the first in line, who
 * pays for it from the dashboard's offer (or the card's Book Now). Each test makes its own mentor,
 * sessions and students, tagged with a subject nobody else uses, and filters the list by it.
 */

const card = (page: Page, title: string) => page.getByRole("article", { name: title });
const listStatus = (page: Page) => page.getByRole("tabpanel").getByRole("status");

/** A one-seat session whose seat `holder` keeps (Book Now, by the API): full to everyone else. */
async function fullSession(tag: string, title: string, days = 2) {
  const mentor = await createUser({ role: "mentor", name: `Kavya Reddy ${tag}` });
  const sessionId = await postSessionByApi(mentor, {
    title,
    subjects: [tag],
    date: dayInIndia(days),
    seats: 1,
  });
  const holder = await createUser({ role: "student", name: "Harsh Vardhan" });
  const held = await holder.api.post(`/api/sessions/${sessionId}/hold`);
  expect(held.status(), await held.text()).toBe(201);
  return { sessionId, holder, mentor };
}

/** The holder lets the seat go (DELETE of their hold): the seat frees and the waitlist gets it. */
async function letGo(holder: TestUser, sessionId: string) {
  const released = await holder.api.delete(`/api/sessions/${sessionId}/hold`);
  expect(released.status(), await released.text()).toBe(204);
}

test.describe("the waitlist", () => {
  test("a full card offers the waitlist; a freed seat is kept for the first in line, who books it", async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const tag = `Tag${nonce()}`;
    const title = `Rotational motion marathon ${tag}`;
    const { sessionId, holder, mentor } = await fullSession(tag, title);

    // A visitor: "Full: Join waitlist" is a link to log in first (it works before the app runs).
    await page.goto(`/booking-sessions?category=${tag}`);
    await expect(listStatus(page)).toHaveText(`Showing 1 of 1 group sessions for ${tag}`);
    const visitorJoin = card(page, title).getByRole("link", { name: /^Full: Join waitlist/ });
    await expect(visitorJoin).toHaveAttribute("href", /^\/login\?next=/);
    await expect(card(page, title)).toContainText("0 of 1 slots left");

    // A student joins and sees their place; a second student joins behind them.
    const meera = await createUser({ role: "student", name: "Meera Joshi" });
    const second = await createUser({ role: "student", name: "Vivek Nair" });
    await signInBrowser(context, meera);
    await page.goto(`/booking-sessions?category=${tag}`);
    await card(page, title)
      .getByRole("button", { name: /^Full: Join waitlist/ })
      .click();
    await expect(card(page, title)).toContainText("On the waitlist: #1");
    await expect(card(page, title).getByRole("button", { name: /^Leave waitlist/ })).toBeVisible();
    await expectNoAxeViolations(page);
    const joined = await second.api.post(`/api/sessions/${sessionId}/waitlist`);
    expect(await joined.json()).toEqual({ place: 2, waiting: 2 });

    // The seat frees: it is kept for Meera, and her card offers Book Now again.
    await letGo(holder, sessionId);
    await page.reload();
    const bookNow = card(page, title).getByRole("link", { name: /^Book Now/ });
    await expect(bookNow).toHaveAttribute("href", `/payment/${sessionId}`);
    await bookNow.click();

    // The payment page: kept for 30 minutes, counting down; the proof books it.
    await expect(page.getByText(/as first on the waitlist, it is kept for you for 30 minutes/)).toBeVisible();
    await expect(page.getByRole("timer")).toHaveText(/^(30:00|29:\d\d)$/);
    await page.getByLabel("Payment proof (screenshot)").setInputFiles({
      name: "gpay-receipt.png",
      mimeType: "image/png",
      buffer: await pngProof(),
    });
    // The UTR is the proof of the payment (docs/decisions/025).
    await page
      .getByLabel("UPI transaction reference (UTR)")
      .fill(String(700_000_000_000 + Math.floor(Math.random() * 299_999_999_999)));
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("heading", { name: "Payment Verification Pending" })).toBeVisible({
      timeout: 20_000,
    });

    // The list agrees: Booked for Meera; the second in line is first now, with no seat to offer.
    await page.goto(`/booking-sessions?category=${tag}`);
    await expect(card(page, title).getByRole("button", { name: "Booked" })).toBeDisabled();
    expect(await (await second.api.get(`/api/sessions/${sessionId}/waitlist`)).json()).toEqual({
      place: 1,
      waiting: 1,
    });

    // Full again: a student who opens its payment page is offered the waitlist there, and joins.
    const farah = await createUser({ role: "student", name: "Farah Khan" });
    await signInBrowser(context, farah);
    await page.goto(`/payment/${sessionId}`);
    await expect(page.getByText("No seats left for this session.")).toBeVisible();
    await page.getByRole("button", { name: /^Full: Join waitlist/ }).click();
    await expect(page.getByText("On the waitlist: #2")).toBeVisible();
    await expect(page.getByRole("button", { name: /^Leave waitlist/ })).toBeVisible();

    // The mentor sees how many wait.
    await signInBrowser(context, mentor);
    await page.goto("/mentor-dashboard");
    await expect(card(page, title)).toContainText("2 students on the waitlist");
  });

  test("the dashboard lists the places with Leave, and an offer with Pay now", async ({ page, context }) => {
    test.setTimeout(90_000);
    const tag = `Tag${nonce()}`;
    const waitingTitle = `Genetics drill ${tag}`;
    const offeredTitle = `Organic chemistry clinic ${tag}`;
    const waitingFor = await fullSession(tag, waitingTitle, 3);
    const offered = await fullSession(tag, offeredTitle, 2);
    const student = await createUser({ role: "student", name: "Ananya Iyer" });
    for (const id of [waitingFor.sessionId, offered.sessionId]) {
      const joined = await student.api.post(`/api/sessions/${id}/waitlist`);
      expect(joined.status(), await joined.text()).toBe(201);
    }
    await letGo(offered.holder, offered.sessionId);

    await signInBrowser(context, student);
    await page.goto("/student-dashboard");
    const places = page.getByRole("region", { name: "Your waitlist places" });
    await expect(places).toContainText(waitingTitle);
    await expect(places).toContainText("On the waitlist: #1");
    await expect(places).toContainText(/A seat is kept for you until .+ IST/);
    const payNow = places.getByRole("link", { name: new RegExp(`^Pay now\\W+${offeredTitle}$`) });
    await expect(payNow).toHaveAttribute("href", `/payment/${offered.sessionId}`);
    await expectNoAxeViolations(page);

    // Leave: the place goes.
    await places.getByRole("button", { name: new RegExp(`^Leave\\W+${waitingTitle}$`) }).click();
    await expect(places).not.toContainText(waitingTitle);
    expect(await (await student.api.get(`/api/sessions/${waitingFor.sessionId}/waitlist`)).json()).toEqual({
      place: null,
      waiting: 0,
    });

    // Pay now opens the payment page of the seat kept for them.
    await payNow.click();
    await expect(page).toHaveURL(`/payment/${offered.sessionId}`);
    await expect(page.getByText(/kept for you for 30 minutes/)).toBeVisible();
    await page.getByLabel("Payment proof (screenshot)").setInputFiles({
      name: "phonepe-receipt.png",
      mimeType: "image/png",
      buffer: await pngProof(),
    });
    // The UTR is the proof of the payment (docs/decisions/025).
    await page
      .getByLabel("UPI transaction reference (UTR)")
      .fill(String(700_000_000_000 + Math.floor(Math.random() * 299_999_999_999)));
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("heading", { name: "Payment Verification Pending" })).toBeVisible({
      timeout: 20_000,
    });
    await page.goto("/student-dashboard");
    await expect(page.getByRole("region", { name: "Your waitlist places" })).toHaveCount(0);
  });

  test("in Hindi, at 360 px: the card, the place and Leave", { tag: "@narrow" }, async ({
    page,
    context,
  }) => {
    const tag = `Tag${nonce()}`;
    const title = `Thermodynamics and kinetic theory: the complete revision marathon ${tag}`;
    await fullSession(tag, title);
    const student = await createUser({ role: "student", name: "Arjun Nair" });
    await signInBrowser(context, student);
    await page.goto(`/hi/booking-sessions?category=${tag}`);
    const join = card(page, title).getByRole("button", {
      name: new RegExp(`^${hindiKey("sessions", "action.joinWaitlist")}`),
    });
    await expect(join).toBeVisible();
    await expectNoHorizontalScroll(page);
    await join.click();
    await expect(card(page, title)).toContainText(hindiKey("sessions", "action.onWaitlist", { place: 1 }));
    await expect(
      card(page, title).getByRole("button", {
        name: new RegExp(`^${hindiKey("sessions", "action.leaveWaitlist")}`),
      }),
    ).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
  });
});
