/**
 * Code comments cite docs/product.md by section (`docs/product.md §2.11`, `§4 and §5`): every cited
 * section exists, and nothing cites a document outside the repository.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const SELF = "tests/unit/product-doc-citations.test.ts";

const files = execFileSync(
  "git",
  [
    "ls-files",
    "--cached",
    "--others",
    "--exclude-standard",
    "src",
    "tests",
    "scripts",
    "bench",
    "docs",
    "README.md",
  ],
  { cwd: root, encoding: "utf8" },
)
  .split("\n")
  .filter((file) => /\.(ts|tsx|md|mjs|cjs|js)$/.test(file) && file !== SELF);

const headings = new Set(
  [...readFileSync(path.join(root, "docs/product.md"), "utf8").matchAll(/^#{2,3} (\d+(?:\.\d+)?)\.? /gm)].map(
    (match) => match[1],
  ),
);

describe("docs/product.md citations", () => {
  it("has the sections of the product's first specification and the choices beyond it", () => {
    for (const section of ["1", "2", "2.1", "2.22", "3", "4", "5", "6", "7", "8", "9", "10"]) {
      expect(headings.has(section), `§${section}`).toBe(true);
    }
  });

  it("cites only sections that exist", () => {
    const missing: string[] = [];
    for (const file of files) {
      const lines = readFileSync(path.join(root, file), "utf8").split("\n");
      lines.forEach((line, index) => {
        // A citation and the sections joined to it: "docs/product.md §4 and §5", "§2.14, §8's".
        for (const citation of line.matchAll(/docs\/product\.md((?:[\s,]*(?:and\s+)?§\d+(?:\.\d+)?)+)/g)) {
          for (const section of (citation[1] ?? "").matchAll(/§(\d+(?:\.\d+)?)/g)) {
            if (!headings.has(section[1] ?? "")) missing.push(`${file}:${index + 1} §${section[1]}`);
          }
        }
      });
    }
    expect(missing).toEqual([]);
  });

  it("cites no specification outside the repository", () => {
    const outside: string[] = [];
    for (const file of files) {
      readFileSync(path.join(root, file), "utf8")
        .split("\n")
        .forEach((line, index) => {
          if (/\bSPEC(\.md)?\b/.test(line)) outside.push(`${file}:${index + 1}`);
        });
    }
    expect(outside).toEqual([]);
  });
});
