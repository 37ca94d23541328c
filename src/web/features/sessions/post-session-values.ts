import {
  type Category,
  DURATIONS,
  type PostSessionBody,
  postSessionBodySchema,
  SEATS_MAX,
  SEATS_MIN,
  SESSION_MESSAGES,
  type SessionType,
} from "@contract/sessions";
import { instantToIst, istToInstant } from "@contract/time";
import { isApiError } from "@/lib/api";

/** The post form's fields as typed (strings, like the inputs), in the order the form shows them. */
export type PostSessionValues = {
  mentorId: string;
  title: string;
  subject: string;
  category: Category | "";
  /** Further subjects, comma-separated. */
  subjects: string;
  date: string;
  time: string;
  durationMinutes: string;
  price: string;
  description: string;
  type: SessionType;
  seats: string;
};
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

/** What each required field says when it was left empty. */
const REQUIRED_MESSAGES: Partial<Record<PostSessionField, string>> = {
  mentorId: "Choose the mentor who will run this session.",
  title: "Enter a title.",
  subject: "Enter the main subject.",
  category: "Choose a category.",
  date: "Choose a date.",
  time: "Choose a time.",
  price: "Enter a price in rupees (0 for a free session).",
  seats: `Enter the total slots (${SEATS_MIN} to ${SEATS_MAX}).`,
};

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
  return instantToIst(now).date;
}

/** The hourly choices that have already begun on `date` (in India), to be disabled. */
export function isPastTime(date: string, time: string, now = new Date()): boolean {
  return date !== "" && istToInstant(date, time).getTime() <= now.getTime();
}

/**
 * docs/product.md §5: the fields that must be filled before anything else is checked; any missing one gives the
 * 'Missing Information' toast. Slots only for a group session, the mentor only for an admin.
 */
export function missingFields(values: PostSessionValues, choosesMentor: boolean): PostSessionErrors {
  const required: PostSessionField[] = ["title", "subject", "category", "date", "time", "price"];
  if (values.type === "group") required.push("seats");
  if (choosesMentor) required.unshift("mentorId");
  const errors: PostSessionErrors = {};
  for (const field of required) {
    if (values[field].trim() === "") errors[field] = REQUIRED_MESSAGES[field];
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
  now = new Date(),
): { body: PostSessionBody; errors: null } | { body: null; errors: PostSessionErrors } {
  const errors: PostSessionErrors = {};
  const price = parseNumber(values.price);
  if (price === null) errors.price = "Enter the price as a whole number of rupees, for example 499.";
  const seats = seatsOf(values);
  if (seats === null) errors.seats = `Enter a whole number from ${SEATS_MIN} to ${SEATS_MAX}.`;
  const subjects = parseSubjects(values.subjects);
  if (subjects.length > SUBJECTS_MAX) errors.subjects = `Add at most ${SUBJECTS_MAX} further subjects.`;
  else if (subjects.some((s) => s.length > SUBJECT_MAX_LENGTH))
    errors.subjects = `Each subject can be at most ${SUBJECT_MAX_LENGTH} characters.`;

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
      errors[field as PostSessionField] ??= issue.message;
    }
  }
  if (
    !errors.date &&
    !errors.time &&
    values.date &&
    values.time &&
    isPastTime(values.date, values.time, now)
  ) {
    errors.date = SESSION_MESSAGES.inPast;
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { body: null, errors };
  return { body: parsed.data, errors: null };
}

/** The field problems a 400 answer lists (`issues: [{ field: "body.title", message }]`). */
export function serverFieldErrors(error: unknown): PostSessionErrors {
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
    if ((FIELD_ORDER as readonly string[]).includes(name)) errors[name as PostSessionField] ??= message;
  }
  return errors;
}

export const firstInvalid = (errors: PostSessionErrors) =>
  FIELD_ORDER.find((field) => errors[field] !== undefined) ?? null;
