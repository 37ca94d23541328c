import { existsSync, rmSync } from "node:fs";
import { SERVER_ENTRY, startServer } from "./server";
import { E2E_ADMIN } from "./users";

/**
 * One production server for the browser tests: the built app (run `npm run build` first) on a free
 * port with a fresh data directory. Tests read its address from E2E_BASE_URL.
 */
export default async function globalSetup() {
  if (!existsSync(SERVER_ENTRY))
    throw new Error("No production build: run `npm run build` before the browser tests.");
  const server = await startServer({
    RATE_LIMIT: "off",
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
  });
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_DATA_DIR = server.dataDir;
  return async () => {
    const code = await server.stop();
    rmSync(server.dataDir, { recursive: true, force: true });
    if (code !== 0) console.error(`the e2e server exited with ${code}:\n${server.output()}`);
  };
}
