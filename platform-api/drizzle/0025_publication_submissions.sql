CREATE TABLE "publication_submissions" (
	"id" text PRIMARY KEY NOT NULL,
	"publication_id" text NOT NULL,
	"post_id" text NOT NULL,
	"writer_id" text NOT NULL,
	"state" text NOT NULL,
	"note" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text
);
--> statement-breakpoint
ALTER TABLE "publication_submissions" ADD CONSTRAINT "publication_submissions_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publication_submissions" ADD CONSTRAINT "publication_submissions_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publication_submissions" ADD CONSTRAINT "publication_submissions_writer_id_users_id_fk" FOREIGN KEY ("writer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publication_submissions" ADD CONSTRAINT "publication_submissions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "publication_submissions_inbox_idx" ON "publication_submissions" USING btree ("publication_id","state","submitted_at");--> statement-breakpoint
CREATE INDEX "publication_submissions_post_idx" ON "publication_submissions" USING btree ("post_id","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "publication_submissions_one_open_idx" ON "publication_submissions" USING btree ("post_id") WHERE "publication_submissions"."state" = 'OPEN';
