ALTER TABLE "posts" ADD COLUMN "content" jsonb;--> statement-breakpoint
CREATE INDEX "posts_creator_updated_idx" ON "posts" USING btree ("creator_id","updated_at");
