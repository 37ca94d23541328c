/**
 * The translation catalogs are complete and nothing in them is dead: every catalog exists in English
 * and Hindi with the same keys and the same placeholders, no text is empty, every key the code asks
 * for exists, and every key is asked for somewhere.
 *
 * A catalog is a `locales/` folder with en.json and hi.json. Its namespace is read by the code of its
 * owner: a feature's catalog by that feature's files (src/web/features/<feature>/), the common one
 * (src/web/locales/) by any web file (as `t("key")` with useCommonT, or `t("common:key")`), the
 * server's (src/server/locales/) by the server's files. Keys are asked for as `t("key")` (also
 * `i18n.t`, `i18nKey="key"`), or named as a string literal somewhere in the owner's files (a map of
 * labels); `` t(`status.${value}`) `` asks for every key under `status.`.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const PLURAL = /_(zero|one|two|few|many|other)$/;

type Catalog = {
  name: string;
  dir: string;
  owners: string[];
  namespace: string;
  /** Its keys are the server's message codes (tests/unit/message-catalog.test.ts checks them). */
  codes?: boolean;
};

function walk(dir: string, into: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "node_modules" && entry.name !== "locales") walk(full, into);
    } else if (/\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) into.push(full);
  }
  return into;
}

function catalogs(): Catalog[] {
  const found: Catalog[] = [
    { name: "common", dir: "src/web/locales", owners: ["src/web"], namespace: "common" },
    { name: "messages", dir: "src/web/locales/messages", owners: [], namespace: "messages", codes: true },
  ];
  for (const feature of readdirSync(path.join(root, "src/web/features"))) {
    const dir = `src/web/features/${feature}/locales`;
    if (statSync(path.join(root, dir), { throwIfNoEntry: false })?.isDirectory()) {
      found.push({ name: feature, dir, owners: [`src/web/features/${feature}`], namespace: feature });
    }
  }
  if (statSync(path.join(root, "src/server/locales"), { throwIfNoEntry: false })?.isDirectory()) {
    found.push({ name: "server", dir: "src/server/locales", owners: ["src/server"], namespace: "server" });
  }
  return found;
}

function flatten(value: unknown, prefix = "", into = new Map<string, string>()): Map<string, string> {
  if (typeof value === "string") {
    into.set(prefix, value);
  } else if (value && typeof value === "object" && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, into);
  } else {
    into.set(prefix, `<not a text: ${JSON.stringify(value)}>`);
  }
  return into;
}

function read(dir: string, language: string): Map<string, string> {
  return flatten(JSON.parse(readFileSync(path.join(root, dir, `${language}.json`), "utf8")));
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}|<(\/?\w+)\s*\/?>/g)].map((m) => m[1] ?? m[2]).sort();

/** What the files ask of a namespace: exact keys, key prefixes (dynamic keys), and plain literals. */
function usage(files: string[], catalog: Catalog) {
  const exact = new Set<string>();
  const prefixes = new Set<string>();
  const literals = new Set<string>();
  const asked: Array<{ key: string; where: string }> = [];
  const own = (raw: string): string | null => {
    const colon = raw.indexOf(":");
    if (colon === -1) return catalog.namespace === "common" || catalog.namespace === "server" ? raw : raw;
    return raw.slice(0, colon) === catalog.namespace ? raw.slice(colon + 1) : null;
  };
  for (const file of files) {
    const text = readFileSync(file, "utf8");
    const isFeatureFile = file.includes(`${path.sep}features${path.sep}`);
    const relative = path.relative(root, file);
    // Inside a feature, a bare key belongs to the feature; elsewhere on the web, to common.
    const bareIsOwn = catalog.namespace !== "common" || !isFeatureFile || /useCommonT\(/.test(text);
    for (const match of text.matchAll(/(?:\bt|i18n\.t)\(\s*(["'])([^"'\n]+)\1|i18nKey=(["'])([^"'\n]+)\3/g)) {
      const raw = match[2] ?? match[4] ?? "";
      if (!raw.includes(":") && !bareIsOwn) continue;
      const key = own(raw);
      if (key === null) continue;
      exact.add(key);
      const line = text.slice(0, match.index).split("\n").length;
      asked.push({ key, where: `${relative}:${line}` });
    }
    for (const match of text.matchAll(/(?:\bt|i18n\.t)\(\s*`([^`$]*)\$\{/g)) {
      const raw = match[1] ?? "";
      if (!raw.includes(":") && !bareIsOwn) continue;
      const key = own(raw);
      if (key !== null) prefixes.add(key);
    }
    for (const match of text.matchAll(/["'`]([\w:-]+(?:\.[\w-]+)+)["'`]/g)) {
      const raw = match[1] ?? "";
      const key = own(raw);
      if (key !== null) literals.add(key);
    }
  }
  return { exact, prefixes, literals, asked };
}

describe.each(catalogs())("the $name catalog", (catalog) => {
  const en = read(catalog.dir, "en");
  const hi = read(catalog.dir, "hi");

  it("has the same keys in English and Hindi, none empty, with the same placeholders", () => {
    const onlyEn = [...en.keys()].filter((key) => !hi.has(key));
    const onlyHi = [...hi.keys()].filter((key) => !en.has(key));
    expect(onlyEn, "keys missing in hi.json").toEqual([]);
    expect(onlyHi, "keys missing in en.json").toEqual([]);
    const empty = [...en, ...hi].filter(([, text]) => text.trim() === "" || text.startsWith("<not a text"));
    expect(
      empty.map(([key]) => key),
      "empty texts",
    ).toEqual([]);
    const differ = [...en]
      .filter(
        ([key, text]) => hi.has(key) && placeholders(text).join() !== placeholders(hi.get(key) ?? "").join(),
      )
      .map(([key]) => key);
    expect(differ, "placeholders differ between en and hi").toEqual([]);
    // <Trans> parses a catalog's tags as HTML: a void element's name (<link>, <br>...) takes no
    // content, so "<link>browse</link>" would draw an empty link and loose words.
    const voidTags = [...en]
      .filter(([, text]) =>
        /<\/?(area|base|br|col|embed|hr|img|input|link|meta|param|source|track|wbr)>/.test(text),
      )
      .map(([key]) => key);
    expect(voidTags, "tags named like HTML void elements").toEqual([]);
  });

  // A catalog of the server's codes is checked against the server instead (message-catalog.test.ts).
  if (catalog.codes) return;
  it("has every key the code asks for, and no key that nothing uses", () => {
    const files = catalog.owners.flatMap((owner) => walk(path.join(root, owner)));
    const { exact, prefixes, literals, asked } = usage(files, catalog);
    const known = (key: string) =>
      en.has(key) || [...en.keys()].some((k) => k.replace(PLURAL, "") === key || k.startsWith(`${key}.`));
    const missing = asked.filter(({ key }) => !known(key)).map(({ key, where }) => `${where} ${key}`);
    expect(missing, "keys asked for but not in the catalog").toEqual([]);
    const used = (key: string) => {
      const base = key.replace(PLURAL, "");
      if (exact.has(key) || exact.has(base) || literals.has(key) || literals.has(base)) return true;
      // A whole group asked for at once (returnObjects), or a key under a dynamic prefix.
      if ([...exact, ...literals].some((k) => key.startsWith(`${k}.`))) return true;
      return [...prefixes].some((prefix) => key.startsWith(prefix));
    };
    const unused = [...en.keys()].filter((key) => !used(key));
    expect(unused, "keys nothing uses").toEqual([]);
  });
});
