/**
 * `npm run dev`: the API with reload on change (tsx watch, port API_PORT or 3001) and the Vite dev
 * server (port WEB_PORT or 5173) proxying /api to it. One command, one Ctrl+C.
 */
import { type ChildProcess, spawn } from "node:child_process";

import { existsSync } from "node:fs";

// Settings from ./.env when there is one (the environment wins over the file).
if (existsSync(".env")) process.loadEnvFile(".env");
const apiPort = process.env.API_PORT ?? "3001";
const children: ChildProcess[] = [];

function run(name: string, command: string, args: string[], env: Record<string, string>) {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  const prefix = (chunk: Buffer) =>
    chunk
      .toString()
      .split("\n")
      .filter(Boolean)
      .map((line) => `[${name}] ${line}\n`)
      .join("");
  child.stdout?.on("data", (chunk: Buffer) => process.stdout.write(prefix(chunk)));
  child.stderr?.on("data", (chunk: Buffer) => process.stderr.write(prefix(chunk)));
  child.on("exit", (code) => {
    console.log(`[${name}] exited with ${code}`);
    stop();
  });
  children.push(child);
}

let stopping = false;
function stop() {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill("SIGTERM");
  setTimeout(() => process.exit(0), 3000).unref();
}

process.on("SIGINT", stop);
process.on("SIGTERM", stop);

run("api", "npx", ["tsx", "watch", "--clear-screen=false", "src/server/main.ts"], {
  PORT: apiPort,
  NODE_ENV: "development",
  LOG_LEVEL: process.env.LOG_LEVEL ?? "info",
});
run("web", "npx", ["vite"], { API_PORT: apiPort });
