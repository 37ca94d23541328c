import { eq } from "drizzle-orm";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { users } from "../../db/schema";
import { type Clock, systemClock } from "../../lib/clock";
import { createAccount } from "./create-account";

/**
 * ADMIN_EMAIL + ADMIN_PASSWORD create the first admin when there is none. Idempotent: with an
 * admin in place it does nothing; an existing account with that email is made admin (its
 * password is left alone). Never logs the password. The operator chose the address: it counts as
 * verified.
 */
export async function ensureFirstAdmin(
  db: Database,
  admin: NonNullable<Config["admin"]>,
  log: { info(message: string): void },
  clock: Clock = systemClock,
): Promise<"created" | "promoted" | "exists"> {
  const [anyAdmin] = await db.select({ id: users.id }).from(users).where(eq(users.role, "admin")).limit(1);
  if (anyAdmin) return "exists";
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, admin.email))
    .limit(1);
  if (existing) {
    await db
      .update(users)
      .set({ role: "admin", emailVerified: true, updatedAt: clock.now() })
      .where(eq(users.id, existing.id));
    log.info(`made ${admin.email} the first admin (ADMIN_EMAIL)`);
    return "promoted";
  }
  await createAccount(db, {
    name: "Admin",
    email: admin.email,
    role: "admin",
    password: admin.password,
    emailVerified: true,
  });
  log.info(`created the first admin ${admin.email} (ADMIN_EMAIL)`);
  return "created";
}
