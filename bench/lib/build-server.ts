/**
 * `npx tsx bench/lib/build-server.ts <commit> <dir>`: the server bundle of an earlier commit, to
 * measure it beside the current build in the same run (bench/search-burst.ts `--before`). The
 * commit's `src/`, `tsconfig.json` and `package.json` are read with `git archive` into
 * `<dir>/source` (the working tree is not touched) and bundled as scripts/build.ts bundles the
 * server, into `<dir>/server/main.js` with its migrations beside it. Keep `<dir>` inside the
 * checkout (`dist-*`, git-ignored): the bundle leaves its packages external, found in the
 * checkout's node_modules. No web app is built: give the benchmark's app WEB_DIST_DIR of a build.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { build } from "esbuild";

export async function buildServerOf(root: string, commit: string, outDir: string): Promise<string> {
  const source = path.join(outDir, "source");
  fs.rmSync(source, { recursive: true, force: true });
  fs.mkdirSync(source, { recursive: true });
  const archive = execFileSync(
    "git",
    ["archive", "--format=tar", commit, "src", "tsconfig.json", "package.json"],
    {
      cwd: root,
      maxBuffer: 512 * 1024 * 1024,
    },
  );
  execFileSync("tar", ["-x", "-C", source], { input: archive });
  const serverOut = path.join(outDir, "server");
  fs.rmSync(serverOut, { recursive: true, force: true });
  await build({
    entryPoints: [path.join(source, "src/server/main.ts")],
    outfile: path.join(serverOut, "main.js"),
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    tsconfig: path.join(source, "tsconfig.json"),
    logLevel: "warning",
  });
  fs.cpSync(path.join(source, "src/server/db/migrations"), path.join(serverOut, "migrations"), {
    recursive: true,
  });
  return path.join(serverOut, "main.js");
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const [commit, dir] = process.argv.slice(2);
  if (!commit || !dir) {
    console.error("usage: npx tsx bench/lib/build-server.ts <commit> <dir inside the checkout>");
    process.exit(2);
  }
  buildServerOf(path.resolve(import.meta.dirname, "../.."), commit, path.resolve(dir))
    .then((entry) => console.log(entry))
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
