import { createTestApp, type TestContext } from "@test-support/test-app";
import { afterAll, describe, expect, it } from "vitest";

/**
 * Which client address a request is counted against (TRUST_PROXY). Seen from outside through the
 * per-address rate limit of the reset-link check (RATE_LIMIT_AUTH_MAX requests per minute): two
 * requests counted as one client's, then a 429 for that client only.
 */

const apps: TestContext[] = [];
afterAll(() => Promise.all(apps.map((a) => a.close())));

async function appWith(trustProxy?: string): Promise<TestContext> {
  const t = await createTestApp({
    env: { RATE_LIMIT_AUTH_MAX: "2", ...(trustProxy ? { TRUST_PROXY: trustProxy } : {}) },
  });
  apps.push(t);
  return t;
}

/** One rate-limited request (a made-up link: 400 while allowed) from `socket` with these headers. */
async function attempt(t: TestContext, socket: string, forwardedFor?: string): Promise<number> {
  const res = await t.app.inject({
    method: "GET",
    url: "/api/auth/reset-password?token=made-up",
    remoteAddress: socket,
    headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {},
  });
  if (res.statusCode !== 400 && res.statusCode !== 429) throw new Error(`${res.statusCode} ${res.body}`);
  return res.statusCode;
}

describe("the client address behind a proxy (TRUST_PROXY)", () => {
  it("with one hop trusted, is the right-most X-Forwarded-For entry: a spoofed left-most one changes nothing", async () => {
    const t = await appWith("1");
    const proxy = "10.0.0.2";
    // The proxy appends the address it saw; the client wrote whatever it liked in front of it.
    const codes = [
      await attempt(t, proxy, "1.1.1.1, 203.0.113.7"),
      await attempt(t, proxy, "2.2.2.2, 203.0.113.7"),
      await attempt(t, proxy, "3.3.3.3, 203.0.113.7"),
      await attempt(t, proxy, "203.0.113.7"),
    ];
    expect(codes).toEqual([400, 400, 429, 429]);
    // Another client behind the same proxy has its own bucket, even when it claims the first's address.
    expect(await attempt(t, proxy, "203.0.113.7, 198.51.100.4")).toBe(400);
  });

  it("by default, is the socket's peer: a forwarded header is ignored", async () => {
    const t = await appWith();
    const codes = [
      await attempt(t, "198.51.100.20", "1.1.1.1"),
      await attempt(t, "198.51.100.20", "2.2.2.2"),
      await attempt(t, "198.51.100.20", "3.3.3.3"),
      await attempt(t, "198.51.100.20"),
    ];
    expect(codes).toEqual([400, 400, 429, 429]);
    expect(await attempt(t, "198.51.100.21", "1.1.1.1")).toBe(400);
  });

  it("with the proxies' addresses, believes X-Forwarded-For only from them", async () => {
    const t = await appWith("127.0.0.1,10.0.0.0/8");
    // Through the trusted proxies, two hops deep: the client is the first untrusted address.
    const codes = [
      await attempt(t, "10.1.2.3", "4.4.4.4, 203.0.113.50, 127.0.0.1"),
      await attempt(t, "127.0.0.1", "5.5.5.5, 203.0.113.50"),
      await attempt(t, "10.9.9.9", "203.0.113.50"),
    ];
    expect(codes).toEqual([400, 400, 429]);
    // A client that reaches the server directly cannot borrow another's bucket, or escape its own.
    const direct = [
      await attempt(t, "198.51.100.30", "203.0.113.99"),
      await attempt(t, "198.51.100.30", "203.0.113.98"),
      await attempt(t, "198.51.100.30", "203.0.113.97"),
    ];
    expect(direct).toEqual([400, 400, 429]);
    expect(await attempt(t, "10.0.0.2", "203.0.113.99")).toBe(400);
  });
});
