ALTER TABLE "bank_transfers" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfers" DROP CONSTRAINT "bank_transfers_status_check";--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_status_check" CHECK ("bank_transfers"."status" in ('sent', 'paid', 'cancelled'));--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_cancelled_check" CHECK (("bank_transfers"."status" = 'cancelled') = ("bank_transfers"."cancelled_by" is not null and "bank_transfers"."cancelled_at" is not null and "bank_transfers"."cancel_reason" is not null));--> statement-breakpoint
DROP INDEX "bank_transfers_payment_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "bank_transfers_payment_unique" ON "bank_transfers" USING btree ("payment_id") WHERE "bank_transfers"."payment_id" is not null and "bank_transfers"."status" <> 'cancelled';
