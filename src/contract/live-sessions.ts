import { z } from "zod";
import { SESSION_STATUSES } from "./sessions";

/** docs/product.md §4/§9: Start Meeting is possible from 5 minutes before the start until 60 minutes after it. */
export const START_WINDOW = { beforeMinutes: 5, afterMinutes: 60 } as const;

/** Whether `now` is inside the start window of a session starting at `startsAt` (both instants). */
export function inStartWindow(startsAt: Date | string, now: Date = new Date()): boolean {
  const start = new Date(startsAt).getTime();
  const t = now.getTime();
  return t >= start - START_WINDOW.beforeMinutes * 60_000 && t <= start + START_WINDOW.afterMinutes * 60_000;
}

export const LIVE_MESSAGES = {
  notLive: "This session is not live right now.",
  notPaid: "Your payment for this session has not been verified yet, so you cannot join.",
  notBooked: "You have not booked this session.",
  outsideWindow: "You can start the meeting from 5 minutes before the start time until 60 minutes after it.",
  alreadyEnded: "This session has ended.",
  cancelled: "This session was cancelled.",
  notYours: "Only the session's mentor or an admin can do that.",
  scriptNotLoaded: "The video meeting interface is not loaded yet. Please wait a moment and try again.",
} as const;

/**
 * How the browser opens the video room (Jitsi Meet's IFrame API): the script at `scriptUrl` defines
 * `JitsiMeetExternalAPI`, constructed with `domain` and `{ roomName, jwt?, userInfo: { displayName } }`.
 * The room name is derived from a server secret and the session id; `jwt` is present when the server
 * is configured for a self-hosted Jitsi or 8x8 JaaS.
 */
export const roomSchema = z.object({
  sessionId: z.string(),
  title: z.string(),
  domain: z.string(),
  scriptUrl: z.string(),
  roomName: z.string(),
  jwt: z.string().nullable(),
  displayName: z.string(),
  moderator: z.boolean(),
  /** When the session went live (ISO), for the timers. */
  startedAt: z.iso.datetime().nullable(),
  mentorName: z.string(),
});
export type Room = z.infer<typeof roomSchema>;

/** POST /api/sessions/{id}/start and /end answer the session's new state. */
export const sessionStateSchema = z.object({
  id: z.string(),
  status: z.enum(SESSION_STATUSES),
  startedAt: z.iso.datetime().nullable(),
  endedAt: z.iso.datetime().nullable(),
});
