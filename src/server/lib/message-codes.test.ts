import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { codeOf, englishCatalog } from "./message-codes";

const serverDir = path.resolve(import.meta.dirname, "..");

function sources(dir: string, into: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) sources(full, into);
    else if (entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts")) into.push(full);
  }
  return into;
}

describe("message codes", () => {
  it("finds the code of a fixed message and of a message built from values", () => {
    expect(codeOf("No seats left for this session.")).toEqual({ code: "booking.noSeats" });
    expect(codeOf("Payment marked as paid")).toEqual({ code: "payment.marked", params: { p0: "paid" } });
    expect(codeOf("Mentor added. An invitation to set a password was sent to a.b@example.com.")).toEqual({
      code: "admin.mentorAdded",
      params: { p0: "a.b@example.com" },
    });
    expect(codeOf("Something nobody wrote")).toBeUndefined();
  });

  it("gives every message the server throws as a literal a code", () => {
    const thrown =
      /\b(?:badRequest|conflict|notFound|forbidden|unauthorized|perMinute\([^)]*?|new AppError\(\d+,)\(?\s*"([^"]+)"/g;
    const uncoded: string[] = [];
    for (const file of sources(serverDir)) {
      const text = readFileSync(file, "utf8");
      for (const match of text.matchAll(thrown)) {
        const message = match[1] ?? "";
        if (!codeOf(message)) uncoded.push(`${path.relative(serverDir, file)}: ${message}`);
      }
    }
    expect(uncoded).toEqual([]);
  });

  it("has one English text per code, each with the placeholders of its values", () => {
    const catalog = englishCatalog();
    expect(catalog.get("payment.marked")).toBe("Payment marked as {{p0}}");
    expect(catalog.get("http.tooManySignIns")).toBe(
      "Too many sign-in attempts for this account. Please wait {{p0}} minutes and try again.",
    );
    expect(catalog.size).toBeGreaterThan(100);
  });
});
