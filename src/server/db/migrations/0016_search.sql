ALTER TABLE "sessions" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- What the search box compares with (docs/decisions/020): the title, the subjects, the category and
-- the mentor's name, lower case, one space between them ("physics for neet 2027 physics mechanics
-- neet kavya reddy"). The description is left out: it is long and would match almost anything.
CREATE FUNCTION "session_search_text"(p_title text, p_subject text, p_subjects text[], p_category text, p_mentor_name text)
  RETURNS text LANGUAGE sql AS $$
  SELECT lower(concat_ws(' ', p_title, p_subject, array_to_string(p_subjects, ' '), p_category, p_mentor_name))
$$;--> statement-breakpoint
-- Every writer of a session (post, edit, an admin posting for a mentor, a seed) gets it right.
CREATE FUNCTION "sessions_set_search_text"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."search_text" := "session_search_text"(NEW."title", NEW."subject", NEW."subjects", NEW."category",
    (SELECT "name" FROM "users" WHERE "id" = NEW."mentor_id"));
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "sessions_search_text" BEFORE INSERT OR UPDATE OF "title", "subject", "subjects", "category", "mentor_id" ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION "sessions_set_search_text"();--> statement-breakpoint
-- A mentor renamed (their profile, an admin's edit) is found by the new name in all their sessions.
CREATE FUNCTION "users_rename_in_session_search"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "sessions" SET "search_text" = "session_search_text"("title", "subject", "subjects", "category", NEW."name")
    WHERE "mentor_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_session_search" AFTER UPDATE OF "name" ON "users"
  FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name") EXECUTE FUNCTION "users_rename_in_session_search"();--> statement-breakpoint
UPDATE "sessions" AS s SET "search_text" = "session_search_text"(s."title", s."subject", s."subjects", s."category", u."name")
  FROM "users" AS u WHERE u."id" = s."mentor_id";--> statement-breakpoint
CREATE INDEX "sessions_search_text_idx" ON "sessions" USING gin ("search_text" gin_trgm_ops);
