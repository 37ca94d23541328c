import { BOOKING_MESSAGES, holdsSeat } from "@contract/bookings";
import { GATEWAY_MESSAGES, type GatewayOrder } from "@contract/gateway";
import { and, eq, gt } from "drizzle-orm";
import type { Database } from "../../db/client";
import { bookings, gatewayOrders, payments, seatHolds, sessions, users } from "../../db/schema";
import type { Clock } from "../../lib/clock";
import { AppError, conflict, notFound } from "../../lib/errors";
import { newId } from "../../lib/ids";
import type { Keyring } from "../../lib/keyring";
import type { CommandRunner } from "../../lib/unit-of-work";
import { bookingReference } from "../bookings";
import { GatewayError, type RazorpayClient } from "./razorpay-client";

export interface OrderDeps {
  db: Database;
  commands: CommandRunner;
  clock: Clock;
  keyring: Keyring;
  client: RazorpayClient;
  settings: { keyId: string; checkoutUrl: string };
}

/**
 * The Razorpay order of the student's live seat hold on a paid session (docs/decisions/026): the
 * amount is the session's price (whole rupees × 100 paise), the booking reference its receipt. One per
 * hold: the same hold asked again answers the stored order. 409 without a live hold, when already
 * booked, or for a free session; 503 while the gateway does not answer.
 */
export async function gatewayOrder(
  deps: OrderDeps,
  studentId: string,
  sessionId: string,
): Promise<GatewayOrder> {
  const now = deps.clock.now();
  const [facts] = await deps.db
    .select({ price: sessions.price, name: users.name, email: users.email })
    .from(sessions)
    .innerJoin(users, eq(users.id, studentId))
    .where(eq(sessions.id, sessionId));
  if (!facts) throw notFound(BOOKING_MESSAGES.notFound);
  if (facts.price === 0) throw conflict(BOOKING_MESSAGES.freeNothingToPay);
  const [own] = await deps.db
    .select({ status: payments.status })
    .from(bookings)
    .innerJoin(payments, eq(payments.bookingId, bookings.id))
    .where(and(eq(bookings.sessionId, sessionId), eq(bookings.studentId, studentId)));
  if (own && holdsSeat(own.status)) throw conflict(BOOKING_MESSAGES.alreadyBooked);
  const [hold] = await deps.db
    .select({ id: seatHolds.id })
    .from(seatHolds)
    .where(
      and(
        eq(seatHolds.sessionId, sessionId),
        eq(seatHolds.studentId, studentId),
        gt(seatHolds.expiresAt, now),
      ),
    );
  if (!hold) throw conflict(GATEWAY_MESSAGES.noHold);

  const answer = (row: {
    razorpayOrderId: string;
    amountPaise: number;
    reference: string;
  }): GatewayOrder => ({
    orderId: row.razorpayOrderId,
    keyId: deps.settings.keyId,
    amountPaise: row.amountPaise,
    currency: "INR",
    reference: row.reference,
    checkoutUrl: deps.settings.checkoutUrl,
    prefill: { name: facts.name, email: facts.email },
  });
  const stored = () => deps.db.select().from(gatewayOrders).where(eq(gatewayOrders.holdId, hold.id)).limit(1);
  const [existing] = await stored();
  if (existing) return answer(existing);

  const amountPaise = facts.price * 100;
  const reference = bookingReference(deps.keyring, studentId, sessionId);
  let created: Awaited<ReturnType<RazorpayClient["createOrder"]>>;
  try {
    created = await deps.client.createOrder({
      amountPaise,
      receipt: reference,
      notes: { booking_reference: reference, hold: hold.id },
    });
  } catch (error) {
    if (error instanceof GatewayError) throw new AppError(503, GATEWAY_MESSAGES.unavailable);
    throw error;
  }
  await deps.commands.run(async ({ tx, now }) => {
    // Two requests for one hold at once: the first stored wins, and both answer it.
    await tx
      .insert(gatewayOrders)
      .values({
        id: newId(),
        razorpayOrderId: created.id,
        studentId,
        sessionId,
        holdId: hold.id,
        amountPaise,
        reference,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: gatewayOrders.holdId });
  });
  const [row] = await stored();
  if (!row) throw conflict(GATEWAY_MESSAGES.noHold);
  return answer(row);
}
