import { MONEY_KEPT_STATUSES } from "@contract/payments";
import { sql } from "drizzle-orm";

/**
 * "Money kept" (contract/payments.ts MONEY_KEPT_STATUSES: approved, and kept after a late
 * cancellation), for SQL: `p.status in ${MONEY_KEPT}`. Revenue and money spent count these; refunds,
 * due or paid, are not money kept.
 */
export const MONEY_KEPT = sql.raw(`(${MONEY_KEPT_STATUSES.map((s) => `'${s}'`).join(", ")})`);
