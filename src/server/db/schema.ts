import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

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

// ---------------------------------------------------------------------------------------------
// Accounts. The four tables better-auth works with (user, session, account, verification), under
// our names, plus our own columns on the user. Column names are snake_case in SQL.

export const users = pgTable(
  "users",
  {
    id: text().primaryKey(),
    name: text().notNull(),
    /** Always stored lower-case. */
    email: text().notNull().unique(),
    emailVerified: boolean().notNull().default(false),
    /** The avatar URL the browser loads (our own endpoint, with a version for cache busting). */
    image: text(),
    /** The stored avatar file, private to the storage module. */
    imageKey: text(),
    role: text().notNull().default("student"),
    phone: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("users_role_check", sql`${table.role} in ('student', 'mentor', 'admin')`)],
);

export const authSessions = pgTable(
  "auth_sessions",
  {
    id: text().primaryKey(),
    token: text().notNull().unique(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    ipAddress: text(),
    userAgent: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("auth_sessions_user_id_idx").on(table.userId)],
);

export const authAccounts = pgTable(
  "auth_accounts",
  {
    id: text().primaryKey(),
    accountId: text().notNull(),
    providerId: text().notNull(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text(),
    refreshToken: text(),
    idToken: text(),
    accessTokenExpiresAt: timestamp({ withTimezone: true }),
    refreshTokenExpiresAt: timestamp({ withTimezone: true }),
    scope: text(),
    /** The password hash (scrypt) for email-and-password accounts. */
    password: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("auth_accounts_user_id_idx").on(table.userId)],
);

/** Single-use tokens: password reset and invitation links. */
export const verifications = pgTable(
  "verifications",
  {
    id: text().primaryKey(),
    identifier: text().notNull(),
    value: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("verifications_identifier_idx").on(table.identifier)],
);

export const studentProfiles = pgTable("student_profiles", {
  userId: text()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  interests: text().array().notNull().default(sql`'{}'::text[]`),
  educationLevel: text(),
  goal: text(),
  domain: text().notNull().default("General"),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const mentorProfiles = pgTable("mentor_profiles", {
  userId: text()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  bio: text(),
  subjects: text().array().notNull().default(sql`'{}'::text[]`),
  expertise: text().array().notNull().default(sql`'{}'::text[]`),
  education: text(),
  domain: text().notNull().default("General"),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
