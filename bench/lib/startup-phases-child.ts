/**
 * One server start-up, phase by phase, the way src/server/main.ts does it: import the code, read
 * the settings, open PGlite (initdb on a new directory), migrate, build the app, listen, answer
 * the first health check. Bundled with esbuild and run under plain node by bench/startup-phases.ts;
 * prints one JSON line of phase durations (ms) and exits. Settings come from the environment, as
 * for the real server; MIGRATIONS_DIR names the folder of SQL migrations.
 */
import { httpGet } from "./http";

const phases: Record<string, number> = {};
// Node's own start-up: from process start (performance.timeOrigin) to this line.
phases.nodeBoot = performance.now();
let mark = performance.now();
const lap = (name: string) => {
  const now = performance.now();
  phases[name] = now - mark;
  mark = now;
};

const code = await import("./startup-phases-app");
lap("importCode");
const config = code.loadConfig();
lap("loadConfig");
const database = await code.openDatabase({ dataDir: config.dataDir });
lap("openPglite");
const migrationsFolder = process.env.MIGRATIONS_DIR;
if (!migrationsFolder) throw new Error("MIGRATIONS_DIR is not set");
await code.migrateDatabase(database, migrationsFolder);
lap("migrate");
const app = await code.buildApp({ config, database });
await app.ready();
lap("buildApp");
await app.listen({ port: 0, host: "127.0.0.1" });
lap("listen");
const address = app.server.address();
const port = typeof address === "object" && address ? address.port : 0;
const health = await httpGet(`http://127.0.0.1:${port}/api/health`, { timeoutMs: 10_000 });
if (health.status !== 200) throw new Error(`first GET /api/health answered ${health.status}`);
lap("firstHealth");
phases.total = performance.now();
process.stdout.write(`${JSON.stringify(phases)}\n`);
await app.close();
await database.close();
process.exit(0);
