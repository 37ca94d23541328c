-- 0022_gateway: written by hand; see docs/decisions/026-payment-gateway.md.
ALTER TABLE "payments" ADD COLUMN "method" text DEFAULT 'upi' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "gateway_payment_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_gatewayPaymentId_unique" UNIQUE("gateway_payment_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_method_check" CHECK ("payments"."method" in ('upi', 'gateway') and ("payments"."method" = 'gateway') = ("payments"."gateway_payment_id" is not null));--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_refunded_check";--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refunded_check" CHECK (("payments"."status" = 'refunded') = ("payments"."refunded_at" is not null and ("payments"."refund_utr" is not null or "payments"."method" = 'gateway')));--> statement-breakpoint
CREATE TABLE "gateway_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"razorpay_order_id" text NOT NULL,
	"student_id" text NOT NULL,
	"session_id" text NOT NULL,
	"hold_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"reference" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"razorpay_payment_id" text,
	"payment_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "gateway_orders_razorpayOrderId_unique" UNIQUE("razorpay_order_id"),
	CONSTRAINT "gateway_orders_holdId_unique" UNIQUE("hold_id"),
	CONSTRAINT "gateway_orders_status_check" CHECK ("gateway_orders"."status" in ('created', 'failed', 'paid', 'refunded')),
	CONSTRAINT "gateway_orders_amount_check" CHECK ("gateway_orders"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "gateway_events" (
	"id" text PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "gateway_events_eventId_unique" UNIQUE("event_id")
);
--> statement-breakpoint
CREATE TABLE "gateway_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"payment_id" text,
	"razorpay_payment_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"razorpay_refund_id" text,
	"failure" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "gateway_refunds_razorpayPaymentId_unique" UNIQUE("razorpay_payment_id"),
	CONSTRAINT "gateway_refunds_razorpayRefundId_unique" UNIQUE("razorpay_refund_id"),
	CONSTRAINT "gateway_refunds_status_check" CHECK ("gateway_refunds"."status" in ('pending', 'processed', 'failed')),
	CONSTRAINT "gateway_refunds_reason_check" CHECK ("gateway_refunds"."reason" in ('no-seat', 'duplicate', 'mismatch', 'refund-due'))
);
--> statement-breakpoint
ALTER TABLE "gateway_orders" ADD CONSTRAINT "gateway_orders_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gateway_orders" ADD CONSTRAINT "gateway_orders_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gateway_orders" ADD CONSTRAINT "gateway_orders_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gateway_refunds" ADD CONSTRAINT "gateway_refunds_order_id_gateway_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."gateway_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gateway_refunds" ADD CONSTRAINT "gateway_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gateway_orders_student_session_idx" ON "gateway_orders" USING btree ("student_id","session_id");--> statement-breakpoint
CREATE INDEX "gateway_orders_status_created_idx" ON "gateway_orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "gateway_refunds_status_idx" ON "gateway_refunds" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "gateway_refunds_payment_idx" ON "gateway_refunds" USING btree ("payment_id");
