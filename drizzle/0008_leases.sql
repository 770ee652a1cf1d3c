CREATE TABLE "key_leases" (
	"key" text PRIMARY KEY NOT NULL,
	"owner" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"wanted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "scheduled_jobs" ADD COLUMN "leased_by" text;