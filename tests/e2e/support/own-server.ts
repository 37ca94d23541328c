import { rmSync } from "node:fs";
import pg from "pg";
import { test as base } from "./fixtures";
import { startServer } from "./server";
import { E2E_ADMIN, type E2EServer, nonce } from "./users";

/*
 * A spec that needs what the shared e2e server cannot give (a session moved into its start window by
 * a direct UPDATE, a thousand students inserted at once) runs its own server on a fresh PostgreSQL
 * database, one per worker, dropped at the end. TEST_DATABASE_URL names the PostgreSQL to use.
 */

export const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

export interface OwnServer extends E2EServer {
  /** A client of the server's own database, for the writes the API cannot make. */
  db: pg.Client;
}

/**
 * The fixtures' `test` with a worker-scoped `ownServer` (its own server and database, named
 * `<prefix>_<nonce>`); pages and page.request talk to it rather than to the shared server.
 */
export function testWithOwnServer(prefix: string) {
  // biome-ignore lint/complexity/noBannedTypes: Playwright's extend takes the test-scoped fixtures first; there are none.
  return base.extend<{}, { ownServer: OwnServer; ownServerEnv: Record<string, string> }>({
    // More settings for the spec's server: a spec overrides it (say, to point the server at a stand-in
    // it starts in a fixture of its own, e.g. gateway.spec.ts).
    ownServerEnv: [{}, { scope: "worker", option: true }],
    ownServer: [
      async ({ ownServerEnv }, use) => {
        const admin = new pg.Client({ connectionString: POSTGRES_URL });
        try {
          await admin.connect();
        } catch (error) {
          throw new Error(
            `${prefix} needs PostgreSQL at ${POSTGRES_URL} (set TEST_DATABASE_URL): ${String(error)}`,
          );
        }
        const name = `${prefix}_${nonce().replace(/[^a-z0-9]/g, "")}`;
        await admin.query(`create database ${name}`);
        const url = new URL(POSTGRES_URL);
        url.pathname = `/${name}`;
        const server = await startServer({
          DATABASE_URL: url.toString(),
          RATE_LIMIT: "off",
          ADMIN_EMAIL: E2E_ADMIN.email,
          ADMIN_PASSWORD: E2E_ADMIN.password,
          ...ownServerEnv,
        });
        const db = new pg.Client({ connectionString: url.toString() });
        await db.connect();
        try {
          await use({ baseURL: server.url, dataDir: server.dataDir, db });
        } finally {
          await db.end();
          const code = await server.stop();
          if (code !== 0) console.error(`the ${prefix} server exited with ${code}:\n${server.output()}`);
          rmSync(server.dataDir, { recursive: true, force: true });
          await admin.query(`drop database if exists ${name} with (force)`);
          await admin.end();
        }
      },
      { scope: "worker", timeout: 90_000 },
    ],
    // Pages and page.request talk to this spec's server, not the shared one.
    baseURL: async ({ ownServer }, use) => {
      await use(ownServer.baseURL);
    },
  });
}
