-- key_waiters is transient (never exported): rebuilt as a queue of who waits for a key, since when.
DROP TABLE "key_waiters";--> statement-breakpoint
CREATE TABLE "key_waiters" (
	"key" text NOT NULL,
	"owner" text NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "key_waiters_key_owner_pk" PRIMARY KEY("key","owner")
);
