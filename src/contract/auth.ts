import { z } from "zod";
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
const requiredText = (max: number) => z.string().trim().min(1, AUTH_MESSAGES.requiredFields).max(max);

/** Indian mobile numbers, with or without +91 / 0, spaces or dashes. */
export const phoneSchema = z
  .string()
  .trim()
  .min(1, AUTH_MESSAGES.requiredFields)
  .transform((value) => value.replace(/[\s-]/g, ""))
  .pipe(z.string().regex(/^(?:\+91|91|0)?[6-9]\d{9}$/, "Please enter a valid 10-digit mobile number."))
  .transform((value) => `+91${value.slice(-10)}`);

export const signUpBodySchema = z
  .object({
    firstName: requiredText(60),
    lastName: requiredText(60),
    email: emailSchema,
    phone: phoneSchema,
    password,
    confirmPassword: z.string(),
    acceptTerms: z.literal(true, { error: "Please accept the Terms and Conditions and the Privacy Policy." }),
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
    name: z.string().trim().max(120).optional(),
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

export const meAnswerSchema = z.object({ user: currentUserSchema.nullable() });
export const messageAnswerSchema = z.object({ message: z.string() });
