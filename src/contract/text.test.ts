import { describe, expect, it } from "vitest";
import { isPlainMultiLine, isSingleLine, multiLineText, singleLineText, TEXT_MESSAGES } from "./text";

// NUL is refused by the server's NUL guard, with its own message (app.test.ts).
const REFUSED_EVERYWHERE = [
  "\u0001",
  "\u0007",
  "\u001B",
  "\u007F",
  "\u0085",
  "\u009F",
  "\u2028",
  "\u2029",
  "\u202A",
  "\u202E",
  "\u2066",
  "\u2069",
];

describe("the one rule for people's texts", () => {
  it("keeps a single line: no line break or other control, separator or bidi character", () => {
    for (const bad of [...REFUSED_EVERYWHERE, "\n", "\r", "\v", "\f"]) {
      expect(isSingleLine(`a${bad}b`), JSON.stringify(bad)).toBe(false);
      const parsed = singleLineText().safeParse(`a${bad}b`);
      expect(parsed.error?.issues[0]?.message).toBe(TEXT_MESSAGES.singleLine);
    }
  });

  it("takes a pasted tab as a space, in one line and in many", () => {
    expect(singleLineText().parse("\tPhysics\tfor NEET\t")).toBe("Physics for NEET");
    expect(multiLineText().parse("Plan:\n\t1. Revise\n")).toBe("Plan:\n 1. Revise");
  });

  it("trims first, and welcomes every script with its joiners", () => {
    expect(singleLineText().parse("  आशा वर्मा \n")).toBe("आशा वर्मा");
    expect(singleLineText().parse("क्\u200Dष · Zoë · 🎯")).toBe("क्\u200Dष · Zoë · 🎯");
    expect(singleLineText().min(1).max(5).safeParse("  \n ").success).toBe(false);
  });

  it("lets a multi-line text keep its line breaks and nothing else", () => {
    expect(isPlainMultiLine("one\ntwo\r\nthree")).toBe(true);
    expect(multiLineText().parse(" one\ntwo \n")).toBe("one\ntwo");
    for (const bad of [...REFUSED_EVERYWHERE, "\v", "\f"]) {
      expect(isPlainMultiLine(`a${bad}b`), JSON.stringify(bad)).toBe(false);
      expect(multiLineText().safeParse(`a${bad}b`).error?.issues[0]?.message).toBe(
        TEXT_MESSAGES.controlCharacters,
      );
    }
  });
});
