CREATE TABLE "catalog_follows" (
	"follower_id" text NOT NULL,
	"catalog_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalog_follows_follower_id_catalog_id_pk" PRIMARY KEY("follower_id","catalog_id")
);
--> statement-breakpoint
ALTER TABLE "catalog_follows" ADD CONSTRAINT "catalog_follows_follower_id_users_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_follows" ADD CONSTRAINT "catalog_follows_catalog_id_catalogs_id_fk" FOREIGN KEY ("catalog_id") REFERENCES "public"."catalogs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalog_follows_catalog_idx" ON "catalog_follows" USING btree ("catalog_id");