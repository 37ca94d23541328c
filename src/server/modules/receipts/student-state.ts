import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { studentProfiles } from "../../db/schema";
import type { CommandRunner } from "../../lib/unit-of-work";

/** The student's state (a GST state code), or null while they have not said. */
export async function studentState(db: Database, studentId: string): Promise<string | null> {
  const [row] = await db
    .select({ state: studentProfiles.state })
    .from(studentProfiles)
    .where(eq(studentProfiles.userId, studentId));
  return row?.state ?? null;
}

/**
 * A student says which state they live in (asked once, on the payment page of their first booking;
 * changed later on their profile). Documents already issued keep the state they were issued with.
 */
export async function setStudentState(
  commands: CommandRunner,
  studentId: string,
  state: string,
): Promise<void> {
  await commands.run(async ({ tx, now, emit }) => {
    await tx
      .insert(studentProfiles)
      .values({ userId: studentId, state, updatedAt: now })
      .onConflictDoUpdate({ target: studentProfiles.userId, set: { state, updatedAt: now } });
    emit({ type: "profile.changed", userId: studentId });
  });
}
