import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { postSessionBodySchema } from "../../../contract/sessions";
import { SESSION_MESSAGES } from "../../../contract/sessions";
import { istToInstant } from "../../../contract/time";
import type { CurrentUser } from "../../../contract/users";
import type { Database } from "../../db/client";
import { sessions, users } from "../../db/schema";
import { badRequest } from "../../lib/errors";
import { filterKeysOf } from "./sessions.queries";

type PostSession = z.output<typeof postSessionBodySchema>;

/**
 * A mentor posts a session as themself; an admin posts one for a mentor they name. The server
 * decides the instant (IST), the seats (1 for one-to-one) and that it starts in the future.
 */
export async function postSession(
  db: Database,
  actor: CurrentUser,
  body: PostSession,
  now = new Date(),
): Promise<{ id: string }> {
  let mentorId = actor.id;
  if (actor.role === "admin") {
    if (!body.mentorId)
      throw badRequest("Choose the mentor who will run this session.", [
        { field: "body.mentorId", message: "Choose a mentor." },
      ]);
    const [mentor] = await db.select({ role: users.role }).from(users).where(eq(users.id, body.mentorId));
    if (mentor?.role !== "mentor") {
      throw badRequest("That mentor does not exist.", [
        { field: "body.mentorId", message: "That mentor does not exist." },
      ]);
    }
    mentorId = body.mentorId;
  }
  const startsAt = istToInstant(body.date, body.time);
  if (startsAt.getTime() <= now.getTime()) {
    throw badRequest(SESSION_MESSAGES.inPast, [{ field: "body.date", message: SESSION_MESSAGES.inPast }]);
  }
  const id = randomBytes(12).toString("base64url");
  const subjects = [...new Set(body.subjects.filter((s) => s.toLowerCase() !== body.subject.toLowerCase()))];
  await db.insert(sessions).values({
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
  });
  return { id };
}
