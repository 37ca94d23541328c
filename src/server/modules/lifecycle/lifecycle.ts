import { START_WINDOW } from "@contract/live-sessions";
import { MENTOR_NO_SHOW_REASON } from "@contract/sessions";
import { istDateAndHour } from "@contract/time";
import { and, eq, lt, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { scheduledRuns, sessions, users } from "../../db/schema";
import { HOUR_MS, MINUTE_MS } from "../../lib/clock";
import type { ReminderKind } from "../../lib/events";
import type { CommandRunner } from "../../lib/unit-of-work";
import { deleteAbandonedSlots } from "../availability";
import { releaseExpiredHolds } from "../bookings";
import { cancelSession, OVERRUN_MINUTES } from "../sessions";

/**
 * What happens because time passes (docs/decisions/009). Each run reads the database as it is now,
 * so a session whose start moved has its deadlines and reminders move with it, and whatever fell
 * due while no server ran is handled by the first run after the restart, once:
 * - an upcoming session not started by 60 minutes after its start is cancelled by the system;
 * - a live session still running 30 minutes after its scheduled end is completed;
 * - reminders go out 24 hours and 1 hour before a start (never after it; once per person);
 * - at 09:00 IST the admins get the day's digest of payments awaiting verification for sessions
 *   that start within 24 hours, when there are any.
 * Every step is a conditional write or keyed by a unique key, so two processes running it at the
 * same moment do each thing once.
 */

export interface LifecycleDeps {
  db: Database;
  commands: CommandRunner;
  clock: { now(): Date };
}

export interface LifecycleReport {
  cancelled: number;
  completed: number;
  reminders: number;
  digests: number;
  /** Seat holds that expired unpaid, their seats given back. */
  holdsReleased: number;
  /** One-to-one times asked for and never booked, deleted. */
  slotsPurged: number;
}

/** When each reminder is due before the start; it is pointless (skipped) once the next one is due. */
export const REMINDERS: { kind: ReminderKind; beforeMs: number; untilMs: number }[] = [
  { kind: "24h", beforeMs: 24 * HOUR_MS, untilMs: HOUR_MS },
  { kind: "1h", beforeMs: HOUR_MS, untilMs: 0 },
];

/** The hour (IST) of the admins' daily digest. */
export const DIGEST_HOUR_IST = 9;

/** A reminder's key: one per kind, session, person and start time (a new start is new news). */
export const reminderKey = (kind: ReminderKind, sessionId: string, userId: string, startsAt: Date) =>
  `reminder-${kind}:${sessionId}:${userId}:${startsAt.getTime()}`;

export async function runLifecycle(deps: LifecycleDeps): Promise<LifecycleReport> {
  const now = deps.clock.now();
  const report: LifecycleReport = {
    cancelled: 0,
    completed: 0,
    reminders: 0,
    digests: 0,
    holdsReleased: 0,
    slotsPurged: 0,
  };

  // Seat holds nobody paid for in time: their seats are free again, and offered to the waitlist
  // (`seat.freed`, heard in this command's transaction).
  const { value: released } = await deps.commands.run((uow) => releaseExpiredHolds(uow));
  report.holdsReleased = released;

  // One-to-one times asked for and never booked leave no session behind (docs/decisions/022); this
  // also clears those an earlier version kept as cancelled sessions.
  const { value: purged } = await deps.commands.run(({ tx }) => deleteAbandonedSlots(tx, undefined));
  report.slotsPurged = purged;

  // Sessions their mentor never started.
  const lapsed = await deps.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        eq(sessions.status, "upcoming"),
        // Strictly after the window: the mentor may still start it at its last instant.
        lt(sessions.startsAt, new Date(now.getTime() - START_WINDOW.afterMinutes * MINUTE_MS)),
      ),
    );
  for (const { id } of lapsed) {
    const { value } = await deps.commands.run((uow) =>
      cancelSession(uow, id, { reason: MENTOR_NO_SHOW_REASON, by: null }),
    );
    if (value) report.cancelled++;
  }

  // Live sessions left running.
  const overrun = await rowsOf<{ id: string }>(
    deps.db,
    sql`select id from sessions where status = 'live'
      and starts_at + make_interval(mins => duration_minutes + ${OVERRUN_MINUTES}) <= ${now.toISOString()}::timestamptz`,
  );
  for (const { id } of overrun) {
    const { value } = await deps.commands.run(async ({ tx, now: at, emit }) => {
      const [ended] = await tx
        .update(sessions)
        .set({ status: "completed", endedAt: at, updatedAt: at })
        .where(and(eq(sessions.id, id), eq(sessions.status, "live")))
        .returning({ id: sessions.id });
      if (ended) emit({ type: "session.ended", sessionId: id, by: "system" });
      return Boolean(ended);
    });
    if (value) report.completed++;
  }

  // Reminders: sessions in a reminder's window with someone (the mentor, or a student whose payment
  // is approved) not yet reminded for this start time.
  for (const { kind, beforeMs, untilMs } of REMINDERS) {
    const due = await rowsOf<{ id: string; starts_at: Date | string }>(
      deps.db,
      sql`select s.id, s.starts_at from sessions s
        where s.status = 'upcoming'
          and s.starts_at > ${new Date(now.getTime() + untilMs).toISOString()}::timestamptz
          and s.starts_at <= ${new Date(now.getTime() + beforeMs).toISOString()}::timestamptz
          and exists (
            select 1 from (
              select s.mentor_id as user_id
              union all
              select b.student_id from bookings b inner join payments p on p.booking_id = b.id
                where b.session_id = s.id and p.status = 'paid'
            ) r
            where not exists (select 1 from email_outbox o where o.dedupe_key =
              'reminder-' || ${kind} || ':' || s.id || ':' || r.user_id || ':'
                || (extract(epoch from s.starts_at) * 1000)::bigint)
          )`,
    );
    for (const session of due) {
      const startsAt = new Date(session.starts_at);
      await deps.commands.run(async ({ emit }) => {
        emit({ type: "session.reminder-due", sessionId: session.id, reminder: kind, startsAt });
      });
      report.reminders++;
    }
  }

  // The admins' digest: decided once a day, by the first run at or after 09:00 IST.
  const { date, hour } = istDateAndHour(now);
  if (hour >= DIGEST_HOUR_IST) {
    const { value } = await deps.commands.run(async ({ tx, emit }) => {
      const [claimed] = await tx
        .insert(scheduledRuns)
        .values({ key: `admin-digest:${date}`, ranAt: now })
        .onConflictDoNothing()
        .returning({ key: scheduledRuns.key });
      if (!claimed) return 0;
      const [pending] = await rowsOf<{ n: number | string }>(
        tx,
        sql`select count(*) as n from payments p
          inner join bookings b on b.id = p.booking_id
          inner join sessions s on s.id = b.session_id
          where p.status = 'created' and s.status = 'upcoming'
            and s.starts_at > ${now.toISOString()}::timestamptz
            and s.starts_at <= ${new Date(now.getTime() + 24 * HOUR_MS).toISOString()}::timestamptz`,
      );
      if (Number(pending?.n ?? 0) === 0) return 0;
      const admins = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, "admin"), sql`${users.deactivatedAt} is null`));
      for (const admin of admins) emit({ type: "admin.digest-due", adminId: admin.id, day: date });
      return admins.length;
    });
    report.digests += value;
  }
  return report;
}
