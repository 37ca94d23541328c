import { ADMIN_MESSAGES, type mentorEditSchema, type mentorFormSchema } from "@contract/admin";
import { MENTOR_REMOVED_REASON } from "@contract/sessions";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { authSessions, mentorProfiles, seatHolds, sessions, users, waitlistEntries } from "../../db/schema";
import { HOLDS_SEAT } from "../../db/seats";
import { conflict, notFound } from "../../lib/errors";
import type { CommandRunner } from "../../lib/unit-of-work";
import { inviteUser, revokeResetTokens } from "../auth";
import { dropPendingReminders } from "../outbox";
import { cancelSession } from "../sessions";

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
 * Removes a mentor without losing history (docs/product.md §2.14, §4). Refused while one of their
 * sessions is live (it cannot be cancelled) or while an upcoming one has a booking that holds a
 * seat (paid or awaiting review): those students paid for a session that would have run, and an
 * admin cancels it with a reason of their own words first (docs/decisions/023). Otherwise, in one
 * transaction, their upcoming sessions nobody booked are deleted with the seats students hold while
 * paying and the places on their waitlists; those with other bookings (disapproved, cancelled by
 * the student) are cancelled as an admin's cancellation is, so a payment kept after a late
 * cancellation is owed back and its student told; then the account is deactivated, signed out
 * everywhere and its pending invitation voided. Past sessions, payments and ratings stay as they were.
 */
export async function removeMentor(deps: Deps, id: string, adminId: string): Promise<void> {
  await activeMentor(deps.db, id);
  await deps.commands.run(async (uow) => {
    const { tx, now, emit } = uow;
    // Lock the payments of the mentor's open sessions, then the sessions, in the order every other
    // change takes them (a booking or a decision locks its payment, then the session): a booking
    // waits, and then finds the session gone or cancelled, instead of slipping in between check and
    // change; and nobody deadlocks with the cancellations below.
    await tx.execute(sql`select p.id from payments p
      inner join bookings b on b.id = p.booking_id
      inner join sessions s on s.id = b.session_id
      where s.mentor_id = ${id} and s.status in ('upcoming', 'live')
      order by p.id for update of p`);
    const open = await rowsOf<{ id: string; status: string }>(
      tx,
      sql`select id, status from sessions where mentor_id = ${id} and status in ('upcoming', 'live') order by id for update`,
    );
    if (open.some((s) => s.status === "live")) throw conflict(ADMIN_MESSAGES.mentorIsLive);
    const held = await rowsOf<{ held: number }>(
      tx,
      sql`select 1 as held
      from sessions s
      inner join bookings b on b.session_id = s.id
      inner join payments p on p.booking_id = b.id and p.status in ${HOLDS_SEAT}
      where s.mentor_id = ${id} and s.status = 'upcoming'
      limit 1`,
    );
    if (held.length > 0) throw conflict(ADMIN_MESSAGES.mentorHasBookings);
    const unbooked = await rowsOf<{ id: string }>(
      tx,
      sql`select s.id from sessions s
      where s.mentor_id = ${id} and s.status = 'upcoming'
        and not exists (select 1 from bookings b where b.session_id = s.id)`,
    );
    const unbookedIds = unbooked.map((s) => s.id);
    if (unbookedIds.length > 0) {
      // Holds and waitlist places point at the session: they go first (nobody has paid for them).
      await tx.delete(seatHolds).where(inArray(seatHolds.sessionId, unbookedIds));
      await tx.delete(waitlistEntries).where(inArray(waitlistEntries.sessionId, unbookedIds));
      for (const sessionId of unbookedIds) {
        await dropPendingReminders(tx, { sessionId }, "the mentor was removed");
      }
      await tx.delete(sessions).where(inArray(sessions.id, unbookedIds));
    }
    const gone = new Set(unbookedIds);
    for (const session of open) {
      if (gone.has(session.id)) continue;
      await cancelSession(uow, session.id, { reason: MENTOR_REMOVED_REASON, by: adminId });
    }
    await tx.update(users).set({ deactivatedAt: now, updatedAt: now }).where(eq(users.id, id));
    await tx.delete(authSessions).where(eq(authSessions.userId, id));
    await revokeResetTokens(tx, id);
    emit({ type: "mentor.changed", mentorId: id });
  });
}
