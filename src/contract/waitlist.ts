import { z } from "zod";

/**
 * The waitlist (docs/product.md §10.16): students wait for a seat of a full session, first come first
 * served; when a seat frees, the first in line is offered it as a seat hold of OFFER_MINUTES.
 */

/** How long a seat offered to the first in line is kept for them. */
export const OFFER_MINUTES = 30;
/** No seat is offered this close to the start (or later): a freed seat is then anyone's to book. */
export const NO_OFFERS_WITHIN_MINUTES = 60;

export const WAITLIST_MESSAGES = {
  seatsAvailable: "Seats are available: book now instead.",
  holding: "A seat is already kept for you in this session: pay for it instead.",
  notOnList: "You are not on the waitlist for this session.",
} as const;

/** GET/POST /api/sessions/{id}/waitlist: the student's place (null when not waiting) and how many wait. */
export const waitlistPlaceSchema = z.object({
  /** 1 for the first in line; null when the student is not on the list. */
  place: z.number().int().min(1).nullable(),
  /** Everyone on the list. */
  waiting: z.number().int().min(0),
});
export type WaitlistPlace = z.infer<typeof waitlistPlaceSchema>;

/**
 * GET /api/waitlist: one of the student's places, or a seat offered to them (they left the list when
 * it was offered: `place` null, `offer` set until it expires).
 */
export const ownWaitlistEntrySchema = z.object({
  session: z.object({ id: z.string(), title: z.string(), startsAt: z.iso.datetime() }),
  place: z.number().int().min(1).nullable(),
  offer: z.object({ expiresAt: z.iso.datetime() }).nullable(),
});
export type OwnWaitlistEntry = z.infer<typeof ownWaitlistEntrySchema>;
export const ownWaitlistSchema = z.array(ownWaitlistEntrySchema);
