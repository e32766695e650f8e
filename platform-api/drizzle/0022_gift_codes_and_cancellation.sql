CREATE TABLE "gift_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"gift_type" text DEFAULT 'gift' NOT NULL,
	"membership_type" text DEFAULT 'yearly' NOT NULL,
	"purchaser_id" text,
	"expires_at" timestamp with time zone NOT NULL,
	"redeemable_by_past_members" boolean DEFAULT true NOT NULL,
	"redeemed_by" text,
	"redeemed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gift_codes" ADD CONSTRAINT "gift_codes_purchaser_id_users_id_fk" FOREIGN KEY ("purchaser_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_codes" ADD CONSTRAINT "gift_codes_redeemed_by_users_id_fk" FOREIGN KEY ("redeemed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "cancellation_reason" text;
