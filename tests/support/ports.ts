import { createServer } from "node:net";

/**
 * A port for a server a test starts. Not the operating system's pick (port 0): that comes from the
 * ephemeral range (32768–60999 on Linux), and between our probe closing it and the server binding
 * it the kernel may hand the same port to any outgoing connection (a browser's, a database
 * client's), so the server fails with EADDRINUSE or, worse, the test talks to another server. Below
 * that range nothing is handed out by the kernel; each test worker (Playwright's
 * TEST_PARALLEL_INDEX, Vitest's VITEST_POOL_ID) takes its own block, and a port is checked free
 * before it is given.
 */
const FIRST = 20_000;
const BLOCK = 250;
const LANES = 40;

let next = 0;

function lane(): number {
  const index = Number(process.env.TEST_PARALLEL_INDEX ?? process.env.VITEST_POOL_ID ?? 0);
  return Number.isInteger(index) && index >= 0 ? index % LANES : 0;
}

function canBind(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}

export async function freePort(): Promise<number> {
  const start = FIRST + lane() * BLOCK;
  for (let tries = 0; tries < BLOCK; tries++) {
    const port = start + (next++ % BLOCK);
    if (await canBind(port)) return port;
  }
  throw new Error(`no free port in ${start}–${start + BLOCK - 1}`);
}
