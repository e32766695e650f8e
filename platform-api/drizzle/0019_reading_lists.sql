ALTER TABLE "catalogs" ADD COLUMN "predefined" text;--> statement-breakpoint
UPDATE "catalogs" SET "predefined" = 'READING_LIST' WHERE "id" IN (SELECT DISTINCT ON ("user_id") "id" FROM "catalogs" WHERE "name" = 'Reading list' AND "visibility" = 'PRIVATE' ORDER BY "user_id", "created_at", "id");--> statement-breakpoint
CREATE UNIQUE INDEX "catalogs_user_predefined_key" ON "catalogs" USING btree ("user_id","predefined");--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_items_catalog_post_key" ON "catalog_items" USING btree ("catalog_id","post_id");
