import { tablePageSchema } from "@contract/admin";
import {
  adminPayoutRowSchema,
  adminPayoutsQuerySchema,
  EARNINGS_MESSAGES,
  mentorEarningsSchema,
  payoutUpiAnswerSchema,
  payoutUpiBodySchema,
  recordPayoutAnswerSchema,
  recordPayoutBodySchema,
} from "@contract/earnings";
import { errorResponseSchema } from "@contract/errors";
import { istDate } from "@contract/time";
import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { mentorProfiles } from "../../db/schema";
import { requireUser, viewerOf } from "../../http/authenticate";
import { toCsv } from "./csv";
import { allPayoutRows, listPayouts, mentorEarnings } from "./earnings.queries";
import { recordPayout } from "./record-payout";

const errors = { 401: errorResponseSchema, 403: errorResponseSchema };

/** A CSV download: UTF-8, an attachment with a dated name, never cached by anyone else. */
const csvHeaders = (name: string) => ({
  "content-type": "text/csv; charset=utf-8",
  "content-disposition": `attachment; filename="${name}"`,
  "cache-control": "private, no-store",
  "x-content-type-options": "nosniff",
});

/** Mentors' earnings and the admins' payouts (docs/decisions/021). */
export const earningsRoutes: FastifyPluginAsyncZod = async (app) => {
  const percent = app.config.commissionPercent;
  const today = () => istDate(app.clock.now());

  app.get(
    "/mentor/earnings",
    {
      preValidation: requireUser(app, "mentor"),
      schema: {
        tags: ["earnings"],
        summary: "The mentor's earnings by IST month (newest first), totals, payouts received and balance",
        response: { 200: mentorEarningsSchema, ...errors },
      },
    },
    async (request) => mentorEarnings(app.db, viewerOf(request).id, percent),
  );

  app.get(
    "/mentor/earnings.csv",
    {
      preValidation: requireUser(app, "mentor"),
      schema: {
        tags: ["earnings"],
        summary: "The mentor's monthly earnings as CSV",
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const earnings = await mentorEarnings(app.db, viewerOf(request).id, percent);
      const csv = toCsv(
        ["month", "sessions", "gross_inr", "commission_inr", "net_inr"],
        [
          ...earnings.months.map((m) => [m.month, m.sessions, m.gross, m.commission, m.net]),
          [
            "total",
            ...[
              earnings.totals.sessions,
              earnings.totals.gross,
              earnings.totals.commission,
              earnings.totals.net,
            ],
          ],
        ],
      );
      return reply.headers(csvHeaders(`earnings-${today()}.csv`)).send(csv);
    },
  );

  app.put(
    "/mentor/payout-upi",
    {
      preValidation: requireUser(app, "mentor"),
      schema: {
        tags: ["earnings"],
        summary: "Set the UPI id the mentor's payouts are sent to",
        body: payoutUpiBodySchema,
        response: { 200: payoutUpiAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const { upiId } = request.body;
      const mentorId = viewerOf(request).id;
      // A command: `profile.changed` checks the mentor's reviews against the new UPI id
      // (feedback/mentor-account.ts).
      await app.commands.run(async ({ tx, now, emit }) => {
        await tx
          .update(mentorProfiles)
          .set({ payoutUpiId: upiId, updatedAt: now })
          .where(eq(mentorProfiles.userId, mentorId));
        emit({ type: "profile.changed", userId: mentorId });
      });
      return { upiId, message: EARNINGS_MESSAGES.upiSaved };
    },
  );

  app.get(
    "/admin/payouts",
    {
      preValidation: requireUser(app, "admin"),
      schema: {
        tags: ["earnings"],
        summary: "Every mentor's net earned, paid out and balance (largest balance first unless sorted)",
        querystring: adminPayoutsQuerySchema,
        response: { 200: tablePageSchema(adminPayoutRowSchema), ...errors },
      },
    },
    async (request) => listPayouts(app.db, percent, request.query),
  );

  app.get(
    "/admin/payouts.csv",
    {
      preValidation: requireUser(app, "admin"),
      schema: {
        tags: ["earnings"],
        summary: "Every mentor's balance as CSV (the table's search and order)",
        querystring: adminPayoutsQuerySchema.pick({ q: true, domain: true, sort: true, dir: true }),
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const rows = await allPayoutRows(app.db, percent, request.query);
      const csv = toCsv(
        ["mentor", "email", "upi_id", "net_earned_inr", "paid_out_inr", "balance_inr"],
        rows.map((r) => [r.name, r.email, r.upiId, r.net, r.paidOut, r.balance]),
      );
      return reply.headers(csvHeaders(`payouts-${today()}.csv`)).send(csv);
    },
  );

  app.post(
    "/admin/mentors/:id/payouts",
    {
      preValidation: requireUser(app, "admin"),
      schema: {
        tags: ["earnings"],
        summary: "Record a payout sent to a mentor (up to the balance); the mentor is emailed",
        params: z.object({ id: z.string().min(1).max(64) }),
        body: recordPayoutBodySchema,
        response: {
          201: recordPayoutAnswerSchema,
          ...errors,
          404: errorResponseSchema,
          409: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { payout, balance } = await recordPayout(
        app.commands,
        viewerOf(request).id,
        request.params.id,
        request.body,
        percent,
      );
      return reply.code(201).send({ payout, balance, message: EARNINGS_MESSAGES.payoutRecorded });
    },
  );
};
