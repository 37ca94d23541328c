import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { ROOT } from "./server";

/**
 * The Hindi of an English text of the web app, as its catalogs have it: the tests name things by
 * the English words everyone on the team knows, and look for what a Hindi reader sees. Throws when
 * no catalog has the English text, so a test cannot pass by looking for nothing.
 */
export function hindiOf(english: string, values: Record<string, string | number> = {}): string {
  const found = translations().get(english);
  if (found === undefined) throw new Error(`no catalog has the English text ${JSON.stringify(english)}`);
  if (found.size > 1) {
    throw new Error(
      `${JSON.stringify(english)} has several Hindi texts (${[...found].join(" | ")}): use hindiKey`,
    );
  }
  return fill([...found][0] ?? "", values);
}

/** The Hindi text of one key of one catalog ("common", "messages" or a feature's folder name). */
export function hindiKey(catalog: string, key: string, values: Record<string, string | number> = {}): string {
  const dir = catalogDirs().find((d) => catalogName(d) === catalog);
  if (!dir) throw new Error(`no catalog ${catalog}`);
  const text = flatten(JSON.parse(readFileSync(path.join(dir, "hi.json"), "utf8"))).get(key);
  if (text === undefined) throw new Error(`no key ${key} in ${catalog}`);
  return fill(text, values);
}

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_m, name: string) => String(values[name] ?? `{{${name}}}`));

function catalogName(dir: string): string {
  const parent = path.basename(path.dirname(dir));
  if (dir.endsWith(path.join("locales", "messages"))) return "messages";
  return parent === "web" ? "common" : parent;
}

/** Hindi letters, as a test expects them in a heading. */
export const DEVANAGARI = /[\u0900-\u097F]/;

let cache: Map<string, Set<string>> | undefined;

function translations(): Map<string, Set<string>> {
  if (cache) return cache;
  const found = new Map<string, Set<string>>();
  for (const dir of catalogDirs()) {
    const en = flatten(JSON.parse(readFileSync(path.join(dir, "en.json"), "utf8")));
    const hi = flatten(JSON.parse(readFileSync(path.join(dir, "hi.json"), "utf8")));
    for (const [key, text] of en) {
      const hindi = hi.get(key);
      if (hindi === undefined) continue;
      const set = found.get(text) ?? new Set<string>();
      set.add(hindi);
      found.set(text, set);
    }
  }
  cache = found;
  return found;
}

function catalogDirs(): string[] {
  const dirs = [path.join(ROOT, "src/web/locales"), path.join(ROOT, "src/web/locales/messages")];
  const features = path.join(ROOT, "src/web/features");
  for (const feature of readdirSync(features)) {
    const dir = path.join(features, feature, "locales");
    if (statSync(dir, { throwIfNoEntry: false })?.isDirectory()) dirs.push(dir);
  }
  return dirs;
}

function flatten(value: unknown, prefix = "", into = new Map<string, string>()): Map<string, string> {
  if (typeof value === "string") into.set(prefix, value);
  else if (value && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, into);
  }
  return into;
}
