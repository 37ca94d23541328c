-- The public list's sessions (not cancelled, posted, docs/decisions/022) in the list's order, carrying
-- what its filter and order read (docs/decisions/028): the page's ids and the capped count are then
-- index-only scans that never visit the table, where sessions_list_order_idx made both read each
-- candidate row to test status, kind and the category. Hand-written: drizzle-kit cannot declare INCLUDE.
CREATE INDEX "sessions_listed_idx" ON "sessions" USING btree ("type",("status" = 'completed'),(case when "status" = 'completed' then '2000-01-01 00:00:00+00'::timestamptz - "starts_at" else "starts_at" - '2000-01-01 00:00:00+00'::timestamptz end),"id") INCLUDE ("status", "starts_at", "filter_keys") WHERE "status" <> 'cancelled' AND "kind" = 'posted';
