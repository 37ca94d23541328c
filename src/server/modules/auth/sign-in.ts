import { AUTH_MESSAGES } from "@contract/auth";
import type { CurrentUser, Role } from "@contract/users";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { authSessions, users } from "../../db/schema";
import { AppError } from "../../lib/errors";
import type { Auth } from "./auth";
import { signInRefusal } from "./auth.policy";

/** The Set-Cookie headers of better-auth's answer, less those `keep` leaves out. */
function keptCookies(
  headers: Headers,
  keep: (cookies: string[], learnedBefore: number) => string[],
  learnedBefore: number,
): Headers {
  const kept = new Headers();
  for (const cookie of keep(headers.getSetCookie(), learnedBefore)) kept.append("set-cookie", cookie);
  return kept;
}

/** better-auth's APIError carries statusCode and body.code. */
function authErrorCode(error: unknown): string | undefined {
  const body = (error as { body?: { code?: unknown } } | null)?.body;
  return typeof body?.code === "string" ? body.code : undefined;
}

/**
 * Signs in with email and password as the role picked on the login page. The password is checked
 * first (by better-auth), so that nobody learns anything about an account without it; then the
 * account's own rules (auth.policy.ts). A refused sign-in leaves no auth session behind.
 * Answers the user and the Set-Cookie headers to forward.
 */
export async function signIn(
  deps: { db: Database; auth: Auth },
  input: { email: string; password: string; rememberMe: boolean; role: "student" | "mentor" },
  requestHeaders: Headers,
): Promise<{ user: CurrentUser; headers: Headers | null }> {
  let result: Awaited<ReturnType<typeof attempt>>;
  const attempt = () =>
    deps.auth.api.signInEmail({
      body: { email: input.email, password: input.password, rememberMe: input.rememberMe },
      headers: requestHeaders,
      returnHeaders: true,
    });
  const learnedBefore = deps.auth.revocations.learned;
  try {
    result = await attempt();
  } catch (error) {
    // One answer for an unknown email and a wrong password: nobody learns who has an account.
    const code = authErrorCode(error);
    if (code === "INVALID_EMAIL_OR_PASSWORD" || code === "CREDENTIAL_ACCOUNT_NOT_FOUND") {
      throw new AppError(401, AUTH_MESSAGES.invalidCredentials);
    }
    throw error;
  }
  const signedIn = result.response.user as typeof result.response.user & { role: Role };
  const [account] = await deps.db
    .select({
      role: users.role,
      deactivatedAt: users.deactivatedAt,
      language: users.language,
      emailVerified: users.emailVerified,
    })
    .from(users)
    .where(eq(users.id, signedIn.id));
  const refusal = account
    ? signInRefusal(account, input.role)
    : { status: 403 as const, message: AUTH_MESSAGES.deactivated };
  if (refusal) {
    await deps.db.delete(authSessions).where(eq(authSessions.token, result.response.token));
    throw new AppError(refusal.status, refusal.message);
  }
  return {
    user: {
      id: signedIn.id,
      name: signedIn.name,
      email: signedIn.email,
      role: account?.role ?? signedIn.role,
      image: signedIn.image ?? null,
      language: account?.language ?? "en",
      emailVerified: account?.emailVerified ?? false,
    },
    headers: result.headers
      ? keptCookies(
          result.headers,
          deps.auth.revocations.cookiesToSend.bind(deps.auth.revocations),
          learnedBefore,
        )
      : null,
  };
}
