import { SEAT_HOLDING_STATUSES } from "@contract/bookings";
import { sql } from "drizzle-orm";

/**
 * "A booking holds a seat while its payment awaits review or is approved" (contract/bookings.ts,
 * SEAT_HOLDING_STATUSES), for SQL: `p.status in ${HOLDS_SEAT}`. Every query that counts bookings,
 * seats, enrolments or money spent uses this, so that the rule is written once.
 */
export const HOLDS_SEAT = sql.raw(`(${SEAT_HOLDING_STATUSES.map((s) => `'${s}'`).join(", ")})`);
