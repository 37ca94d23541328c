import { describe, expect, it } from "vitest";
import { avatarProblem } from "./avatar-file";

describe("a profile photo", () => {
  it("takes JPEG, PNG or WebP images up to 5 MB", () => {
    expect(avatarProblem({ type: "image/png", size: 1000 })).toBeNull();
    expect(avatarProblem({ type: "application/pdf", size: 1000 })).toMatch(/must be an image/);
    expect(avatarProblem({ type: "image/gif", size: 1000 })).toMatch(/JPEG, PNG or WebP/);
    expect(avatarProblem({ type: "image/jpeg", size: 6 * 1024 * 1024 })).toMatch(/larger than 5 MB/);
  });
});
