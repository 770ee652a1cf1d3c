import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.js';
import { lockDataDir } from './data-dir-lock.js';

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
  close(): Promise<void>;
}

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
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'memory' }
) & {
  /** Called with the text of every query the ORM sends (tests count queries with it). */
  onQuery?: (query: string) => void;
};

function ormOptions(target: DatabaseTarget) {
  const { onQuery } = target;
  return { schema, ...(onQuery ? { logger: { logQuery: (query: string) => onQuery(query) } } : {}) };
}

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

export function databaseTarget(config: { databaseUrl: string | undefined; dataDir: string }): DatabaseTarget {
  return config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir };
}

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  return target.kind === 'postgres' ? openPostgres(target) : openPglite(target);
}

async function openPostgres(target: DatabaseTarget & { kind: 'postgres' }): Promise<Database> {
  const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
  // An idle client that errors (server restart) must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzlePg(pool, ormOptions(target)) as unknown as Db;
  let observer: QueryObserver | undefined;
  // Pooled queries go through pool.query(), which calls its client with a callback (not timed
  // there); queries inside a transaction go through a checked-out client's promise-style query().
  timeCalls(pool, 'query', 'query', () => observer);
  pool.on('connect', (client) => timeCalls(client, 'query', 'query', () => observer));
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(drizzlePg(pool), { migrationsFolder }),
    ping: () => ping(db),
    observeQueries: (next) => void (observer = next),
    close: () => pool.end(),
  };
}

async function openPglite(target: DatabaseTarget & { kind: 'pglite' | 'memory' }): Promise<Database> {
  const release = target.kind === 'pglite' ? lockDataDir(target.dataDir) : () => {};
  let client: PGlite;
  try {
    client = target.kind === 'pglite' ? new PGlite(path.join(target.dataDir, 'pglite')) : new PGlite();
    await client.waitReady;
  } catch (error) {
    release();
    throw error;
  }
  const db = drizzlePglite(client, ormOptions(target)) as unknown as Db;
  let observer: QueryObserver | undefined;
  for (const method of ['query', 'exec'] as const) timeCalls(client, method, 'query', () => observer);
  timeCalls(client, 'transaction', 'transaction', () => observer);
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
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
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
