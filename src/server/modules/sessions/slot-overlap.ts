import { AVAILABILITY_MESSAGES } from "@contract/availability";
import { isExclusionViolation } from "../../db/errors";
import { AppError } from "../../lib/errors";

/**
 * A command that writes a session of a mentor who may have one-to-one slots booked (posting,
 * rescheduling): the database refuses an overlap with a slot (the exclusion constraints of migration
 * 0017, docs/decisions/022), which is a 409 the user can act on, naming the date.
 */
export async function refusingSlotOverlap<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isExclusionViolation(error)) {
      throw new AppError(409, AVAILABILITY_MESSAGES.overlapsOneToOne, [
        { field: "body.date", message: AVAILABILITY_MESSAGES.overlapsOneToOne },
      ]);
    }
    throw error;
  }
}
