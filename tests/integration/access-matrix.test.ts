import path from "node:path";
import { istDate } from "@contract/time";
import { signedIn, signUpBody } from "@test-support/accounts";
import { readOutbox } from "@test-support/email-parser";
import { deliverEmails } from "@test-support/mail";
import {
  bookWithPayment,
  form,
  newSession,
  proofImage,
  randomUtr,
  runMeeting,
  sessionBody,
  startsIn,
} from "@test-support/marketplace";
import { MINIMAL_PDF, type MultipartBody, multipart } from "@test-support/multipart";
import { createTestApp, type TestContext } from "@test-support/test-app";
import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentPages, users } from "../../src/server/db/schema";
import { createAccount } from "../../src/server/modules/auth/create-account";

/**
 * The access matrix (docs/decisions/008): every operation of the OpenAPI document × six callers, with
 * the status each must get, ownership included (B reading or changing A's things). Rows run in
 * order, so a row may rely on an earlier one (the meeting is started before its room is asked for)
 * and destructive ones (removing a mentor, signing out) come last.
 */

const CALLERS = ["signedOut", "studentA", "studentB", "mentorA", "mentorB", "admin"] as const;
type Caller = (typeof CALLERS)[number];
type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
type Body = { json: Record<string, unknown> } | { multipart: MultipartBody };

interface Row {
  method: Method;
  /** The path as the OpenAPI document spells it, with {param} placeholders. */
  path: string;
  /** The path's values; a row whose allowed callers each need their own record gets the caller. */
  params?: (caller: Caller) => Record<string, string>;
  query?: () => string;
  /** A body for this caller (valid for an allowed caller unless the row says otherwise). */
  body?: (caller: Caller) => Body | Promise<Body>;
  expected: Record<Caller, number>;
  /** Extra checks on an allowed caller's answer (what is per caller shows only the caller's data). */
  check?: (caller: Caller, res: LightMyRequestResponse) => void;
}

/** Everyone gets `status` (public endpoints). */
const everyone = (status: number): Record<Caller, number> =>
  Object.fromEntries(CALLERS.map((c) => [c, status])) as Record<Caller, number>;
/** 401 signed out, 403 to every signed-in caller not named; the named ones get their status. */
const only = (allowed: Partial<Record<Caller, number>>): Record<Caller, number> => ({
  signedOut: 401,
  studentA: 403,
  studentB: 403,
  mentorA: 403,
  mentorB: 403,
  admin: 403,
  ...allowed,
});
const students = (status: number) => only({ studentA: status, studentB: status });
const mentors = (status: number) => only({ mentorA: status, mentorB: status });
const signedInAll = (status: number) =>
  only({ studentA: status, studentB: status, mentorA: status, mentorB: status, admin: status });
const admins = (status: number) => only({ admin: status });

type Account = Awaited<ReturnType<typeof signedIn>>;
let t: TestContext;
const who = {} as Record<Exclude<Caller, "signedOut">, Account>;
let proof: Buffer;
/**
 * Mentor A's sessions: one that took place with A's paid booking (and feedback), one nobody booked
 * yet, and one to run live.
 */
let sessionA: { id: string };
let openSession: { id: string };
/** A free session (₹0): students book it with one button (docs/product.md §2.11). */
let freeSession: { id: string };
let liveSession: { id: string };
/** A one-seat session whose seat another student holds: its waitlist is open. */
let fullSession: { id: string };
/** Mentor A's sessions to edit, and one each for mentor A and the admin to cancel. */
let sessionToEdit: { id: string };
const sessionsToCancel = {} as Record<"mentorA" | "admin", { id: string }>;
let paymentA: { paymentId: string; bookingId: string };
/** Student A's approved booking of an upcoming session of mentor A, to download and then cancel. */
let bookingToCancel: { paymentId: string; bookingId: string };
let mentorToEdit: { id: string };
let mentorToRemove: { id: string };
let applicationWithResume: string;
let applicationToApprove: string;
let applicationToReject: string;
/** Unused invitation tokens: one to check, one per caller to set a password with. */
const tokens: string[] = [];
/** Unused email verification tokens of fresh sign-ups, one per caller (they are single-use). */
const verifyTokens: string[] = [];

let counter = 0;
const uniqueEmail = (local: string) => `${local}.${Date.now()}.${++counter}@example.com`;

const applicationFields = () => ({
  name: "Priya Raghavan",
  email: uniqueEmail("priya"),
  phone: "+91 91234 56789",
  dob: "2005-03-14",
  education: "B.Tech (2nd year), IIT Madras, 2024–2028. JEE Advanced 2024: AIR 842.",
  experience: "Taught Physics to Class 11 students at a Chennai coaching centre on weekends for a year.",
});

async function apply(file?: Parameters<typeof multipart>[1]): Promise<string> {
  const body = multipart(applicationFields(), file);
  const res = await t.app.inject({ method: "POST", url: "/api/mentor-applications", ...body });
  if (res.statusCode !== 201) throw new Error(`application failed: ${res.statusCode} ${res.body}`);
  return res.json().id;
}

const cookieOf = (caller: Caller) => (caller === "signedOut" ? undefined : who[caller].cookie);

function urlOf(row: Row, caller: Caller): string {
  const values = row.params?.(caller) ?? {};
  const filled = row.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${row.method} ${row.path}: no value for {${name}}`);
    return encodeURIComponent(value);
  });
  return `${filled}${row.query ? `?${row.query()}` : ""}`;
}

async function send(row: Row, caller: Caller, extraHeaders: Record<string, string> = {}) {
  const cookie = cookieOf(caller);
  const body = row.body ? await row.body(caller) : undefined;
  const headers: Record<string, string> = { ...(cookie ? { cookie } : {}), ...extraHeaders };
  if (body && "multipart" in body) {
    return t.app.inject({
      method: row.method,
      url: urlOf(row, caller),
      payload: body.multipart.payload,
      headers: { ...headers, ...body.multipart.headers },
    });
  }
  return t.app.inject({
    method: row.method,
    url: urlOf(row, caller),
    ...(body ? { payload: body.json } : {}),
    headers,
  });
}

const json = (value: Record<string, unknown>): Body => ({ json: value });

const rows: Row[] = [
  // Public reads -------------------------------------------------------------------------------------
  { method: "GET", path: "/api/health", expected: everyone(200) },
  { method: "GET", path: "/api/sessions", query: () => "type=group", expected: everyone(200) },
  {
    method: "GET",
    path: "/api/sessions/{id}",
    params: () => ({ id: sessionA.id }),
    expected: everyone(200),
  },
  // A session's public page (docs/decisions/018): everyone, signed out too.
  {
    method: "GET",
    path: "/api/sessions/{id}/page",
    params: () => ({ id: sessionA.id }),
    expected: everyone(200),
  },
  {
    method: "GET",
    path: "/api/content/{slug}",
    params: () => ({ slug: "about-us" }),
    expected: everyone(200),
  },
  { method: "GET", path: "/api/faqs", expected: everyone(200) },
  { method: "POST", path: "/api/language", body: () => json({ language: "hi" }), expected: everyone(204) },
  {
    method: "GET",
    path: "/api/language/{language}",
    params: () => ({ language: "en" }),
    query: () => "next=/faq",
    expected: everyone(303),
  },
  { method: "GET", path: "/api/social", expected: everyone(200) },
  { method: "GET", path: "/api/mentors", expected: everyone(200) },
  // A mentor's public page and the directory (docs/decisions/017): public.
  {
    method: "GET",
    path: "/api/mentors/by-slug/{slug}",
    params: () => ({ slug: "aditya-menon" }),
    expected: everyone(200),
  },
  { method: "GET", path: "/api/mentors/directory", query: () => "sort=sessions", expected: everyone(200) },
  // A mentor's free one-to-one times (docs/decisions/022): public.
  {
    method: "GET",
    path: "/api/mentors/by-slug/{slug}/slots",
    params: () => ({ slug: "aditya-menon" }),
    expected: everyone(200),
  },

  // Accounts ---------------------------------------------------------------------------------------
  {
    method: "GET",
    path: "/api/me",
    expected: everyone(200),
    check: (caller, res) =>
      expect(res.json().user?.id ?? null, `GET /api/me as ${caller}`).toBe(
        caller === "signedOut" ? null : who[caller].id,
      ),
  },
  {
    method: "POST",
    path: "/api/auth/sign-up",
    body: () => json(signUpBody()),
    expected: everyone(201),
    // Whoever asks, sign-up makes a student.
    check: (caller, res) => expect(res.json().user.role, `sign-up as ${caller}`).toBe("student"),
  },
  {
    method: "POST",
    path: "/api/auth/sign-in",
    // Anyone may sign in (as student A here); it says nothing of the caller's own cookie.
    body: () => json({ role: "student", email: who.studentA.email, password: who.studentA.password }),
    expected: everyone(200),
    check: (caller, res) => expect(res.json().user.id, `sign-in as ${caller}`).toBe(who.studentA.id),
  },
  {
    method: "POST",
    path: "/api/auth/forgot-password",
    body: () => json({ email: uniqueEmail("nobody") }),
    expected: everyone(200),
  },
  {
    method: "GET",
    path: "/api/auth/reset-password",
    query: () => `token=${tokens[0]}`,
    expected: everyone(200),
  },
  {
    method: "POST",
    path: "/api/auth/reset-password",
    // Each caller uses an invitation token of its own (they are single-use).
    body: (caller) =>
      json({ token: tokens[1 + CALLERS.indexOf(caller)] ?? "", newPassword: "a-new-password-1" }),
    expected: everyone(200),
  },
  {
    method: "POST",
    path: "/api/auth/verify-email",
    // A link works signed out and on any device: each caller opens a new student's link.
    body: (caller) => json({ token: verifyTokens[CALLERS.indexOf(caller)] ?? "" }),
    expected: everyone(200),
  },
  {
    method: "POST",
    path: "/api/auth/verification-email",
    // Every caller here has a verified email: a new link is refused as pointless.
    body: () => json({ next: "/booking-sessions" }),
    expected: signedInAll(409),
  },
  {
    method: "POST",
    path: "/api/mentor-applications",
    body: () => ({ multipart: multipart(applicationFields()) }),
    expected: everyone(201),
  },

  // Pictures -----------------------------------------------------------------------------------------
  {
    method: "POST",
    path: "/api/me/avatar",
    body: () => ({ multipart: form({}, proof, "me.png") }),
    expected: signedInAll(200),
  },
  {
    method: "GET",
    path: "/api/users/{id}/avatar",
    params: () => ({ id: who.studentA.id }),
    expected: everyone(200),
  },

  // Sessions and bookings ---------------------------------------------------------------------------
  {
    method: "POST",
    path: "/api/sessions",
    // Everyone names mentor A; only an admin may post for someone else.
    body: () => json(sessionBody({ time: "12:00", mentorId: who.mentorA.id })),
    expected: only({ mentorA: 201, mentorB: 201, admin: 201 }),
    check: (caller, res) =>
      expect(res.json().mentor.id, `POST /api/sessions as ${caller} is posted for`).toBe(
        caller === "mentorB" ? who.mentorB.id : who.mentorA.id,
      ),
  },
  {
    method: "GET",
    path: "/api/sessions/{id}/payment-request",
    params: () => ({ id: openSession.id }),
    expected: students(200),
  },
  {
    method: "GET",
    path: "/api/sessions/{id}/payment-qr.svg",
    params: () => ({ id: openSession.id }),
    expected: students(200),
  },
  // A student's seat hold: taken, read, and let go again before they book.
  {
    method: "POST",
    path: "/api/sessions/{id}/hold",
    params: () => ({ id: openSession.id }),
    expected: students(201),
  },
  {
    method: "GET",
    path: "/api/sessions/{id}/hold",
    params: () => ({ id: openSession.id }),
    expected: students(200),
  },
  {
    method: "DELETE",
    path: "/api/sessions/{id}/hold",
    params: () => ({ id: openSession.id }),
    expected: students(204),
  },
  // The waitlist of a full session: joined, read, listed, left; students only, each their own place.
  {
    method: "POST",
    path: "/api/sessions/{id}/waitlist",
    params: () => ({ id: fullSession.id }),
    expected: students(201),
  },
  {
    method: "GET",
    path: "/api/sessions/{id}/waitlist",
    params: () => ({ id: fullSession.id }),
    expected: students(200),
    check: (caller, res) =>
      expect(res.json(), `GET waitlist as ${caller}`).toEqual({
        place: caller === "studentA" ? 1 : 2,
        waiting: 2,
      }),
  },
  {
    method: "GET",
    path: "/api/waitlist",
    expected: students(200),
    check: (caller, res) =>
      expect(
        res.json().map((e: { session: { id: string } }) => e.session.id),
        `GET /api/waitlist as ${caller}`,
      ).toEqual([fullSession.id]),
  },
  {
    method: "DELETE",
    path: "/api/sessions/{id}/waitlist",
    params: () => ({ id: fullSession.id }),
    expected: students(204),
  },
  {
    method: "POST",
    path: "/api/sessions/{id}/bookings",
    params: () => ({ id: openSession.id }),
    // The UTR is the proof (docs/decisions/025): a fresh one for each student.
    body: () => ({ multipart: form({ utr: randomUtr() }, proof) }),
    expected: students(201),
  },
  {
    method: "POST",
    path: "/api/sessions/{id}/free-booking",
    params: () => ({ id: freeSession.id }),
    expected: students(201),
  },
  {
    method: "GET",
    path: "/api/me/bookings",
    expected: signedInAll(200),
    check: (caller, res) =>
      expect(res.body.includes(sessionA.id), `GET /api/me/bookings as ${caller} lists A's booking`).toBe(
        caller === "studentA",
      ),
  },

  // A student's own booking: Add to calendar, the cancellation's outcome, then the cancellation.
  {
    method: "GET",
    path: "/api/bookings/{bookingId}/calendar.ics",
    params: () => ({ bookingId: bookingToCancel.bookingId }),
    // Another student learns nothing, not even that the booking exists.
    expected: { ...students(200), studentB: 404 },
  },
  {
    method: "GET",
    path: "/api/bookings/{bookingId}/cancellation",
    params: () => ({ bookingId: bookingToCancel.bookingId }),
    expected: { ...students(200), studentB: 404 },
  },
  {
    method: "POST",
    path: "/api/bookings/{bookingId}/cancel",
    params: () => ({ bookingId: bookingToCancel.bookingId }),
    body: () => json({}),
    expected: { ...students(200), studentB: 404 },
  },

  // Payments -----------------------------------------------------------------------------------------
  {
    method: "GET",
    path: "/api/payments/{id}",
    params: () => ({ id: paymentA.paymentId }),
    // Anyone but its student and admins learns nothing, not even that it exists.
    expected: { signedOut: 401, studentA: 200, studentB: 404, mentorA: 404, mentorB: 404, admin: 200 },
  },
  {
    method: "GET",
    path: "/api/payments/{id}/proof",
    params: () => ({ id: paymentA.paymentId }),
    expected: { signedOut: 401, studentA: 200, studentB: 404, mentorA: 404, mentorB: 404, admin: 200 },
  },
  {
    method: "POST",
    path: "/api/payments/{id}/decision",
    params: () => ({ id: paymentA.paymentId }),
    body: () => json({ status: "paid" }),
    expected: admins(200),
  },
  // Receipts (docs/decisions/027): A's approved payment has a receipt and no credit note.
  {
    method: "GET",
    path: "/api/payments/{id}/receipt.pdf",
    params: () => ({ id: paymentA.paymentId }),
    expected: { signedOut: 401, studentA: 200, studentB: 404, mentorA: 404, mentorB: 404, admin: 200 },
  },
  {
    method: "GET",
    path: "/api/payments/{id}/credit-note.pdf",
    params: () => ({ id: paymentA.paymentId }),
    expected: { ...signedInAll(404), signedOut: 401 },
  },
  {
    method: "GET",
    path: "/api/admin/receipts/register.csv",
    query: () => "month=2026-11",
    expected: admins(200),
  },
  { method: "GET", path: "/api/student/state", expected: students(200) },
  { method: "PUT", path: "/api/student/state", body: () => json({ state: "29" }), expected: students(200) },

  // Feedback -----------------------------------------------------------------------------------------
  {
    method: "PUT",
    path: "/api/sessions/{id}/feedback/mine",
    params: () => ({ id: sessionA.id }),
    body: () => json({ rating: 5, feedback: "Clear and patient." }),
    // Only a student who booked it (A) may rate A's session.
    expected: only({ studentA: 200 }),
  },
  {
    method: "GET",
    path: "/api/sessions/{id}/feedback/mine",
    params: () => ({ id: sessionA.id }),
    expected: students(200),
    check: (caller, res) =>
      expect(res.json()?.rating ?? null, `GET feedback/mine as ${caller}`).toBe(
        caller === "studentA" ? 5 : null,
      ),
  },
  {
    method: "GET",
    path: "/api/sessions/{id}/feedback/eligibility",
    params: () => ({ id: sessionA.id }),
    expected: students(200),
    check: (caller, res) =>
      expect(res.json()?.allowed, `GET feedback/eligibility as ${caller}`).toBe(caller === "studentA"),
  },
  {
    method: "GET",
    path: "/api/sessions/{id}/details",
    params: () => ({ id: sessionA.id }),
    expected: only({ mentorA: 200, admin: 200 }),
  },
  {
    method: "PATCH",
    path: "/api/sessions/{id}",
    params: () => ({ id: sessionToEdit.id }),
    body: (caller) => json({ title: `Edited by ${caller}` }),
    expected: only({ mentorA: 200, admin: 200 }),
    check: (caller, res) => expect(res.json().title, `PATCH as ${caller}`).toBe(`Edited by ${caller}`),
  },
  {
    method: "POST",
    path: "/api/sessions/{id}/cancel",
    // Mentor B and the students are refused mentor A's session; A and the admin each cancel one.
    params: (caller) => ({ id: sessionsToCancel[caller === "admin" ? "admin" : "mentorA"].id }),
    body: () => json({ reason: "The mentor's exam moved to this evening." }),
    expected: only({ mentorA: 200, admin: 200 }),
  },

  // The live meeting (in this order: start, room, join, end) -------------------------------------------
  {
    method: "POST",
    path: "/api/sessions/{id}/start",
    params: () => ({ id: liveSession.id }),
    expected: only({ mentorA: 200, admin: 200 }),
  },
  {
    method: "GET",
    path: "/api/sessions/{id}/room",
    params: () => ({ id: liveSession.id }),
    expected: only({ mentorA: 200, admin: 200 }),
  },
  {
    method: "POST",
    path: "/api/sessions/{id}/join",
    params: () => ({ id: liveSession.id }),
    // Student B has no booking for it.
    expected: only({ studentA: 200 }),
  },
  {
    method: "POST",
    path: "/api/sessions/{id}/end",
    params: () => ({ id: liveSession.id }),
    expected: only({ mentorA: 200, admin: 200 }),
  },

  // Dashboards and profiles (each answers the caller's own) ----------------------------------------------
  {
    method: "GET",
    path: "/api/me/dashboard",
    expected: students(200),
    check: (caller, res) =>
      expect(res.body.includes(sessionA.id), `GET /api/me/dashboard as ${caller} shows A's booking`).toBe(
        caller === "studentA",
      ),
  },
  {
    method: "GET",
    path: "/api/me/student-profile",
    expected: students(200),
    check: (caller, res) =>
      expect(res.json().email, `GET /api/me/student-profile as ${caller}`).toBe(
        who[caller as "studentA"].email,
      ),
  },
  {
    method: "PUT",
    path: "/api/me/student-profile",
    body: () =>
      json({ interests: ["Physics"], educationLevel: "Class 12", goal: "AIIMS", domain: "NEET", phone: "" }),
    expected: students(200),
    check: (caller, res) =>
      expect(res.json().email, `PUT /api/me/student-profile as ${caller}`).toBe(
        who[caller as "studentA"].email,
      ),
  },
  {
    method: "GET",
    path: "/api/me/mentor-dashboard",
    expected: mentors(200),
    check: (caller, res) =>
      expect(
        res.body.includes(sessionA.id),
        `GET /api/me/mentor-dashboard as ${caller} shows A's session`,
      ).toBe(caller === "mentorA"),
  },
  {
    method: "PUT",
    path: "/api/me/mentor-profile",
    body: () => json({ bio: "AIR 120, JEE Advanced.", subjects: ["Physics"], education: "IIT Delhi" }),
    expected: mentors(200),
    check: (caller, res) =>
      expect(res.json().email, `PUT /api/me/mentor-profile as ${caller}`).toBe(
        who[caller as "mentorA"].email,
      ),
  },

  // Verified toppers: each mentor claims their own rank and uploads and reads their own proof.
  {
    method: "PUT",
    path: "/api/mentor/rank",
    body: () => json({ exam: "JEE Advanced", air: 214, year: 2024, college: "IIT Bombay" }),
    expected: mentors(200),
  },
  {
    method: "POST",
    path: "/api/mentor/rank/proof",
    body: () => ({
      multipart: multipart({}, { field: "proof", name: "rank-card.png", type: "image/png", bytes: proof }),
    }),
    expected: mentors(200),
  },
  { method: "GET", path: "/api/mentor/rank", expected: mentors(200) },
  { method: "GET", path: "/api/mentor/rank/proof", expected: mentors(200) },
  // Earnings and payouts (docs/decisions/021): each mentor their own; the admins' list and payouts.
  { method: "GET", path: "/api/mentor/earnings", expected: mentors(200) },
  { method: "GET", path: "/api/mentor/earnings.csv", expected: mentors(200) },
  {
    method: "PUT",
    path: "/api/mentor/payout-upi",
    body: () => json({ upiId: "mentor.payouts@okaxis" }),
    expected: mentors(200),
  },
  // One-to-one availability (docs/decisions/022): each mentor their own; students book its times.
  { method: "GET", path: "/api/mentor/availability", expected: mentors(200) },
  {
    method: "PUT",
    path: "/api/mentor/availability",
    body: () =>
      json({
        windows: [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, from: "09:00", to: "13:00" })),
        durations: [60],
        price: 699,
        minNoticeHours: 12,
        bufferMinutes: 15,
        awayDates: [],
      }),
    expected: mentors(200),
  },
  {
    method: "POST",
    path: "/api/mentors/by-slug/{slug}/slots",
    params: () => ({ slug: "aditya-menon" }),
    // Three days ahead (IST), a time of each student's own.
    body: (caller) =>
      json({
        date: new Date(Date.now() + 3 * 86_400_000 + 5.5 * 3_600_000).toISOString().slice(0, 10),
        time: caller === "studentB" ? "11:30" : "09:00",
        durationMinutes: 60,
      }),
    expected: students(201),
  },

  // Admin --------------------------------------------------------------------------------------------
  { method: "GET", path: "/api/admin/overview", expected: admins(200) },
  { method: "GET", path: "/api/admin/mentors", expected: admins(200) },
  {
    method: "POST",
    path: "/api/admin/mentors",
    body: () => json({ name: "Ishaan Kapoor", email: uniqueEmail("ishaan"), domain: "JEE" }),
    expected: admins(201),
  },
  {
    method: "PUT",
    path: "/api/admin/mentors/{id}",
    params: () => ({ id: mentorToEdit.id }),
    body: () => json({ name: "Kabir Sethi", domain: "GATE" }),
    expected: admins(200),
  },
  {
    method: "GET",
    path: "/api/admin/mentors/by-email/{email}",
    params: () => ({ email: who.mentorA.email }),
    expected: admins(200),
  },
  { method: "GET", path: "/api/admin/students", expected: admins(200) },
  {
    method: "GET",
    path: "/api/admin/students/by-email/{email}",
    params: () => ({ email: who.studentA.email }),
    expected: admins(200),
  },
  { method: "GET", path: "/api/admin/sessions", expected: admins(200) },
  {
    method: "GET",
    path: "/api/admin/sessions/{id}/students",
    params: () => ({ id: sessionA.id }),
    expected: admins(200),
  },
  { method: "GET", path: "/api/admin/payments", expected: admins(200) },
  { method: "GET", path: "/api/admin/payments/next-pending", expected: admins(200) },
  { method: "GET", path: "/api/admin/refunds", expected: admins(200) },
  { method: "GET", path: "/api/admin/payouts", expected: admins(200) },
  {
    // A statement with one line nobody claims: read and kept, answered with the review.
    method: "POST",
    path: "/api/admin/statements",
    body: () => ({
      multipart: multipart(
        {},
        {
          field: "file",
          name: "hdfc.csv",
          type: "text/csv",
          bytes: Buffer.from(
            "Date,Narration,Value Dat,Debit Amount,Credit Amount,Chq/Ref Number,Closing Balance\n" +
              "01/04/26,NEFT CR-SBIN0001234-PRIYA NAIR,01/04/26,0.00,2500.00,SBINN52026040299999,2500.00\n",
          ),
        },
      ),
    }),
    expected: admins(200),
  },
  { method: "GET", path: "/api/admin/statements/review", expected: admins(200) },
  {
    // Nothing matched, so approving "one" is refused: the admin is let in and told (409).
    method: "POST",
    path: "/api/admin/statements/approve-matched",
    body: () => json({ count: 1, total: 499 }),
    expected: only({ admin: 409 }),
  },
  { method: "GET", path: "/api/admin/payouts.csv", expected: admins(200) },
  {
    // Mentor A earned from the session that took place today (IST): ₹1 of it is paid out.
    method: "POST",
    path: "/api/admin/mentors/{id}/payouts",
    params: () => ({ id: who.mentorA.id }),
    body: () =>
      json({
        amount: 1,
        utr: "600000000001",
        paidOn: istDate(new Date()),
      }),
    expected: only({ admin: 201 }),
  },
  {
    // Mentor A's balance (after the ₹1 above) to their payout UPI id: the bulk-payment file.
    method: "POST",
    path: "/api/admin/transfers/export",
    expected: admins(200),
  },
  { method: "GET", path: "/api/admin/transfers", expected: admins(200) },
  {
    // No such transfer: the admin is let in and told so (404); nothing changes for the rows below.
    method: "POST",
    path: "/api/admin/transfers/{id}/cancel",
    params: () => ({ id: "no-such-transfer" }),
    body: () => json({ reason: "The bank rejected it" }),
    expected: only({ admin: 404 }),
  },
  {
    // No statement shows that transfer paid: recording "one" is refused (409).
    method: "POST",
    path: "/api/admin/statements/record-debits",
    body: () => json({ count: 1, total: 1 }),
    expected: only({ admin: 409 }),
  },
  {
    // Payment A is approved, not due for a refund: the admin is let in and told so (409).
    method: "POST",
    path: "/api/admin/payments/{id}/refund",
    params: () => ({ id: paymentA.paymentId }),
    body: () => json({ utr: "123456789012" }),
    expected: only({ admin: 409 }),
  },
  {
    method: "PUT",
    path: "/api/admin/content/{slug}",
    params: () => ({ slug: "about-us" }),
    body: () => json({ content: "# About Us\n\nToppers mentoring toppers-to-be." }),
    expected: admins(200),
  },
  {
    method: "GET",
    path: "/api/admin/content/{slug}",
    params: () => ({ slug: "about-us" }),
    expected: admins(200),
  },
  { method: "GET", path: "/api/admin/faqs", expected: admins(200) },
  {
    method: "PUT",
    path: "/api/admin/faqs",
    body: () => json({ faqs: [{ question: "Is it online?", answer: "Yes, every session is live online." }] }),
    expected: admins(200),
  },
  {
    method: "PUT",
    path: "/api/admin/social",
    body: () =>
      json({
        facebook: "https://facebook.com/toppers",
        twitter: "",
        youtube: "",
        instagram: "",
        linkedin: "",
      }),
    expected: admins(200),
  },
  { method: "GET", path: "/api/admin/applications", expected: admins(200) },
  {
    method: "GET",
    path: "/api/admin/applications/{id}/resume",
    params: () => ({ id: applicationWithResume }),
    expected: admins(200),
  },
  {
    method: "POST",
    path: "/api/admin/applications/{id}/approve",
    params: () => ({ id: applicationToApprove }),
    body: () => json({ domain: "JEE" }),
    expected: admins(200),
  },
  {
    method: "POST",
    path: "/api/admin/applications/{id}/reject",
    params: () => ({ id: applicationToReject }),
    body: () => json({}),
    expected: admins(200),
  },
  {
    method: "POST",
    path: "/api/admin/users",
    body: () => json({ name: "Meera Iyer", email: uniqueEmail("meera"), role: "student" }),
    expected: admins(201),
  },
  { method: "GET", path: "/api/mentor-choices", expected: admins(200) },
  {
    method: "GET",
    path: "/api/admin/mentors/{id}/rank-proof",
    params: () => ({ id: who.mentorA.id }),
    expected: admins(200),
  },
  {
    method: "PUT",
    path: "/api/admin/mentors/{id}/rank",
    params: () => ({ id: who.mentorA.id }),
    body: () => json({ exam: "JEE Advanced", air: 214, year: 2024, college: "IIT Bombay", verified: true }),
    expected: admins(200),
  },
  {
    // This application sent a résumé but no rank proof: the admin is let in and told so.
    method: "GET",
    path: "/api/admin/applications/{id}/rank-proof",
    params: () => ({ id: applicationWithResume }),
    expected: admins(404),
  },

  // Destructive, last ----------------------------------------------------------------------------------
  {
    method: "DELETE",
    path: "/api/admin/mentors/{id}",
    params: () => ({ id: mentorToRemove.id }),
    expected: admins(200),
  },
  // Each caller ends only their own auth session: nothing after this row uses these cookies.
  { method: "POST", path: "/api/auth/sign-out", expected: everyone(200) },
];

beforeAll(async () => {
  // Uploads are rate-limited per address, and every request here comes from one.
  t = await createTestApp({ env: { RATE_LIMIT_UPLOAD_MAX: "1000" } });
  const app = t.app;
  who.admin = await signedIn(app, "admin", "Neha Admin");
  who.studentA = await signedIn(app, "student", "Asha Verma");
  who.studentB = await signedIn(app, "student", "Bhavna Rao");
  who.mentorA = await signedIn(app, "mentor", "Aditya Menon");
  who.mentorB = await signedIn(app, "mentor", "Bharat Shah");
  const password = "correct-horse-battery";
  mentorToEdit = await createAccount(app.db, {
    name: "Kabir Sehgal",
    email: uniqueEmail("kabir"),
    role: "mentor",
    password,
  });
  mentorToRemove = await createAccount(app.db, {
    name: "Dev Malhotra",
    email: uniqueEmail("dev"),
    role: "mentor",
    password,
  });
  proof = await proofImage();

  sessionA = await newSession(app, who.mentorA.cookie, { time: "19:00" });
  openSession = await newSession(app, who.mentorA.cookie, { time: "20:00" });
  liveSession = await newSession(app, who.mentorA.cookie, { time: "21:00" });
  sessionToEdit = await newSession(app, who.mentorA.cookie, { time: "18:00" });
  sessionsToCancel.mentorA = await newSession(app, who.mentorA.cookie, { time: "17:00" });
  sessionsToCancel.admin = await newSession(app, who.mentorA.cookie, { time: "16:00" });
  fullSession = await newSession(app, who.mentorA.cookie, { time: "15:00", seats: 1 });
  freeSession = await newSession(app, who.mentorA.cookie, { time: "14:00", price: 0 });
  const holder = await signedIn(app, "student", "Chirag Bose");
  const held = await app.inject({
    method: "POST",
    url: `/api/sessions/${fullSession.id}/hold`,
    headers: { cookie: holder.cookie },
  });
  if (held.statusCode !== 201) throw new Error(`hold failed: ${held.statusCode} ${held.body}`);
  paymentA = await bookWithPayment(app, who.studentA.cookie, who.admin.cookie, sessionA.id, proof);
  const bookedToCancel = await newSession(app, who.mentorA.cookie, { time: "10:00" });
  bookingToCancel = await bookWithPayment(
    app,
    who.studentA.cookie,
    who.admin.cookie,
    bookedToCancel.id,
    proof,
  );
  // Session A took place and student A joined it (the meeting's own rows run on liveSession).
  await runMeeting(app, who.mentorA.cookie, sessionA.id, [who.studentA.cookie]);
  await bookWithPayment(app, who.studentA.cookie, who.admin.cookie, liveSession.id, proof);
  await startsIn(app, liveSession.id, 2 * 60_000);

  applicationWithResume = await apply({
    field: "resume",
    name: "priya.pdf",
    type: "application/pdf",
    bytes: MINIMAL_PDF,
  });
  applicationToApprove = await apply();
  applicationToReject = await apply();

  // Invitations carry single-use password links: one to check, one for each caller to use.
  const invited: string[] = [];
  for (let i = 0; i <= CALLERS.length; i += 1) {
    const email = uniqueEmail("invited");
    const res = await app.inject({
      method: "POST",
      url: "/api/admin/users",
      payload: { name: "Invited Person", email, role: "student" },
      headers: { cookie: who.admin.cookie },
    });
    if (res.statusCode !== 201) throw new Error(`invitation failed: ${res.statusCode} ${res.body}`);
    invited.push(email);
  }
  await deliverEmails(app);
  const outbox = await readOutbox(path.join(t.config.dataDir, "outbox"));
  for (const email of invited) {
    const mail = outbox.find((m) => m.to.includes(email));
    const token = mail?.text?.match(/reset-password\?mode=resetPassword&oobCode=([\w-]+)/)?.[1];
    if (!token) throw new Error(`no invitation link for ${email}`);
    tokens.push(token);
  }

  // Sign-ups carry single-use links that verify their email: one for each caller to open.
  const signedUp: string[] = [];
  for (const _ of CALLERS) {
    const body = signUpBody();
    const res = await app.inject({ method: "POST", url: "/api/auth/sign-up", payload: body });
    if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
    signedUp.push(body.email);
  }
  await deliverEmails(app);
  const mails = await readOutbox(path.join(t.config.dataDir, "outbox"));
  for (const email of signedUp) {
    const token = mails.find((m) => m.to.includes(email))?.text.match(/verify-email\?token=([\w-]+)/)?.[1];
    if (!token) throw new Error(`no verification link for ${email}`);
    verifyTokens.push(token);
  }
});
afterAll(() => t?.close());

describe("access matrix", () => {
  it("has a row for every operation of the OpenAPI document", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(res.statusCode).toBe(200);
    const documented = new Set<string>();
    for (const [route, operations] of Object.entries(res.json().paths as Record<string, object>)) {
      for (const method of Object.keys(operations)) documented.add(`${method.toUpperCase()} ${route}`);
    }
    const tabled = rows.map((r) => `${r.method} ${r.path}`);
    expect(new Set(tabled).size, "no operation has two rows").toBe(tabled.length);
    const missing = [...documented].filter((op) => !tabled.includes(op));
    const unknown = tabled.filter((op) => !documented.has(op));
    expect(missing, "operations without an access row").toEqual([]);
    expect(unknown, "rows for operations the document does not have").toEqual([]);
  });

  it("refuses every state-changing request from another site, even with an admin's cookie", async () => {
    const aboutBefore = await t.app.db.select().from(contentPages).where(eq(contentPages.slug, "about-us"));
    const crossSite: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { origin: "null" },
      { "sec-fetch-site": "cross-site" },
    ];
    for (const row of rows.filter((r) => r.method !== "GET")) {
      for (const headers of crossSite) {
        const res = await send(row, "admin", headers);
        const label = `${row.method} ${row.path} as admin with ${JSON.stringify(headers)}`;
        expect(res.statusCode, label).toBe(403);
        expect(res.json().message, label).toBe("Requests from other sites are not allowed.");
      }
    }
    // Nothing was written: the mentor is still there, the page unchanged, the admin still signed in.
    const [removed] = await t.app.db
      .select({ deactivatedAt: users.deactivatedAt })
      .from(users)
      .where(eq(users.id, mentorToRemove.id));
    expect(removed?.deactivatedAt).toBeNull();
    expect(await t.app.db.select().from(contentPages).where(eq(contentPages.slug, "about-us"))).toEqual(
      aboutBefore,
    );
    const me = await t.app.inject({ method: "GET", url: "/api/me", headers: { cookie: who.admin.cookie } });
    expect(me.json().user?.id).toBe(who.admin.id);
    // A GET from another site is not refused (it changes nothing), and the site's own origin may write.
    const read = await t.app.inject({
      method: "GET",
      url: "/api/me",
      headers: { cookie: who.admin.cookie, origin: "https://evil.example" },
    });
    expect(read.statusCode).toBe(200);
    const own = await t.app.inject({
      method: "PUT",
      url: "/api/admin/social",
      payload: { facebook: "", twitter: "", youtube: "", instagram: "", linkedin: "" },
      headers: { cookie: who.admin.cookie, origin: t.config.publicUrl, "sec-fetch-site": "same-origin" },
    });
    expect(own.statusCode).toBe(200);
  });

  // One test per row (in table order), each caller in turn.
  for (const row of rows) {
    it(`${row.method} ${row.path}: ${CALLERS.map((c) => `${c} ${row.expected[c]}`).join(", ")}`, async () => {
      for (const caller of CALLERS) {
        const res = await send(row, caller);
        const label = `${row.method} ${row.path} as ${caller}`;
        expect(res.statusCode, `${label}: ${res.body.slice(0, 200)}`).toBe(row.expected[caller]);
        if (res.statusCode >= 200 && res.statusCode < 300) row.check?.(caller, res);
      }
    });
  }
});
