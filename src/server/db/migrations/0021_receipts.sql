-- 0021_receipts: written by hand; see docs/decisions/027.
ALTER TABLE "student_profiles" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "student_profiles" ADD CONSTRAINT "student_profiles_state_check" CHECK ("student_profiles"."state" is null or "student_profiles"."state" ~ '^[0-9]{2}$');--> statement-breakpoint
CREATE TABLE "receipt_counters" (
	"series" text NOT NULL,
	"fy" text NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "receipt_counters_series_fy_pk" PRIMARY KEY("series","fy")
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"id" text PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"kind" text NOT NULL,
	"series" text NOT NULL,
	"fy" text NOT NULL,
	"seq" integer NOT NULL,
	"payment_id" text NOT NULL,
	"reverses_id" text,
	"issued_at" timestamp with time zone NOT NULL,
	"total" bigint NOT NULL,
	"document" jsonb NOT NULL,
	CONSTRAINT "receipts_number_unique" UNIQUE("number"),
	CONSTRAINT "receipts_reversesId_unique" UNIQUE("reverses_id"),
	CONSTRAINT "receipts_kind_check" CHECK ("receipts"."kind" in ('receipt', 'credit_note')),
	CONSTRAINT "receipts_reverses_check" CHECK (("receipts"."kind" = 'credit_note') = ("receipts"."reverses_id" is not null)),
	CONSTRAINT "receipts_number_check" CHECK (length("receipts"."number") <= 16),
	CONSTRAINT "receipts_total_check" CHECK ("receipts"."total" > 0)
);
--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_reverses_id_receipts_id_fk" FOREIGN KEY ("reverses_id") REFERENCES "public"."receipts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_series_seq_unique" ON "receipts" USING btree ("series","fy","seq");--> statement-breakpoint
CREATE INDEX "receipts_payment_idx" ON "receipts" USING btree ("payment_id","issued_at");--> statement-breakpoint
CREATE INDEX "receipts_issued_idx" ON "receipts" USING btree ("issued_at");
