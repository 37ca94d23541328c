/**
 * The web app's catalog of the API's messages (src/web/locales/messages/) has exactly the server's
 * codes, and its English is word for word what the server answers: a Hindi reader gets every message
 * the server can send, and an English reader sees the same words as before.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { englishCatalog } from "../../src/server/lib/message-codes";

const root = path.resolve(import.meta.dirname, "../..");
const read = (language: string) =>
  JSON.parse(readFileSync(path.join(root, `src/web/locales/messages/${language}.json`), "utf8")) as Record<
    string,
    Record<string, string>
  >;
const flat = (catalog: Record<string, Record<string, string>>) =>
  new Map(
    Object.entries(catalog).flatMap(([group, messages]) =>
      Object.entries(messages).map(([key, text]) => [`${group}.${key}`, text] as const),
    ),
  );

describe("the catalog of the API's messages", () => {
  it("has the server's codes with the server's English, word for word", () => {
    expect(Object.fromEntries(flat(read("en")))).toEqual(Object.fromEntries(englishCatalog()));
  });

  it("has every code in Hindi, in Devanagari", () => {
    const hindi = flat(read("hi"));
    expect([...hindi.keys()].sort()).toEqual([...englishCatalog().keys()].sort());
    const notHindi = [...hindi].filter(([, text]) => !/[\u0900-\u097F]/.test(text)).map(([code]) => code);
    expect(notHindi).toEqual([]);
  });
});
