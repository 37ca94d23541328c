import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("loadConfig", () => {
  it("has working defaults for a bare machine", () => {
    const config = loadConfig({}, "/srv/app");
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.resolve("/srv/app/data"));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe("http://localhost:3000");
    expect(config.rateLimit).toBe(true);
    expect(config.trustProxy).toBe(false);
    expect(config.redis).toBeUndefined();
    expect(config.rateLimits).toMatchObject({ auth: 10, upload: 20, signInAccount: 10, reads: 120 });
    expect(config.publicReadTimeoutMs).toBe(2000);
    expect(config.commissionPercent).toBe(20);
    // Each queue keeps its own job expiry unless the setting replaces it (jobs/engine.ts).
    expect(config.jobExpireSeconds).toBeUndefined();
  });

  it("takes a job expiry in whole seconds from 1 to 3600", () => {
    expect(loadConfig({ JOB_EXPIRE_SECONDS: "5" }).jobExpireSeconds).toBe(5);
    expect(() => loadConfig({ JOB_EXPIRE_SECONDS: "0" })).toThrow(/JOB_EXPIRE_SECONDS/);
    expect(() => loadConfig({ JOB_EXPIRE_SECONDS: "2.5" })).toThrow(/JOB_EXPIRE_SECONDS/);
  });

  it("takes a Redis for the rate limits, with its key prefix", () => {
    expect(loadConfig({ REDIS_URL: "redis://127.0.0.1:6379" }).redis).toEqual({
      url: "redis://127.0.0.1:6379",
      keyPrefix: "tc:",
    });
    expect(
      loadConfig({ REDIS_URL: "rediss://:secret@cache.internal:6380/2", REDIS_KEY_PREFIX: "staging:" }).redis,
    ).toEqual({ url: "rediss://:secret@cache.internal:6380/2", keyPrefix: "staging:" });
    expect(loadConfig({ RATE_LIMIT_SIGNIN_ACCOUNT_MAX: "5" }).rateLimits.signInAccount).toBe(5);
  });

  it("reads every setting it is given", () => {
    const config = loadConfig(
      {
        PORT: "8080",
        HOST: "127.0.0.1",
        DATA_DIR: "/var/lib/tc",
        DATABASE_URL: "postgres://app@db.internal:5432/tc",
        PUBLIC_URL: "https://mentors.example.in/",
        TRUST_PROXY: "127.0.0.1,10.0.0.0/8",
        RATE_LIMIT: "off",
        PLATFORM_COMMISSION_PERCENT: "0",
      },
      "/srv/app",
    );
    expect(config).toMatchObject({
      port: 8080,
      host: "127.0.0.1",
      dataDir: "/var/lib/tc",
      databaseUrl: "postgres://app@db.internal:5432/tc",
      publicUrl: "https://mentors.example.in",
      trustProxy: ["127.0.0.1", "10.0.0.0/8"],
      rateLimit: false,
      commissionPercent: 0,
    });
  });

  it("takes a merchant UPI id's 4-digit merchant category code, and none by default", () => {
    expect(loadConfig({}).upi.merchantCode).toBeUndefined();
    expect(loadConfig({ UPI_ID: "toppers.mentoring@okaxis", UPI_MERCHANT_CODE: "8299" }).upi).toMatchObject({
      id: "toppers.mentoring@okaxis",
      merchantCode: "8299",
    });
    expect(loadConfig({ UPI_MERCHANT_CODE: " 8299 " }).upi.merchantCode).toBe("8299");
  });

  it("treats an empty variable as unset", () => {
    expect(loadConfig({ DATABASE_URL: "", PORT: "" }).databaseUrl).toBeUndefined();
  });

  it.each([
    ["PORT", "eighty"],
    ["PORT", "70000"],
    ["DATABASE_URL", "mysql://root@localhost/tc"],
    ["PUBLIC_URL", "localhost:3000"],
    ["LOG_LEVEL", "loud"],
    ["RATE_LIMIT", "maybe"],
    ["REDIS_URL", "http://127.0.0.1:6379"],
    ["REDIS_URL", "127.0.0.1:6379"],
    ["REDIS_KEY_PREFIX", "has spaces"],
    ["RATE_LIMIT_SIGNIN_ACCOUNT_MAX", "0"],
    ["RATE_LIMIT_SIGNIN_ACCOUNT_MAX", "ten"],
    ["PLATFORM_COMMISSION_PERCENT", "101"],
    ["PLATFORM_COMMISSION_PERCENT", "12.5"],
    ["UPI_MERCHANT_CODE", "829"],
    ["UPI_MERCHANT_CODE", "82999"],
    ["UPI_MERCHANT_CODE", "EDU1"],
  ])("stops with a message naming %s when it is %s", (name, value) => {
    try {
      loadConfig({ [name]: value });
      expect.unreachable("loadConfig accepted a bad value");
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).message).toContain(`${name}:`);
    }
  });

  describe("TRUST_PROXY", () => {
    it.each(["false", "0", "off"])("trusts no proxy with %s", (value) => {
      expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toBe(false);
    });

    it("takes a hop count: the socket's peer and the hops in front of it up to that many", () => {
      const trust = loadConfig({ TRUST_PROXY: "2" }).trustProxy;
      if (typeof trust !== "function") throw new Error(`not a hop count: ${String(trust)}`);
      expect(trust.hops).toBe(2);
      // proxy-addr asks about each address from the socket outwards: hop 0 is the socket's peer.
      expect([0, 1, 2, 3].map((hop) => trust("203.0.113.9", hop))).toEqual([true, true, false, false]);
    });

    it("takes a list of proxy addresses and CIDR ranges, IPv4 and IPv6, and proxy-addr's names", () => {
      expect(
        loadConfig({ TRUST_PROXY: " 127.0.0.1, 10.0.0.0/8,fd00::/8 , ::1,Loopback" }).trustProxy,
      ).toEqual(["127.0.0.1", "10.0.0.0/8", "fd00::/8", "::1", "loopback"]);
    });

    it("takes ranges inside the private, loopback, link-local, carrier-grade NAT and unique-local networks, and narrow public ones", () => {
      const ranges = [
        "10.0.0.0/8",
        "10.20.0.0/16",
        "172.16.0.0/12",
        "172.31.255.0/24",
        "192.168.0.0/16",
        "127.0.0.0/8",
        "169.254.0.0/16",
        "100.64.0.0/10",
        "::1",
        "fc00::/7",
        "fd12:3456::/32",
        "fe80::/10",
        "::ffff:10.0.0.0/104",
        // A public load balancer's own address, and a provider's block of up to 65,536 (IPv4) or a
        // /32 allocation (IPv6).
        "203.0.113.7",
        "198.41.128.0/17",
        "173.245.48.0/16",
        "2400:cb00::/32",
        "2001:db8::1",
      ];
      expect(loadConfig({ TRUST_PROXY: ranges.join(",") }).trustProxy).toEqual(ranges);
    });

    it.each(["true", "yes", "on", "TRUE"])(
      "refuses %s (trust everyone), saying what to give instead",
      (value) => {
        expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
          /TRUST_PROXY: trusting every X-Forwarded-For .*give the number of proxies in front of the server \(e\.g\. 1\) or their addresses/,
        );
      },
    );

    it.each([
      ["10.0.0.0/33", "bad prefix length"],
      ["0.0.0.0/0", "trusts every address"],
      ["::/0", "trusts every address"],
      ["127.0.0.1,,10.0.0.1", "an empty entry"],
      ["proxy.internal", "not an address"],
      ["10.0.0.0/8/1", "not an address"],
      ["-1", "not an address"],
      ["1000", "not plausible"],
      // Wider than any private network: together these two halves are every IPv4 address.
      ["0.0.0.0/1,128.0.0.0/1", "a public range wider than /16"],
      ["10.0.0.0/7", "a public range wider than /16"],
      ["172.0.0.0/8", "a public range wider than /16"],
      ["127.0.0.1,203.0.0.0/15", "a public range wider than /16"],
      ["2000::/3", "a public range wider than /32"],
      ["fc00::/6", "a public range wider than /32"],
      // Every IPv4 client, written as IPv4-mapped IPv6 (proxy-addr matches IPv4 peers against it).
      ["::ffff:0:0/96", "a public range wider than /16"],
    ])("refuses %s (%s)", (value, reason) => {
      try {
        loadConfig({ TRUST_PROXY: value });
        expect.unreachable("loadConfig accepted a bad TRUST_PROXY");
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        expect((error as ConfigError).message).toContain("TRUST_PROXY:");
        expect((error as ConfigError).message).toContain(reason);
        expect((error as ConfigError).message).toContain("their addresses (e.g. 127.0.0.1,10.0.0.0/8)");
      }
    });
  });
});
