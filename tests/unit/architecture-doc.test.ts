/**
 * docs/ARCHITECTURE.md is where a newcomer starts, so it must name what is there: its "Server
 * modules" list is the folders of src/server/modules, and its "Web features" list the folders of
 * src/web/features, no more and no fewer. And code comments cite a decision record
 * (docs/decisions/NNN) or docs/product.md, never the number of the issue a change came from: an
 * issue number tells a reader nothing without the tracker, and the record says why.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const SELF = "tests/unit/architecture-doc.test.ts";
const architecture = readFileSync(path.join(root, "docs/ARCHITECTURE.md"), "utf8");

/** The names of the bullets (`- \`name\`: …`) of one `### heading` section, up to the next heading. */
function listedUnder(heading: string): string[] {
  const lines = architecture.split("\n");
  const start = lines.findIndex((line) => line.trim() === `### ${heading}`);
  if (start === -1) throw new Error(`docs/ARCHITECTURE.md has no "### ${heading}" section`);
  const names: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (/^#{1,3} /.test(line)) break;
    const bullet = /^- `([^`]+)`:/.exec(line);
    if (bullet?.[1]) names.push(bullet[1]);
  }
  return names;
}

/** The folders directly under a source folder (a module or a feature each). */
const foldersOf = (dir: string) =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

describe("docs/ARCHITECTURE.md names what is there", () => {
  it("lists every server module, and only those, under 'Server modules'", () => {
    expect([...listedUnder("Server modules")].sort()).toEqual(foldersOf("src/server/modules"));
  });

  it("lists every web feature, and only those, under 'Web features'", () => {
    expect([...listedUnder("Web features")].sort()).toEqual(foldersOf("src/web/features"));
  });

  it("names each module and feature once", () => {
    for (const heading of ["Server modules", "Web features"]) {
      const names = listedUnder(heading);
      expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
    }
  });
});

/** Tracked source files and new ones not yet added (a deleted one has nothing to read). */
const sources = execFileSync(
  "git",
  ["ls-files", "--cached", "--others", "--exclude-standard", "--", "src", "tests", "scripts", "bench"],
  { cwd: root, encoding: "utf8" },
)
  .split("\n")
  .filter((file) => /\.(ts|tsx|mjs|cjs|js)$/.test(file) && file !== SELF)
  .filter((file) => existsSync(path.join(root, file)));

describe("comments cite decisions, not issue numbers", () => {
  it("cites no 'issue N'", () => {
    const found: string[] = [];
    for (const file of sources) {
      readFileSync(path.join(root, file), "utf8")
        .split("\n")
        .forEach((line, i) => {
          if (/\bissues? #?\d+/i.test(line)) found.push(`${file}:${i + 1}: ${line.trim()}`);
        });
    }
    expect(found).toEqual([]);
  });

  it("cites only decision records that exist", () => {
    const records = new Set(
      readdirSync(path.join(root, "docs/decisions"))
        .map((name) => /^(\d{3})-/.exec(name)?.[1])
        .filter(Boolean),
    );
    const missing: string[] = [];
    for (const file of sources) {
      for (const match of readFileSync(path.join(root, file), "utf8").matchAll(/docs\/decisions\/(\d{3})/g)) {
        if (!records.has(match[1])) missing.push(`${file}: docs/decisions/${match[1]}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
