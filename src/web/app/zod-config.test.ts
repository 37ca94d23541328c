import { describe, expect, it } from "vitest";

describe("zod's settings for the browser", () => {
  it("turns off zod's eval-built parsers without importing zod first", async () => {
    await import("./zod-config");
    const { config, z } = await import("zod");
    expect(config().jitless).toBe(true);
    // Parsing still works without them.
    expect(z.object({ name: z.string() }).parse({ name: "Asha" })).toEqual({ name: "Asha" });
  });
});
