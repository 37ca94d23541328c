// `npm start`: build once when there is no build, then run the bundled server (which migrates the
// database and serves). Plain JavaScript so that starting needs no TypeScript tooling.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const root = path.resolve(import.meta.dirname, "..");
// Settings from ./.env when there is one (the environment wins over the file).
if (existsSync(path.join(root, ".env"))) process.loadEnvFile(path.join(root, ".env"));
const server = path.join(root, "dist/server/main.js");
const web = path.join(root, "dist/web/index.html");

if (!existsSync(server) || !existsSync(web)) {
  console.log("No build found: building first (npm run build)...");
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import(pathToFileURL(server).href);
