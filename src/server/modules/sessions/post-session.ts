import type { postSessionBodySchema } from "@contract/sessions";
import { POST_SESSION_MESSAGES, SESSION_DAYS_AHEAD_MAX, SESSION_MESSAGES } from "@contract/sessions";
import { istToInstant } from "@contract/time";
import type { CurrentUser } from "@contract/users";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import { sessions, users } from "../../db/schema";
import { DAY_MS } from "../../lib/clock";
import { badRequest, forbidden } from "../../lib/errors";
import { newId } from "../../lib/ids";
import type { CommandRunner } from "../../lib/unit-of-work";
import { filterKeysOf } from "./sessions.queries";
import { refusingSlotOverlap } from "./slot-overlap";

type PostSession = z.output<typeof postSessionBodySchema>;

/**
 * The instant of a date and hourly time in IST (the schema checked both), refused unless it is in
 * the future and at most SESSION_DAYS_AHEAD_MAX days ahead: the posting rule, which a reschedule
 * follows too (docs/product.md §5).
 */
export function futureStart(date: string, time: string, now: Date): Date {
  const startsAt = istToInstant(date, time);
  if (startsAt.getTime() <= now.getTime()) {
    throw badRequest(SESSION_MESSAGES.inPast, [{ field: "body.date", message: SESSION_MESSAGES.inPast }]);
  }
  if (startsAt.getTime() > now.getTime() + SESSION_DAYS_AHEAD_MAX * DAY_MS) {
    throw badRequest(SESSION_MESSAGES.tooFarAhead, [
      { field: "body.date", message: SESSION_MESSAGES.tooFarAhead },
    ]);
  }
  return startsAt;
}

/**
 * A mentor posts a session as themself; an admin posts one for a mentor they name. Only an active
 * mentor can have sessions posted (a removed one cannot, by anyone). The server decides the instant
 * (IST), the seats (1 for one-to-one) and that it starts in the future.
 */
export async function postSession(
  commands: CommandRunner,
  actor: CurrentUser,
  body: PostSession,
): Promise<{ id: string }> {
  const { value } = await refusingSlotOverlap(() =>
    commands.run(async ({ tx, now, emit }) => {
      let mentorId = actor.id;
      if (actor.role === "admin") {
        if (!body.mentorId)
          throw badRequest(POST_SESSION_MESSAGES.chooseMentor, [
            { field: "body.mentorId", message: "Choose a mentor." },
          ]);
        mentorId = body.mentorId;
      }
      const [mentor] = await tx
        .select({ role: users.role, deactivatedAt: users.deactivatedAt })
        .from(users)
        .where(eq(users.id, mentorId))
        .for("update");
      if (mentor?.role !== "mentor") {
        throw badRequest(POST_SESSION_MESSAGES.noSuchMentor, [
          { field: "body.mentorId", message: POST_SESSION_MESSAGES.noSuchMentor },
        ]);
      }
      if (mentor.deactivatedAt !== null) {
        if (actor.role !== "admin") throw forbidden(POST_SESSION_MESSAGES.mentorRemoved);
        throw badRequest(POST_SESSION_MESSAGES.mentorRemoved, [
          { field: "body.mentorId", message: POST_SESSION_MESSAGES.mentorRemoved },
        ]);
      }
      const startsAt = futureStart(body.date, body.time, now);
      const id = newId();
      const subjects = [
        ...new Set(body.subjects.filter((s) => s.toLowerCase() !== body.subject.toLowerCase())),
      ];
      await tx.insert(sessions).values({
        id,
        mentorId,
        title: body.title,
        description: body.description,
        subject: body.subject,
        subjects,
        category: body.category,
        filterKeys: filterKeysOf({ category: body.category, subject: body.subject, subjects }),
        startsAt,
        durationMinutes: body.durationMinutes,
        type: body.type,
        seats: body.type === "onetoone" ? 1 : (body.seats ?? 1),
        price: body.price,
        createdAt: now,
        updatedAt: now,
      });
      emit({ type: "session.posted", sessionId: id });
      return { id };
    }),
  );
  return value;
}
