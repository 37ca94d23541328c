import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { readOutbox } from "@test-support/email-parser";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../src/server/db/client";
import { users } from "../../src/server/db/schema";

const run = promisify(execFile);
const dataDir = mkdtempSync(path.join(tmpdir(), "tc-cli-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function userCreate(...args: string[]) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ["--import", "tsx", "scripts/user-create.ts", ...args],
      {
        env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "warn", DATABASE_URL: "" },
      },
    );
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout + e.stderr };
  }
}

describe("npm run user:create", () => {
  it("creates a mentor and emails an invitation when no password is given", async () => {
    const result = await userCreate(
      "--role",
      "mentor",
      "--email",
      "Rohan.Mehta@example.com",
      "--name",
      "Rohan Mehta",
    );
    expect(result.out).toContain("created mentor rohan.mehta@example.com");
    expect(result.code).toBe(0);
    const mails = await readOutbox(path.join(dataDir, "outbox"));
    const invitation = mails.find((m) => m.to.includes("rohan.mehta@example.com"));
    expect(invitation?.text).toContain("/reset-password?mode=resetPassword&oobCode=");
  }, 60_000);

  it("refuses a duplicate email and bad arguments with a message", async () => {
    const again = await userCreate(
      "--role",
      "mentor",
      "--email",
      "rohan.mehta@example.com",
      "--name",
      "Rohan",
    );
    expect(again.code).toBe(1);
    expect(again.out).toContain("already exists");
    const bad = await userCreate("--role", "teacher", "--email", "x@example.com", "--name", "X");
    expect(bad.code).toBe(2);
    expect(bad.out).toContain("--role");
  }, 60_000);

  it("makes an account with a password verified: the operator typed its address", async () => {
    const made = await userCreate(
      "--role",
      "student",
      "--email",
      "meera.nair@example.com",
      "--name",
      "Meera Nair",
      "--password",
      "meera-first-password",
    );
    expect(made.code, made.out).toBe(0);
    const database = await openDatabase({ dataDir });
    try {
      const [row] = await database.db
        .select({ emailVerified: users.emailVerified })
        .from(users)
        .where(eq(users.email, "meera.nair@example.com"));
      expect(row?.emailVerified).toBe(true);
    } finally {
      await database.close();
    }
  }, 60_000);
});
