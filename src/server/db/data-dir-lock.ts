import { createHash } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";

/**
 * PGlite does not lock its data directory, and two processes writing one directory silently lose
 * committed rows. Before opening it we take an exclusive lock that the operating system releases
 * when the process dies, however it dies (SIGKILL included), so a crash never leaves a stale lock.
 *
 * On Linux the lock is a listening socket in the abstract namespace, named after the directory's
 * real path: binding it is atomic, and only one process can hold the name. Elsewhere we fall back to
 * an exclusively created pid file, taken over only when the recorded process is gone.
 */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holderPid: number | undefined,
  ) {
    super(
      `The data directory ${dataDir} is in use by another server process${holderPid ? ` (pid ${holderPid})` : ""}. ` +
        "Two servers on one embedded database would lose data: stop the other process, or give this one its own DATA_DIR, or use DATABASE_URL to share a PostgreSQL server.",
    );
    this.name = "DataDirLockedError";
  }
}

export interface DataDirLock {
  release(): Promise<void>;
}

const PID_FILE = "server.pid";

export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  fs.mkdirSync(dataDir, { recursive: true });
  const realDir = fs.realpathSync(dataDir);
  const pidFile = path.join(realDir, PID_FILE);
  const lock =
    process.platform === "linux"
      ? await lockWithAbstractSocket(realDir, pidFile)
      : lockWithPidFile(realDir, pidFile);
  // For people and the error message of a second process; the lock itself is the socket on Linux.
  fs.writeFileSync(pidFile, `${process.pid}\n`);
  return {
    async release() {
      try {
        if (readPid(pidFile) === process.pid) fs.rmSync(pidFile, { force: true });
      } finally {
        await lock.release();
      }
    },
  };
}

function readPid(pidFile: string): number | undefined {
  try {
    const pid = Number.parseInt(fs.readFileSync(pidFile, "utf8").trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function lockWithAbstractSocket(realDir: string, pidFile: string): Promise<DataDirLock> {
  const name = `\0toppers-connect-data-${createHash("sha256").update(realDir).digest("hex").slice(0, 32)}`;
  const server = net.createServer((socket) => socket.destroy());
  return new Promise((resolve, reject) => {
    server.once("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "EADDRINUSE") reject(new DataDirLockedError(realDir, readPid(pidFile)));
      else reject(error);
    });
    server.listen(name, () => {
      // The lock must not keep the process alive on its own.
      server.unref();
      resolve({ release: () => new Promise<void>((done) => server.close(() => done())) });
    });
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function lockWithPidFile(realDir: string, pidFile: string): DataDirLock {
  const lockFile = path.join(realDir, "server.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, `${process.pid}\n`, { flag: "wx" });
      return { release: async () => fs.rmSync(lockFile, { force: true }) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = readPid(lockFile);
      if (holder !== undefined && isAlive(holder)) throw new DataDirLockedError(realDir, holder);
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new DataDirLockedError(realDir, readPid(pidFile));
}
