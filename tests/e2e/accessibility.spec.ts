import { readFileSync } from "node:fs";
import path from "node:path";
import { FEEDBACK_MESSAGES } from "@contract/feedback";
import { APP_ROUTE_PATTERNS } from "@contract/routes";
import type { Page } from "@playwright/test";
import { ADMIN_TABS, paths } from "../../src/web/config/paths";
import { test as base, expect, expectNoAxeViolations, expectNoHorizontalScroll } from "./support/fixtures";
import { bookByApi, dayInIndia, decidePaymentByApi, postSessionByApi } from "./support/marketplace";
import { ROOT } from "./support/server";
import {
  anonymousApi,
  createUser,
  emailedToken,
  nonce,
  signedInAdmin,
  signInBrowser,
  type TestUser,
} from "./support/users";

/*
 * Accessibility (docs/decisions/008): every route of the router, as every kind of visitor who can reach it (and
 * as those who cannot: what the guard shows them), passes axe and never scrolls sideways. The mobile
 * project runs it at 360 px, the desktop project at desktop width. One test per visitor walks through
 * all of that visitor's routes and reports every failing page by route and role at the end.
 *
 * The pages show real data made through the API: a mentor's sessions, a student's bookings (one
 * approved, one pending, one disapproved), and an open session the student has not booked. None has
 * started (the API posts future sessions only), so the feedback page says why it has no form yet;
 * feedback.spec.ts judges the form and mentor-dashboard.spec.ts the details with feedback.
 */

type Viewer = "visitor" | "student" | "mentor" | "admin";
const VIEWERS: readonly Viewer[] = ["visitor", "student", "mentor", "admin"];
type RouteKey = keyof typeof paths;

interface World {
  mentor: TestUser;
  student: TestUser;
  /** Booked by the student, payment approved; not started, so not rated. */
  paid: { id: string; title: string };
  /** Booked by the student, payment waiting for the admin. */
  pending: { id: string; title: string; paymentId: string };
  /** Booked by the student, payment disapproved: the student may pay again. */
  failed: { id: string; title: string };
  /** Not booked by anyone. */
  open: { id: string; title: string };
  /** A password-reset token emailed to the student. */
  resetToken: string;
}

/** One page to check: where to go, the document title it ends with and, optionally, what it shows. */
interface Cell {
  url: string;
  title: string;
  /** The guard refuses this viewer: the address it sends them on to instead. */
  refused?: RegExp;
  /** Text <main> shows once the page's data is in. */
  shows?: string | RegExp;
  /** The spec that already runs axe on this page at desktop width (so the desktop pass leaves it out). */
  desktopBy?: string;
}

const APP = "Toppers Connect";
const HOME_TITLE = `${APP} — Mentorship from NEET and JEE toppers`;
const HERO = "India's largest community of mentors and toppers";
const LOGIN_FIRST = "Please log in to continue.";
const titled = (title: string) => `${title} | ${APP}`;
const cell = (url: string, title: string, shows?: Cell["shows"], desktopBy?: string): Cell => ({
  url,
  title: title === "" ? HOME_TITLE : titled(title),
  shows,
  desktopBy,
});

type Row = ((viewer: Viewer, world: World) => Cell[]) & {
  /** The page is the same for every viewer but for the header (a public page without data). */
  sameForEveryone?: boolean;
};

/** A page every visitor may open, showing the same thing to each. */
const sameForEveryone = (cells: (viewer: Viewer, world: World) => Cell[]): Row =>
  Object.assign(cells, { sameForEveryone: true });
const open = (...cells: Cell[]): Row => sameForEveryone(() => cells);

/**
 * A guarded page (docs/product.md §2.1): the roles in `allowed` see `cells`; anyone else is sent on, a visitor
 * to the login page (which will bring them back) and a signed-in user of another role home.
 */
const guarded =
  (allowed: readonly Viewer[], cells: (viewer: Viewer, world: World) => Cell[]): Row =>
  (viewer, world) => {
    if (allowed.includes(viewer)) return cells(viewer, world);
    return cells(allowed[0] ?? "admin", world).map(({ url }) =>
      viewer === "visitor"
        ? { url, title: titled("Login"), refused: /\/login\?next=/, shows: LOGIN_FIRST }
        : { url, title: HOME_TITLE, refused: /^[^?#]*:\d+\/$/, shows: HERO },
    );
  };

const ADMIN_TAB_TITLES: Record<(typeof ADMIN_TABS)[number], string> = {
  mentors: "Mentor Details",
  students: "Student Details",
  sessions: "Session Details",
  payments: "Payment Details",
  refunds: "Refunds",
  payouts: "Payouts",
  statements: "Bank statement",
  content: "Content Management",
  social: "Social Media",
  applications: "Applications",
};

/** Every route of the router (the keys of `paths`), as each viewer. */
const ROUTES: Record<RouteKey, Row> = {
  home: open(cell("/", "", HERO)),
  login: open(cell("/login", "Login", "Remember me")),
  signup: open(cell("/signup", "Sign Up", "Confirm password")),
  forgotPassword: open(cell("/forgot-password", "Forgot Password", "Send Reset Link")),
  resetPassword: sameForEveryone((viewer, world) => [
    cell(`/reset-password?mode=resetPassword&oobCode=${world.resetToken}`, "Reset Password", "New password"),
    ...(viewer === "visitor" ? [cell("/reset-password", "Reset Password", "Invalid reset link.")] : []),
  ]),
  // The emailed link's page: its success is judged by accounts.spec.ts; here, a bad link.
  verifyEmail: sameForEveryone((viewer) => [
    cell("/verify-email", "Verify your email", "This verification link is incomplete."),
    ...(viewer === "visitor"
      ? [cell("/verify-email?token=made-up", "Verify your email", "Log in to get a new link")]
      : []),
  ]),
  becomeMentor: open(cell("/become-mentor", "Become a Mentor", "Register as a Mentor")),
  examDetails: open(cell("/exam-details", "Exam Details", "Eligibility")),
  testPortal: open(cell("/test-portal", "Test Portal", "JEE Main")),
  blogs: open(cell("/blogs", "Articles", "Featured Articles")),
  blogArticle: open(
    cell(
      "/blogs/neet-90-day-revision-plan",
      "A 90-Day NEET Revision Plan You Can Actually Follow",
      "NEET Preparation",
    ),
  ),
  about: open(cell("/about", "About Us")),
  faq: open(cell("/faq", "Frequently Asked Questions")),
  // The footer's /Terms is this route too (matching ignores case); static-pages.spec.ts opens it.
  terms: open(cell("/terms", "Terms and Conditions")),
  privacy: open(cell("/privacy", "Privacy Policy")),
  bookingSessions: (_viewer, world) => [
    cell(
      `/booking-sessions?category=${world.open.title.split(" ").at(-1)}`,
      "Book Your Sessions",
      world.open.title,
    ),
  ],
  // A session's public page (docs/decisions/018): the same facts for everyone, the action the viewer's own.
  sessionPage: (_viewer, world) => [
    cell(`/sessions/${world.open.id}`, world.open.title, /What students say about/, "session-page.spec.ts"),
  ],
  payment: guarded(["student"], (_viewer, world) => [
    cell(`/payment/${world.open.id}`, "Complete Your Booking", world.open.title, "payment.spec.ts"),
    cell(
      `/payment/${world.failed.id}`,
      "Complete Your Booking",
      "Your earlier payment for this session was not verified.",
    ),
    cell(
      `/payment/${world.pending.id}`,
      "Payment Verification Pending",
      world.pending.title,
      "payment.spec.ts",
    ),
    cell(`/payment/${world.paid.id}`, "Payment verified — you're booked", world.paid.title),
  ]),
  studentDashboard: guarded(["student"], (_viewer, world) => [
    cell("/student-dashboard", "Student Dashboard", world.pending.title, "student-dashboard.spec.ts"),
  ]),
  mentorDashboard: guarded(["mentor"], (_viewer, world) => [
    cell("/mentor-dashboard", "Mentor Dashboard", world.paid.title, "mentor-dashboard.spec.ts"),
  ]),
  adminDashboard: guarded(["admin"], () => [
    cell("/admin-dashboard", "Admin Dashboard", undefined, "admin-people.spec.ts"),
    ...ADMIN_TABS.map((tab) =>
      cell(
        `/admin-dashboard?tab=${tab}`,
        `${ADMIN_TAB_TITLES[tab]} · Admin Dashboard`,
        undefined,
        "admin-people.spec.ts, admin-content.spec.ts",
      ),
    ),
  ]),
  adminPayment: guarded(["admin"], (_viewer, world) => [
    cell(
      `/admin/payments/${world.pending.paymentId}`,
      "Payment Verification",
      world.student.email,
      "payment.spec.ts",
    ),
  ]),
  sessionDetails: guarded(["mentor", "admin"], (_viewer, world) => [
    cell(
      `/session-details/${world.paid.id}`,
      "Session Details",
      world.paid.title,
      "mentor-dashboard.spec.ts",
    ),
  ]),
  postSession: guarded(["mentor", "admin"], () => [cell("/post-session", "Post a Session")]),
  liveSession: guarded(["student"], (_viewer, world) => [
    cell(`/live-session/${world.paid.id}`, "Not live right now", world.paid.title),
  ]),
  mentorLiveSession: guarded(["mentor", "admin"], (_viewer, world) => [
    cell(`/mentor-live-session/${world.paid.id}`, "Not live right now", "Start the meeting"),
  ]),
  mentorLiveRoom: guarded(["mentor", "admin"], (_viewer, world) => [
    cell(`/mentor-live-session/${world.paid.id}/room`, "Not live right now", "Start the meeting"),
  ]),
  viewMentor: guarded(["admin"], (_viewer, world) => [
    cell(
      `/view-mentor/${encodeURIComponent(world.mentor.email)}`,
      world.mentor.name,
      world.paid.title,
      "admin-content.spec.ts",
    ),
  ]),
  viewStudent: guarded(["admin"], (_viewer, world) => [
    cell(
      `/view-student/${encodeURIComponent(world.student.email)}`,
      world.student.name,
      world.pending.title,
      "admin-content.spec.ts",
    ),
  ]),
  feedback: guarded(["student"], (_viewer, world) => [
    cell(
      `/feedback/${world.paid.id}`,
      `Feedback for: ${world.paid.title}`,
      FEEDBACK_MESSAGES.notStarted,
      "feedback.spec.ts",
    ),
  ]),
  // The mentor directory and a mentor's public page (docs/decisions/017); the slug is the name's, as the database makes it.
  mentors: open(cell("/mentors", "Find your mentor", /\d+ mentors?/)),
  mentorPage: sameForEveryone((_viewer, world) => [
    cell(
      `/mentors/${world.mentor.name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/^-|-$/g, "")}`,
      world.mentor.name,
      world.open.title,
      "mentor-pages.spec.ts",
    ),
  ]),
  notFound: open(cell("/no-such-page/anywhere", "Page not found", "Oops! Page not found")),
};

/** A mentor, a student and the sessions, bookings and payments the pages show; one per worker. */
const test = base.extend<object, { world: World }>({
  world: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern.
    async ({}, use) => {
      const tag = nonce();
      const [mentor, student] = await Promise.all([
        createUser({ role: "mentor", name: `Devika Ramaswamy Subramanian ${tag}` }),
        createUser({ role: "student", name: "Ananya Krishnamurthy" }),
      ]);
      const post = async (title: string, days: number) => ({
        id: await postSessionByApi(mentor, {
          title,
          subjects: ["Genetics", tag],
          date: dayInIndia(days),
        }),
        title,
      });
      const [paid, pending, failed, openSession] = await Promise.all([
        post(`Human genetics and evolution: every NEET question since 2015 ${tag}`, 2),
        post(`Plant physiology revision marathon ${tag}`, 3),
        post(`Ecology and environment doubt clinic ${tag}`, 4),
        post(`Cell biology from first principles ${tag}`, 5),
      ]);
      const [paidBooking, pendingBooking, failedBooking] = await Promise.all([
        bookByApi(student, paid.id, { utr: `${Date.now()}`.slice(-12) }),
        bookByApi(student, pending.id),
        bookByApi(student, failed.id),
      ]);
      const admin = await signedInAdmin();
      await decidePaymentByApi(admin, paidBooking.paymentId, "paid");
      await decidePaymentByApi(admin, failedBooking.paymentId, "failed");
      const anon = await anonymousApi();
      const asked = await anon.post("/api/auth/forgot-password", { data: { email: student.email } });
      expect(asked.status(), await asked.text()).toBeLessThan(300);
      await anon.dispose();
      const resetToken = await emailedToken(student.email);
      await use({
        mentor,
        student,
        paid,
        pending: { ...pending, paymentId: pendingBooking.paymentId },
        failed,
        open: openSession,
        resetToken,
      });
    },
    { scope: "worker", timeout: 60_000 },
  ],
});

/**
 * Opens one cell and checks it: where it lands, its title and content, axe, no sideways scroll.
 * `judged` holds the pages axe has already judged in this test (path and content): a guard's
 * refusal lands on the same login or home page every time, which axe then judges once.
 */
async function checkCell(page: Page, target: Cell, judged: Set<string>) {
  await page.goto(target.url);
  if (target.refused) await expect(page).toHaveURL(target.refused);
  await expect(page).toHaveTitle(target.title);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // Data still loading shows a spinner; axe judges the page once it is in.
  await expect(page.locator("main .animate-spin").filter({ visible: true })).toHaveCount(0, {
    timeout: 15_000,
  });
  if (target.shows) await expect(page.locator("main")).toContainText(target.shows);
  const seen = `${new URL(page.url()).pathname} ${String(target.shows)}`;
  if (!(target.refused && judged.has(seen))) await expectNoAxeViolations(page);
  judged.add(seen);
  await expectNoHorizontalScroll(page);
}

test.describe("accessibility of every route", () => {
  test("every route of the router has a row in this table", () => {
    // The router registers `path: paths.<key>.path` for each page, and the home page as the index route.
    const router = readFileSync(path.join(ROOT, "src/web/app/router.tsx"), "utf8");
    const registered = [...router.matchAll(/\bpath:\s*([^,\n]+)/g)].map(([, value]) => {
      const key = value?.trim().match(/^paths\.(\w+)\.path$/)?.[1];
      if (!key) throw new Error(`router.tsx registers a path not taken from paths: ${value}`);
      return key;
    });
    if (/\bindex:\s*true/.test(router)) registered.push("home");
    expect(registered.sort(), "routes of router.tsx").toEqual(Object.keys(ROUTES).sort());
    expect(Object.keys(paths).sort(), "keys of paths").toEqual(Object.keys(ROUTES).sort());
    // The server's list of app routes (deep links answered with the app) names the same patterns.
    const patterns = Object.values(paths)
      .map((route) => route.path)
      .filter((pattern) => pattern !== "*");
    expect([...patterns].sort()).toEqual([...APP_ROUTE_PATTERNS].sort());
  });

  for (const viewer of VIEWERS) {
    const who = {
      visitor: "a signed-out visitor",
      student: "a student",
      mentor: "a mentor",
      admin: "an admin",
    }[viewer];
    test(`every route as ${who}: axe finds nothing and nothing scrolls sideways`, {
      tag: "@mobile",
    }, async ({ page, world, isMobile }) => {
      // About forty pages in turn, each with axe: alone ≈ 70 s at 360 px, two to three times that
      // while the rest of the suite runs beside it on two cores.
      test.setTimeout(300_000);
      if (viewer !== "visitor") {
        const user = viewer === "admin" ? { api: await signedInAdmin() } : world[viewer];
        await signInBrowser(page.context(), user);
      }
      const judged = new Set<string>();
      const failures: string[] = [];
      for (const [route, row] of Object.entries(ROUTES) as [RouteKey, Row][]) {
        // At 360 px every cell. At desktop width, the cheaper pass, only what no other spec judges at
        // that width: the public pages without data and most role pages have axe at both widths in
        // their own specs (`desktopBy`), and refusals land on pages judged here at 360 px.
        if (!isMobile && row.sameForEveryone) continue;
        for (const target of row(viewer, world)) {
          if (!isMobile && (target.refused || target.desktopBy)) continue;
          try {
            await test.step(`${target.url} (${route})`, () => checkCell(page, target, judged));
          } catch (error) {
            failures.push(`${target.url} (${route}) as ${viewer}: ${(error as Error).message}`);
          }
        }
      }
      // The side menu of a signed-in user (name, role, Dashboard, Logout); chrome.spec.ts judges the visitor's.
      if (viewer !== "visitor") {
        try {
          await test.step("the side menu", async () => {
            await page.getByRole("button", { name: "Open menu" }).click();
            const menu = page.getByRole("dialog", { name: "Menu" });
            await expect(menu.getByRole("button", { name: "Logout" })).toBeVisible();
            await expect(menu.getByRole("link", { name: "Dashboard", exact: true })).toBeVisible();
            await expectNoAxeViolations(page);
            await expectNoHorizontalScroll(page);
          });
        } catch (error) {
          failures.push(`the side menu as ${viewer}: ${(error as Error).message}`);
        }
      }
      expect(failures, `pages failing as ${who}`).toEqual([]);
    });
  }
});
