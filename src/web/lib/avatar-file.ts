import { PROOF_MAX_BYTES } from "@contract/payments";
import { IMAGE_UPLOAD_MESSAGES } from "@contract/uploads";

/** What POST /api/me/avatar takes (the server judges the bytes again). */
export const AVATAR_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export const AVATAR_MAX_BYTES = PROOF_MAX_BYTES;

export const AVATAR_MESSAGES = {
  notImage: "Your profile photo must be an image file (JPEG, PNG or WebP).",
  unsupported: IMAGE_UPLOAD_MESSAGES.unsupported,
  tooLarge: IMAGE_UPLOAD_MESSAGES.tooLarge,
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
