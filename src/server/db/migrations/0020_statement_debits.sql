ALTER TABLE "payments" ALTER COLUMN "proof_key" DROP NOT NULL;--> statement-breakpoint
CREATE TABLE "bank_transfers" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"mentor_id" text,
	"payment_id" text,
	"payee_name" text NOT NULL,
	"upi_id" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"exported_by" text NOT NULL,
	"exported_at" timestamp with time zone NOT NULL,
	"utr" text,
	"paid_on" date,
	"statement_line_id" text,
	"recorded_by" text,
	CONSTRAINT "bank_transfers_reference_unique" UNIQUE("reference"),
	CONSTRAINT "bank_transfers_statementLineId_unique" UNIQUE("statement_line_id"),
	CONSTRAINT "bank_transfers_kind_check" CHECK (("bank_transfers"."kind" = 'payout' and "bank_transfers"."mentor_id" is not null and "bank_transfers"."payment_id" is null) or ("bank_transfers"."kind" = 'refund' and "bank_transfers"."payment_id" is not null and "bank_transfers"."mentor_id" is null)),
	CONSTRAINT "bank_transfers_amount_check" CHECK ("bank_transfers"."amount" > 0),
	CONSTRAINT "bank_transfers_status_check" CHECK ("bank_transfers"."status" in ('sent', 'paid')),
	CONSTRAINT "bank_transfers_paid_check" CHECK (("bank_transfers"."status" = 'paid') = ("bank_transfers"."utr" is not null and "bank_transfers"."paid_on" is not null and "bank_transfers"."statement_line_id" is not null)),
	CONSTRAINT "bank_transfers_utr_check" CHECK ("bank_transfers"."utr" is null or "bank_transfers"."utr" ~ '^[0-9]{12}$')
);
--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_mentor_id_users_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_exported_by_users_id_fk" FOREIGN KEY ("exported_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_statement_line_id_statement_lines_id_fk" FOREIGN KEY ("statement_line_id") REFERENCES "public"."statement_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_transfers_utr_unique" ON "bank_transfers" USING btree ("utr") WHERE "bank_transfers"."utr" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_transfers_payment_unique" ON "bank_transfers" USING btree ("payment_id") WHERE "bank_transfers"."payment_id" is not null;--> statement-breakpoint
CREATE INDEX "bank_transfers_mentor_status_idx" ON "bank_transfers" USING btree ("mentor_id","status");--> statement-breakpoint
CREATE INDEX "bank_transfers_status_idx" ON "bank_transfers" USING btree ("status","exported_at");
