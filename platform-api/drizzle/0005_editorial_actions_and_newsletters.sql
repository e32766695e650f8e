CREATE TABLE "newsletter_subscriptions" (
	"subscriber_id" text NOT NULL,
	"writer_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_subscriptions_subscriber_id_writer_id_pk" PRIMARY KEY("subscriber_id","writer_id")
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "pinned_on_collection_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "featured_on_collection_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "subscription_promotion_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD CONSTRAINT "newsletter_subscriptions_subscriber_id_users_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD CONSTRAINT "newsletter_subscriptions_writer_id_users_id_fk" FOREIGN KEY ("writer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "newsletter_subscriptions_writer_idx" ON "newsletter_subscriptions" USING btree ("writer_id","created_at");