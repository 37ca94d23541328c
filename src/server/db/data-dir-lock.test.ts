import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DataDirLockedError, lockDataDir } from "./data-dir-lock";

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "tc-lock-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("lockDataDir", () => {
  it("refuses a second holder of the same directory and names the first", async () => {
    const dir = freshDir();
    const first = await lockDataDir(dir);
    const second = lockDataDir(path.join(dir, "."));
    await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(second).rejects.toThrow(`pid ${process.pid}`);
    await first.release();
    const again = await lockDataDir(dir);
    await again.release();
  });

  it("lets different directories be held at once", async () => {
    const a = await lockDataDir(freshDir());
    const b = await lockDataDir(freshDir());
    await a.release();
    await b.release();
  });

  it("is free again as soon as a holder is killed, with no stale lock left behind", async () => {
    const dir = freshDir();
    const holder = spawn(
      process.execPath,
      [
        "--import",
        "tsx",
        "-e",
        `import("${path.resolve("src/server/db/data-dir-lock.ts")}").then(async (m) => { await m.lockDataDir(${JSON.stringify(dir)}); console.log("locked"); setInterval(() => {}, 1000); })`,
      ],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    await new Promise<void>((resolve, reject) => {
      holder.stdout.on("data", (chunk: Buffer) => chunk.toString().includes("locked") && resolve());
      holder.on("exit", (code) => reject(new Error(`holder exited with ${code}`)));
    });
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirLockedError);
    const exited = new Promise((resolve) => holder.on("exit", resolve));
    holder.kill("SIGKILL");
    await exited;
    const lock = await lockDataDir(dir);
    await lock.release();
  });
});
