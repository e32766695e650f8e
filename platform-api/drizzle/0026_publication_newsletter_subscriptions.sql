CREATE TABLE "publication_newsletter_subscriptions" (
	"subscriber_id" text NOT NULL,
	"publication_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "publication_newsletter_subscriptions_subscriber_id_publication_id_pk" PRIMARY KEY("subscriber_id","publication_id")
);
--> statement-breakpoint
ALTER TABLE "publication_newsletter_subscriptions" ADD CONSTRAINT "publication_newsletter_subscriptions_subscriber_id_users_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publication_newsletter_subscriptions" ADD CONSTRAINT "publication_newsletter_subscriptions_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "publication_newsletter_subscriptions_publication_idx" ON "publication_newsletter_subscriptions" USING btree ("publication_id","created_at");
