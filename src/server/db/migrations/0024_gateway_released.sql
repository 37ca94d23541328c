-- 0024_gateway_released: written by hand; see docs/decisions/026-payment-gateway.md ("Capturing").
-- An order whose authorized payment we did not capture (no seat for it): Razorpay releases the money.
ALTER TABLE "gateway_orders" DROP CONSTRAINT "gateway_orders_status_check";--> statement-breakpoint
ALTER TABLE "gateway_orders" ADD CONSTRAINT "gateway_orders_status_check" CHECK ("gateway_orders"."status" in ('created', 'failed', 'paid', 'refunded', 'released'));
