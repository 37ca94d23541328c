import { eq } from "drizzle-orm";
import type { Config } from "../../config";
import { payments, sessions, users } from "../../db/schema";
import { renderEmail } from "../../lib/email-layout";
import { wordsFor } from "../../lib/i18n";
import type { Subscriber } from "../../lib/unit-of-work";
import { bookingFacts } from "../bookings";
import type { Outbox } from "../outbox";

/**
 * The gateway's emails (docs/decisions/026), in the student's language, recorded in the transaction
 * that decides them:
 * - a payment that got no seat (paid after the hold expired on a full session, or twice) is being
 *   refunded automatically;
 * - the same for a payment only authorized: we did not take it, and Razorpay gives it back by itself;
 * - a gateway refund is processed (a refund paid by an admin over UPI has its own email, with a UTR).
 */
/** Why a payment was released, as its paragraph's key. */
const RELEASED_WHY = { "no-seat": "noSeat", duplicate: "duplicate", mismatch: "mismatch" } as const;

export function gatewayEmails(deps: { outbox: Outbox; config: Config }): Subscriber {
  const dashboard = () => new URL("/student-dashboard", deps.config.publicUrl).toString();
  return {
    name: "gateway emails",
    async inTransaction(uow, event) {
      if (event.type === "gateway.refunding" || event.type === "gateway.released") {
        const [row] = await uow.tx
          .select({ name: users.name, email: users.email, language: users.language, title: sessions.title })
          .from(users)
          .innerJoin(sessions, eq(sessions.id, event.sessionId))
          .where(eq(users.id, event.studentId));
        if (!row) return;
        const words = wordsFor(row.language);
        const { t } = words;
        const amount = words.rupees(event.amountPaise / 100);
        const why = event.reason === "no-seat" ? "noSeat" : "duplicate";
        const released = event.type === "gateway.released";
        const key = released ? "gatewayReleased" : "gatewayRefunding";
        const { html, text } = renderEmail(
          {
            preheader: t(`${key}.preheader`, { amount, title: row.title }),
            heading: t(`${key}.heading`),
            paragraphs: [
              t("common.greeting", { name: row.name }),
              t(`${key}.${released ? RELEASED_WHY[event.reason] : why}`, { amount, title: row.title }),
              t(`${key}.when`),
            ],
            action: { label: t("common.openDashboard"), url: dashboard() },
          },
          words,
        );
        await deps.outbox.record(uow, {
          to: row.email,
          subject: t(`${key}.subject`, { amount, title: row.title }),
          html,
          text,
          kind: released ? "gateway-released" : "gateway-refunding",
          sessionId: event.sessionId,
        });
        return;
      }
      if (event.type !== "refund.paid") return;
      const [payment] = await uow.tx
        .select({ method: payments.method })
        .from(payments)
        .where(eq(payments.id, event.paymentId));
      if (payment?.method !== "gateway") return;
      const facts = await bookingFacts(uow.tx, event.paymentId);
      if (!facts) return;
      const words = wordsFor(facts.student.language);
      const { t } = words;
      const amount = words.rupees(facts.amount);
      const title = facts.session.title;
      const { html, text } = renderEmail(
        {
          preheader: t("gatewayRefunded.preheader", { amount, title }),
          heading: t("gatewayRefunded.heading"),
          paragraphs: [
            t("common.greeting", { name: facts.student.name }),
            t("gatewayRefunded.paid", { amount, title }),
            t("gatewayRefunding.when"),
          ],
          action: { label: t("common.openDashboard"), url: dashboard() },
        },
        words,
      );
      await deps.outbox.record(uow, {
        to: facts.student.email,
        subject: t("gatewayRefunded.subject", { amount, title }),
        html,
        text,
        kind: "gateway-refunded",
        sessionId: facts.session.id,
        paymentId: facts.paymentId,
      });
    },
  };
}
