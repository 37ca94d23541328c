/**
 * The stable code of every message the API answers (docs/product.md §8): `group.key`, such as
 * `booking.noSeats`. The English texts stay the API's messages; the web app shows the message of a
 * code in the reader's language (src/web/locales/messages/), and tests/unit/message-catalog.test.ts
 * keeps its English equal to these texts.
 *
 * Codes are found from the message itself: every text an error can carry lives in one of these
 * groups, and a message built by a function (`Payment marked as paid`) is matched against the
 * function's shape, its values becoming the code's params ({{p0}}, {{p1}}...).
 */
import { ADMIN_MESSAGES, HTTPS_URL_MESSAGE } from "@contract/admin";
import { AUTH_MESSAGES, VERIFY_EMAIL_MESSAGES } from "@contract/auth";
import { AVAILABILITY_MESSAGES } from "@contract/availability";
import { BOOKING_MESSAGES, HOLD_MESSAGES } from "@contract/bookings";
import { CANCELLATION_MESSAGES } from "@contract/cancellations";
import { EARNINGS_MESSAGES } from "@contract/earnings";
import { FEEDBACK_MESSAGES } from "@contract/feedback";
import { GATEWAY_MESSAGES } from "@contract/gateway";
import { LIVE_MESSAGES } from "@contract/live-sessions";
import { APPLICATION_MESSAGES } from "@contract/mentor-applications";
import { DECISION_MESSAGES, PAYMENT_MESSAGES } from "@contract/payments";
import { REFUND_MESSAGES } from "@contract/refunds";
import { SESSION_CHANGE_MESSAGES } from "@contract/session-changes";
import { POST_SESSION_MESSAGES, SESSION_MESSAGES } from "@contract/sessions";
import { STATEMENT_MESSAGES, STATEMENT_PROBLEMS } from "@contract/statements";
import { TEXT_MESSAGES } from "@contract/text";
import { IMAGE_UPLOAD_MESSAGES } from "@contract/uploads";
import { RANK_MESSAGES } from "@contract/verification";
import { WAITLIST_MESSAGES } from "@contract/waitlist";
import { IMAGE_MESSAGES } from "./images";

/** Messages the HTTP layer and the modules answer that belong to no domain's list. */
export const HTTP_MESSAGES = {
  loginRequired: "Please log in to continue.",
  noAccess: "You do not have access to this.",
  notFound: "Not found.",
  otherSite: "Requests from other sites are not allowed.",
  formUnreadable: "The form could not be read. Please send it again.",
  busy: "We are very busy right now. Please try again in a moment.",
  serverError: "Something went wrong on our side. Please try again in a moment.",
  invalidJson: "The request body is not valid JSON.",
  bodyTooLarge: "The request body is too large.",
  unsupportedType: "This content type is not supported here.",
  sendAsForm: "Please send this as a form (multipart/form-data).",
  fileTooLarge: "The file is too large.",
  oneFileOnly: "Please attach one file only.",
  tooManyFields: "The form has too many fields.",
  badFieldName: "The form has a field name that is not allowed.",
  nulCharacter: "Text may not contain the NUL character (\\0).",
  tooManyAttempts: "Too many attempts. Please wait a minute and try again.",
  tooManyUploads: "Too many uploads. Please wait a minute and try again.",
  tooManyApplications: "Too many applications from this address. Please wait a minute and try again.",
  tooManyReads: "Too many requests from your network. Please wait a minute and try again.",
  tooManySignIns: (minutes: number) =>
    `Too many sign-in attempts for this account. Please wait ${minutes} minutes and try again.`,
  isInvalid: "is invalid",
} as const;

/** Messages of one place each, by what is missing or refused. */
export const MODULE_MESSAGES = {
  sendApplicationAsForm: "Please send the application as a form (multipart/form-data).",
  oneResumeOnly: "Please attach one résumé only.",
  applicationNotFound: "Application not found.",
  mentorNotFound: "Mentor not found.",
  studentNotFound: "Student not found.",
  sessionNotFound: "Session not found",
  noResume: "This application has no résumé.",
  resumeMissing: "The résumé file is missing.",
  chooseImage: IMAGE_UPLOAD_MESSAGES.choose,
  imageTooLarge: IMAGE_UPLOAD_MESSAGES.tooLarge,
  noPicture: "This user has no picture.",
  noContent: "This page has no content yet.",
  proofMissing: "The payment proof is missing.",
  seatRetaken:
    "No seats left for this session: the freed seat has been taken, so this payment cannot be approved.",
  nameRequired: "Please enter the name.",
  questionRequired: "Please enter the question.",
  answerRequired: "Please enter the answer.",
  httpsUrl: HTTPS_URL_MESSAGE,
  validEmail: "Please enter a valid email address.",
  validMobile: "Please enter a valid 10-digit mobile number.",
  acceptTerms: "Please accept the Terms and Conditions and the Privacy Policy.",
} as const;

type Message = string | ((...values: never[]) => string);
type Group = Record<string, Message>;

export const MESSAGE_GROUPS: Record<string, Group> = {
  http: HTTP_MESSAGES,
  module: MODULE_MESSAGES,
  auth: AUTH_MESSAGES,
  booking: BOOKING_MESSAGES,
  hold: HOLD_MESSAGES,
  cancellation: CANCELLATION_MESSAGES,
  payment: PAYMENT_MESSAGES,
  decision: DECISION_MESSAGES,
  refund: REFUND_MESSAGES,
  session: SESSION_MESSAGES,
  postSession: POST_SESSION_MESSAGES,
  sessionChange: SESSION_CHANGE_MESSAGES,
  admin: ADMIN_MESSAGES,
  application: APPLICATION_MESSAGES,
  live: LIVE_MESSAGES,
  feedback: FEEDBACK_MESSAGES,
  image: IMAGE_MESSAGES,
  waitlist: WAITLIST_MESSAGES,
  rank: RANK_MESSAGES,
  earnings: EARNINGS_MESSAGES,
  availability: AVAILABILITY_MESSAGES,
  text: TEXT_MESSAGES,
  verifyEmail: VERIFY_EMAIL_MESSAGES,
  statement: STATEMENT_MESSAGES,
  statementProblem: STATEMENT_PROBLEMS,
  gateway: GATEWAY_MESSAGES,
};

export type MessageCode = { code: string; params?: Record<string, string> };

// Private-use characters no message contains mark where a value goes.
const MARK = (i: number) => `\uE000${i}\uE001`;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

type Entry = { code: string; text?: string; pattern?: RegExp; arity: number };

function entries(): Entry[] {
  const found: Entry[] = [];
  const visit = (prefix: string, value: unknown) => {
    if (typeof value === "string") found.push({ code: prefix, text: value, arity: 0 });
    else if (typeof value === "function") {
      const arity = Math.max(1, value.length);
      const shaped = String(value(...Array.from({ length: arity }, (_, i) => MARK(i))));
      // A function that formats its values (a size in MB) cannot be matched by shape: its texts
      // go without a code unless a fixed message has the same words (module.imageTooLarge).
      if (!shaped.includes(MARK(0))) return;
      const source = escapeRegExp(shaped).replace(/\uE000\d+\uE001/g, "(.+?)");
      found.push({ code: prefix, pattern: new RegExp(`^${source}$`), arity });
    } else if (value && typeof value === "object") {
      for (const [key, child] of Object.entries(value)) visit(`${prefix}.${key}`, child);
    }
  };
  for (const [group, messages] of Object.entries(MESSAGE_GROUPS)) visit(group, messages);
  return found;
}

const ENTRIES = entries();
const BY_TEXT = new Map<string, string>();
for (const entry of ENTRIES)
  if (entry.text !== undefined && !BY_TEXT.has(entry.text)) BY_TEXT.set(entry.text, entry.code);

/** The code of a message (and its values), or undefined for a text no group has. */
export function codeOf(message: string): MessageCode | undefined {
  const code = BY_TEXT.get(message);
  if (code) return { code };
  for (const entry of ENTRIES) {
    const match = entry.pattern?.exec(message);
    if (!match) continue;
    const params: Record<string, string> = {};
    match.slice(1).forEach((value, i) => {
      params[`p${i}`] = value;
    });
    return { code: entry.code, params };
  }
  return undefined;
}

/** Every code with its English text (a function's with {{p0}}... in place of its values). */
export function englishCatalog(): Map<string, string> {
  const catalog = new Map<string, string>();
  for (const entry of ENTRIES) {
    if (entry.text !== undefined) catalog.set(entry.code, entry.text);
  }
  const visit = (prefix: string, value: unknown) => {
    if (typeof value === "function") {
      const arity = Math.max(1, value.length);
      const text = String(value(...Array.from({ length: arity }, (_, i) => `{{p${i}}}`)));
      if (text.includes("{{p0}}")) catalog.set(prefix, text);
    } else if (value && typeof value === "object") {
      for (const [key, child] of Object.entries(value)) visit(`${prefix}.${key}`, child);
    }
  };
  for (const [group, messages] of Object.entries(MESSAGE_GROUPS)) visit(group, messages);
  return catalog;
}
