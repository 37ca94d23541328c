DROP INDEX "sessions_type_starts_idx";--> statement-breakpoint
DROP INDEX "sessions_category_idx";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reference" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "filter_keys" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "sessions_list_order_idx" ON "sessions" USING btree ("type",("status" = 'completed'),(case when "status" = 'completed' then '2000-01-01 00:00:00+00'::timestamptz - "starts_at" else "starts_at" - '2000-01-01 00:00:00+00'::timestamptz end),"id");--> statement-breakpoint
CREATE INDEX "sessions_filter_keys_idx" ON "sessions" USING gin ("filter_keys");--> statement-breakpoint
UPDATE "sessions" SET "filter_keys" = (
  SELECT array_agg(DISTINCT regexp_replace(lower(k), '\s', '', 'g'))
  FROM unnest(array_prepend("category", "subjects")) AS t(k)
);
