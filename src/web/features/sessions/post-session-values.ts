import {
  categorySchema,
  DURATIONS,
  type PostSessionBody,
  PRICE_MAX,
  postSessionBodySchema,
  SEATS_MAX,
  SEATS_MIN,
  SESSION_MESSAGES,
  SESSION_RULE_MESSAGES,
  sessionTypeSchema,
} from "@contract/sessions";
import { TEXT_MESSAGES } from "@contract/text";
import { istDate, istToInstant } from "@contract/time";
import type { TFunction } from "i18next";
import { z } from "zod";
import { isApiError } from "@/lib/api";
import { currentLanguage, formattersFor } from "@/lib/i18n";
import { codeOfBody, translateMessage } from "@/lib/server-message";

/**
 * The post form's fields as typed (strings, like the inputs; the contract's own category and session
 * type), in the order the form shows them. The body the server takes is made of them by toBody.
 */
const postSessionValuesSchema = z.object({
  mentorId: z.string(),
  title: z.string(),
  subject: z.string(),
  category: z.union([categorySchema, z.literal("")]),
  /** Further subjects, comma-separated. */
  subjects: z.string(),
  date: z.string(),
  time: z.string(),
  durationMinutes: z.string(),
  price: z.string(),
  description: z.string(),
  type: sessionTypeSchema,
  seats: z.string(),
});
export type PostSessionValues = z.input<typeof postSessionValuesSchema>;
export type PostSessionField = keyof PostSessionValues;
export type PostSessionErrors = Partial<Record<PostSessionField, string>>;

export const FIELD_ORDER: readonly PostSessionField[] = [
  "mentorId",
  "title",
  "subject",
  "category",
  "subjects",
  "date",
  "time",
  "durationMinutes",
  "price",
  "description",
  "type",
  "seats",
];

export const EMPTY_VALUES: PostSessionValues = {
  mentorId: "",
  title: "",
  subject: "",
  category: "",
  subjects: "",
  date: "",
  time: "",
  durationMinutes: String(DURATIONS[1].minutes),
  price: "",
  description: "",
  type: "group",
  seats: "",
};

export const SUBJECTS_MAX = 8;
export const SUBJECT_MAX_LENGTH = 60;

/** This feature's translate function (the form passes its useT()), in the language being shown. */
export type Translate = TFunction<"sessions">;

/** What each required field says when it was left empty: its key in this feature's catalog. */
const REQUIRED_KEYS: Partial<Record<PostSessionField, string>> = {
  mentorId: "required.mentorId",
  title: "required.title",
  subject: "required.subject",
  category: "required.category",
  date: "required.date",
  time: "required.time",
  price: "required.price",
  seats: "required.seats",
};

/**
 * The contract's own rule texts (postSessionBodySchema) that the API's messages catalog lacks, with
 * their key in this feature's catalog: its English is the contract's, word for word (the unit test
 * checks it), so an English reader sees exactly what the schema says. The schema's other texts are
 * in the messages catalog (translateMessage).
 */
export const SCHEMA_TEXTS: ReadonlyArray<{ text: string; key: string; values?: Record<string, number> }> = [
  { text: TEXT_MESSAGES.singleLine, key: "schema.oneLine" },
  { text: SESSION_RULE_MESSAGES.date, key: "schema.date" },
  { text: SESSION_RULE_MESSAGES.time, key: "schema.time" },
  { text: SESSION_RULE_MESSAGES.duration, key: "schema.duration" },
  { text: SESSION_RULE_MESSAGES.wholeRupees, key: "schema.wholeRupees" },
  { text: SESSION_RULE_MESSAGES.negativePrice, key: "schema.negativePrice" },
  { text: `Total slots must be at least ${SEATS_MIN}.`, key: "schema.seatsMin", values: { min: SEATS_MIN } },
  { text: `Total slots can be at most ${SEATS_MAX}.`, key: "schema.seatsMax", values: { max: SEATS_MAX } },
];

/** A rule text of the contract or the API, in the reader's language (else as it came). */
function ruleText(t: Translate, message: string, code?: string, params?: Record<string, string>): string {
  const own = code ? undefined : SCHEMA_TEXTS.find((entry) => entry.text === message);
  return own ? t(own.key, own.values) : translateMessage(message, code, params);
}

/**
 * A problem the schema found in the browser, in the reader's language. zod's own words for a limit
 * the schema names no text for (a price over the maximum, a fraction of a slot) stay as they are in
 * English; a Hindi reader is told what the field takes instead.
 */
function issueText(t: Translate, field: PostSessionField, message: string): string {
  const text = ruleText(t, message);
  if (text !== message || currentLanguage() === "en") return text;
  if (field === "price")
    return t("invalid.priceRange", { max: formattersFor(currentLanguage()).number(PRICE_MAX) });
  if (field === "seats") return t("invalid.seats", { min: SEATS_MIN, max: SEATS_MAX });
  return t("invalid.other");
}

/** "Physics, organic chemistry ,, Physics" → ["Physics", "organic chemistry"]: trimmed, no repeats. */
export function parseSubjects(text: string): string[] {
  const seen = new Set<string>();
  const subjects: string[] = [];
  for (const part of text.split(",")) {
    const subject = part.trim().replace(/\s+/g, " ");
    const key = subject.toLowerCase();
    if (subject === "" || seen.has(key)) continue;
    seen.add(key);
    subjects.push(subject);
  }
  return subjects;
}

/** A number as typed: "499" → 499, "12.5" → 12.5, "-3" → -3; anything else (or nothing) → null. */
export function parseNumber(text: string): number | null {
  const trimmed = text.trim().replace(/,/g, "");
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : null;
}

/** One-to-one sessions always have one slot (docs/product.md §5); a group's slots are as typed. */
export function seatsOf(values: PostSessionValues): number | null {
  return values.type === "onetoone" ? 1 : parseNumber(values.seats);
}

/** Today's date in India (YYYY-MM-DD), the first day a session may be on. */
export function todayInIndia(now = new Date()): string {
  return istDate(now);
}

/** The hourly choices that have already begun on `date` (in India), to be disabled. */
export function isPastTime(date: string, time: string, now = new Date()): boolean {
  return date !== "" && istToInstant(date, time).getTime() <= now.getTime();
}

/**
 * docs/product.md §5: the fields that must be filled before anything else is checked; any missing one gives the
 * 'Missing Information' toast. Slots only for a group session, the mentor only for an admin.
 */
export function missingFields(
  values: PostSessionValues,
  choosesMentor: boolean,
  t: Translate,
): PostSessionErrors {
  const required: PostSessionField[] = ["title", "subject", "category", "date", "time", "price"];
  if (values.type === "group") required.push("seats");
  if (choosesMentor) required.unshift("mentorId");
  const errors: PostSessionErrors = {};
  for (const field of required) {
    const key = REQUIRED_KEYS[field];
    if (values[field].trim() === "" && key) errors[field] = t(key, { min: SEATS_MIN, max: SEATS_MAX });
  }
  return errors;
}

/**
 * The request body, or the reason of each field that is wrong. The rules are the server's own
 * (one schema in @contract/sessions); the server checks everything again.
 */
export function toBody(
  values: PostSessionValues,
  choosesMentor: boolean,
  t: Translate,
  now = new Date(),
): { body: PostSessionBody; errors: null } | { body: null; errors: PostSessionErrors } {
  const errors: PostSessionErrors = {};
  const price = parseNumber(values.price);
  if (price === null) errors.price = t("invalid.price");
  const seats = seatsOf(values);
  if (seats === null) errors.seats = t("invalid.seats", { min: SEATS_MIN, max: SEATS_MAX });
  const subjects = parseSubjects(values.subjects);
  if (subjects.length > SUBJECTS_MAX) errors.subjects = t("invalid.subjectsCount", { max: SUBJECTS_MAX });
  else if (subjects.some((s) => s.length > SUBJECT_MAX_LENGTH))
    errors.subjects = t("invalid.subjectLength", { max: SUBJECT_MAX_LENGTH });

  const candidate = {
    title: values.title,
    subject: values.subject,
    category: values.category,
    subjects,
    date: values.date,
    time: values.time,
    durationMinutes: Number(values.durationMinutes),
    price: price ?? 0,
    description: values.description,
    type: values.type,
    seats: seats ?? 1,
    ...(choosesMentor ? { mentorId: values.mentorId } : {}),
  };
  const parsed = postSessionBodySchema.safeParse(candidate);
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0];
    if (typeof field === "string" && (FIELD_ORDER as readonly string[]).includes(field)) {
      errors[field as PostSessionField] ??= issueText(t, field as PostSessionField, issue.message);
    }
  }
  if (
    !errors.date &&
    !errors.time &&
    values.date &&
    values.time &&
    isPastTime(values.date, values.time, now)
  ) {
    errors.date = translateMessage(SESSION_MESSAGES.inPast);
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { body: null, errors };
  return { body: parsed.data, errors: null };
}

/**
 * The field problems a 400 answer lists (`issues: [{ field: "body.title", message, code? }]`), in
 * the reader's language when a catalog has them.
 */
export function serverFieldErrors(error: unknown, t: Translate): PostSessionErrors {
  if (!isApiError(error)) return {};
  const body = error.body;
  if (typeof body !== "object" || body === null || !("issues" in body) || !Array.isArray(body.issues))
    return {};
  const errors: PostSessionErrors = {};
  for (const issue of body.issues as unknown[]) {
    if (typeof issue !== "object" || issue === null) continue;
    const { field, message } = issue as { field?: unknown; message?: unknown };
    if (typeof field !== "string" || typeof message !== "string") continue;
    const name = field.replace(/^body\./, "").split(".")[0] ?? "";
    if (!(FIELD_ORDER as readonly string[]).includes(name)) continue;
    const { code, params } = codeOfBody(issue);
    errors[name as PostSessionField] ??= ruleText(t, message, code, params);
  }
  return errors;
}

/**
 * The form's schema: the values as typed, checked as docs/product.md §5 asks: the required fields
 * left empty first (only they are marked while any is missing), then the contract's own rules
 * (postSessionBodySchema, through toBody) and a time in the past. Its output is the request body.
 * Each field's message is in the reader's language already.
 */
export function postSessionFormSchema(choosesMentor: boolean, t: Translate) {
  return postSessionValuesSchema.transform((values, ctx): PostSessionBody => {
    const missing = missingFields(values, choosesMentor, t);
    const checked =
      Object.keys(missing).length > 0 ? { body: null, errors: missing } : toBody(values, choosesMentor, t);
    if (checked.body) return checked.body;
    for (const field of FIELD_ORDER) {
      const message = checked.errors[field];
      if (message !== undefined) ctx.addIssue({ code: "custom", path: [field], message });
    }
    return z.NEVER;
  });
}
