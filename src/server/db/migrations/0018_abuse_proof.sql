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
CREATE TRIGGER "feedbacks_mentor_rating" AFTER INSERT OR UPDATE OF "rating", "session_id", "counted", "from_mentor_account" OR DELETE ON "feedbacks"
  FOR EACH ROW EXECUTE FUNCTION "feedbacks_move_mentor_rating"();--> statement-breakpoint
-- Reviews already written: from the mentor's own account when the two accounts share an inbox
-- (Gmail ignores dots and a +tag), a phone (its last 10 digits) or a UPI id (the rule of
-- modules/feedback/mentor-account.ts, as it stood when this ran); counted by the same rule as new
-- ones; and every mentor's totals computed afresh.
ALTER TABLE "feedbacks" DISABLE TRIGGER "feedbacks_mentor_rating";--> statement-breakpoint
UPDATE "feedbacks" f SET "from_mentor_account" = true
  FROM "sessions" s
    JOIN "users" mu ON mu."id" = s."mentor_id"
    LEFT JOIN "mentor_profiles" mp ON mp."user_id" = mu."id",
    "users" su
    LEFT JOIN "student_profiles" sp ON sp."user_id" = su."id"
  WHERE s."id" = f."session_id" AND su."id" = f."student_id" AND coalesce(
    (CASE WHEN split_part(lower(su."email"), '@', 2) IN ('gmail.com', 'googlemail.com')
       THEN replace(split_part(split_part(lower(su."email"), '@', 1), '+', 1), '.', '') || '@gmail.com'
       ELSE lower(su."email") END)
    = (CASE WHEN split_part(lower(mu."email"), '@', 2) IN ('gmail.com', 'googlemail.com')
       THEN replace(split_part(split_part(lower(mu."email"), '@', 1), '+', 1), '.', '') || '@gmail.com'
       ELSE lower(mu."email") END)
    OR (CASE WHEN length(regexp_replace(su."phone", '[^0-9]', '', 'g')) >= 10
          THEN right(regexp_replace(su."phone", '[^0-9]', '', 'g'), 10) END)
       = (CASE WHEN length(regexp_replace(mu."phone", '[^0-9]', '', 'g')) >= 10
          THEN right(regexp_replace(mu."phone", '[^0-9]', '', 'g'), 10) END)
    OR nullif(lower(btrim(sp."refund_upi_id")), '') = nullif(lower(btrim(mp."payout_upi_id")), ''), false);--> statement-breakpoint
UPDATE "feedbacks" SET "counted" = "counted";--> statement-breakpoint
ALTER TABLE "feedbacks" ENABLE TRIGGER "feedbacks_mentor_rating";--> statement-breakpoint
UPDATE "mentor_profiles" AS mp SET "rating_count" = coalesce(t.n, 0), "rating_total" = coalesce(t.total, 0)
  FROM (SELECT p."user_id", count(f."id")::int AS n, sum(f."rating")::int AS total
        FROM "mentor_profiles" p
        LEFT JOIN "sessions" s ON s."mentor_id" = p."user_id"
        LEFT JOIN "feedbacks" f ON f."session_id" = s."id" AND f."counted"
        GROUP BY p."user_id") AS t
  WHERE mp."user_id" = t."user_id";
--> statement-breakpoint
-- A free (₹0) booking is never owed back (docs/product.md §10.13): one its student or its session
-- cancelled before this ran was left "refund due" for nothing. Each becomes forfeited (cancelled,
-- nothing kept, nothing owed), recorded as a decision of the product's own.
INSERT INTO "payment_decisions" ("id", "payment_id", "admin_id", "from_status", "to_status", "evidence", "created_at")
  SELECT 'm0018-' || p."id", p."id", NULL, 'refund_due', 'forfeited', 'free-session-cancelled', now()
  FROM "payments" p WHERE p."status" = 'refund_due' AND p."amount" = 0;--> statement-breakpoint
UPDATE "payments" SET "status" = 'forfeited', "refund_due_at" = NULL, "updated_at" = now()
  WHERE "status" = 'refund_due' AND "amount" = 0;
