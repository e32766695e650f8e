CREATE TABLE "search_post_changes" (
	"post_id" text NOT NULL,
	"xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_post_changes_xid_idx" ON "search_post_changes" USING btree ("xid");--> statement-breakpoint
CREATE INDEX "search_post_changes_changed_at_idx" ON "search_post_changes" USING btree ("changed_at");--> statement-breakpoint
-- Statement-level, so a bulk insert (the seed, an import) logs its stories in one insert.
CREATE FUNCTION "posts_log_search_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "search_post_changes" ("post_id") SELECT "id" FROM "new_rows";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "search_post_changes" ("post_id") SELECT "id" FROM "old_rows";
  ELSE
    -- Only what the story index holds: a story's views or pins do not touch it.
    INSERT INTO "search_post_changes" ("post_id")
    SELECT n."id" FROM "new_rows" n JOIN "old_rows" o ON o."id" = n."id"
    WHERE (n."title", n."subtitle", n."creator_id", n."collection_id", n."is_published", n."deleted_at",
           n."is_suspended", n."high_quality", n."in_response_to_post_id", n."published_at")
      IS DISTINCT FROM
          (o."title", o."subtitle", o."creator_id", o."collection_id", o."is_published", o."deleted_at",
           o."is_suspended", o."high_quality", o."in_response_to_post_id", o."published_at");
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "posts_log_search_inserts" AFTER INSERT ON "posts"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "posts_log_search_changes"();--> statement-breakpoint
CREATE TRIGGER "posts_log_search_updates" AFTER UPDATE ON "posts"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "posts_log_search_changes"();--> statement-breakpoint
CREATE TRIGGER "posts_log_search_deletes" AFTER DELETE ON "posts"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "posts_log_search_changes"();--> statement-breakpoint
CREATE FUNCTION "post_tags_log_search_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "search_post_changes" ("post_id") SELECT DISTINCT "post_id" FROM "new_rows";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "search_post_changes" ("post_id") SELECT DISTINCT "post_id" FROM "old_rows";
  ELSE
    INSERT INTO "search_post_changes" ("post_id")
    SELECT "post_id" FROM "new_rows" UNION SELECT "post_id" FROM "old_rows";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "post_tags_log_search_inserts" AFTER INSERT ON "post_tags"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "post_tags_log_search_changes"();--> statement-breakpoint
CREATE TRIGGER "post_tags_log_search_updates" AFTER UPDATE ON "post_tags"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "post_tags_log_search_changes"();--> statement-breakpoint
CREATE TRIGGER "post_tags_log_search_deletes" AFTER DELETE ON "post_tags"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "post_tags_log_search_changes"();
