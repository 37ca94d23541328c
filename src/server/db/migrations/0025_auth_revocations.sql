-- Every change that must end a cached sign-in at once (docs/decisions/030): an auth session deleted
-- (sign-out, a password reset's "sign out everywhere", a removed mentor, an expired session cleared)
-- and a user whose row changed in what a signed-in request carries (role, deactivation, email and
-- its verification, name, picture, language). Written by triggers, so that no command, better-auth
-- internal or hand-run SQL can forget it. Each app process reads the rows written since its last
-- read (by transaction id, so a slow transaction's row is never skipped) before it trusts a session
-- cookie cache; rows older than an hour are deleted by those reads.
CREATE TABLE "auth_revocations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"user_id" text NOT NULL,
	"session_id" text,
	"tx" xid8 DEFAULT pg_current_xact_id() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "auth_revocations_tx_idx" ON "auth_revocations" USING btree ("tx");--> statement-breakpoint
CREATE INDEX "auth_revocations_at_idx" ON "auth_revocations" USING btree ("at");--> statement-breakpoint
CREATE FUNCTION "auth_sessions_revoked"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "auth_revocations" ("user_id", "session_id") VALUES (OLD."user_id", OLD."id");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "auth_sessions_revoke" AFTER DELETE ON "auth_sessions"
  FOR EACH ROW EXECUTE FUNCTION "auth_sessions_revoked"();--> statement-breakpoint
CREATE FUNCTION "users_revoked"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "auth_revocations" ("user_id") VALUES (NEW."id");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_revoke" AFTER UPDATE ON "users"
  FOR EACH ROW WHEN (
    OLD."role" IS DISTINCT FROM NEW."role"
    OR OLD."deactivated_at" IS DISTINCT FROM NEW."deactivated_at"
    OR OLD."email" IS DISTINCT FROM NEW."email"
    OR OLD."email_verified" IS DISTINCT FROM NEW."email_verified"
    OR OLD."name" IS DISTINCT FROM NEW."name"
    OR OLD."image" IS DISTINCT FROM NEW."image"
    OR OLD."language" IS DISTINCT FROM NEW."language"
  )
  EXECUTE FUNCTION "users_revoked"();
