CREATE TABLE "signing_keys" (
	"name" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "documents_publish_at" ON "documents" USING btree (("data" ->> 'publishAt')) WHERE (data ->> 'publishAt') is not null;