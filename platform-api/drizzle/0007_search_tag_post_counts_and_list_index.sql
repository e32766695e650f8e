ALTER TABLE "tags" ADD COLUMN "post_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "catalogs_name_trgm_idx" ON "catalogs" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "posts_visible_published_idx" ON "posts" USING btree ("published_at" desc nulls last) WHERE "posts"."is_published" and "posts"."deleted_at" is null and not "posts"."is_suspended" and "posts"."in_response_to_post_id" is null;--> statement-breakpoint
-- tags.post_count: the visible stories of a tag, kept here so tag search does not count them per keystroke.
CREATE FUNCTION "search_post_is_visible"("post" text) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (
    SELECT 1 FROM "posts" WHERE "id" = "post" AND "is_published" AND "deleted_at" IS NULL
      AND NOT "is_suspended" AND "in_response_to_post_id" IS NULL
  )
$$;--> statement-breakpoint
CREATE FUNCTION "post_tags_keep_tag_post_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') AND "search_post_is_visible"(OLD."post_id") THEN
    UPDATE "tags" SET "post_count" = "post_count" - 1 WHERE "slug" = OLD."tag_slug";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND "search_post_is_visible"(NEW."post_id") THEN
    UPDATE "tags" SET "post_count" = "post_count" + 1 WHERE "slug" = NEW."tag_slug";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "post_tags_keep_tag_post_count" AFTER INSERT OR UPDATE OR DELETE ON "post_tags"
  FOR EACH ROW EXECUTE FUNCTION "post_tags_keep_tag_post_count"();--> statement-breakpoint
CREATE FUNCTION "posts_keep_tag_post_count"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was_visible boolean := false;
  is_visible boolean := false;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    was_visible := OLD."is_published" AND OLD."deleted_at" IS NULL AND NOT OLD."is_suspended"
      AND OLD."in_response_to_post_id" IS NULL;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    is_visible := NEW."is_published" AND NEW."deleted_at" IS NULL AND NOT NEW."is_suspended"
      AND NEW."in_response_to_post_id" IS NULL;
  END IF;
  IF was_visible <> is_visible THEN
    UPDATE "tags" SET "post_count" = "post_count" + CASE WHEN is_visible THEN 1 ELSE -1 END
    WHERE "slug" IN (
      SELECT "tag_slug" FROM "post_tags" WHERE "post_id" = CASE WHEN TG_OP = 'DELETE' THEN OLD."id" ELSE NEW."id" END
    );
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "posts_keep_tag_post_count"
  AFTER UPDATE OF "is_published", "deleted_at", "is_suspended", "in_response_to_post_id" OR DELETE ON "posts"
  FOR EACH ROW EXECUTE FUNCTION "posts_keep_tag_post_count"();--> statement-breakpoint
UPDATE "tags" SET "post_count" = (
  SELECT count(*) FROM "post_tags" JOIN "posts" ON "posts"."id" = "post_tags"."post_id"
  WHERE "post_tags"."tag_slug" = "tags"."slug" AND "posts"."is_published" AND "posts"."deleted_at" IS NULL
    AND NOT "posts"."is_suspended" AND "posts"."in_response_to_post_id" IS NULL
);
