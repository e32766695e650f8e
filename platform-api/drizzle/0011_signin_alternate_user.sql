ALTER TABLE "social_sign_in_flows" ADD COLUMN "alternate_user_id" text;--> statement-breakpoint
ALTER TABLE "social_sign_in_flows" ADD COLUMN "alternate_token_hash" text;--> statement-breakpoint
ALTER TABLE "social_sign_in_flows" ADD COLUMN "alternate_read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "social_sign_in_flows" ADD CONSTRAINT "social_sign_in_flows_alternate_user_id_users_id_fk" FOREIGN KEY ("alternate_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_sign_in_flows" ADD CONSTRAINT "social_sign_in_flows_alternate_token_hash_unique" UNIQUE("alternate_token_hash");