import path from "node:path";
import type { Role } from "@contract/users";
import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  request as playwrightRequest,
} from "@playwright/test";
import { readOutbox } from "@test-support/email-parser";

/*
 * People for the browser tests, made through the product's own API against the shared e2e server:
 * a student signs up; a mentor or an admin is invited by the first admin (ADMIN_EMAIL/ADMIN_PASSWORD
 * of the e2e server, see global-setup.ts) and sets a password from the emailed link. Every call makes
 * a new person with an address no other test uses (tests run in parallel on one server).
 */

/** The first admin, created by the e2e server at start (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const E2E_ADMIN = { email: "admin@e2e.test", password: "Admin-e2e-Password-1", name: "Admin" };

export const baseURL = () => {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error("E2E_BASE_URL is not set: the global setup did not run");
  return url;
};

/**
 * Which server to make people on: by default the shared one of global-setup. A spec that starts its
 * own server (support/server.ts, with ADMIN_EMAIL/ADMIN_PASSWORD = E2E_ADMIN) passes its address
 * and data directory (where the outbox is).
 */
export interface E2EServer {
  baseURL: string;
  dataDir: string;
}

export const sharedServer = (): E2EServer => {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set: the global setup did not run");
  return { baseURL: baseURL(), dataDir };
};

let counter = 0;
/** A short token no other test (or worker, or run) uses: for emails, names and subjects. */
export const nonce = () =>
  `${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;
export const uniqueEmail = (prefix: string) => `${prefix}.${nonce()}@e2e.test`;

export interface TestUser {
  id: string;
  name: string;
  email: string;
  password: string;
  role: Role;
  /** An API client signed in as this user (its cookie); dispose it when done, or let the run end. */
  api: APIRequestContext;
}

/** An API client with no one signed in. The server refuses writes from another origin: send ours. */
export const anonymousApi = (url: string = baseURL()) =>
  playwrightRequest.newContext({ baseURL: url, extraHTTPHeaders: { origin: url } });

/**
 * A fresh API client signed in with an email and password. The login form's role picker is part of
 * the call: a student signs in as Student, a mentor as Mentor (with the name), an admin as either.
 */
export async function signIn(
  email: string,
  password: string,
  as: { role: "student" | "mentor"; name?: string } = { role: "student" },
  url: string = baseURL(),
): Promise<APIRequestContext> {
  const api = await anonymousApi(url);
  const response = await api.post("/api/auth/sign-in", { data: { email, password, ...as } });
  expect(response.status(), await response.text()).toBe(200);
  return api;
}

const adminApis = new Map<string, Promise<APIRequestContext>>();
/** The first admin's API client, one per worker (and server). */
export const signedInAdmin = (url: string = baseURL()) => {
  let api = adminApis.get(url);
  if (!api) {
    api = signIn(E2E_ADMIN.email, E2E_ADMIN.password, { role: "student" }, url);
    adminApis.set(url, api);
  }
  return api;
};

/** The newest password link emailed to `email` (invitation or reset): its token. */
export async function emailedToken(email: string, dataDir: string = sharedServer().dataDir): Promise<string> {
  let token = "";
  await expect
    .poll(
      async () => {
        const mails = (await readOutbox(path.join(dataDir, "outbox"))).filter((m) => m.to.includes(email));
        const source = mails.at(-1)?.text ?? "";
        token = source.match(/\/reset-password\?[^\s]*oobCode=([\w-]+)/)?.[1] ?? "";
        return token;
      },
      { message: `a password link for ${email} in the outbox`, timeout: 10_000 },
    )
    .not.toBe("");
  return token;
}

/**
 * The newest "Verify your email" link emailed to `email`, as a path of the app with its query
 * (/verify-email?token=…&next=…, or /hi/verify-email… for a Hindi account): the email's host may
 * differ from the test server's.
 */
export async function emailedVerifyLink(
  email: string,
  dataDir: string = sharedServer().dataDir,
): Promise<string> {
  let link = "";
  await expect
    .poll(
      async () => {
        const mails = (await readOutbox(path.join(dataDir, "outbox"))).filter((m) => m.to.includes(email));
        const found = mails
          .map((m) => m.text.match(/https?:\/\/\S+?(\/(?:hi\/)?verify-email\?\S+)/)?.[1])
          .filter((path): path is string => path !== undefined);
        link = found.at(-1) ?? "";
        return link;
      },
      { message: `a verification link for ${email} in the outbox`, timeout: 10_000 },
    )
    .not.toBe("");
  return link;
}

/** Opens the emailed verification link the way its page does (POST /api/auth/verify-email). */
export async function verifyEmailByLink(email: string, server: E2EServer = sharedServer()): Promise<void> {
  const token = new URL(await emailedVerifyLink(email, server.dataDir), server.baseURL).searchParams.get(
    "token",
  );
  const anon = await anonymousApi(server.baseURL);
  try {
    const response = await anon.post("/api/auth/verify-email", { data: { token } });
    expect(response.status(), await response.text()).toBe(200);
  } finally {
    await anon.dispose();
  }
}

/**
 * A new user with the given role, made the way the product makes one: a student signs up and opens
 * the emailed verification link (unless `verified: false`); a mentor or an admin is invited by the
 * e2e admin (POST /api/admin/users) and sets a password from the emailed link (which verifies the
 * email too). Returns the user with an API client signed in as them.
 */
export async function createUser(options: {
  role: Role;
  name: string;
  email?: string;
  /** Another server than the shared one. */
  server?: E2EServer;
  /** A student who has not opened the verification link yet (they may not hold a seat). */
  verified?: boolean;
}): Promise<TestUser> {
  const { role, name } = options;
  const server = options.server ?? sharedServer();
  const email = options.email ?? uniqueEmail(name.split(" ")[0]?.toLowerCase() || role);
  const password = `Pass-${Math.random().toString(36).slice(2, 10)}-9`;
  const anon = await anonymousApi(server.baseURL);
  try {
    if (role === "student") {
      const [firstName, ...rest] = name.split(" ");
      const response = await anon.post("/api/auth/sign-up", {
        data: {
          firstName,
          lastName: rest.join(" ") || "Student",
          email,
          phone: "9876543210",
          password,
          confirmPassword: password,
          acceptTerms: true,
        },
      });
      expect(response.status(), await response.text()).toBe(201);
      if (options.verified !== false) await verifyEmailByLink(email, server);
    } else {
      const admin = await signedInAdmin(server.baseURL);
      const invited = await admin.post("/api/admin/users", { data: { name, email, role } });
      expect(invited.status(), await invited.text()).toBe(201);
      const token = await emailedToken(email, server.dataDir);
      const reset = await anon.post("/api/auth/reset-password", { data: { token, newPassword: password } });
      expect(reset.status(), await reset.text()).toBeLessThan(300);
    }
  } finally {
    await anon.dispose();
  }
  const api = await signIn(
    email,
    password,
    role === "mentor" ? { role, name } : { role: "student" },
    server.baseURL,
  );
  const me = await api.get("/api/me");
  expect(me.status()).toBe(200);
  const { user } = (await me.json()) as { user: { id: string; role: Role } };
  expect(user.role).toBe(role);
  return { id: user.id, name, email, password, role, api };
}

/** Signs a browser context in as `user`: it gets the same auth cookie as the user's API client. */
export async function signInBrowser(context: BrowserContext, user: Pick<TestUser, "api">): Promise<void> {
  const { cookies } = await user.api.storageState();
  await context.addCookies(cookies);
}
