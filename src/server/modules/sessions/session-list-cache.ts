import type { AnswerCache } from "../../lib/answer-cache";
import type { EventType } from "../../lib/events";
import type { Subscriber } from "../../lib/unit-of-work";

/** The events that change what the public session list shows: seats, statuses, ratings, mentors. */
const CHANGES_THE_LIST: ReadonlySet<EventType> = new Set<EventType>([
  "session.posted",
  "session.started",
  "session.ended",
  "session.cancelled",
  "session.edited",
  "session.rescheduled",
  "booking.created",
  "booking.cancelled",
  "seat.freed",
  "payment.decided",
  "feedback.given",
  "mentor.changed",
  "profile.changed",
]);

/**
 * This process's cached session lists are forgotten after every committed change that shows in them
 * (other processes' caches expire within their 2 seconds; docs/decisions/004).
 */
export function sessionListInvalidation(cache: AnswerCache<unknown>): Subscriber {
  return {
    name: "session list cache",
    afterCommit(event) {
      if (CHANGES_THE_LIST.has(event.type)) cache.clear();
    },
  };
}
