/**
 * Code comments cite docs/product.md by section (`docs/product.md §2.11`, `§4 and §5`, `§4/§9`): every
 * cited section must exist as a heading there, and nothing may cite the outside specification the
 * product started from instead of the document in the repository.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const SELF = "tests/unit/product-doc-citations.test.ts";
const PRODUCT_DOC = "docs/product.md";

/** The files whose comments and text may cite the document: tracked ones, and new ones not yet added. */
const files = execFileSync(
  "git",
  [
    "ls-files",
    "--cached",
    "--others",
    "--exclude-standard",
    "--",
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
  .filter((file) => /\.(ts|tsx|md|mjs|cjs|js)$/.test(file))
  // A file deleted in the working tree but still in the index has nothing to read.
  .filter((file) => existsSync(path.join(root, file)));

const read = (file: string) => readFileSync(path.join(root, file), "utf8");

/** Section numbers of the document's headings: `## 4. States…` gives "4", `### 2.14 Admin…` "2.14". */
function headingsOf(markdown: string): Set<string> {
  const numbers = new Set<string>();
  for (const line of markdown.split("\n")) {
    const top = /^## (\d+)\. \S/.exec(line);
    const sub = /^### (\d+\.\d+) \S/.exec(line);
    const number = top?.[1] ?? sub?.[1];
    if (number) numbers.add(number);
  }
  return numbers;
}

const headings = headingsOf(read(PRODUCT_DOC));

/**
 * One citation: `docs/product.md` and the sections joined to it by spaces, commas, slashes, "and" or
 * "or", even across a line break inside a comment ("docs/product.md\n * §2.12"). A trailing dot ends
 * the number ("§2.1." is §2.1); "§2.14's" is §2.14.
 */
const CITATION = /docs\/product\.md((?:(?:[\s,;/*]|and\b|or\b)*§\d+(?:\.\d+)?)+)/g;
const SECTION = /§(\d+(?:\.\d+)?)/g;

/** Every section a file's text cites, with the line it is on (1-based). */
function citationsIn(text: string): { section: string; line: number }[] {
  const found: { section: string; line: number }[] = [];
  for (const citation of text.matchAll(CITATION)) {
    const start = citation.index + citation[0].length - (citation[1] ?? "").length;
    for (const section of (citation[1] ?? "").matchAll(SECTION)) {
      const at = start + section.index;
      found.push({ section: section[1] ?? "", line: text.slice(0, at).split("\n").length });
    }
  }
  return found;
}

describe("docs/product.md citations", () => {
  it("keeps the numbering of the first specification, and §10 for the choices beyond it", () => {
    const expected = [
      ...Array.from({ length: 10 }, (_, i) => String(i + 1)),
      ...Array.from({ length: 22 }, (_, i) => `2.${i + 1}`),
    ];
    expect(expected.filter((section) => !headings.has(section))).toEqual([]);
  });

  it("finds citations however they are written", () => {
    const text = [
      "// docs/product.md §2.14 and §2.16, docs/product.md §4/§9;",
      " * (docs/product.md §2.1.) docs/product.md",
      " * §2.12's figures, docs/product.md §5, §8 or §10.",
    ].join("\n");
    expect(citationsIn(text).map(({ section, line }) => `${line}:${section}`)).toEqual([
      "1:2.14",
      "1:2.16",
      "1:4",
      "1:9",
      "2:2.1",
      "3:2.12",
      "3:5",
      "3:8",
      "3:10",
    ]);
  });

  it("cites only sections that exist", () => {
    const missing: string[] = [];
    for (const file of files) {
      for (const { section, line } of citationsIn(read(file))) {
        if (!headings.has(section)) missing.push(`${file}:${line} cites §${section}, which has no heading`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("cites no specification outside the repository", () => {
    const outside: string[] = [];
    for (const file of files.filter((f) => f !== SELF)) {
      read(file)
        .split("\n")
        .forEach((line, index) => {
          // The first specification (SPEC.md) and the notes on what we do better (PRODUCT.md) live
          // outside the repository: docs/product.md holds both (§1–9 and §10).
          if (/\b(SPEC|PRODUCT)(\.md)?\b/.test(line)) outside.push(`${file}:${index + 1}: ${line.trim()}`);
        });
    }
    expect(outside, `cite ${PRODUCT_DOC} instead`).toEqual([]);
  });
});
