CREATE TABLE "composition_snapshots" (
	"id" text PRIMARY KEY NOT NULL,
	"releases" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "release_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"remote" text NOT NULL,
	"action" text NOT NULL,
	"release_id" integer,
	"previous_release_id" integer,
	"actor" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"snapshot_id" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "remote_channels" (
	"remote" text PRIMARY KEY NOT NULL,
	"stable_release_id" integer NOT NULL,
	"canary_release_id" integer,
	"canary_percent" integer DEFAULT 0 NOT NULL,
	"canary_loaded" integer DEFAULT 0 NOT NULL,
	"canary_failed" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "remote_releases" (
	"id" serial PRIMARY KEY NOT NULL,
	"remote" text NOT NULL,
	"version" text NOT NULL,
	"manifest_url" text NOT NULL,
	"manifest_integrity" text NOT NULL,
	"entry_integrity" text NOT NULL,
	"contract_version" text NOT NULL,
	"facts" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "release_history" ADD CONSTRAINT "release_history_release_id_remote_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."remote_releases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_history" ADD CONSTRAINT "release_history_previous_release_id_remote_releases_id_fk" FOREIGN KEY ("previous_release_id") REFERENCES "public"."remote_releases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remote_channels" ADD CONSTRAINT "remote_channels_stable_release_id_remote_releases_id_fk" FOREIGN KEY ("stable_release_id") REFERENCES "public"."remote_releases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remote_channels" ADD CONSTRAINT "remote_channels_canary_release_id_remote_releases_id_fk" FOREIGN KEY ("canary_release_id") REFERENCES "public"."remote_releases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "release_history_remote_idx" ON "release_history" USING btree ("remote","id");--> statement-breakpoint
CREATE UNIQUE INDEX "remote_releases_remote_version_idx" ON "remote_releases" USING btree ("remote","version");