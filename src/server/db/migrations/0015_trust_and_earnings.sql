CREATE TABLE "payouts" (
	"id" text PRIMARY KEY NOT NULL,
	"mentor_id" text NOT NULL,
	"amount" integer NOT NULL,
	"utr" text NOT NULL,
	"paid_on" date NOT NULL,
	"upi_id" text,
	"recorded_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_utr_unique" UNIQUE("utr"),
	CONSTRAINT "payouts_amount_check" CHECK ("payouts"."amount" > 0),
	CONSTRAINT "payouts_utr_check" CHECK ("payouts"."utr" ~ '^[0-9]{12}$')
);
--> statement-breakpoint
ALTER TABLE "mentor_applications" ADD COLUMN "rank_exam" text;--> statement-breakpoint
ALTER TABLE "mentor_applications" ADD COLUMN "rank_air" integer;--> statement-breakpoint
ALTER TABLE "mentor_applications" ADD COLUMN "rank_year" integer;--> statement-breakpoint
ALTER TABLE "mentor_applications" ADD COLUMN "college" text;--> statement-breakpoint
ALTER TABLE "mentor_applications" ADD COLUMN "rank_proof_key" text;--> statement-breakpoint
ALTER TABLE "mentor_applications" ADD COLUMN "rank_proof_name" text;--> statement-breakpoint
ALTER TABLE "mentor_profiles" ADD COLUMN "slug" text;--> statement-breakpoint
ALTER TABLE "mentor_profiles" ADD COLUMN "languages" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "mentor_profiles" ADD COLUMN "rank_exam" text;--> statement-breakpoint
ALTER TABLE "mentor_profiles" ADD COLUMN "rank_air" integer;--> statement-breakpoint
ALTER TABLE "mentor_profiles" ADD COLUMN "rank_year" integer;--> statement-breakpoint
ALTER TABLE "mentor_profiles" ADD COLUMN "college" text;--> statement-breakpoint
ALTER TABLE "mentor_profiles" ADD COLUMN "rank_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mentor_profiles" ADD COLUMN "rank_verified_by" text;--> statement-breakpoint
ALTER TABLE "mentor_profiles" ADD COLUMN "rank_proof_key" text;--> statement-breakpoint
ALTER TABLE "mentor_profiles" ADD COLUMN "rank_proof_name" text;--> statement-breakpoint
ALTER TABLE "mentor_profiles" ADD COLUMN "rank_proof_uploaded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mentor_profiles" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mentor_profiles" ADD COLUMN "rating_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mentor_profiles" ADD COLUMN "payout_upi_id" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_mentor_id_users_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payouts_mentor_idx" ON "payouts" USING btree ("mentor_id","paid_on");--> statement-breakpoint
ALTER TABLE "mentor_profiles" ADD CONSTRAINT "mentor_profiles_rank_verified_by_users_id_fk" FOREIGN KEY ("rank_verified_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mentor_profiles_rating_idx" ON "mentor_profiles" USING btree ((case when "rating_count" = 0 then 0 else "rating_total"::numeric / "rating_count" end),"rating_count");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_refund_utr_unique" ON "payments" USING btree ("refund_utr") WHERE "payments"."refund_utr" is not null;--> statement-breakpoint
ALTER TABLE "mentor_profiles" ADD CONSTRAINT "mentor_profiles_slug_unique" UNIQUE("slug");--> statement-breakpoint
ALTER TABLE "mentor_profiles" ADD CONSTRAINT "mentor_profiles_rank_air_check" CHECK ("mentor_profiles"."rank_air" is null or "mentor_profiles"."rank_air" between 1 and 2000000);--> statement-breakpoint
ALTER TABLE "mentor_profiles" ADD CONSTRAINT "mentor_profiles_rank_year_check" CHECK ("mentor_profiles"."rank_year" is null or "mentor_profiles"."rank_year" between 1990 and 2100);--> statement-breakpoint
ALTER TABLE "mentor_profiles" ADD CONSTRAINT "mentor_profiles_rank_verified_check" CHECK ("mentor_profiles"."rank_verified_at" is null or ("mentor_profiles"."rank_exam" is not null and "mentor_profiles"."rank_air" is not null and "mentor_profiles"."rank_year" is not null));--> statement-breakpoint
ALTER TABLE "mentor_profiles" ADD CONSTRAINT "mentor_profiles_rating_check" CHECK ("mentor_profiles"."rating_count" >= 0 and "mentor_profiles"."rating_total" between "mentor_profiles"."rating_count" and 5 * "mentor_profiles"."rating_count");--> statement-breakpoint
-- Every mentor has a profile row (the public page, the rating and the slug live on it).
INSERT INTO "mentor_profiles" ("user_id") SELECT "id" FROM "users" WHERE "role" = 'mentor' ON CONFLICT DO NOTHING;--> statement-breakpoint
-- A free slug for a user, from their name: lower case ASCII letters and digits joined by hyphens
-- ("Kavya Reddy" -> kavya-reddy), at most 60 characters, "mentor" when nothing is left (a name in
-- Devanagari), then -2, -3, ... until unused.
CREATE FUNCTION "mentor_slug_for"(p_user_id text) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  base text;
  candidate text;
  n integer := 1;
BEGIN
  SELECT left(trim(both '-' from regexp_replace(lower(coalesce("name", '')), '[^a-z0-9]+', '-', 'g')), 60)
    INTO base FROM "users" WHERE "id" = p_user_id;
  IF base IS NULL OR base = '' THEN base := 'mentor'; END IF;
  base := trim(both '-' from base);
  candidate := base;
  WHILE EXISTS (SELECT 1 FROM "mentor_profiles" WHERE "slug" = candidate AND "user_id" <> p_user_id) LOOP
    n := n + 1;
    candidate := base || '-' || n;
  END LOOP;
  RETURN candidate;
END
$$;--> statement-breakpoint
CREATE FUNCTION "mentor_profiles_set_slug"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."slug" IS NULL THEN NEW."slug" := "mentor_slug_for"(NEW."user_id"); END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "mentor_profiles_slug" BEFORE INSERT ON "mentor_profiles"
  FOR EACH ROW EXECUTE FUNCTION "mentor_profiles_set_slug"();--> statement-breakpoint
-- Existing mentors, oldest first, one at a time (each sees the slugs given before it).
DO $$
DECLARE r record;
BEGIN
  FOR r IN SELECT "user_id" FROM "mentor_profiles" WHERE "slug" IS NULL ORDER BY "created_at", "user_id" LOOP
    UPDATE "mentor_profiles" SET "slug" = "mentor_slug_for"(r."user_id") WHERE "user_id" = r."user_id";
  END LOOP;
END
$$;--> statement-breakpoint
ALTER TABLE "mentor_profiles" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
-- Ratings belong to mentors: every feedback written, changed or removed moves its mentor's totals.
CREATE FUNCTION "feedbacks_move_mentor_rating"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "mentor_profiles" SET "rating_count" = "rating_count" - 1, "rating_total" = "rating_total" - OLD."rating"
      WHERE "user_id" = (SELECT "mentor_id" FROM "sessions" WHERE "id" = OLD."session_id");
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE "mentor_profiles" SET "rating_count" = "rating_count" + 1, "rating_total" = "rating_total" + NEW."rating"
      WHERE "user_id" = (SELECT "mentor_id" FROM "sessions" WHERE "id" = NEW."session_id");
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "feedbacks_mentor_rating" AFTER INSERT OR UPDATE OF "rating", "session_id" OR DELETE ON "feedbacks"
  FOR EACH ROW EXECUTE FUNCTION "feedbacks_move_mentor_rating"();--> statement-breakpoint
UPDATE "mentor_profiles" AS mp SET "rating_count" = t.n, "rating_total" = t.total
  FROM (SELECT s."mentor_id", count(*)::int AS n, sum(f."rating")::int AS total
        FROM "feedbacks" f JOIN "sessions" s ON s."id" = f."session_id" GROUP BY s."mentor_id") AS t
  WHERE mp."user_id" = t."mentor_id";
