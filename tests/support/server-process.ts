import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { inject } from "vitest";
import { freePort } from "./ports";

/**
 * Real server processes for the tests that need more than `app.inject`: several processes on one
 * database, or a process killed with SIGKILL. Each runs the server bundled as `npm run build`
 * bundles it (scripts/server-bundle.ts), as `npm start` runs it, with only the settings given. The
 * bundle is made once per run (global-setup.ts): a process then starts without compiling the source
 * again (about 1.5 s of each start through tsx).
 */

const root = path.resolve(import.meta.dirname, "../..");

export interface ServerProcess {
  base: string;
  dataDir: string;
  child: ChildProcess;
  /** Everything the process wrote, stdout and stderr interleaved. */
  output: string[];
}

/** Starts a server on a free port with `env` (DATA_DIR is `dataDir`); resolves once it is spawned. */
export async function startServerProcess(
  dataDir: string,
  env: Record<string, string>,
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [inject("serverBundle")], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: "test",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, "no-web-build"),
      RATE_LIMIT: "off",
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  child.stdout?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  return { base: `http://127.0.0.1:${port}`, dataDir, child, output };
}

export async function waitHealthy(server: ServerProcess, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null)
      throw new Error(`server exited (${server.child.exitCode}):\n${server.output.join("")}`);
    try {
      const res = await fetch(`${server.base}/api/health`);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server at ${server.base} not healthy in time:\n${server.output.join("")}`);
}

/** SIGTERM (a graceful stop), then SIGKILL after 10 s. */
export function stopServerProcess(server: ServerProcess): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => server.child.kill("SIGKILL"), 10_000);
    server.child.once("exit", () => {
      clearTimeout(force);
      resolve();
    });
    server.child.kill("SIGTERM");
  });
}

/** SIGKILL: the process ends at once, with no chance to finish anything. */
export function killServerProcess(server: ServerProcess): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    server.child.once("exit", () => resolve());
    server.child.kill("SIGKILL");
  });
}

/** The `name=value` pairs of a fetch response's Set-Cookie headers, ready for a Cookie header. */
export const fetchCookie = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
