-- pg_trgm is a trusted extension (PostgreSQL 13+): the database owner may create it. PGlite loads it
-- in openDatabase (PGLITE_EXTENSIONS).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "payments_status_created_idx";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "domain" text DEFAULT 'General' NOT NULL;--> statement-breakpoint
-- Existing payments take their session's domain (as domainOfCategory in src/contract/admin.ts).
UPDATE "payments" AS p SET "domain" = CASE s."category"
    WHEN 'IIT JEE' THEN 'JEE' WHEN 'BITSAT' THEN 'JEE' WHEN 'NEET' THEN 'NEET'
    WHEN 'UPSC' THEN 'UPSC' WHEN 'GATE' THEN 'GATE' ELSE 'General' END
  FROM "bookings" AS b INNER JOIN "sessions" AS s ON s."id" = b."session_id"
  WHERE b."id" = p."booking_id";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payments_created_idx" ON "payments" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "payments_domain_status_created_idx" ON "payments" USING btree ("domain","status","created_at","id");--> statement-breakpoint
CREATE INDEX "payments_reference_idx" ON "payments" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "sessions_status_starts_idx" ON "sessions" USING btree ("status","starts_at","id");--> statement-breakpoint
CREATE INDEX "users_role_created_idx" ON "users" USING btree ("role","created_at","id");--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "payments_status_created_idx" ON "payments" USING btree ("status","created_at","id");