CREATE TABLE "mentor_availability" (
	"mentor_id" text PRIMARY KEY NOT NULL,
	"windows" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"durations" integer[] DEFAULT '{60}'::integer[] NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"min_notice_hours" integer DEFAULT 12 NOT NULL,
	"buffer_minutes" integer DEFAULT 15 NOT NULL,
	"away_dates" date[] DEFAULT '{}'::date[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mentor_availability_values_check" CHECK ("mentor_availability"."price" >= 0 and "mentor_availability"."min_notice_hours" between 0 and 168 and "mentor_availability"."buffer_minutes" between 0 and 120)
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "kind" text DEFAULT 'posted' NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "buffer_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mentor_availability" ADD CONSTRAINT "mentor_availability_mentor_id_users_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_kind_check" CHECK ("sessions"."kind" in ('posted', 'slot') and "sessions"."buffer_minutes" >= 0);--> statement-breakpoint
-- btree_gist lets an exclusion constraint compare a mentor's id (=, <>) beside a time range (&&).
-- It is a trusted extension (PostgreSQL 13+): the database owner may create it. PGlite loads it
-- from its contrib package (src/server/db/client.ts).
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
-- The time a session keeps its mentor busy: from its start to its end plus its buffer, half open.
-- Adding whole minutes to an instant does not depend on the time zone, so the function is immutable
-- (PostgreSQL marks timestamptz + interval only stable because of days and months), as an index
-- expression must be.
CREATE FUNCTION "session_busy_range"(p_starts timestamptz, p_minutes integer, p_buffer integer)
  RETURNS tstzrange LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT tstzrange(p_starts, p_starts + make_interval(mins => p_minutes + p_buffer), '[)')
$$;--> statement-breakpoint
-- A mentor is never booked for overlapping times (issue 17): no two live one-to-one slots overlap…
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_slots_no_overlap" EXCLUDE USING gist (
  "mentor_id" WITH =,
  "session_busy_range"("starts_at", "duration_minutes", "buffer_minutes") WITH &&
) WHERE ("kind" = 'slot' AND "status" <> 'cancelled');--> statement-breakpoint
-- …and no slot overlaps a session the mentor posted (group or one-to-one), either way round. Two
-- posted sessions may still overlap: a mentor's own choice, as before (docs/decisions/022).
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_slot_vs_posted_no_overlap" EXCLUDE USING gist (
  "mentor_id" WITH =,
  "session_busy_range"("starts_at", "duration_minutes", "buffer_minutes") WITH &&,
  "kind" WITH <>
) WHERE ("status" <> 'cancelled');
