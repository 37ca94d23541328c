import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { httpGet, sleep } from "./http";

export const ROOT = path.resolve(import.meta.dirname, "../..");
/**
 * The production build under test: dist/, or BENCH_DIST_DIR (a build of its own, made by
 * `npx tsx bench/lib/build.ts <dir>` or by the benchmark when the folder has no build yet), so
 * that a fresh build for the benchmark does not replace the dist/ that others test against.
 */
export const DIST_DIR = path.resolve(ROOT, process.env.BENCH_DIST_DIR || "dist");
export const BUILT_SERVER = path.join(DIST_DIR, "server/main.js");
export const WEB_DIST = path.join(DIST_DIR, "web");
const BASELINE_SCRIPT = path.join(ROOT, "bench/lib/baseline-server.mjs");

/** How long a server may take to answer its readiness URL before the benchmark gives up. */
export const READY_TIMEOUT_MS = 60_000;
/** How long a server may take to exit after SIGTERM before it is killed. */
const STOP_TIMEOUT_MS = 15_000;
/** Readiness polling interval: also the resolution of the start-up times. */
const POLL_INTERVAL_MS = 20;
/** Keep only the tail of a child's output, for error messages. */
const OUTPUT_TAIL = 16 * 1024;

/** A port that was free a moment ago on 127.0.0.1 (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error("could not get a free port"))));
    });
  });
}

export function makeTempDir(prefix = "toppers-bench-"): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

export function removeDir(dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
}

/**
 * Build when there is no production build (server bundle, web app, precompressed index.html), and
 * warn when the build is older than the sources: figures from a stale bundle mislead.
 */
export async function ensureBuild(): Promise<void> {
  const needed = [BUILT_SERVER, path.join(WEB_DIST, "index.html"), path.join(WEB_DIST, "index.html.br")];
  const ownDir = DIST_DIR !== path.join(ROOT, "dist");
  const rebuild = ownDir
    ? `npx tsx bench/lib/build.ts ${DIST_DIR}`
    : "npm run build (or build elsewhere: BENCH_DIST_DIR=dist-bench)";
  if (needed.some((file) => !fs.existsSync(file))) {
    if (ownDir) {
      console.error(`bench: no complete production build in ${DIST_DIR}: building it...`);
      const { buildInto } = await import("./build");
      buildInto(ROOT, DIST_DIR);
    } else {
      console.error("bench: no complete production build: running `npm run build`...");
      const result = spawnSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit", timeout: 300_000 });
      if (result.status !== 0)
        throw new Error(`npm run build failed (status ${result.status ?? result.signal})`);
    }
    const missing = needed.filter((file) => !fs.existsSync(file));
    if (missing.length) throw new Error(`the build did not produce ${missing.join(", ")}`);
    return;
  }
  const built = fs.statSync(BUILT_SERVER).mtimeMs;
  for (const dir of ["src/server", "src/contract"]) {
    const newer = newestFile(path.join(ROOT, dir));
    if (newer && newer.mtimeMs > built) {
      console.error(
        `bench: warning: ${path.relative(ROOT, newer.file)} is newer than the build in ${path.relative(ROOT, DIST_DIR) || DIST_DIR}: rebuild (${rebuild})`,
      );
      return;
    }
  }
}

function newestFile(dir: string): { file: string; mtimeMs: number } | undefined {
  let newest: { file: string; mtimeMs: number } | undefined;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const { mtimeMs } = fs.statSync(file);
    if (!newest || mtimeMs > newest.mtimeMs) newest = { file, mtimeMs };
  }
  return newest;
}

/**
 * The environment of a server under test: only the basics of the caller's environment plus
 * `settings`. Nothing else leaks in, so no setting in the caller's shell (DATABASE_URL, SMTP_URL,
 * S3_*, ADMIN_*, NODE_OPTIONS...) changes what is measured.
 */
export function serverEnv(settings: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const key of ["PATH", "HOME", "TMPDIR", "LANG", "LC_ALL", "TZ"]) {
    if (process.env[key] !== undefined) env[key] = process.env[key];
  }
  return { ...env, ...settings };
}

/** A server running in a child process. */
export interface ServerProcess {
  name: string;
  /** Base URL, without a trailing slash. */
  url: string;
  child: ChildProcess;
  /** Milliseconds from just before spawn until the readiness URL first answered 200. */
  readyMs: number;
  /** The tail of the child's stdout and stderr. */
  output(): string;
  /** SIGTERM, wait for exit (SIGKILL after 15 s); resolves with the exit code or signal. */
  stop(): Promise<number | string>;
}

interface SpawnServerOptions {
  name: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  port: number;
  /** Path answering 200 once the server is ready. */
  readyPath: string;
  readyTimeoutMs?: number;
}

async function spawnServer(options: SpawnServerOptions): Promise<ServerProcess> {
  const url = `http://127.0.0.1:${options.port}`;
  let tail = "";
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString("utf8")).slice(-OUTPUT_TAIL);
  };
  const started = performance.now();
  const child = spawn(process.execPath, options.args, {
    cwd: ROOT,
    env: options.env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<number | string>((resolve) => {
    child.once("exit", (code, signal) => resolve(code ?? signal ?? "unknown"));
  });
  child.once("error", (error) => keep(Buffer.from(`spawn error: ${error.message}\n`)));

  const stop = async (): Promise<number | string> => {
    if (child.exitCode !== null || child.signalCode !== null)
      return child.exitCode ?? child.signalCode ?? "exited";
    child.kill("SIGTERM");
    const timer = sleep(STOP_TIMEOUT_MS).then(() => "timeout" as const);
    const result = await Promise.race([exited, timer]);
    if (result !== "timeout") return result;
    console.error(`bench: ${options.name} did not exit within ${STOP_TIMEOUT_MS} ms of SIGTERM: killing it`);
    child.kill("SIGKILL");
    return Promise.race([exited, sleep(5000).then(() => "SIGKILL ignored")]);
  };

  const deadline = started + (options.readyTimeoutMs ?? READY_TIMEOUT_MS);
  let exitedEarly: number | string | undefined;
  void exited.then((code) => {
    exitedEarly = code;
  });
  let lastProblem = "no answer yet";
  for (;;) {
    if (exitedEarly !== undefined) {
      throw new Error(`${options.name} exited (${exitedEarly}) before it was ready. Its output:\n${tail}`);
    }
    if (performance.now() > deadline) {
      await stop();
      throw new Error(
        `${options.name} was not ready within ${options.readyTimeoutMs ?? READY_TIMEOUT_MS} ms (${lastProblem}). Its output:\n${tail}`,
      );
    }
    try {
      const response = await httpGet(`${url}${options.readyPath}`, { timeoutMs: 2000 });
      if (response.status === 200) {
        const readyMs = performance.now() - started;
        return { name: options.name, url, child, readyMs, output: () => tail, stop };
      }
      lastProblem = `GET ${options.readyPath} answered ${response.status}`;
    } catch (error) {
      lastProblem = (error as Error).message;
    }
    await sleep(POLL_INTERVAL_MS);
  }
}

/** The bare Fastify hello world (`GET /` → `{ hello: "world" }`), in its own process. */
export async function startBaseline(): Promise<ServerProcess> {
  const port = await freePort();
  return spawnServer({
    name: "baseline",
    args: [BASELINE_SCRIPT],
    env: serverEnv({ NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1" }),
    port,
    readyPath: "/",
  });
}

/**
 * The production build as users run it: `node dist/server/main.js` on the embedded PGlite in
 * `dataDir` (created if missing), or on PostgreSQL at `databaseUrl` (then `dataDir` holds only the
 * stored files, the mail outbox and the auth secret), ready once `GET /api/health` answers 200.
 */
export async function startBuiltApp(options: {
  dataDir: string;
  databaseUrl?: string;
  readyTimeoutMs?: number;
  /** Another server bundle than the build's (bench/search-burst.ts compares two builds). */
  serverEntry?: string;
}): Promise<ServerProcess> {
  const port = await freePort();
  const env = serverEnv({
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: options.dataDir,
    LOG_LEVEL: "warn",
    RATE_LIMIT: "off",
    WEB_DIST_DIR: WEB_DIST,
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
  });
  // BENCH_CPU_PROF=<dir>: every app process writes a V8 CPU profile there when it exits (see README).
  const profileDir = process.env.BENCH_CPU_PROF;
  const profile = profileDir ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(profileDir)}`] : [];
  return spawnServer({
    name: "app",
    args: [...profile, options.serverEntry ?? BUILT_SERVER],
    env,
    port,
    readyPath: "/api/health",
    readyTimeoutMs: options.readyTimeoutMs,
  });
}

/**
 * The peak resident set size of a running server process in MiB (Linux `VmHWM`): read it after the
 * load and before stopping the process. Undefined where /proc is not available.
 */
export function peakRssMiB(server: ServerProcess): number | undefined {
  const pid = server.child.pid;
  if (pid === undefined) return undefined;
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = /^VmHWM:\s+(\d+) kB/m.exec(status)?.[1];
    return kb === undefined ? undefined : Number(kb) / 1024;
  } catch {
    return undefined;
  }
}
