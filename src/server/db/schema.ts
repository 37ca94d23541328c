import { sql } from "drizzle-orm";
import { check, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The five social profiles linked from the footer, one row per platform. Rows exist for every
 * platform (a migration puts them in place); `url` is null until an admin sets it.
 */
export const socialLinks = pgTable(
  "social_links",
  {
    platform: text("platform").primaryKey(),
    url: text("url"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      "social_links_platform_check",
      sql`${table.platform} in ('facebook', 'twitter', 'youtube', 'instagram', 'linkedin')`,
    ),
    check("social_links_url_check", sql`${table.url} is null or ${table.url} like 'https://%'`),
  ],
);
