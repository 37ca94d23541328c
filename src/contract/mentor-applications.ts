import { z } from "zod";
import { phoneSchema } from "./auth";
import { multiLineText, singleLineText } from "./text";

export const RESUME_MAX_BYTES = 5 * 1024 * 1024;

/** docs/product.md §4 and §5: the form's texts. */
export const APPLICATION_MESSAGES = {
  sending: "Sending....",
  success: "Form Submitted Successfully",
  required: "This field is required.",
  resumeNotPdf: "The résumé must be a PDF file.",
  resumeTooLarge: "The résumé must be at most 5 MB.",
} as const;

const required = (max: number) => multiLineText().min(1, APPLICATION_MESSAGES.required).max(max);

/** The ages at which someone may apply to mentor (docs/product.md §5): 16 to 80, both included. */
export const MIN_AGE = 16;
export const MAX_AGE = 80;

function age(dob: string, today = new Date()): number {
  const [y, m, d] = dob.split("-").map(Number) as [number, number, number];
  let years = today.getUTCFullYear() - y;
  if (today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d)) years -= 1;
  return years;
}

/** The text fields of an application (the résumé comes as a file part beside them). */
export const mentorApplicationSchema = z.object({
  name: singleLineText().min(1, APPLICATION_MESSAGES.required).max(120),
  email: z
    .string()
    .trim()
    .min(1, APPLICATION_MESSAGES.required)
    .max(254)
    .pipe(z.email("Please enter a valid email address."))
    .transform((value) => value.toLowerCase()),
  phone: phoneSchema,
  dob: z
    .string()
    .trim()
    .min(1, APPLICATION_MESSAGES.required)
    .pipe(z.iso.date("Please enter a valid date of birth."))
    .refine((value) => age(value) >= MIN_AGE && age(value) <= MAX_AGE, {
      message: `Applicants must be between ${MIN_AGE} and ${MAX_AGE} years old.`,
    }),
  education: required(2000),
  experience: required(4000),
});
export type MentorApplicationInput = z.input<typeof mentorApplicationSchema>;

export const mentorApplicationAnswerSchema = z.object({ id: z.string(), message: z.string() });
