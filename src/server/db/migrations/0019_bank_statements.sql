CREATE TABLE "bank_statements" (
	"id" text PRIMARY KEY NOT NULL,
	"uploaded_by" text NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL,
	"file_name" text NOT NULL,
	"file_sha256" text NOT NULL,
	"format" text NOT NULL,
	"line_count" integer NOT NULL,
	"new_line_count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statement_lines" (
	"id" text PRIMARY KEY NOT NULL,
	"statement_id" text NOT NULL,
	"row" integer NOT NULL,
	"date" date NOT NULL,
	"narration" text NOT NULL,
	"reference" text,
	"credit" bigint NOT NULL,
	"debit" bigint NOT NULL,
	"utr" text,
	"payer_name" text,
	"payer_vpa" text,
	"line_key" text NOT NULL,
	"payment_id" text,
	CONSTRAINT "statement_lines_lineKey_unique" UNIQUE("line_key"),
	CONSTRAINT "statement_lines_paymentId_unique" UNIQUE("payment_id"),
	CONSTRAINT "statement_lines_amount_check" CHECK ("statement_lines"."credit" >= 0 and "statement_lines"."debit" >= 0),
	CONSTRAINT "statement_lines_utr_check" CHECK ("statement_lines"."utr" is null or "statement_lines"."utr" ~ '^[0-9]{12}$')
);
--> statement-breakpoint
CREATE TABLE "statement_mappings" (
	"account" text PRIMARY KEY NOT NULL,
	"mapping" jsonb NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_decisions" ADD COLUMN "statement_line_id" text;--> statement-breakpoint
ALTER TABLE "bank_statements" ADD CONSTRAINT "bank_statements_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_lines" ADD CONSTRAINT "statement_lines_statement_id_bank_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."bank_statements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_lines" ADD CONSTRAINT "statement_lines_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_mappings" ADD CONSTRAINT "statement_mappings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "statement_lines_utr_idx" ON "statement_lines" USING btree ("utr");--> statement-breakpoint
CREATE INDEX "statement_lines_date_idx" ON "statement_lines" USING btree ("date");--> statement-breakpoint
ALTER TABLE "payment_decisions" ADD CONSTRAINT "payment_decisions_statement_line_id_statement_lines_id_fk" FOREIGN KEY ("statement_line_id") REFERENCES "public"."statement_lines"("id") ON DELETE no action ON UPDATE no action;