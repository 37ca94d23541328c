import path from "node:path";
import { FEEDBACK_MESSAGES } from "@contract/feedback";
import { LIVE_MESSAGES } from "@contract/live-sessions";
import type { BrowserContext, Locator, Page } from "@playwright/test";
import { expect as baseExpect, expectNoAxeViolations, expectNoHorizontalScroll } from "./support/fixtures";
import { hindiKey } from "./support/hindi";
import { bookByApi, decidePaymentByApi, postSessionByApi } from "./support/marketplace";
import { type OwnServer, testWithOwnServer } from "./support/own-server";
import { createUser, nonce, signedInAdmin, signInBrowser, type TestUser } from "./support/users";

/*
 * Live video sessions (docs/product.md §2.12, §2.13, §2.15, §2.18, §2.19, §4): a mentor starts the meeting
 * inside the start window, a paid student joins the video room, leaves and gives feedback, the mentor
 * reads it and ends the session.
 *
 * Sessions can only be posted for future hourly slots, so none is ever inside the start window
 * through the API. These tests therefore run their own server on a fresh PostgreSQL database, and
 * move a session's start into the window with one direct UPDATE. The video room is a stand-in for
 * Jitsi's IFrame API (support/jitsi-stand-in.js) served in place of https://meet.jit.si/external_api.js:
 * nothing leaves the machine.
 */

// This spec runs a second server beside the shared one: give pages a little longer to answer.
const expect = baseExpect.configure({ timeout: 10_000 });

const JITSI_SCRIPT = "https://meet.jit.si/external_api.js";
const STAND_IN = path.join(import.meta.dirname, "support/jitsi-stand-in.js");

type LiveServer = OwnServer;

const test = testWithOwnServer("e2e_live");

/**
 * Serves the Jitsi stand-in in place of the meeting script to every page of `context` (new tabs
 * too), and answers anything else asked of the meeting host with an empty page. `failFirst` makes the
 * first download fail, as a blocked or broken network would.
 */
async function serveJitsiStandIn(context: BrowserContext, { failFirst = false } = {}) {
  let failures = failFirst ? 1 : 0;
  // Routes run newest first: the script's own route below wins over this catch-all.
  await context.route("https://meet.jit.si/**", (route) => route.fulfill({ status: 200, body: "" }));
  await context.route(JITSI_SCRIPT, (route) => {
    if (failures > 0) {
      failures -= 1;
      return route.abort("connectionfailed");
    }
    return route.fulfill({ path: STAND_IN, contentType: "application/javascript" });
  });
}

/** A timer's reading (mm:ss) in seconds. */
async function seconds(timer: Locator): Promise<number> {
  const [minutes = Number.NaN, secs = Number.NaN] = ((await timer.textContent()) ?? "")
    .split(":")
    .map(Number);
  return minutes * 60 + secs;
}

/** The room the stand-in put in the page: its iframe carries what the app passed to the API. */
const roomFrame = (page: Page) => page.locator("iframe[data-room-name]");

interface People {
  mentor: TestUser;
  student: TestUser;
}

/**
 * A session of a new mentor with a student whose payment is approved, starting two minutes from now
 * (inside the start window). Optionally already live.
 */
async function liveReadySession(
  server: LiveServer,
  { title, studentName, start }: { title: string; studentName: string; start: boolean },
): Promise<People & { sessionId: string }> {
  const [mentor, student] = await Promise.all([
    createUser({ role: "mentor", name: `Ananya Krishnan ${nonce()}`, server }),
    createUser({ role: "student", name: studentName, server }),
  ]);
  const sessionId = await postSessionByApi(mentor, {
    title,
    subject: "Physics",
    subjects: ["Rotational Motion"],
    category: "IIT JEE",
    description:
      "Torque, angular momentum and rolling without slipping: the JEE Advanced problems that trip people up.",
    durationMinutes: 60,
    price: 299,
  });
  // The only direct write of these tests: the API posts sessions for future hourly slots only, and
  // the meeting can be started only from 5 minutes before the start.
  await server.db.query("UPDATE sessions SET starts_at = now() + interval '2 minutes' WHERE id = $1", [
    sessionId,
  ]);
  const { paymentId } = await bookByApi(student, sessionId);
  await decidePaymentByApi(await signedInAdmin(server.baseURL), paymentId, "paid");
  if (start) {
    const started = await mentor.api.post(`/api/sessions/${sessionId}/start`);
    expect(started.status(), await started.text()).toBe(200);
  }
  return { mentor, student, sessionId };
}

/** A browser context signed in as `user`, with the Jitsi stand-in in place of the real script. */
async function contextFor(
  browser: import("@playwright/test").Browser,
  baseURL: string,
  user: TestUser,
  options: Parameters<typeof serveJitsiStandIn>[1] = {},
) {
  const context = await browser.newContext({ baseURL });
  await signInBrowser(context, user);
  await serveJitsiStandIn(context, options);
  return context;
}

test.describe("live sessions", () => {
  test("a mentor starts the meeting, a paid student joins, leaves and rates it, the mentor reads it and ends it", async ({
    page,
    browser,
    ownServer,
  }) => {
    test.setTimeout(180_000);
    const tag = nonce();
    const title = `Rotational motion live ${tag}`;
    const { mentor, student, sessionId } = await liveReadySession(ownServer, {
      title,
      studentName: "Ishita Verma",
      start: false,
    });
    // A second student whose payment is not verified yet, and a third who never booked.
    const [pending, stranger] = await Promise.all([
      createUser({ role: "student", name: "Kabir Malhotra", server: ownServer }),
      createUser({ role: "student", name: "Meera Pillai", server: ownServer }),
    ]);
    await bookByApi(pending, sessionId);

    // Before the meeting starts, the paid student is told it is not live yet.
    await signInBrowser(page.context(), student);
    await serveJitsiStandIn(page.context());
    await page.goto(`/live-session/${sessionId}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Not live right now");
    await expect(page.getByText(LIVE_MESSAGES.notLive)).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to Student Dashboard" })).toHaveAttribute(
      "href",
      "/student-dashboard",
    );
    await expect(roomFrame(page)).toHaveCount(0);

    // The mentor starts the meeting from the dashboard, inside the start window.
    const mentorContext = await contextFor(browser, ownServer.baseURL, mentor);
    const mentorPage = await mentorContext.newPage();
    await mentorPage.goto("/mentor-dashboard");
    const mentorCard = mentorPage.getByRole("article", { name: title });
    await mentorCard.getByRole("button", { name: /^Start Meeting/ }).click();
    const returnLink = mentorCard.getByRole("link", { name: /^Return to Meeting/ });
    await expect(returnLink).toHaveAttribute("target", "_blank");
    await expect(returnLink).toHaveAttribute("href", `/mentor-live-session/${sessionId}`);

    // Return to Meeting: the control panel in a new tab, with the room id, the mentor, a running timer.
    const [panel] = await Promise.all([mentorContext.waitForEvent("page"), returnLink.click()]);
    await expect(panel).toHaveURL(`/mentor-live-session/${sessionId}`);
    await expect(panel.getByRole("heading", { level: 1 })).toHaveText("Live Session Control Panel");
    const mentorRoom = (await (await mentor.api.get(`/api/sessions/${sessionId}/room`)).json()) as {
      roomName: string;
      scriptUrl: string;
      displayName: string;
    };
    expect(mentorRoom.scriptUrl).toBe(JITSI_SCRIPT);
    expect(mentorRoom.displayName).toBe("Mentor");
    // The room is named from a server secret, not the bare session id.
    expect(mentorRoom.roomName).not.toContain(sessionId);
    await expect(panel.getByText(title)).toBeVisible();
    await expect(panel.getByRole("definition").filter({ hasText: mentor.name })).toBeVisible();
    await expect(panel.getByText(mentorRoom.roomName, { exact: true })).toBeVisible();
    const panelTimer = panel.getByRole("timer", { name: /^Live for/ });
    await expect(panelTimer).toHaveText(/^\d\d:\d\d$/);
    const panelStart = await panelTimer.textContent();
    await expect(panelTimer).not.toHaveText(panelStart ?? "", { timeout: 3_000 });

    // Launch Live Session: a link to the room page, in a new tab, where the mentor is 'Mentor'.
    const launch = panel.getByRole("link", { name: /^Launch Live Session/ });
    await expect(launch).toHaveAttribute("target", "_blank");
    await expect(launch).toHaveAttribute("rel", /noopener/);
    const [roomTab] = await Promise.all([mentorContext.waitForEvent("page"), launch.click()]);
    await expect(roomTab).toHaveURL(`/mentor-live-session/${sessionId}/room`);
    await expect(roomFrame(roomTab)).toHaveAttribute("data-room-name", mentorRoom.roomName);
    await expect(roomFrame(roomTab)).toHaveAttribute("data-display-name", "Mentor");
    await expect(roomFrame(roomTab)).toHaveAttribute("title", `Video room: ${title}`);
    await roomTab.close();

    // The student whose payment is pending gets a clear page, not the room; so does one who never booked.
    const othersContext = await contextFor(browser, ownServer.baseURL, pending);
    const other = await othersContext.newPage();
    await other.goto(`/live-session/${sessionId}`);
    await expect(other.getByRole("heading", { level: 1 })).toHaveText("Payment not verified yet");
    await expect(other.getByText(LIVE_MESSAGES.notPaid)).toBeVisible();
    await expect(other.getByRole("link", { name: "View Payment Status" })).toHaveAttribute(
      "href",
      `/payment/${sessionId}`,
    );
    await expect(roomFrame(other)).toHaveCount(0);
    await othersContext.clearCookies();
    await signInBrowser(othersContext, stranger);
    await other.goto(`/live-session/${sessionId}`);
    await expect(other.getByRole("heading", { level: 1 })).toHaveText("Not booked");
    await expect(other.getByText(LIVE_MESSAGES.notBooked)).toBeVisible();
    await expect(other.getByRole("link", { name: "Book This Session" })).toHaveAttribute(
      "href",
      `/payment/${sessionId}`,
    );
    await othersContext.close();

    // The paid student joins from the dashboard: the room with their name and the server's room name.
    await page.goto("/student-dashboard");
    const liveColumn = page.getByRole("region", { name: /^Live\b/ });
    const liveCard = liveColumn.getByRole("article", { name: title });
    await expect(liveCard).toContainText("Completed"); // the payment's status label
    // On a phone, a live session and its Join button come before the figures.
    const desktop = page.viewportSize();
    await page.setViewportSize({ width: 360, height: 740 });
    const join = liveCard.getByRole("link", { name: /^Join/ });
    const figures = page.getByText("Sessions Enrolled", { exact: true });
    await expect(join).toBeVisible();
    const [joinBox, figuresBox] = await Promise.all([join.boundingBox(), figures.boundingBox()]);
    expect(joinBox?.y).toBeLessThan(figuresBox?.y ?? 0);
    if (desktop) await page.setViewportSize(desktop);
    await join.click();
    await expect(page).toHaveURL(`/live-session/${sessionId}`);
    await expect(page).toHaveTitle("Live Session | Toppers Connect");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    const frame = roomFrame(page);
    await expect(frame).toHaveAttribute("data-room-name", mentorRoom.roomName);
    await expect(frame).toHaveAttribute("data-display-name", student.name);
    await expect(frame).toHaveAttribute("data-jitsi-domain", "meet.jit.si");
    expect(
      await page.evaluate(() => {
        const standIn = (window as unknown as { __jitsiStandIn: { rooms: unknown[]; calls: string[] } })
          .__jitsiStandIn;
        return { rooms: standIn.rooms.length, calls: standIn.calls };
      }),
    ).toEqual({
      rooms: 1,
      calls: ["new", "addListener:videoConferenceLeft", "addListener:readyToClose"],
    });
    // The script is loaded once, with a <script> element of the meeting host.
    await expect(page.locator(`script[src="${JITSI_SCRIPT}"]`)).toHaveCount(1);

    // The timer runs from the moment the student came in.
    const timer = page.getByRole("timer", { name: /^Time in session/ });
    const first = await seconds(timer);
    expect(first).toBeLessThan(10);
    await expect.poll(() => seconds(timer), { timeout: 6_000 }).toBeGreaterThanOrEqual(first + 2);

    // Attendance was recorded by joining.
    const dashboard = (await (await student.api.get("/api/me/dashboard")).json()) as {
      stats: { attended: number };
    };
    expect(dashboard.stats.attended).toBe(1);

    // Leave Session closes the room (dispose) and goes on to the feedback page.
    await page.getByRole("button", { name: "Leave Session" }).click();
    await expect(page).toHaveURL(`/feedback/${sessionId}`);
    await expect(frame).toHaveCount(0);

    // Feedback: 4 stars and a few words, then the thank-you.
    await expect(page.getByRole("heading", { level: 1 })).toContainText(`Feedback for: ${title}`);
    await page.getByRole("radio", { name: "4 stars" }).check({ force: true });
    const words = `The rolling-without-slipping trick finally made sense ${tag}.`;
    await page.getByLabel("Your feedback").fill(words);
    await page.getByRole("button", { name: "Submit Feedback" }).click();
    await expect(page.getByText(FEEDBACK_MESSAGES.thanks)).toBeVisible();

    // The mentor sees it on the session's details: one feedback, average 4.0.
    await mentorPage.goto(`/session-details/${sessionId}`);
    await expect(mentorPage.getByText(words)).toBeVisible();
    await expect(mentorPage.getByRole("main")).toContainText("4.0");
    const details = (await (await mentor.api.get(`/api/sessions/${sessionId}/details`)).json()) as {
      feedbackCount: number;
      averageRating: number;
      attended: number;
    };
    expect(details).toMatchObject({ feedbackCount: 1, averageRating: 4, attended: 1 });

    // End Session (confirmed) completes the session and goes back to the dashboard.
    await panel.bringToFront();
    await panel.getByRole("button", { name: "End Session" }).click();
    const confirm = panel.getByRole("dialog", { name: "End this session?" });
    await confirm.getByRole("button", { name: "End Session" }).click();
    await expect(panel).toHaveURL("/mentor-dashboard");
    const card = (await (await page.request.get(`/api/sessions/${sessionId}`)).json()) as { status: string };
    expect(card.status).toBe("completed");

    // The student's dashboard lists it among the past sessions, attended and rated, with a way back
    // to the feedback in a new tab.
    await page.goto("/student-dashboard");
    const pastCard = page.getByRole("region", { name: /^Past\b/ }).getByRole("article", { name: title });
    await expect(pastCard).toContainText("You attended this session");
    await expect(pastCard).toContainText("You rated it 4/5");
    const editFeedback = pastCard.getByRole("link", { name: /Edit Feedback/ });
    await expect(editFeedback).toHaveAttribute("href", `/feedback/${sessionId}`);
    await expect(editFeedback).toHaveAttribute("target", "_blank");

    // The student's live page now says so, with the way to the feedback.
    await page.goto(`/live-session/${sessionId}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This session has ended");
    await expect(page.getByRole("link", { name: "Give Feedback" })).toHaveAttribute(
      "href",
      `/feedback/${sessionId}`,
    );
    await expect(roomFrame(page)).toHaveCount(0);

    // And the control panel: not live any more, with the way back.
    await panel.goto(`/mentor-live-session/${sessionId}`);
    await expect(panel.getByRole("heading", { level: 1 })).toHaveText("This session has ended");
    await expect(panel.getByRole("link", { name: "Go to Mentor Dashboard" })).toHaveAttribute(
      "href",
      "/mentor-dashboard",
    );
    await expect(panel.getByRole("link", { name: "View Details" })).toHaveAttribute(
      "href",
      `/session-details/${sessionId}`,
    );
    await mentorContext.close();
  });

  test("the live pages at 360 px: layout, axe, the meeting script failing once, the room closing", {
    tag: "@narrow",
  }, async ({ page, ownServer }) => {
    test.setTimeout(180_000);
    const title = `Electrostatics doubts ${nonce()}`;
    const { mentor, student, sessionId } = await liveReadySession(ownServer, {
      title,
      studentName: "Aditya Rao",
      start: true,
    });

    // The student's room, after the meeting script failed once: the alert with Retry, then the room.
    await signInBrowser(page.context(), student);
    await serveJitsiStandIn(page.context(), { failFirst: true });
    await page.goto(`/live-session/${sessionId}`);
    const notLoaded = page.getByRole("alert").filter({ hasText: LIVE_MESSAGES.scriptNotLoaded });
    await expect(notLoaded).toBeVisible();
    await notLoaded.getByRole("button", { name: "Retry" }).click();
    await expect(roomFrame(page)).toHaveAttribute("data-display-name", student.name);
    await expect(notLoaded).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Leave Session" })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);

    // The room closing (the student hung up inside it) is leaving too.
    await page.evaluate(() =>
      (window as unknown as { __jitsiStandIn: { emit(event: string): void } }).__jitsiStandIn.emit(
        "readyToClose",
      ),
    );
    await expect(page).toHaveURL(`/feedback/${sessionId}`);
    await expect(roomFrame(page)).toHaveCount(0);

    // The mentor's control panel and room page, in the same (360 px) browser.
    await page.context().clearCookies();
    await signInBrowser(page.context(), mentor);
    const panel = page;
    await panel.goto(`/mentor-live-session/${sessionId}`);
    await expect(panel.getByRole("link", { name: /^Launch Live Session/ })).toBeVisible();
    await expectNoHorizontalScroll(panel);
    await expectNoAxeViolations(panel);
    await panel.getByRole("button", { name: "End Session" }).click();
    await expect(panel.getByRole("dialog", { name: "End this session?" })).toBeVisible();
    await panel.getByRole("button", { name: "Keep It Live" }).click();

    await panel.goto(`/mentor-live-session/${sessionId}/room`);
    await expect(roomFrame(panel)).toHaveAttribute("data-display-name", "Mentor");
    await expectNoHorizontalScroll(panel);
    await expectNoAxeViolations(panel);
    // Leaving the room keeps the tab, with Rejoin.
    await panel.getByRole("button", { name: "Leave Room" }).click();
    await expect(roomFrame(panel)).toHaveCount(0);
    await expect(panel.getByText("You left the video room.")).toBeVisible();
    await panel.getByRole("button", { name: "Rejoin the Room" }).click();
    await expect(roomFrame(panel)).toHaveCount(1);
  });

  test("the live pages in Hindi at their /hi addresses @narrow: the room, the timer, the control panel, the end", async ({
    page,
    ownServer,
  }) => {
    test.setTimeout(180_000);
    const title = `Kinematics doubts ${nonce()}`;
    const { mentor, student, sessionId } = await liveReadySession(ownServer, {
      title,
      studentName: "Riya Sharma",
      start: true,
    });
    const hi = (key: string, values: Record<string, string | number> = {}) =>
      hindiKey("live-sessions", key, values);

    // The student's room in Hindi: the badge, the mentor, the timer's name, Leave, the iframe's name,
    // and Jitsi's own interface asked for in Hindi.
    await signInBrowser(page.context(), student);
    await serveJitsiStandIn(page.context());
    await page.goto(`/hi/live-session/${sessionId}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(`${hi("student.title")} | Toppers Connect`);
    await expect(page.getByText(hi("badge.live"), { exact: true })).toBeVisible();
    await expect(page.getByText(hi("student.with", { mentor: mentor.name }))).toBeVisible();
    await expect(
      page.getByRole("timer", { name: new RegExp(`^${hi("student.timeInSession")}: `) }),
    ).toHaveText(/^\d\d:\d\d$/);
    await expect(roomFrame(page)).toHaveAttribute("title", hi("frame.iframeTitle", { title }));
    expect(
      await page.evaluate(
        () =>
          (
            window as unknown as { __jitsiStandIn: { rooms: Array<{ options: { lang?: string } }> } }
          ).__jitsiStandIn.rooms.at(-1)?.options.lang,
      ),
    ).toBe("hi");
    const leave = page.getByRole("button", { name: hi("student.leave") });
    await expect(leave).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
    // Leaving goes on to the feedback page, still at its /hi address.
    await leave.click();
    await expect(page).toHaveURL(`/hi/feedback/${sessionId}`);

    // The mentor's control panel in Hindi; Launch keeps the /hi prefix for the room's tab.
    await page.context().clearCookies();
    await signInBrowser(page.context(), mentor);
    await page.goto(`/hi/mentor-live-session/${sessionId}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(hi("panel.title"));
    await expect(page.getByRole("heading", { level: 2, name: hi("panel.inProgress") })).toBeVisible();
    await expect(page.getByRole("timer", { name: new RegExp(`^${hi("panel.liveFor")}: `) })).toBeVisible();
    await expect(page.getByRole("link", { name: new RegExp(`^${hi("panel.launch")}`) })).toHaveAttribute(
      "href",
      `/hi/mentor-live-session/${sessionId}/room`,
    );
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);

    // The room page alone: Leave Room, then what to do next.
    await page.goto(`/hi/mentor-live-session/${sessionId}/room`);
    await expect(roomFrame(page)).toHaveAttribute("data-display-name", "Mentor");
    await page.getByRole("button", { name: hi("room.leave") }).click();
    await expect(page.getByText(hi("room.left"))).toBeVisible();
    await expect(page.getByRole("button", { name: hi("room.rejoin") })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);

    // End Session, confirmed in Hindi, then the ended screen with the server's message in Hindi.
    await page.getByRole("link", { name: hi("room.controlPanel") }).click();
    await expect(page).toHaveURL(`/hi/mentor-live-session/${sessionId}`);
    await page.getByRole("button", { name: hi("panel.end") }).click();
    const confirm = page.getByRole("dialog", { name: hi("endDialog.title") });
    await expect(confirm).toContainText(hi("endDialog.description"));
    await expectNoAxeViolations(page);
    await confirm.getByRole("button", { name: hi("panel.end") }).click();
    await expect(page.locator("[data-sonner-toast]", { hasText: hi("endDialog.ended") })).toBeVisible();
    await expect(page).toHaveURL("/hi/mentor-dashboard");
    await page.goto(`/hi/mentor-live-session/${sessionId}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(hi("notice.ended"));
    await expect(page.getByText(hindiKey("messages", "live.alreadyEnded"))).toBeVisible();
    await expect(page.getByRole("link", { name: hi("mentorRefused.details") })).toHaveAttribute(
      "href",
      `/hi/session-details/${sessionId}`,
    );
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
  });
});
