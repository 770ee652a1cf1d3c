import assert from 'node:assert/strict';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.js';
import { migratedSnapshot, tablesFingerprint } from '../helpers/database.js';
import { borrowDatabase, closeIdleDatabases } from '../helpers/lent-databases.js';

// The in-memory test databases are lent again once closed (test/helpers/lent-databases.ts): a borrower
// must get what a database fresh from the snapshot would be, and a closed handle must not reach the next one.
const onPglite = process.env.TEST_DB !== 'postgres';
const rows = async <Row>(database: Database, query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as unknown as { rows: Row[] }).rows;
/** A fresh database has the snapshot's transaction counter; one lent again has moved past it. */
const transactionId = async (database: Database) => Number((await rows<{ id: string }>(database, sql`select txid_current()::text as id`))[0]!.id);

describe('test databases lent again', { skip: !onPglite && 'lent only on the embedded database' }, () => {
  // Each test lends from a copy of the snapshot, a pool of its own: what one test leaves idle is lent
  // neither to the next test nor to other files' tests in the same process.
  let folder: string;
  const snapshots: string[] = [];
  before(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'lent-databases-'));
  });
  after(async () => {
    await Promise.all(snapshots.map(closeIdleDatabases));
    rmSync(folder, { recursive: true, force: true });
  });
  const ownPool = async () => {
    const snapshot = path.join(folder, `snapshot-${snapshots.length + 1}.tar`);
    snapshots.push(snapshot);
    copyFileSync(await migratedSnapshot(), snapshot);
    return { openTestDatabase: () => borrowDatabase(snapshot) };
  };

  it('are emptied: rows gone, sequences restarted, the migrations\' rows back, session state discarded', async () => {
    const { openTestDatabase } = await ownPool();
    const first = await openTestDatabase();
    const fresh = { fingerprint: await tablesFingerprint(first.db), transaction: await transactionId(first) };
    await first.db.execute(sql`insert into documents (id, collection, data) values ('lent-1', 'articles', '{}')`);
    await first.db.execute(sql`insert into audit_log (actor_kind, collection, operation) values ('system', 'articles', 'create')`);
    await first.db.execute(sql`update content_version set version = version + 41`);
    await first.db.execute(sql`set search_path = nowhere`);
    await first.close();

    const second = await openTestDatabase();
    try {
      assert.ok(await transactionId(second) > fresh.transaction, 'the same database, lent again');
      assert.equal(await tablesFingerprint(second.db), fresh.fingerprint);
      await second.db.execute(sql`insert into audit_log (actor_kind, collection, operation) values ('system', 'articles', 'create')`);
      assert.deepEqual(await rows(second, sql`select id::int from audit_log`), [{ id: 1 }], 'the sequence restarted');
    } finally {
      await second.close();
    }
  });

  it('refuse every call once closed, whoever has the database next', async () => {
    const { openTestDatabase } = await ownPool();
    const first = await openTestDatabase();
    await first.close();
    const next = await openTestDatabase();
    try {
      await assert.rejects(first.db.execute(sql`delete from content_version`), (error: Error) => /database is closed/.test(String(error.cause)));
      assert.deepEqual(await rows(next, sql`select count(*)::int as n from content_version`), [{ n: 1 }]);
    } finally {
      await next.close();
    }
  });

  it('are all kept when closed together', async () => {
    const { openTestDatabase } = await ownPool();
    const closed = [await openTestDatabase(), await openTestDatabase(), await openTestDatabase()];
    // Each moves its transaction counter at least 100 past the snapshot's, where a new database starts.
    const moved: number[] = [];
    for (const database of closed) {
      for (let step = 0; step < 100; step += 1) await transactionId(database);
      moved.push(await transactionId(database));
    }
    await Promise.all(closed.map((database) => database.close()));
    const again = [await openTestDatabase(), await openTestDatabase(), await openTestDatabase()];
    try {
      for (const database of again) assert.ok(await transactionId(database) > Math.min(...moved), 'a database lent again, not a new one');
    } finally {
      await Promise.all(again.map((database) => database.close()));
    }
  });

  it('are not lent again once a test changed their schema', async () => {
    const { openTestDatabase } = await ownPool();
    const changed = await openTestDatabase();
    for (let step = 0; step < 100; step += 1) await transactionId(changed);
    const moved = await transactionId(changed);
    await changed.db.execute(sql`alter table documents add column extra int`);
    await changed.close();
    const next = await openTestDatabase();
    try {
      assert.ok(await transactionId(next) < moved, 'a database fresh from the snapshot');
      assert.deepEqual(await rows(next, sql`select count(*)::int as n from information_schema.columns where table_name = 'documents' and column_name = 'extra'`), [{ n: 0 }]);
    } finally {
      await next.close();
    }
  });
});
