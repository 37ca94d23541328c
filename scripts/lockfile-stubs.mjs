// The registry mirror these machines use serves only the platform packages of this platform, so
// `npm install` leaves the other platforms' optional binaries (biome, tailwind oxide, ...) out of
// package-lock.json, and `npm ci` then refuses the lock as out of sync. This adds the missing
// optional entries as stubs (version only): npm ci skips them as optional on every platform, and
// a machine that can fetch them still does. Idempotent; run after `npm install <pkg>`.
import { readFileSync, writeFileSync } from "node:fs";

const file = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(readFileSync(file, "utf8"));
const packages = lock.packages;
let added = 0;
for (const [key, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = key ? `${key}/node_modules/${name}` : `node_modules/${name}`;
    const top = `node_modules/${name}`;
    if (packages[nested] || packages[top]) continue;
    packages[top] = { version, optional: true, ...(entry.dev ? { dev: true } : {}) };
    added++;
  }
}
if (added > 0) {
  const sorted = Object.fromEntries(
    Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a < b ? -1 : 1)),
  );
  lock.packages = sorted;
  writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
}
console.log(`lockfile: ${added} missing optional platform packages added as stubs`);
