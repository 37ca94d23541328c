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
  });

  it("reads every setting it is given", () => {
    const config = loadConfig(
      {
        PORT: "8080",
        HOST: "127.0.0.1",
        DATA_DIR: "/var/lib/tc",
        DATABASE_URL: "postgres://app@db.internal:5432/tc",
        PUBLIC_URL: "https://mentors.example.in/",
        TRUST_PROXY: "true",
        RATE_LIMIT: "off",
      },
      "/srv/app",
    );
    expect(config).toMatchObject({
      port: 8080,
      host: "127.0.0.1",
      dataDir: "/var/lib/tc",
      databaseUrl: "postgres://app@db.internal:5432/tc",
      publicUrl: "https://mentors.example.in",
      trustProxy: true,
      rateLimit: false,
    });
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
  ])("stops with a message naming %s when it is %s", (name, value) => {
    try {
      loadConfig({ [name]: value });
      expect.unreachable("loadConfig accepted a bad value");
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).message).toContain(`${name}:`);
    }
  });
});
