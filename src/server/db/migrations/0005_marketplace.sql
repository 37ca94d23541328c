CREATE TABLE "bookings" (
	"id" text PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"student_id" text NOT NULL,
	"attended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_decisions" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"admin_id" text NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" text PRIMARY KEY NOT NULL,
	"booking_id" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"utr" text,
	"proof_key" text NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_bookingId_unique" UNIQUE("booking_id"),
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('created', 'paid', 'failed')),
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount" >= 0),
	CONSTRAINT "payments_utr_check" CHECK ("payments"."utr" is null or "payments"."utr" ~ '^[0-9]{12}$')
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"mentor_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"subject" text NOT NULL,
	"subjects" text[] DEFAULT '{}'::text[] NOT NULL,
	"category" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"type" text NOT NULL,
	"seats" integer NOT NULL,
	"seats_taken" integer DEFAULT 0 NOT NULL,
	"price" integer NOT NULL,
	"status" text DEFAULT 'upcoming' NOT NULL,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_type_check" CHECK ("sessions"."type" in ('group', 'onetoone')),
	CONSTRAINT "sessions_status_check" CHECK ("sessions"."status" in ('upcoming', 'live', 'completed')),
	CONSTRAINT "sessions_seats_check" CHECK ("sessions"."seats" between 1 and 50 and ("sessions"."type" = 'group' or "sessions"."seats" = 1)),
	CONSTRAINT "sessions_seats_taken_check" CHECK ("sessions"."seats_taken" between 0 and "sessions"."seats"),
	CONSTRAINT "sessions_price_check" CHECK ("sessions"."price" >= 0),
	CONSTRAINT "sessions_duration_check" CHECK ("sessions"."duration_minutes" in (30, 60, 90, 120, 150, 180))
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_decisions" ADD CONSTRAINT "payment_decisions_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_decisions" ADD CONSTRAINT "payment_decisions_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_mentor_id_users_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_session_student_unique" ON "bookings" USING btree ("session_id","student_id");--> statement-breakpoint
CREATE INDEX "bookings_student_idx" ON "bookings" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_decisions_payment_idx" ON "payment_decisions" USING btree ("payment_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_status_created_idx" ON "payments" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "payments_utr_idx" ON "payments" USING btree ("utr");--> statement-breakpoint
CREATE INDEX "sessions_type_starts_idx" ON "sessions" USING btree ("type","starts_at","id");--> statement-breakpoint
CREATE INDEX "sessions_category_idx" ON "sessions" USING btree ("category");--> statement-breakpoint
CREATE INDEX "sessions_mentor_idx" ON "sessions" USING btree ("mentor_id","starts_at");