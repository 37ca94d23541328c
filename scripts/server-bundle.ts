import { cpSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";

const root = path.resolve(import.meta.dirname, "..");

/**
 * The server bundled with esbuild into `outDir`/main.js, its packages left to node_modules (so
 * `outDir` is inside the project), next to its SQL migrations: `npm run build` makes dist/server so,
 * and the tests that run real server processes start the same bundle (tests/support/server-process.ts).
 */
export async function bundleServer(outDir: string): Promise<string> {
  const outfile = path.join(outDir, "main.js");
  await build({
    entryPoints: [path.join(root, "src/server/main.ts")],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    sourcemap: true,
    logLevel: "warning",
  });
  cpSync(path.join(root, "src/server/db/migrations"), path.join(outDir, "migrations"), { recursive: true });
  return outfile;
}
