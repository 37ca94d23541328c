CREATE TABLE "seat_holds" (
	"id" text PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"student_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "seats_held" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "seat_holds" ADD CONSTRAINT "seat_holds_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_holds" ADD CONSTRAINT "seat_holds_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "seat_holds_session_student_unique" ON "seat_holds" USING btree ("session_id","student_id");--> statement-breakpoint
CREATE INDEX "seat_holds_student_idx" ON "seat_holds" USING btree ("student_id","expires_at");--> statement-breakpoint
CREATE INDEX "seat_holds_expiry_idx" ON "seat_holds" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_seats_held_check" CHECK ("sessions"."seats_held" >= 0 and "sessions"."seats_taken" + "sessions"."seats_held" <= "sessions"."seats");