import { z } from "zod";
import { sameSitePath } from "./i18n";
import { singleLineText } from "./text";
import { currentUserSchema } from "./users";

/** Password rules shared by the forms and the server. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** Texts of docs/product.md §5 and §8, quoted exactly. */
export const AUTH_MESSAGES = {
  requiredFields: "Please fill in all required fields",
  mentorNameRequired: "Name is required for mentor login",
  passwordsDontMatch: "Passwords don't match!",
  resetLinkSent: "Password reset link sent to your email.",
  invalidResetLink: "Invalid reset link.",
  resetLinkExpired: "Reset link is invalid or expired.",
  resetFailed: "Failed to reset password. Please try again.",
  resetDone: "Password has been reset successfully. Redirecting to login...",
  sendResetFailed: "Failed to send reset link. Please try again.",
  invalidCredentials: "Invalid email or password.",
  emailTaken: "An account with this email already exists. Please log in instead.",
  passwordTooShort: `Password must be at least ${PASSWORD_MIN} characters.`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX} characters.`,
  wrongRole: (role: "student" | "mentor") => `this is not a ${role} account`,
  deactivated: "This account has been deactivated. Please contact support if you think this is a mistake.",
  nextNotOnSite: "The page to come back to must be an address on this site.",
} as const;

/**
 * Verifying an account's email (docs/product.md §2.23): a link in an email proves the mailbox; only a
 * verified account (or one with an approved payment) may hold a seat.
 */
export const VERIFY_EMAIL_MESSAGES = {
  verified: "Your email is verified.",
  linkInvalid: "This verification link is invalid or has expired. Log in to ask for a new one.",
  linkSent: "A new verification link is on its way to your email.",
  alreadyVerified: "Your email is already verified.",
  tooMany:
    "We have sent you several links in the last hour. Please check your inbox and spam folder, or try again later.",
} as const;

export const emailSchema = z
  .string()
  .trim()
  .min(1, AUTH_MESSAGES.requiredFields)
  .max(254)
  .pipe(z.email("Please enter a valid email address."))
  .transform((value) => value.toLowerCase());
const password = z
  .string()
  .min(PASSWORD_MIN, AUTH_MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX, AUTH_MESSAGES.passwordTooLong);
const requiredText = (max: number) => singleLineText().min(1, AUTH_MESSAGES.requiredFields).max(max);

/** Indian mobile numbers, with or without +91 / 0, spaces or dashes. */
export const phoneSchema = z
  .string()
  .trim()
  .min(1, AUTH_MESSAGES.requiredFields)
  .transform((value) => value.replace(/[\s-]/g, ""))
  .pipe(z.string().regex(/^(?:\+91|91|0)?[6-9]\d{9}$/, "Please enter a valid 10-digit mobile number."))
  .transform((value) => `+91${value.slice(-10)}`);

/**
 * A page of this site to come back to (`/payment/{sessionId}`), as the URL parser reads it: an
 * address that would leave the site is refused. Any origin will do for the check: a path that stays
 * on one stays on every one.
 */
export const nextPathSchema = z
  .string()
  .max(2000)
  .transform((value, ctx) => {
    const path = sameSitePath(value, "https://toppers-connect.invalid");
    if (path === null) ctx.addIssue({ code: "custom", message: AUTH_MESSAGES.nextNotOnSite });
    return path ?? "/";
  });

export const signUpBodySchema = z
  .object({
    firstName: requiredText(60),
    lastName: requiredText(60),
    email: emailSchema,
    phone: phoneSchema,
    password,
    confirmPassword: z.string(),
    acceptTerms: z.literal(true, { error: "Please accept the Terms and Conditions and the Privacy Policy." }),
    /** The page the verification email's link brings the student back to (the booking they started). */
    next: nextPathSchema.optional(),
  })
  .refine((body) => body.password === body.confirmPassword, {
    path: ["confirmPassword"],
    message: AUTH_MESSAGES.passwordsDontMatch,
  });
export type SignUpBody = z.input<typeof signUpBodySchema>;

export const LOGIN_ROLES = ["student", "mentor"] as const;
export const signInBodySchema = z
  .object({
    role: z.enum(LOGIN_ROLES),
    name: singleLineText().max(120).optional(),
    email: emailSchema,
    password: z.string().min(1, AUTH_MESSAGES.requiredFields).max(PASSWORD_MAX),
    rememberMe: z.boolean().default(false),
  })
  .refine((body) => body.role !== "mentor" || (body.name ?? "").length > 0, {
    path: ["name"],
    message: AUTH_MESSAGES.mentorNameRequired,
  });
export type SignInBody = z.input<typeof signInBodySchema>;

export const forgotPasswordBodySchema = z.object({ email: emailSchema });
export const resetPasswordBodySchema = z.object({ token: z.string().min(1).max(200), newPassword: password });
export const resetTokenQuerySchema = z.object({ token: z.string().min(1).max(200) });
export const resetTokenAnswerSchema = z.object({
  /** An invitation sets a first password; a reset replaces one. */
  purpose: z.enum(["reset", "invitation"]),
  email: z.string(),
});

/** POST /api/auth/verify-email: the token of an emailed link (works signed out, on any device). */
export const verifyEmailBodySchema = z.object({ token: z.string().min(1).max(200) });
/** POST /api/auth/verification-email: a fresh link, bringing the student back to `next`. */
export const verificationEmailBodySchema = z.object({ next: nextPathSchema.optional() }).nullish();

export const meAnswerSchema = z.object({ user: currentUserSchema.nullable() });
export const messageAnswerSchema = z.object({ message: z.string() });
