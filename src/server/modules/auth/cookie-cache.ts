import { createHmac, timingSafeEqual } from "node:crypto";
import type { RevocationLog } from "./revocations";

/** The fields of a cached user that a request needs (better-auth's user, with our additions). */
export interface CachedUser {
  id: string;
  name: string;
  email: string;
  emailVerified?: boolean;
  image?: string | null;
  role?: string;
  language?: string;
  deactivatedAt?: string | null;
}

const COOKIE_PAIR = /(?:^|;\s*)([^=;\s]+)=([^;]*)/g;

function cookiesOf(header: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const [, name, value] of header.matchAll(COOKIE_PAIR)) {
    // The first of a name wins, as better-auth reads them.
    if (name !== undefined && value !== undefined && !found.has(name)) found.set(name, value);
  }
  return found;
}

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * "Who is this" from the signed session cache alone, exactly when better-auth's getSession would
 * answer from it without reading the database (docs/decisions/030), and with the same checks: the
 * session cookie's signature (HMAC-SHA256 of its token with our secret), the cache's signature
 * (HMAC-SHA256 of its JSON with its expiry), the cache being of that session, its version being the
 * revocations this process knows of the session and its user, and neither the cache nor the session
 * having expired. Anything else (no cache, a cache split into chunks, any check failing) answers
 * undefined and the request goes to better-auth, which reads the database or refuses as before.
 *
 * Why not better-auth itself: its endpoint machinery and a WebCrypto key import per request cost
 * about a third of a millisecond of the one thread for every signed-in request, which a thousand
 * students pressing Book Now at once turned into most of the wait.
 */
export function userFromCookieCache(
  cookieHeader: string,
  options: { secret: string; secure: boolean; revocations: RevocationLog; now: number },
): CachedUser | undefined {
  const prefix = options.secure ? "__Secure-" : "";
  const cookies = cookiesOf(cookieHeader);
  const signedToken = cookies.get(`${prefix}tc.session_token`);
  const data = cookies.get(`${prefix}tc.session_data`);
  if (!signedToken || !data) return undefined;

  let tokenValue: string;
  try {
    tokenValue = decodeURIComponent(signedToken);
  } catch {
    return undefined;
  }
  const dot = tokenValue.lastIndexOf(".");
  if (dot < 1) return undefined;
  const token = tokenValue.slice(0, dot);
  const tokenSignature = tokenValue.slice(dot + 1);
  if (tokenSignature.length !== 44 || !tokenSignature.endsWith("=")) return undefined;
  if (!sameText(createHmac("sha256", options.secret).update(token).digest("base64"), tokenSignature))
    return undefined;

  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(data, "base64url").toString("utf8"));
  } catch {
    return undefined;
  }
  if (!isRecord(parsed) || !isRecord(parsed.session) || typeof parsed.signature !== "string")
    return undefined;
  const { session: cached, expiresAt, signature } = parsed;
  if (typeof expiresAt !== "number") return undefined;
  // What was signed: the cache's contents with its expiry, serialised as when it was minted (the
  // parsed JSON keeps the order of its keys, so this is the same text).
  const expected = createHmac("sha256", options.secret)
    .update(JSON.stringify({ ...cached, expiresAt }))
    .digest("base64url");
  if (!sameText(expected, signature)) return undefined;

  const { session, user, version } = cached;
  if (!isRecord(session) || !isRecord(user)) return undefined;
  if (typeof session.id !== "string" || session.token !== token) return undefined;
  if (typeof user.id !== "string" || typeof user.name !== "string" || typeof user.email !== "string")
    return undefined;
  const { revocations } = options;
  const wanted = revocations.sessionRevoked(session.id) ? "revoked" : revocations.stamp(user.id);
  if ((typeof version === "string" ? version : "1") !== wanted) return undefined;
  const sessionExpiresAt = new Date(String(session.expiresAt)).getTime();
  if (expiresAt < options.now || !Number.isFinite(sessionExpiresAt) || sessionExpiresAt < options.now)
    return undefined;
  return user as unknown as CachedUser;
}
