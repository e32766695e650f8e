CREATE TABLE "canary_page_outcomes" (
	"page_id" text NOT NULL,
	"remote" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "canary_page_outcomes_page_id_remote_pk" PRIMARY KEY("page_id","remote")
);
--> statement-breakpoint
CREATE INDEX "canary_page_outcomes_at" ON "canary_page_outcomes" USING btree ("at");