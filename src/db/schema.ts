import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Every collection shares one table: a document is a JSON object validated against its
 * collection's field definitions (src/content/collections.ts) before it is written.
 * The identifiers that lookups use are generated columns, so they can never drift from the document.
 */
export const documents = pgTable(
  'documents',
  {
    collection: text('collection').notNull(),
    id: text('id').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    backendId: text('backend_id').generatedAlwaysAs(sql`(data ->> 'backendId')`),
    seedId: text('seed_id').generatedAlwaysAs(sql`(data ->> 'seedId')`),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.collection, table.id] }),
    index('documents_collection_backend_id').on(table.collection, table.backendId),
    index('documents_collection_seed_id').on(table.collection, table.seedId),
    index('documents_collection_created_at').on(table.collection, table.createdAt),
    // A commerce product lives in exactly one of the two product collections.
    uniqueIndex('documents_product_backend_id_unique')
      .on(table.backendId)
      .where(sql`collection in ('products', 'preorder-products') and backend_id is not null`),
  ],
);

/** Single-record content sets (Payload "globals"). */
export const globals = pgTable('globals', {
  slug: text('slug').primaryKey(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
