import { describe, expect, it } from "vitest";
import { avatarInitials, avatarTone } from "./avatar";

describe("avatarInitials", () => {
  it("gives a student the initials of the first two words, uppercase", () => {
    expect(avatarInitials("aarav kumar sharma", "student")).toBe("AK");
    expect(avatarInitials("Priya Nair", "student")).toBe("PN");
  });

  it("gives a one-word student name a single letter", () => {
    expect(avatarInitials("Ishaan", "student")).toBe("I");
  });

  it("gives a mentor the initials of the last two words", () => {
    expect(avatarInitials("Dr. Ananya Rao Iyer", "mentor")).toBe("RI");
    expect(avatarInitials("Rohan Mehta", "mentor")).toBe("RM");
    expect(avatarInitials("Kavya", "mentor")).toBe("K");
  });

  it("always gives an admin the letter A", () => {
    expect(avatarInitials("Site Owner", "admin")).toBe("A");
    expect(avatarInitials("", "admin")).toBe("A");
  });

  it("never returns more than two letters", () => {
    for (const role of ["student", "mentor", "admin"] as const) {
      expect(avatarInitials("One Two Three Four Five", role).length).toBeLessThanOrEqual(2);
    }
  });

  it("ignores extra, leading and trailing whitespace", () => {
    expect(avatarInitials("  meera \t  joshi  ", "student")).toBe("MJ");
    expect(avatarInitials("  meera \n joshi  ", "mentor")).toBe("MJ");
  });

  it("falls back to ? for a blank name", () => {
    expect(avatarInitials("   ", "student")).toBe("?");
    expect(avatarInitials("", "mentor")).toBe("?");
  });

  it("keeps letters outside A-Z intact", () => {
    expect(avatarInitials("अमित शर्मा", "student")).toBe("अश");
    expect(avatarInitials("élise dubois", "student")).toBe("ÉD");
  });
});

describe("avatarTone", () => {
  it("is blue for a student, green for a mentor and grey for an admin", () => {
    expect(avatarTone("student")).toBe("blue");
    expect(avatarTone("mentor")).toBe("green");
    expect(avatarTone("admin")).toBe("grey");
  });
});
