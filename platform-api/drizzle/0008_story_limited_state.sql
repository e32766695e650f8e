ALTER TABLE "posts" ADD COLUMN "limited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_limited" boolean DEFAULT false NOT NULL;