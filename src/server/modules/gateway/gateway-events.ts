import { asc, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { gatewayEvents } from "../../db/schema";
import type { Clock } from "../../lib/clock";
import { newId } from "../../lib/ids";
import type { CommandRunner } from "../../lib/unit-of-work";
import { type RefundFact, settleRefund } from "./gateway-refunds";
import type { RazorpayPayment, RazorpayRefund } from "./razorpay-client";
import { type PaymentFact, type SettleDeps, settlePayment } from "./settle-payment";

/*
 * Razorpay's webhooks (docs/decisions/026): the route verifies the signature over the raw body and
 * records the event once by its id (X-Razorpay-Event-Id); a job works it. A replayed event finds
 * its row and changes nothing; the state machine makes any order of events end alike.
 */

export interface ReceivedEvent {
  eventId: string;
  type: string;
  payload: unknown;
}

/**
 * Records events in one statement; answers, for each, whether it is new (false: recorded before, a
 * replay, or a second copy in the same group). The webhook route's events arrive through a group
 * writer (src/server/lib/group-writer.ts): a burst of webhooks costs one insert per group, not one each.
 */
export async function recordEvents(
  deps: { db: Database; clock: Clock },
  events: readonly ReceivedEvent[],
): Promise<boolean[]> {
  const receivedAt = deps.clock.now();
  const firstOf = new Map<string, number>();
  events.forEach((event, i) => {
    if (!firstOf.has(event.eventId)) firstOf.set(event.eventId, i);
  });
  const rows = [...firstOf.values()].map((i) => {
    const event = events[i] as ReceivedEvent;
    return { id: newId(), event_id: event.eventId, type: event.type, payload: event.payload };
  });
  // One parameter for the whole group (a JSON array read back as rows): no statement grows with
  // the group, and no query builder walks each value.
  const inserted = await rowsOf<{ event_id: string }>(
    deps.db,
    sql`insert into gateway_events (id, event_id, type, payload, received_at)
      select e.id, e.event_id, e.type, e.payload, ${receivedAt.toISOString()}::timestamptz
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as e(id text, event_id text, type text, payload jsonb)
      on conflict (event_id) do nothing
      returning event_id`,
  );
  const fresh = new Set(inserted.map((row) => row.event_id));
  return events.map((event, i) => firstOf.get(event.eventId) === i && fresh.has(event.eventId));
}

type RefundEntity = Partial<RazorpayRefund> & { error_description?: string | null };

interface EventBody {
  event?: unknown;
  payload?: {
    payment?: { entity?: Partial<RazorpayPayment> };
    refund?: { entity?: RefundEntity };
  };
}

const text = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null);

/** The payment an event is about, as the state machine reads it; null when it names none. */
export function paymentFactOf(payment: Partial<RazorpayPayment> | undefined): PaymentFact | null {
  const orderId = text(payment?.order_id);
  const paymentId = text(payment?.id);
  if (!payment || !orderId || !paymentId || typeof payment.amount !== "number") return null;
  return {
    razorpayOrderId: orderId,
    razorpayPaymentId: paymentId,
    status: payment.status ?? "created",
    amountPaise: payment.amount,
    paidAt: typeof payment.created_at === "number" ? new Date(payment.created_at * 1000) : null,
  };
}

function refundFactOf(entity: RefundEntity | undefined): RefundFact | null {
  const id = text(entity?.id);
  const paymentId = text(entity?.payment_id);
  if (!entity || !id || !paymentId) return null;
  const notes = entity.notes && !Array.isArray(entity.notes) ? (entity.notes as Record<string, string>) : {};
  return {
    refundId: text(notes.refund_id) ?? text(entity.receipt),
    razorpayRefundId: id,
    razorpayPaymentId: paymentId,
    status: entity.status ?? "pending",
    failure: entity.error_description ?? null,
  };
}

/** Works one recorded event, once: its processed time says it was. */
export async function processEvent(
  deps: SettleDeps & { db: Database; commands: CommandRunner; clock: Clock },
  eventRowId: string,
): Promise<void> {
  const [row] = await deps.db.select().from(gatewayEvents).where(eq(gatewayEvents.id, eventRowId));
  if (!row || row.processedAt) return;
  const body = (row.payload ?? {}) as EventBody;
  switch (row.type) {
    case "payment.authorized":
    case "payment.captured":
    case "payment.failed":
    case "order.paid": {
      const fact = paymentFactOf(body.payload?.payment?.entity);
      if (fact) await settlePayment(deps, fact);
      break;
    }
    case "refund.created":
    case "refund.processed":
    case "refund.failed": {
      const fact = refundFactOf(body.payload?.refund?.entity);
      if (fact) await settleRefund(deps.commands, fact);
      break;
    }
    default:
      break;
  }
  await deps.db
    .update(gatewayEvents)
    .set({ processedAt: deps.clock.now() })
    .where(eq(gatewayEvents.id, eventRowId));
}

/** Works every recorded event not yet worked, oldest first (the event job; also the reconciler's). */
export async function processPendingEvents(
  deps: SettleDeps & { db: Database; commands: CommandRunner; clock: Clock },
): Promise<number> {
  let done = 0;
  for (;;) {
    const batch = await deps.db
      .select({ id: gatewayEvents.id })
      .from(gatewayEvents)
      .where(isNull(gatewayEvents.processedAt))
      .orderBy(asc(gatewayEvents.receivedAt))
      .limit(100);
    for (const event of batch) await processEvent(deps, event.id);
    done += batch.length;
    if (batch.length < 100) return done;
  }
}
