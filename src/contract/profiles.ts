import { z } from "zod";
import { CANCELLATION_MESSAGES, UPI_ID_PATTERN } from "./cancellations";
import { MENTOR_LANGUAGES, mentorLanguageSchema } from "./mentor-pages";
import { stateCodeSchema } from "./receipts";
import { multiLineText, singleLineText } from "./text";

// The profiles a student and a mentor edit on their dashboards.

export const DOMAINS = ["General", "JEE", "NEET", "UPSC", "GATE"] as const;

export const studentProfileSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  image: z.string().nullable(),
  interests: z.array(z.string()),
  educationLevel: z.string().nullable(),
  goal: z.string().nullable(),
  domain: z.string(),
  /** Where the student's refunds are sent (a UPI id, name@bank), or null (docs/product.md §10.13). */
  refundUpiId: z.string().nullable(),
  /** The student's state or union territory (a GST state code): the place of supply on receipts (decision 027). */
  state: z.string().nullable(),
});
export const studentProfileBodySchema = z.object({
  interests: z.array(singleLineText().min(1).max(60)).max(12),
  educationLevel: singleLineText().max(120).nullable(),
  goal: multiLineText().max(300).nullable(),
  domain: z.enum(DOMAINS),
  phone: singleLineText().max(20).nullable(),
  /** Blank or null removes it; left out, it stays as it is. */
  refundUpiId: z
    .string()
    .trim()
    .max(330)
    .refine((value) => value === "" || UPI_ID_PATTERN.test(value), CANCELLATION_MESSAGES.invalidUpiId)
    .nullable()
    .optional(),
  /** Null removes it; left out, it stays as it is (the payment page may have set it meanwhile). */
  state: stateCodeSchema.nullable().optional(),
});
export type StudentProfileBody = z.input<typeof studentProfileBodySchema>;

export const mentorProfileSchema = z.object({
  name: z.string(),
  email: z.string(),
  image: z.string().nullable(),
  bio: z.string().nullable(),
  subjects: z.array(z.string()),
  education: z.string().nullable(),
  /** The languages they mentor in (codes of MENTOR_LANGUAGES), shown on their public page. */
  languages: z.array(z.string()),
});
export const mentorProfileBodySchema = z.object({
  bio: multiLineText().max(1000).nullable(),
  subjects: z.array(singleLineText().min(1).max(60)).max(12),
  education: multiLineText().max(300).nullable(),
  /** Left out: unchanged. */
  languages: z.array(mentorLanguageSchema).max(MENTOR_LANGUAGES.length).optional(),
});
export type MentorProfileBody = z.input<typeof mentorProfileBodySchema>;
