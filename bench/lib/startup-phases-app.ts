// Everything the server entry point (src/server/main.ts) uses, gathered so that the start-up phase
// timer can import it in one step and call it phase by phase. Bundled by esbuild like the server.
export { buildApp } from "../../src/server/app";
export { loadConfig } from "../../src/server/config";
export { openDatabase } from "../../src/server/db/client";
export { migrateDatabase } from "../../src/server/db/migrate";
