import { PASSWORD_MAX, PASSWORD_MIN } from "@contract/auth";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { authAccounts, authSessions, users, verifications } from "../../db/schema";
import { RESET_TOKEN_MS } from "./reset-tokens";

export const SESSION_DAYS = 30;

/**
 * better-auth inside our server: it owns password hashing, auth sessions (in our database, behind
 * an httpOnly SameSite=Lax cookie) and reset tokens. Our routes call its API (auth.api.*) rather
 * than mounting its handler, so every answer keeps our contract and our messages.
 */
export function createAuth({ db, config, secret }: { db: Database; config: Config; secret: string }) {
  return betterAuth({
    appName: "Toppers Connect",
    baseURL: config.publicUrl,
    basePath: "/api/auth",
    secret,
    telemetry: { enabled: false },
    database: drizzleAdapter(db, {
      provider: "pg",
      transaction: true,
      schema: { user: users, session: authSessions, account: authAccounts, verification: verifications },
    }),
    user: {
      additionalFields: {
        // Never accepted from a client: only our commands set it.
        role: { type: "string", required: false, defaultValue: "student", input: false },
        phone: { type: "string", required: false, input: false },
        language: { type: "string", required: false, defaultValue: "en", input: false },
        imageKey: { type: "string", required: false, input: false, returned: false },
      },
    },
    session: { expiresIn: SESSION_DAYS * 24 * 60 * 60, updateAge: 24 * 60 * 60 },
    emailAndPassword: {
      enabled: true,
      // Sign-up is our own command (user, account and profile in one transaction).
      disableSignUp: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      // Reset links are issued by our own command (password-reset.ts), with the email in the same
      // transaction; better-auth checks and consumes them when the new password is set.
      resetPasswordTokenExpiresIn: RESET_TOKEN_MS / 1000,
      revokeSessionsOnPasswordReset: true,
    },
    // Our own rate limits (Fastify) cover these routes; better-auth's in-memory ones would not
    // hold across processes.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: "tc",
      useSecureCookies: config.publicUrl.startsWith("https://"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", path: "/" },
      ipAddress: { disableIpTracking: false },
    },
    logger: { disabled: config.env === "test" },
  });
}

export type Auth = ReturnType<typeof createAuth>;
