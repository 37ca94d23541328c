import { SOCIAL_PLATFORMS, type SocialLinks, type SocialPlatform } from "../../../contract/social";
import type { Database } from "../../db/client";
import { socialLinks } from "../../db/schema";

export async function getSocialLinks(db: Database): Promise<SocialLinks> {
  const rows = await db.select({ platform: socialLinks.platform, url: socialLinks.url }).from(socialLinks);
  const byPlatform = new Map(rows.map((row) => [row.platform as SocialPlatform, row.url]));
  return Object.fromEntries(SOCIAL_PLATFORMS.map((p) => [p, byPlatform.get(p) ?? null])) as SocialLinks;
}
