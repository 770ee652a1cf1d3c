/**
 * The storefront archive: NDJSON, one header line, one line per record, one trailer line.
 *
 *   {"format":"storefront-archive","version":1,"createdAt":…,"source":{…},"tables":[…],"leftOut":["sessions"]}
 *   {"table":"documents","row":{"collection":…,"id":…,"data":{…},"created_at":"…","updated_at":"…"}}
 *   …
 *   {"end":true,"counts":{"documents":12,…},"sha256":"<hex SHA-256 of every byte before this line>"}
 *
 * Rows are written by PostgreSQL itself (json_build_object in UTC), so timestamps keep their
 * microseconds and JSON its exact numbers; the importer hands each row's text back to PostgreSQL as it is.
 */
export const ARCHIVE_FORMAT = 'storefront-archive';
export const ARCHIVE_VERSION = 1;

export interface ArchiveTable {
  readonly name: string;
  /** The primary key, in the order records are written. */
  readonly key: readonly string[];
  /** Every column that is stored (generated columns are computed again on import). */
  readonly columns: readonly string[];
}

export const ARCHIVE_TABLES: readonly ArchiveTable[] = [
  { name: 'documents', key: ['collection', 'id'], columns: ['collection', 'id', 'data', 'created_at', 'updated_at'] },
  { name: 'globals', key: ['slug'], columns: ['slug', 'data', 'updated_at'] },
  { name: 'api_keys', key: ['id'], columns: ['id', 'user_id', 'name', 'key_hash', 'prefix', 'role', 'created_at', 'last_used_at'] },
  {
    name: 'audit_log',
    key: ['id'],
    columns: ['id', 'at', 'actor_kind', 'actor_id', 'actor_label', 'collection', 'document_id', 'operation', 'changes', 'created_values'],
  },
  {
    name: 'sync_runs',
    key: ['id'],
    columns: [
      'id', 'started_at', 'finished_at', 'heartbeat_at', 'actor_kind', 'actor_id', 'actor_label', 'mode', 'target', 'status',
      'processed', 'total', 'created', 'updated', 'moved', 'skipped', 'errors', 'error',
    ],
  },
  {
    name: 'webhook_endpoints',
    key: ['id'],
    columns: ['id', 'url', 'description', 'events', 'secret', 'previous_secret', 'previous_secret_until', 'enabled', 'disabled_reason', 'failing_since', 'created_at', 'updated_at'],
  },
  { name: 'webhook_events', key: ['id'], columns: ['id', 'type', 'payload', 'created_at'] },
  {
    name: 'webhook_deliveries',
    key: ['id'],
    columns: ['id', 'event_id', 'endpoint_id', 'status', 'attempts', 'next_attempt_at', 'lease_until', 'last_status', 'last_error', 'delivered_at', 'created_at'],
  },
  { name: 'webhook_attempts', key: ['id'], columns: ['id', 'delivery_id', 'at', 'status_code', 'duration_ms', 'response_excerpt', 'error'] },
  { name: 'commerce_events', key: ['id'], columns: ['id', 'type', 'received_at'] },
  { name: 'commerce_orders', key: ['id'], columns: ['id', 'status', 'items', 'applied', 'reverted', 'lease_until', 'updated_at'] },
];

/**
 * Left out: sessions (a restored database signs everyone out; passwords and API keys keep working) and
 * the scheduler's bookkeeping (its jobs start afresh: campaign moments from the first look after the import),
 * the leases on keys and their waiters (held for a second or two by running instances), and the signing
 * keys (the target makes its own: preview links made before the import stop working).
 */
export const LEFT_OUT_TABLES = ['sessions', 'scheduled_jobs', 'key_leases', 'key_waiters', 'signing_keys'] as const;

/** Which migrations the database had: an archive is imported only at the same level. */
export interface SchemaLevel {
  migrations: number;
  /** The `when` of the last migration applied (drizzle's journal). */
  lastMigration: number;
}

export interface ArchiveHeader {
  format: typeof ARCHIVE_FORMAT;
  version: number;
  createdAt: string;
  source: { database: 'pglite' | 'postgres' } & SchemaLevel;
  tables: string[];
  leftOut: string[];
}

export interface ArchiveTrailer {
  end: true;
  counts: Record<string, number>;
  sha256: string;
}

/** The start of a record line of `table`; the row's JSON follows, then the closing brace. */
export function recordPrefix(table: string): string {
  return `{"table":${JSON.stringify(table)},"row":`;
}

export function findArchiveTable(name: string): ArchiveTable | undefined {
  return ARCHIVE_TABLES.find((table) => table.name === name);
}

/** The archive cannot be imported (its version, integrity, counts or target): nothing was written. */
export class ArchiveRefused extends Error {
  override name = 'ArchiveRefused';
}
