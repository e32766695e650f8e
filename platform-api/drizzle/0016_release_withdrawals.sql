ALTER TABLE "remote_releases" ADD COLUMN "withdrawn" text;--> statement-breakpoint
ALTER TABLE "remote_releases" ADD COLUMN "withdrawn_note" text;--> statement-breakpoint
ALTER TABLE "remote_releases" ADD COLUMN "withdrawn_at" timestamp with time zone;