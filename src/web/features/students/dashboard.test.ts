import type { StudentSession } from "@contract/live";
import { describe, expect, it } from "vitest";
import { avatarProblem, firstName, groupSessions, textToInterests } from "./dashboard";

const entry = (id: string, status: "live" | "upcoming" | "completed"): StudentSession =>
  ({
    session: { id, status } as StudentSession["session"],
    bookingId: `b-${id}`,
    paymentId: `p-${id}`,
    paymentStatus: "paid",
    amount: 100,
    attended: false,
    myRating: null,
  }) as StudentSession;

describe("student dashboard", () => {
  it("groups live, upcoming and everything else (SPEC §4), latest past first", () => {
    const groups = groupSessions([
      entry("a", "completed"),
      entry("b", "live"),
      entry("c", "upcoming"),
      entry("d", "completed"),
      entry("e", "upcoming"),
    ]);
    expect(groups.live.map((s) => s.session.id)).toEqual(["b"]);
    expect(groups.upcoming.map((s) => s.session.id)).toEqual(["c", "e"]);
    expect(groups.past.map((s) => s.session.id)).toEqual(["d", "a"]);
  });

  it("greets by the first word of the name", () => {
    expect(firstName("  Rohan  Mehta ")).toBe("Rohan");
    expect(firstName("")).toBe("there");
  });

  it("reads comma-separated interests, trimmed, without blanks or repeats", () => {
    expect(textToInterests(" Physics, organic  chemistry,,physics , ")).toEqual([
      "Physics",
      "organic chemistry",
    ]);
  });

  it("takes JPEG, PNG or WebP images up to 5 MB", () => {
    expect(avatarProblem({ type: "image/png", size: 1000 })).toBeNull();
    expect(avatarProblem({ type: "application/pdf", size: 1000 })).toMatch(/must be an image/);
    expect(avatarProblem({ type: "image/gif", size: 1000 })).toMatch(/JPEG, PNG or WebP/);
    expect(avatarProblem({ type: "image/jpeg", size: 6 * 1024 * 1024 })).toMatch(/larger than 5 MB/);
  });
});
