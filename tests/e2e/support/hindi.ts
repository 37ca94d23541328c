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
  return found.replace(/\{\{\s*(\w+)\s*\}\}/g, (_m, name: string) => String(values[name] ?? `{{${name}}}`));
}

/** Hindi letters, as a test expects them in a heading. */
export const DEVANAGARI = /[\u0900-\u097F]/;

let cache: Map<string, string> | undefined;

function translations(): Map<string, string> {
  if (cache) return cache;
  cache = new Map();
  for (const dir of catalogDirs()) {
    const en = flatten(JSON.parse(readFileSync(path.join(dir, "en.json"), "utf8")));
    const hi = flatten(JSON.parse(readFileSync(path.join(dir, "hi.json"), "utf8")));
    for (const [key, text] of en) {
      const hindi = hi.get(key);
      if (hindi !== undefined && !cache.has(text)) cache.set(text, hindi);
    }
  }
  return cache;
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
