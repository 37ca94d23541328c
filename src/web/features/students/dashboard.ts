import type { StudentSession } from "@contract/live";
import { PROOF_MAX_BYTES } from "@contract/payments";

export type DashboardColumn = "live" | "upcoming" | "past";

/**
 * SPEC §4's grouping: a live session goes to Live, an upcoming one to Upcoming, everything else
 * (completed) to Past. The server's order (soonest first) is kept within each column, except Past,
 * which shows the latest first.
 */
export function groupSessions(
  sessions: readonly StudentSession[],
): Record<DashboardColumn, StudentSession[]> {
  const groups: Record<DashboardColumn, StudentSession[]> = { live: [], upcoming: [], past: [] };
  for (const entry of sessions) {
    const status = entry.session.status;
    groups[status === "live" ? "live" : status === "upcoming" ? "upcoming" : "past"].push(entry);
  }
  groups.past.reverse();
  return groups;
}

/** The first word of the name, for "Welcome back, Rohan!" ("there" when the name is blank). */
export function firstName(name: string): string {
  return name.trim().split(/\s+/u)[0] || "there";
}

/** Interests as the form shows them ("Physics, Organic Chemistry") and reads them back. */
export function interestsToText(interests: readonly string[]): string {
  return interests.join(", ");
}

export function textToInterests(text: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const part of text.split(",")) {
    const interest = part.trim().replace(/\s+/gu, " ");
    const key = interest.toLocaleLowerCase("en-IN");
    if (interest === "" || seen.has(key)) continue;
    seen.add(key);
    out.push(interest);
  }
  return out;
}

/** What POST /api/me/avatar takes (the server judges the bytes again). */
export const AVATAR_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export const AVATAR_MAX_BYTES = PROOF_MAX_BYTES;

export const AVATAR_MESSAGES = {
  notImage: "Your profile photo must be an image file (JPEG, PNG or WebP).",
  unsupported: "Please choose a JPEG, PNG or WebP image.",
  tooLarge: "The image is larger than 5 MB.",
  failed: "Your photo could not be uploaded. Please try again.",
  updated: "Profile photo updated",
} as const;

/** Why a picked file cannot be the profile photo, or null when it can. */
export function avatarProblem(file: Pick<File, "type" | "size">): string | null {
  if (!file.type.startsWith("image/")) return AVATAR_MESSAGES.notImage;
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return AVATAR_MESSAGES.unsupported;
  if (file.size > AVATAR_MAX_BYTES) return AVATAR_MESSAGES.tooLarge;
  return null;
}
