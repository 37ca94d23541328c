ALTER TABLE "payment_decisions" ALTER COLUMN "admin_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "feedbacks" ADD COLUMN "from_mentor_account" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "feedbacks" ADD COLUMN "counted" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_decisions" ADD COLUMN "evidence" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "commission_percent" integer;--> statement-breakpoint
ALTER TABLE "seat_holds" ADD COLUMN "client_key" text;--> statement-breakpoint
CREATE INDEX "seat_holds_client_idx" ON "seat_holds" USING btree ("client_key","expires_at");--> statement-breakpoint
ALTER TABLE "payment_decisions" ADD CONSTRAINT "payment_decisions_actor_check" CHECK ("payment_decisions"."admin_id" is not null or "payment_decisions"."evidence" is not null);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_commission_percent_check" CHECK ("payments"."commission_percent" is null or "payments"."commission_percent" between 0 and 100);--> statement-breakpoint
-- A review counts in its mentor's public rating only while it is not from the mentor's own account
-- and its booking's payment is approved (docs/decisions/023). `counted` is computed here, by the
-- database, whenever a review is written and whenever its payment's status changes, so that no
-- command can forget it; the rating trigger moves the mentor's totals by it.
CREATE FUNCTION "feedbacks_set_counted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."counted" := NOT NEW."from_mentor_account" AND EXISTS (
    SELECT 1 FROM "bookings" b JOIN "payments" p ON p."booking_id" = b."id"
    WHERE b."session_id" = NEW."session_id" AND b."student_id" = NEW."student_id" AND p."status" = 'paid');
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "feedbacks_counted" BEFORE INSERT OR UPDATE ON "feedbacks"
  FOR EACH ROW EXECUTE FUNCTION "feedbacks_set_counted"();--> statement-breakpoint
CREATE FUNCTION "payments_recount_feedback"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "feedbacks" f SET "counted" = NOT f."from_mentor_account" AND NEW."status" = 'paid'
    FROM "bookings" b
    WHERE b."id" = NEW."booking_id" AND f."session_id" = b."session_id" AND f."student_id" = b."student_id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "payments_feedback_counted" AFTER UPDATE OF "status" ON "payments"
  FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status")
  EXECUTE FUNCTION "payments_recount_feedback"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "feedbacks_move_mentor_rating"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."counted" THEN
    UPDATE "mentor_profiles" SET "rating_count" = "rating_count" - 1, "rating_total" = "rating_total" - OLD."rating"
      WHERE "user_id" = (SELECT "mentor_id" FROM "sessions" WHERE "id" = OLD."session_id");
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."counted" THEN
    UPDATE "mentor_profiles" SET "rating_count" = "rating_count" + 1, "rating_total" = "rating_total" + NEW."rating"
      WHERE "user_id" = (SELECT "mentor_id" FROM "sessions" WHERE "id" = NEW."session_id");
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER "feedbacks_mentor_rating" ON "feedbacks";--> statement-breakpoint
CREATE TRIGGER "feedbacks_mentor_rating" AFTER INSERT OR UPDATE OF "rating", "session_id", "counted" OR DELETE ON "feedbacks"
  FOR EACH ROW EXECUTE FUNCTION "feedbacks_move_mentor_rating"();--> statement-breakpoint
-- Reviews already written: counted by the same rule, and every mentor's totals computed afresh.
ALTER TABLE "feedbacks" DISABLE TRIGGER "feedbacks_mentor_rating";--> statement-breakpoint
UPDATE "feedbacks" SET "counted" = "counted";--> statement-breakpoint
ALTER TABLE "feedbacks" ENABLE TRIGGER "feedbacks_mentor_rating";--> statement-breakpoint
UPDATE "mentor_profiles" AS mp SET "rating_count" = coalesce(t.n, 0), "rating_total" = coalesce(t.total, 0)
  FROM (SELECT p."user_id", count(f."id")::int AS n, sum(f."rating")::int AS total
        FROM "mentor_profiles" p
        LEFT JOIN "sessions" s ON s."mentor_id" = p."user_id"
        LEFT JOIN "feedbacks" f ON f."session_id" = s."id" AND f."counted"
        GROUP BY p."user_id") AS t
  WHERE mp."user_id" = t."user_id";
