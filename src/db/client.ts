import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { setFlagsFromString } from 'node:v8';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema.js';
import { lockDataDir } from './data-dir-lock.js';
import { PgliteThread } from './pglite-thread.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  readonly db: Db;
  readonly kind: 'pglite' | 'postgres';
  /** Applies the SQL migrations in ./drizzle that have not run yet. */
  migrate(): Promise<void>;
  /** True when the database answers a trivial query. */
  ping(): Promise<boolean>;
  /** Times every round trip from now on (metrics): single queries, and whole embedded transactions. */
  observeQueries(observer: QueryObserver): void;
  /** On a PostgreSQL server: its notifications (LISTEN), over one connection of their own, outside the pool. */
  readonly notifications?: Notifications;
  close(): Promise<void>;
}

export interface Notifications {
  /**
   * Calls `handler` with the payload of each notification on `channel` (`pg_notify`) from now until the
   * returned function is called. Best effort: while the connection is down (a server restart) nothing
   * arrives, so a caller never waits on a notification without a time limit.
   */
  subscribe(channel: string, handler: (payload: string) => void): () => void;
}

export const DEFAULT_STATEMENT_TIMEOUT_MS = 5000;

export type QueryObserver = (kind: 'query' | 'transaction', seconds: number) => void;

/** Wraps a promise-returning method so that each call reports its duration. */
function timeCalls(target: object, method: string, kind: 'query' | 'transaction', observe: () => QueryObserver | undefined): void {
  const host = target as Record<string, unknown>;
  const original = host[method] as (...args: unknown[]) => unknown;
  host[method] = function timed(this: unknown, ...args: unknown[]) {
    const observer = observe();
    const result = original.apply(this, args);
    if (observer && result instanceof Promise) {
      const startedAt = performance.now();
      const report = () => observer(kind, (performance.now() - startedAt) / 1000);
      result.then(report, report);
    }
    return result;
  };
}

export type DatabaseTarget = (
  | { kind: 'postgres'; url: string; poolSize?: number; statementTimeoutMs?: number }
  | { kind: 'pglite'; dataDir: string; statementTimeoutMs?: number }
  | {
    kind: 'memory';
    /** An archive written by writeMigratedSnapshot: the database starts from it instead of empty (initdb). */
    snapshot?: string;
  }
) & {
  /** Called with the text of every query the ORM sends (tests count queries with it). */
  onQuery?: (query: string) => void;
  /** The embedded database's thread was ended and started again (a statement ran past its limit). */
  onRestart?: (reason: string) => void;
  /**
   * The embedded database: resolve once its thread is started instead of once it is ready; the first
   * statement waits for it, and fails with its error (npm start builds the app meanwhile).
   */
  openBeforeReady?: boolean;
};

function ormOptions(target: Pick<DatabaseTarget, 'onQuery'>) {
  const { onQuery } = target;
  return { schema, ...(onQuery ? { logger: { logQuery: (query: string) => onQuery(query) } } : {}) };
}

/** The service's migrations (drizzle-kit's SQL files and journal). */
export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

export function databaseTarget(config: { databaseUrl: string | undefined; dataDir: string; databaseStatementTimeoutMs?: number }): DatabaseTarget {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl, statementTimeoutMs: config.databaseStatementTimeoutMs }
    : { kind: 'pglite', dataDir: config.dataDir, statementTimeoutMs: config.databaseStatementTimeoutMs };
}

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  return target.kind === 'postgres' ? openPostgres(target) : openPglite(target);
}

async function openPostgres(target: DatabaseTarget & { kind: 'postgres' }): Promise<Database> {
  // Loaded only here: the embedded database never needs the PostgreSQL driver (about 10 MB).
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('pg'), import('drizzle-orm/node-postgres'), import('drizzle-orm/node-postgres/migrator'),
  ]);
  // Every statement of the service is bounded on the server (a cancelled one answers 503).
  const statementTimeoutMs = target.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
  // A request waits for a pooled connection at most as long as for one statement, then answers 503.
  const pool = new pg.Pool({
    connectionString: target.url, max: target.poolSize ?? 10, statement_timeout: statementTimeoutMs, connectionTimeoutMillis: statementTimeoutMs,
  });
  // A client that errors (the server restarted or went away) must not crash the process: when idle the
  // pool drops it; when checked out, the query in flight fails with the error (503) and the client is
  // discarded on release. node-postgres listens on idle clients only, so every client gets a listener.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzlePg(pool, ormOptions(target)) as unknown as Db;
  let observer: QueryObserver | undefined;
  // Pooled queries go through pool.query(), which calls its client with a callback (not timed
  // there); queries inside a transaction go through a checked-out client's promise-style query().
  timeCalls(pool, 'query', 'query', () => observer);
  pool.on('connect', (client) => timeCalls(client, 'query', 'query', () => observer));
  const notifications = listenerOf(() => new pg.Client({ connectionString: target.url }));
  return {
    db,
    kind: 'postgres',
    notifications,
    migrate: async () => {
      // Instances started together migrate one after the other: the others then find nothing to do.
      const client = await pool.connect();
      try {
        await client.query(`select pg_advisory_lock(hashtextextended('storefront:migrations', 0))`);
        // A migration may rewrite a large table: it is not bound by the service's statement limit.
        await client.query('set statement_timeout = 0');
        await migratePg(drizzlePg(client), { migrationsFolder });
      } finally {
        await client.query(`select pg_advisory_unlock(hashtextextended('storefront:migrations', 0))`).catch(() => {});
        // Closed rather than returned to the pool: it has no statement limit now, and a request given it
        // would wait on a lock for as long as the lock is held instead of answering 503.
        client.release(true);
      }
    },
    ping: () => ping(db),
    observeQueries: (next) => void (observer = next),
    close: async () => {
      await notifications.close();
      await pool.end();
    },
  };
}

type ListeningClient = Pick<import('pg').Client, 'connect' | 'query' | 'on' | 'end'>;

/**
 * LISTEN on a connection of its own, opened with the first subscription and opened again a second after
 * it is lost (its channels listened to again); no crash when the server goes away.
 */
function listenerOf(connect: () => ListeningClient): Notifications & { close(): Promise<void> } {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  let client: Promise<ListeningClient | undefined> | undefined;
  let closed = false;
  const quoted = (channel: string) => `"${channel.replaceAll('"', '""')}"`;
  const open = (): Promise<ListeningClient | undefined> => {
    const next = connect();
    const lost = () => {
      if (client !== opened) return;
      client = undefined;
      void next.end().catch(() => {});
      if (!closed && handlers.size > 0) setTimeout(() => void (client ??= open()), 1000).unref();
    };
    next.on('error', lost);
    next.on('end', lost);
    next.on('notification', (message: { channel: string; payload?: string }) => {
      for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
    });
    const opened: Promise<ListeningClient | undefined> = (async () => {
      try {
        await next.connect();
        for (const channel of handlers.keys()) await next.query(`listen ${quoted(channel)}`);
        return next;
      } catch {
        lost();
        return undefined;
      }
    })();
    return opened;
  };
  return {
    subscribe(channel, handler) {
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        if (client) void client.then((listening) => listening?.query(`listen ${quoted(channel)}`)).catch(() => {});
      }
      set.add(handler);
      if (!closed) client ??= open();
      return () => void set.delete(handler);
    },
    async close() {
      closed = true;
      const listening = await client;
      client = undefined;
      await listening?.end().catch(() => {});
    },
  };
}

/**
 * The embedded database's memory: an 8 MB buffer pool (its data files stay in the OS page cache
 * anyway; 16 MB cost about 6 MB of RSS, and a full sync of 10,000 products was no faster with it) and
 * WebAssembly compiled by V8's baseline compiler only (`--liftoff-only`), which skips the optimizing
 * tier's second copy of PostgreSQL's code at no measurable cost to query speed here. Node 20 takes that
 * flag at run time; Node 22 and later freeze V8's flags at start-up, so `npm start` and the container
 * pass it on the command line (without it, on Node 24: 843 MB peak RSS at start, 274 MB with it).
 */
const PGLITE_START_PARAMS = ['-c', 'shared_buffers=8MB'];

/** The embedded database's folder inside DATA_DIR. */
const pgliteFolder = (dataDir: string) => path.join(dataDir, 'pglite');

/** Whether a PGlite folder holds a database (initdb has run there). */
const initialized = (folder: string) => existsSync(path.join(folder, 'PG_VERSION'));

/** Whether DATA_DIR holds an embedded database yet (the first start or `migrate` makes one). */
export const embeddedDatabaseExists = (dataDir: string): boolean => initialized(pgliteFolder(dataDir));

/**
 * A new data folder is created (initdb) in a short-lived child process: initdb peaks at about
 * 750 MB and WebAssembly memory is never returned, so doing it here would leave the service that large.
 */
async function initializeDataFolder(folder: string): Promise<void> {
  if (initialized(folder)) return;
  const script = `const { PGlite } = await import(${JSON.stringify(import.meta.resolve('@electric-sql/pglite'))});`
    + `const db = await PGlite.create(${JSON.stringify(folder)}); await db.close();`;
  // V8's baseline compiler alone, as for the service's database (PGLITE_START_PARAMS): initdb ran in 3.1-3.5 s
  // and 3.7-3.9 s of CPU with it, 3.3-3.7 s and 5.2-5.9 s of CPU without, and peaked 140 MB lower.
  await promisify(execFile)(process.execPath, ['--liftoff-only', '--input-type=module', '-e', script]);
}

async function openPglite(target: DatabaseTarget & { kind: 'pglite' | 'memory' }): Promise<Database> {
  return (await startPglite(target)).database;
}

/**
 * Writes to `file` an archive of a new in-memory database with the migrations of `folder` applied;
 * `{ kind: 'memory', snapshot: file }` then starts from it in about 0.4 s instead of 1.3-1.6 s for
 * initdb and the migrations (tests). Written beside `file` and renamed: a reader never finds half of it.
 */
export async function writeMigratedSnapshot(file: string, folder = migrationsFolder): Promise<void> {
  const { database, client, migrateFrom } = await startPglite({ kind: 'memory' });
  const partial = `${file}.${process.pid}-${randomBytes(4).toString('hex')}.partial`;
  try {
    await migrateFrom(folder);
    await client.dumpDataDir(partial);
    await rename(partial, file);
  } finally {
    await rm(partial, { force: true });
    await database.close();
  }
}

async function startPglite(target: DatabaseTarget & { kind: 'pglite' | 'memory' }) {
  const { client, release } = await startPgliteThread(target);
  return pgliteDatabase(client, target, release);
}

/**
 * The embedded database's thread, started (ready unless `openBeforeReady`), with the ORM's modules loaded
 * meanwhile; `release` frees DATA_DIR's lock once the thread is closed.
 */
export async function startPgliteThread(target: DatabaseTarget & { kind: 'pglite' | 'memory' }): Promise<{ client: PgliteThread; release: () => void }> {
  const release = target.kind === 'pglite' ? lockDataDir(target.dataDir) : () => {};
  try {
    setFlagsFromString('--liftoff-only');
    const folder = target.kind === 'pglite' ? pgliteFolder(target.dataDir) : undefined;
    if (folder) await initializeDataFolder(folder);
    const client = new PgliteThread({
      settings: { folder, startParams: PGLITE_START_PARAMS, snapshot: target.kind === 'memory' ? target.snapshot : undefined },
      statementTimeoutMs: target.kind === 'pglite' ? target.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS : undefined,
      onRestart: (reason) => target.onRestart?.(reason),
    });
    // Loaded while the database starts on its thread (and only for the embedded database).
    const orm = loadPgliteOrm();
    if (target.openBeforeReady) client.waitReady.catch(() => release());
    else await client.waitReady;
    await orm;
    return { client, release };
  } catch (error) {
    release();
    throw error;
  }
}

/** What an embedded Database needs of its PGlite: the thread's surface, or a stand-in for one (tests lend threads). */
export type PgliteClient = Pick<PgliteThread, 'query' | 'exec' | 'transaction' | 'close' | 'withoutLimit'>;

const loadPgliteOrm = () => Promise.all([import('drizzle-orm/pglite'), import('drizzle-orm/pglite/migrator')]);

/** The Database over a started embedded client (its methods get wrapped to be timed); `release` (the DATA_DIR lock) once closed. */
export async function pgliteDatabase<Client extends PgliteClient>(client: Client, target: Pick<DatabaseTarget, 'onQuery'>, release: () => void = () => {}) {
  const [{ drizzle: drizzlePglite }, { migrate: migratePglite }] = await loadPgliteOrm();
  // drizzle-orm/pglite calls only query, exec and transaction, which the thread provides.
  const asPglite = client as unknown as PGlite;
  const db = drizzlePglite(asPglite, ormOptions(target)) as unknown as Db;
  let observer: QueryObserver | undefined;
  for (const method of ['query', 'exec'] as const) timeCalls(client, method, 'query', () => observer);
  timeCalls(client, 'transaction', 'transaction', () => observer);
  // A migration may rewrite a large table: it is not bound by the statement limit.
  const migrateFrom = (folder: string) => client.withoutLimit(() => migratePglite(drizzlePglite(asPglite), { migrationsFolder: folder }));
  const database: Database = {
    db,
    kind: 'pglite',
    migrate: () => migrateFrom(migrationsFolder),
    ping: () => ping(db),
    observeQueries: (next) => void (observer = next),
    close: async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
  return { database, client, migrateFrom };
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
