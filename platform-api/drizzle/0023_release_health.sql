ALTER TABLE "client_events" ADD COLUMN "trusted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "performance_reports" ADD COLUMN "trusted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "remote_channels" ADD COLUMN "stable_loaded" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "remote_channels" ADD COLUMN "stable_failed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "remote_channels" ADD COLUMN "canary_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "remote_channels" ADD COLUMN "canary_verdict" jsonb;--> statement-breakpoint
CREATE TABLE "canary_decisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"remote" text NOT NULL,
	"release_id" integer NOT NULL,
	"verdict" text NOT NULL,
	"numbers" jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "canary_decisions" ADD CONSTRAINT "canary_decisions_release_id_remote_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."remote_releases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "canary_decisions_remote_at" ON "canary_decisions" USING btree ("remote","at");--> statement-breakpoint
CREATE TABLE "release_health_minutes" (
	"minute" timestamp with time zone NOT NULL,
	"remote" text NOT NULL,
	"version" text NOT NULL,
	"cohort" text NOT NULL,
	"page_kind" text NOT NULL,
	"page_views" integer DEFAULT 0 NOT NULL,
	"loaded" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"errors" integer DEFAULT 0 NOT NULL,
	"load_ms" integer[] DEFAULT '{}' NOT NULL,
	"mount_ms" integer[] DEFAULT '{}' NOT NULL,
	"lcp_ms" integer[] DEFAULT '{}' NOT NULL,
	"inp_ms" integer[] DEFAULT '{}' NOT NULL,
	"cls_milli" integer[] DEFAULT '{}' NOT NULL,
	CONSTRAINT "release_health_minutes_pk" PRIMARY KEY("minute","remote","version","cohort","page_kind")
);
--> statement-breakpoint
CREATE INDEX "release_health_minutes_remote_minute" ON "release_health_minutes" USING btree ("remote","minute");--> statement-breakpoint
CREATE INDEX "release_health_minutes_minute" ON "release_health_minutes" USING btree ("minute");
