import { SOCIAL_PLATFORMS, type SocialLinks, type SocialPlatform } from "@contract/social";
import type { Database } from "../../db/client";
import { socialLinks } from "../../db/schema";

export async function getSocialLinks(db: Database): Promise<SocialLinks> {
  const rows = await db.select({ platform: socialLinks.platform, url: socialLinks.url }).from(socialLinks);
  const byPlatform = new Map(rows.map((row) => [row.platform as SocialPlatform, row.url]));
  return Object.fromEntries(SOCIAL_PLATFORMS.map((p) => [p, byPlatform.get(p) ?? null])) as SocialLinks;
}

/** Writes the five links at once; an empty string clears a link. */
export async function saveSocialLinks(
  db: Database,
  links: Record<SocialPlatform, string>,
  now: Date,
): Promise<SocialLinks> {
  await db.transaction(async (tx) => {
    for (const platform of SOCIAL_PLATFORMS) {
      const url = links[platform] === "" ? null : links[platform];
      await tx
        .insert(socialLinks)
        .values({ platform, url, updatedAt: now })
        .onConflictDoUpdate({ target: socialLinks.platform, set: { url, updatedAt: now } });
    }
  });
  return getSocialLinks(db);
}
