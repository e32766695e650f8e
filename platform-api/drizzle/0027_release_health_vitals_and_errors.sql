ALTER TABLE "error_reports" ADD COLUMN "trusted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "release_health_minutes" ADD COLUMN "page_lcp_ms" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "release_health_minutes" ADD COLUMN "page_inp_ms" integer[] DEFAULT '{}' NOT NULL;
