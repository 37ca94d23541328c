import type { Role } from "./users";

/**
 * What an avatar shows when the user has no image: Student → the initials of the first two words of
 * the name; Mentor → the initials of the last two words; Admin → "A". At most two letters.
 */
export function avatarInitials(name: string, role: Role): string {
  if (role === "admin") return "A";
  const words = name.trim().split(/\s+/u).filter(Boolean);
  const picked = role === "mentor" ? words.slice(-2) : words.slice(0, 2);
  const initials = picked.map(firstLetter).join("");
  // A blank name still needs something in the circle.
  return initials === "" ? "?" : initials;
}

/** Fallback background per role: blue for Student, green for Mentor, grey for Admin. */
export type AvatarTone = "blue" | "green" | "grey";

export function avatarTone(role: Role): AvatarTone {
  switch (role) {
    case "student":
      return "blue";
    case "mentor":
      return "green";
    case "admin":
      return "grey";
  }
}

function firstLetter(word: string): string {
  // Array.from splits by code point, so a name that starts outside the BMP is not cut in half.
  const [first = ""] = Array.from(word);
  return first.toLocaleUpperCase("en-IN");
}
