import { ADMIN_MESSAGES, type mentorEditSchema, type mentorFormSchema } from "@contract/admin";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { authSessions, mentorProfiles, users } from "../../db/schema";
import { HOLDS_SEAT } from "../../db/seats";
import { conflict, notFound } from "../../lib/errors";
import type { CommandRunner } from "../../lib/unit-of-work";
import { inviteUser } from "../auth/invite-user";
import { revokeResetTokens } from "../auth/reset-tokens";

type MentorForm = ReturnType<typeof mentorFormSchema.parse>;
type MentorEdit = ReturnType<typeof mentorEditSchema.parse>;
interface Deps {
  db: Database;
  commands: CommandRunner;
}

const profileOf = (form: MentorEdit) => ({
  bio: form.bio || null,
  subjects: form.subjects,
  expertise: form.expertise,
  education: form.education || null,
  domain: form.domain,
});

/**
 * docs/product.md §7's add-mentor flow, without emailing a password: a new person gets an account and an
 * invitation to set their own password; an existing student becomes a mentor (their history stays);
 * a removed mentor is restored. An admin or an active mentor cannot be added again.
 */
export async function addMentor(
  deps: Deps,
  form: MentorForm,
): Promise<{ id: string; invited: boolean; message: string }> {
  const [existing] = await deps.db
    .select({ id: users.id, name: users.name, role: users.role, deactivatedAt: users.deactivatedAt })
    .from(users)
    .where(eq(users.email, form.email))
    .limit(1);
  if (!existing) {
    const { id } = await inviteUser(deps.commands, {
      name: form.name,
      email: form.email,
      role: "mentor",
      phone: form.phone || null,
      mentor: profileOf(form),
    });
    return { id, invited: true, message: ADMIN_MESSAGES.mentorAdded(form.email) };
  }
  if (existing.role === "admin") throw conflict(ADMIN_MESSAGES.adminCannotBeMentor);
  if (existing.role === "mentor" && existing.deactivatedAt === null)
    throw conflict(ADMIN_MESSAGES.alreadyMentor);
  await deps.commands.run(async ({ tx, now, emit }) => {
    await tx
      .update(users)
      .set({
        role: "mentor",
        deactivatedAt: null,
        ...(form.phone ? { phone: form.phone } : {}),
        updatedAt: now,
      })
      .where(eq(users.id, existing.id));
    await tx
      .insert(mentorProfiles)
      .values({ userId: existing.id, ...profileOf(form) })
      .onConflictDoUpdate({
        target: mentorProfiles.userId,
        set: { ...profileOf(form), updatedAt: now },
      });
    emit({ type: "mentor.changed", mentorId: existing.id });
  });
  return { id: existing.id, invited: false, message: ADMIN_MESSAGES.mentorPromoted(existing.name) };
}

async function activeMentor(db: Database, id: string) {
  const [mentor] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, "mentor"), sql`${users.deactivatedAt} is null`))
    .limit(1);
  if (!mentor) throw notFound("Mentor not found.");
  return mentor;
}

/** The admin's edit dialog: everything but the email (docs/product.md §5: read-only while editing). */
export async function editMentor(deps: Deps, id: string, form: MentorEdit): Promise<void> {
  await activeMentor(deps.db, id);
  await deps.commands.run(async ({ tx, now, emit }) => {
    await tx
      .update(users)
      .set({ name: form.name, phone: form.phone || null, updatedAt: now })
      .where(eq(users.id, id));
    await tx
      .insert(mentorProfiles)
      .values({ userId: id, ...profileOf(form) })
      .onConflictDoUpdate({
        target: mentorProfiles.userId,
        set: { ...profileOf(form), updatedAt: now },
      });
    emit({ type: "mentor.changed", mentorId: id });
  });
}

/**
 * Removes a mentor without losing history: refused while any of their live or upcoming sessions has
 * a booking whose payment is not failed (those students paid for it). Otherwise their upcoming
 * sessions that nobody booked are deleted, those with only failed bookings are closed (kept for
 * the payment records), the account is deactivated, signed out everywhere and its pending
 * invitation voided. Past sessions, payments and ratings stay as they were.
 */
export async function removeMentor(deps: Deps, id: string): Promise<void> {
  await activeMentor(deps.db, id);
  await deps.commands.run(async ({ tx, now, emit }) => {
    // Lock the mentor's open sessions first: a booking (which takes its seat by updating the session)
    // waits, and then finds the session closed, instead of slipping in between check and change.
    await tx.execute(
      sql`select id from sessions where mentor_id = ${id} and status in ('upcoming', 'live') for update`,
    );
    const held = (await tx.execute(sql`select 1
      from sessions s
      inner join bookings b on b.session_id = s.id
      inner join payments p on p.booking_id = b.id and p.status in ${HOLDS_SEAT}
      where s.mentor_id = ${id} and s.status in ('upcoming', 'live')
      limit 1`)) as unknown as { rows: unknown[] };
    if (held.rows.length > 0) throw conflict(ADMIN_MESSAGES.mentorHasBookings);
    await tx.execute(sql`delete from sessions s
      where s.mentor_id = ${id} and s.status = 'upcoming'
        and not exists (select 1 from bookings b where b.session_id = s.id)`);
    await tx.execute(sql`update sessions set status = 'completed', ended_at = ${now}, updated_at = ${now}
      where mentor_id = ${id} and status in ('upcoming', 'live')`);
    await tx.update(users).set({ deactivatedAt: now, updatedAt: now }).where(eq(users.id, id));
    await tx.delete(authSessions).where(eq(authSessions.userId, id));
    await revokeResetTokens(tx, id);
    emit({ type: "mentor.changed", mentorId: id });
  });
}
