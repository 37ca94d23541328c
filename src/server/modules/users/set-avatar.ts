import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { users } from "../../db/schema";
import type { Clock } from "../../lib/clock";
import { normaliseImage } from "../../lib/images";
import type { FileStorage } from "../../lib/storage";

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_SIZE = 256;

export const avatarUrl = (userId: string, version: string) =>
  `/api/users/${encodeURIComponent(userId)}/avatar?v=${version}`;

/**
 * Replaces a user's picture: the upload is judged by its bytes, re-encoded to a 256×256 WebP with
 * no metadata, stored under a new key, then the user points at it. The old file is removed after;
 * if the user cannot be updated, the new file is removed instead, so no file is left without a user.
 */
export async function setAvatar(
  deps: { db: Database; storage: FileStorage; clock: Clock },
  userId: string,
  upload: Buffer,
): Promise<{ image: string }> {
  const webp = await normaliseImage(upload, {
    maxBytes: AVATAR_MAX_BYTES,
    width: AVATAR_SIZE,
    height: AVATAR_SIZE,
    fit: "cover",
  });
  const version = randomBytes(8).toString("hex");
  const key = `avatars/${userId}/${version}.webp`;
  await deps.storage.put(key, webp, "image/webp");
  const image = avatarUrl(userId, version);
  let previousKey: string | null = null;
  try {
    previousKey = await deps.db.transaction(async (tx) => {
      const [current] = await tx
        .select({ imageKey: users.imageKey })
        .from(users)
        .where(eq(users.id, userId))
        .for("update");
      await tx
        .update(users)
        .set({ image, imageKey: key, updatedAt: deps.clock.now() })
        .where(eq(users.id, userId));
      return current?.imageKey ?? null;
    });
  } catch (error) {
    await deps.storage.delete(key);
    throw error;
  }
  if (previousKey && previousKey !== key) await deps.storage.delete(previousKey).catch(() => {});
  return { image };
}
