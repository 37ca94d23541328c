import type { Role } from "@contract/users";
import { hashPassword } from "better-auth/crypto";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { insertAccount } from "../../src/server/modules/auth/create-account";

let counter = 0;
/** A fresh, valid sign-up body; every call gets its own email. */
export function signUpBody(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    firstName: "Asha",
    lastName: "Verma",
    email: `asha.verma.${Date.now()}.${counter}@example.com`,
    phone: "98765 43210",
    password: "neet-2026-rank",
    confirmPassword: "neet-2026-rank",
    acceptTerms: true,
    ...overrides,
  };
}

const TEST_PASSWORD = "correct-horse-battery";
let testHash: Promise<string> | undefined;
/** The hash of TEST_PASSWORD (scrypt with its own salt, as for any account), made once per test file. */
const testPasswordHash = () => {
  testHash ??= hashPassword(TEST_PASSWORD);
  return testHash;
};

/** The `name=value` pairs of a response's Set-Cookie headers, ready for a Cookie header. */
export function cookieOf(res: LightMyRequestResponse): string {
  const raw = res.headers["set-cookie"];
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return list.map((c) => c.split(";")[0]).join("; ");
}

/**
 * Create a user of any role directly (as the admin tools do) and sign in; returns the cookie. The
 * email is verified unless `emailVerified: false` asks for an account that has not opened its link.
 */
export async function signedIn(
  app: FastifyInstance,
  role: Role,
  name = role === "mentor" ? "Rohan Mehta" : role === "admin" ? "Admin" : "Asha Verma",
  { emailVerified = true }: { emailVerified?: boolean } = {},
): Promise<{ id: string; email: string; password: string; cookie: string }> {
  counter += 1;
  const email = `${role}.${Date.now()}.${counter}@example.com`;
  const password = TEST_PASSWORD;
  // The account as createAccount makes it, with the password hashed once for the whole file: a
  // hash is 150 ms of CPU by design, and the tests make thousands of accounts.
  const hash = await testPasswordHash();
  const { id } = await app.db.transaction((tx) =>
    insertAccount(tx, { name, email, role, emailVerified }, hash),
  );
  const res = await app.inject({
    method: "POST",
    url: "/api/auth/sign-in",
    payload: { role: role === "mentor" ? "mentor" : "student", name, email, password, rememberMe: true },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return { id, email, password, cookie: cookieOf(res) };
}

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
/** One JSON request to the app as the account of `cookie` (null: signed out). */
export function injectAs(
  app: FastifyInstance,
  method: Method,
  url: string,
  payload: unknown,
  cookie: string | null,
) {
  return app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    headers: cookie ? { cookie } : {},
  });
}
