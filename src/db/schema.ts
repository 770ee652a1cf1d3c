import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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
    // One user per e-mail, whatever its case.
    uniqueIndex('documents_users_email_unique')
      .on(sql`lower(${table.data} ->> 'email')`)
      .where(sql`collection = 'users'`),
    // Scheduled publications (src/scheduler/scheduled-publications.ts): the few records with a `publishAt`, by time.
    index('documents_publish_at')
      .on(sql`(${table.data} ->> 'publishAt')`)
      .where(sql`(data ->> 'publishAt') is not null`),
  ],
);

/** Single-record content sets (Payload "globals"). */
export const globals = pgTable('globals', {
  slug: text('slug').primaryKey(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * Signed-in sessions of users: the token itself is never stored, only its SHA-256. Deleting a row ends
 * the session on every instance at once (each request with a session token reads its row).
 */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('sessions_user_id').on(table.userId), index('sessions_expires_at').on(table.expiresAt)],
);

/** Personal API keys: shown once at creation, stored as their SHA-256, acting with the owner's role or a narrower one. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    name: text('name').notNull(),
    keyHash: text('key_hash').notNull(),
    /** The key's first characters, shown in lists so an owner can tell keys apart. */
    prefix: text('prefix').notNull(),
    /** A role narrower than the owner's, or null for the owner's own. */
    role: text('role'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [uniqueIndex('api_keys_key_hash').on(table.keyHash), index('api_keys_user_id').on(table.userId)],
);

/**
 * Who changed what: written in the transaction of the change it records, so a rolled-back write leaves
 * no entry. `changes` maps each changed field to [old, new]; secrets are never recorded. An entry of a
 * record's creation may keep the new record's values instead (`createdValues`), from which its changes
 * are read (every field from null): a sync's statement copies each record it has just stored rather than
 * have the database parse a second document of [null, value] pairs.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    actorKind: text('actor_kind').notNull(),
    actorId: text('actor_id'),
    actorLabel: text('actor_label'),
    collection: text('collection').notNull(),
    documentId: text('document_id'),
    operation: text('operation').notNull(),
    changes: jsonb('changes').$type<Record<string, unknown>>(),
    createdValues: jsonb('created_values').$type<Record<string, unknown>>(),
  },
  (table) => [
    index('audit_log_at').on(table.at),
    index('audit_log_collection_document').on(table.collection, table.documentId),
    index('audit_log_actor').on(table.actorId),
  ],
);

/**
 * One row: the content version, moved by a statement trigger in the transaction of every write to
 * `documents` or `globals` (see the migration), so it is visible exactly when the write is. Instances
 * compare it to learn of each other's writes even when Redis, the fast notification path, is down.
 */
export const contentVersion = pgTable('content_version', {
  id: integer('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});

/**
 * One row per sync (`/api/sync-backend`, `storefront sync`): who asked, what, how far it got and how it
 * ended. `heartbeat_at` moves while the run works; a `running` row whose heartbeat stopped belongs to a
 * process that died (src/sync/sync-run-log.ts reads it as interrupted).
 */
export const syncRuns = pgTable(
  'sync_runs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true, mode: 'date' }).notNull(),
    actorKind: text('actor_kind').notNull(),
    actorId: text('actor_id'),
    actorLabel: text('actor_label'),
    /** `one` (a backend id or a record id, in `target`) or `all`. */
    mode: text('mode').notNull(),
    target: text('target'),
    status: text('status').notNull(),
    processed: integer('processed').notNull().default(0),
    total: integer('total').notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    /** Moves between the product collections: counted in `updated` too, as the sync's answer counts them. */
    moved: integer('moved').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    errors: integer('errors').notNull().default(0),
    error: text('error'),
  },
  (table) => [index('sync_runs_status').on(table.status)],
);

/**
 * Where outgoing webhooks go (src/webhooks): the secret signs every delivery (Standard Webhooks), so it
 * is kept as given, shown once at creation. `failing_since` is the first failed attempt after the last
 * success; an endpoint that fails every attempt for the whole retry schedule (about a day) is disabled.
 */
export const webhookEndpoints = pgTable('webhook_endpoints', {
  id: text('id').primaryKey(),
  url: text('url').notNull(),
  description: text('description'),
  /** The event types it receives, a JSON array of strings. */
  events: jsonb('events').$type<string[]>().notNull(),
  secret: text('secret').notNull(),
  /** After a rotation the old secret signs too, until `previous_secret_until`, so receivers can switch without losing events. */
  previousSecret: text('previous_secret'),
  previousSecretUntil: timestamp('previous_secret_until', { withTimezone: true, mode: 'date' }),
  enabled: boolean('enabled').notNull().default(true),
  disabledReason: text('disabled_reason'),
  failingSince: timestamp('failing_since', { withTimezone: true, mode: 'date' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * The outbox: each event is written in the transaction of the change that caused it, with one delivery
 * per endpoint subscribed at that moment, so a rolled-back change emits nothing and a committed one is
 * delivered even if the process dies right after.
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    /** The Standard Webhooks message id (`webhook-id`), the same for every attempt. */
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    /** The body sent: `{type, timestamp, data}`. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('webhook_events_created_at').on(table.createdAt)],
);

/** One event to one endpoint: `pending` until a 2xx (`delivered`) or the retry schedule ends (`failed`). */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventId: text('event_id').notNull(),
    endpointId: text('endpoint_id').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Set while an instance is attempting it; a lease that ran out (the instance died) makes it due again. */
    leaseUntil: timestamp('lease_until', { withTimezone: true, mode: 'date' }),
    lastStatus: integer('last_status'),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('webhook_deliveries_due').on(table.nextAttemptAt).where(sql`status = 'pending'`),
    index('webhook_deliveries_endpoint').on(table.endpointId, table.id),
    index('webhook_deliveries_event').on(table.eventId),
  ],
);

/** Every attempt of a delivery: when, the answer's status (null when none came), how long, and the start of the answer. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deliveryId: bigint('delivery_id', { mode: 'number' }).notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
    statusCode: integer('status_code'),
    durationMs: integer('duration_ms').notNull(),
    responseExcerpt: text('response_excerpt'),
    error: text('error'),
  },
  (table) => [index('webhook_attempts_delivery').on(table.deliveryId)],
);

/**
 * Scheduled jobs (src/scheduler): one row each. A run takes the row's lease (`lease_until`), so on
 * several instances each job runs on one at a time; `covered_until` is how far a time-window job
 * (campaign start and end events) has looked.
 */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  leaseUntil: timestamp('lease_until', { withTimezone: true, mode: 'date' }),
  /** The instance holding the lease (its random id): renewals and the release name it, so only the holder moves them. */
  leasedBy: text('leased_by'),
  coveredUntil: timestamp('covered_until', { withTimezone: true, mode: 'date' }),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true, mode: 'date' }),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true, mode: 'date' }),
  lastOutcome: text('last_outcome'),
  lastError: text('last_error'),
});

/**
 * Short leases on keys (a variant's counters) held across instances without holding a database
 * connection: a holder names itself, renews while it works, and a holder that died frees the key when
 * `expires_at` passes. Transient: never exported.
 */
export const keyLeases = pgTable('key_leases', {
  key: text('key').primaryKey(),
  owner: text('owner').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/**
 * Who waits for a held key, in order: on release the holder hands the lease to the longest waiter that
 * looked lately (`seen_at`), instead of letting every waiter race for it. Apart from key_leases, so a
 * waiter never takes a lock on the row its holder's transaction holds. Transient: never exported.
 */
export const keyWaiters = pgTable('key_waiters', {
  key: text('key').notNull(),
  owner: text('owner').notNull(),
  since: timestamp('since', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  seenAt: timestamp('seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (table) => [primaryKey({ columns: [table.key, table.owner] })]);

/** Commerce backend events taken in (POST /api/commerce/events), by their Standard Webhooks id: a repeat counts once. */
export const commerceEvents = pgTable('commerce_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * Orders whose events moved preorder counters: `applied` and `reverted` list the item positions whose
 * counter change is done, so a retried event resumes where a failed one stopped and never counts twice.
 */
export const commerceOrders = pgTable('commerce_orders', {
  id: text('id').primaryKey(),
  status: text('status').notNull(),
  items: jsonb('items').$type<{ product_id: string; variant_id: string; quantity: number }[]>().notNull(),
  applied: jsonb('applied').$type<number[]>().notNull().default(sql`'[]'::jsonb`),
  reverted: jsonb('reverted').$type<number[]>().notNull().default(sql`'[]'::jsonb`),
  /** Held while one request works on the order (any instance); a holder that died frees it when it runs out. */
  leaseUntil: timestamp('lease_until', { withTimezone: true, mode: 'date' }),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * Keys the service signs with, made on first use and shared by every instance through the database:
 * `preview` signs preview tokens (src/content-api/preview/preview-token.ts). Not exported: an imported
 * database makes a new key, and the short-lived tokens signed with the old one stop working.
 */
export const signingKeys = pgTable('signing_keys', {
  name: text('name').primaryKey(),
  secret: text('secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
