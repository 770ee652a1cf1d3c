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
  close(): Promise<void>;
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
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(drizzlePg(pool), { migrationsFolder }),
    ping: () => ping(db),
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
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    ping: () => ping(db),
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
