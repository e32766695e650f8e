CREATE TABLE "known_browsers" (
	"browser_hash" text NOT NULL,
	"user_id" text NOT NULL,
	"signed_in_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "known_browsers_browser_hash_user_id_pk" PRIMARY KEY("browser_hash","user_id")
);
--> statement-breakpoint
-- Counts kept before this migration were per address: they become the shared count of the browsers that have not signed in to it ('*').
ALTER TABLE "auth_attempts" ADD COLUMN "requester" text DEFAULT '*' NOT NULL;--> statement-breakpoint
ALTER TABLE "auth_attempts" ALTER COLUMN "requester" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "auth_attempts" DROP CONSTRAINT "auth_attempts_pkey";--> statement-breakpoint
ALTER TABLE "auth_attempts" ADD CONSTRAINT "auth_attempts_email_requester_pk" PRIMARY KEY("email","requester");--> statement-breakpoint
ALTER TABLE "auth_challenges" ADD COLUMN "requester_hash" text;--> statement-breakpoint
ALTER TABLE "auth_challenges" ADD COLUMN "code_revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "known_browsers" ADD CONSTRAINT "known_browsers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;