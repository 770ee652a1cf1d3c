CREATE TABLE "documents" (
	"collection" text NOT NULL,
	"id" text NOT NULL,
	"data" jsonb NOT NULL,
	"backend_id" text GENERATED ALWAYS AS ((data ->> 'backendId')) STORED,
	"seed_id" text GENERATED ALWAYS AS ((data ->> 'seedId')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_collection_id_pk" PRIMARY KEY("collection","id")
);
--> statement-breakpoint
CREATE TABLE "globals" (
	"slug" text PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "documents_collection_backend_id" ON "documents" USING btree ("collection","backend_id");--> statement-breakpoint
CREATE INDEX "documents_collection_seed_id" ON "documents" USING btree ("collection","seed_id");--> statement-breakpoint
CREATE INDEX "documents_collection_created_at" ON "documents" USING btree ("collection","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_product_backend_id_unique" ON "documents" USING btree ("backend_id") WHERE collection in ('products', 'preorder-products') and backend_id is not null;