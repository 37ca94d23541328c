import type { editSessionBodySchema } from "@contract/session-changes";
import {
  type EditSessionBody,
  RESCHEDULE_UNTIL_HOURS,
  SESSION_CHANGE_MESSAGES,
} from "@contract/session-changes";
import { instantToIst } from "@contract/time";
import type { CurrentUser } from "@contract/users";
import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { sessions } from "../../db/schema";
import { HOUR_MS } from "../../lib/clock";
import { badRequest, conflict, forbidden, notFound } from "../../lib/errors";
import { MODULE_MESSAGES } from "../../lib/message-codes";
import type { CommandRunner } from "../../lib/unit-of-work";
import { dropPendingReminders } from "../outbox";
import { futureStart } from "./post-session";
import { runsSession } from "./sessions.policy";
import { filterKeysOf } from "./sessions.queries";
import { refusingSlotOverlap } from "./slot-overlap";

type EditSession = z.output<typeof editSessionBodySchema>;

export type { EditSessionBody };

/** The last instant a session starting at `startsAt` may be rescheduled: 24 hours before, included. */
export const rescheduleDeadline = (startsAt: Date) =>
  new Date(startsAt.getTime() - RESCHEDULE_UNTIL_HOURS * HOUR_MS);

/**
 * PATCH /api/sessions/:id: the session's mentor or an admin changes it (docs/product.md §10.14).
 * - Title, description and subjects: while it is upcoming and its start is in the future.
 * - Date, time and duration (a reschedule): until 24 hours before the CURRENT start, to a future
 *   hourly slot (the posting rules). It raises the calendar SEQUENCE, records `rescheduled_at` (its
 *   students may then cancel with a full refund until the new start), drops the reminders recorded
 *   for the old time (the sweep reminds for the new one: reminders are keyed by the start) and
 *   emits `session.rescheduled` (the students' emails and updated invitations).
 * - A new title alone also raises the SEQUENCE: approved students get the invitation again with it
 *   (`session.edited` with `previousTitle`). A description, subjects or seats change emails nobody.
 * - An admin's change is emailed to the session's mentor (`by` on both events).
 * - Seats (group sessions): never below the seats booked or held, at most 50.
 * - Category, type and price stay as posted: a different value is refused.
 * Everything under the session row's lock, so a booking or hold cannot slip in between the check
 * of the seats and the change.
 */
export async function editSession(
  commands: CommandRunner,
  actor: Pick<CurrentUser, "id" | "role">,
  sessionId: string,
  body: EditSession,
): Promise<void> {
  await refusingSlotOverlap(() =>
    commands.run(async ({ tx, now, emit }) => {
      const [session] = await tx.select().from(sessions).where(eq(sessions.id, sessionId)).for("update");
      if (!session) throw notFound(MODULE_MESSAGES.sessionNotFound);
      if (!runsSession(actor, session)) throw forbidden(SESSION_CHANGE_MESSAGES.notYours);
      if (session.status === "cancelled") throw conflict(SESSION_CHANGE_MESSAGES.editCancelled);
      if (session.status !== "upcoming" || session.startsAt.getTime() <= now.getTime()) {
        throw conflict(SESSION_CHANGE_MESSAGES.editStarted);
      }

      const fixed = (
        [
          ["category", body.category, session.category],
          ["type", body.type, session.type],
          ["price", body.price, session.price],
        ] as const
      ).filter(([, sent, current]) => sent !== undefined && sent !== current);
      if (fixed.length > 0) {
        throw badRequest(
          SESSION_CHANGE_MESSAGES.fixed,
          fixed.map(([field]) => ({ field: `body.${field}`, message: SESSION_CHANGE_MESSAGES.fixed })),
        );
      }

      // The new time, from what was sent and what is kept (dates and times are IST, as posted).
      const current = instantToIst(session.startsAt);
      const date = body.date ?? current.date;
      const time = body.time ?? current.time;
      const durationMinutes = body.durationMinutes ?? session.durationMinutes;
      const moved = date !== current.date || time !== current.time;
      const rescheduled = moved || durationMinutes !== session.durationMinutes;
      let startsAt = session.startsAt;
      if (rescheduled) {
        if (now.getTime() > rescheduleDeadline(session.startsAt).getTime()) {
          throw conflict(SESSION_CHANGE_MESSAGES.rescheduleClosed);
        }
        if (moved) startsAt = futureStart(date, time, now);
      }

      let seats = session.seats;
      if (body.seats !== undefined && body.seats !== session.seats) {
        if (session.type === "onetoone") {
          throw badRequest(SESSION_CHANGE_MESSAGES.oneToOneSeats, [
            { field: "body.seats", message: SESSION_CHANGE_MESSAGES.oneToOneSeats },
          ]);
        }
        const floor = session.seatsTaken + session.seatsHeld;
        if (body.seats < floor) {
          const message = SESSION_CHANGE_MESSAGES.seatsBelowTaken(floor);
          throw badRequest(message, [{ field: "body.seats", message }]);
        }
        seats = body.seats;
      }

      const subject = body.subject ?? session.subject;
      const subjects = [
        ...new Set(
          (body.subjects ?? session.subjects).filter((s) => s.toLowerCase() !== subject.toLowerCase()),
        ),
      ];
      const title = body.title ?? session.title;
      const description = body.description ?? session.description;
      const detailsChanged =
        title !== session.title ||
        description !== session.description ||
        subject !== session.subject ||
        subjects.join("\n") !== session.subjects.join("\n") ||
        seats !== session.seats;
      if (!rescheduled && !detailsChanged) return;
      const retitled = title !== session.title;
      const previousTitle = retitled ? { previousTitle: session.title } : {};

      await tx
        .update(sessions)
        .set({
          title,
          description,
          subject,
          subjects,
          filterKeys: filterKeysOf({ category: session.category, subject, subjects }),
          seats,
          startsAt,
          durationMinutes,
          ...(rescheduled ? { rescheduledAt: now } : {}),
          // A calendar follows a new time or a new title (the event's summary): one SEQUENCE step each change.
          ...(rescheduled || retitled ? { calendarSequence: sql`${sessions.calendarSequence} + 1` } : {}),
          updatedAt: now,
        })
        .where(eq(sessions.id, sessionId));

      if (rescheduled) {
        // Reminders recorded for the old time and not yet sent would name it: dropped. The sweep
        // reminds for the new time (a reminder's key holds the start, so none is sent twice for one).
        await dropPendingReminders(tx, { sessionId }, "the session was rescheduled");
        emit({
          type: "session.rescheduled",
          sessionId,
          previousStartsAt: session.startsAt,
          previousDurationMinutes: session.durationMinutes,
          by: actor.id,
          ...previousTitle,
        });
      }
      if (detailsChanged)
        emit({ type: "session.edited", sessionId, by: actor.id, ...previousTitle, rescheduled });
      // More seats: the first students waiting may be offered one.
      if (seats > session.seats) emit({ type: "seat.freed", sessionId });
    }),
  );
}
