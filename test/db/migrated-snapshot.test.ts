import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { type Database, migrationsFolder, openDatabase } from '../../src/db/client.js';
import { migratedSnapshot, openTestDatabase, SNAPSHOT_FOLDER, snapshotKey } from '../helpers/database.js';

type Rows<T> = { rows: T[] };
const rows = async <T>(database: Database, query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as unknown as Rows<T>).rows;

/** The SQL files of a migrations folder, in the journal's order. */
function journal(folder: string): { tag: string; hash: string }[] {
  const { entries } = JSON.parse(readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  return entries.map(({ tag }) => ({ tag, hash: createHash('sha256').update(readFileSync(path.join(folder, `${tag}.sql`), 'utf8')).digest('hex') }));
}

/** The migrations recorded in the database (drizzle keeps each file's sha256). */
const applied = async (database: Database) =>
  (await rows<{ hash: string }>(database, sql`select hash from drizzle.__drizzle_migrations order by id`)).map((row) => row.hash);

const tableExists = async (database: Database, name: string) =>
  (await rows<{ found: string | null }>(database, sql`select to_regclass(${name})::text as found`))[0]!.found !== null;

const digest = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

describe('test databases start from a migrated snapshot', { skip: process.env.TEST_DB === 'postgres' && 'PGlite only' }, () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'snapshot-test-'));
  after(() => rmSync(scratch, { recursive: true, force: true }));

  it('openTestDatabase starts from the snapshot of the current migrations, with every migration applied', async () => {
    const database = await openTestDatabase();
    try {
      assert.equal(database.snapshot, path.join(SNAPSHOT_FOLDER, `migrated-${snapshotKey()}.tar`));
      assert.ok(existsSync(database.snapshot!));
      assert.deepEqual(await applied(database), journal(migrationsFolder).map((migration) => migration.hash));
    } finally {
      await database.close();
    }
  });

  it('a database opened from the snapshot alone has every migration applied, and two opened from it are independent', async () => {
    const snapshot = await migratedSnapshot();
    const before = digest(snapshot);
    // No migrate(): the tables come from the archive (PGlite would start empty if it ignored it).
    const [first, second] = await Promise.all([0, 1].map(() => openDatabase({ kind: 'memory', snapshot })));
    try {
      assert.deepEqual(await applied(first!), journal(migrationsFolder).map((migration) => migration.hash));
      await first!.db.execute(sql`insert into documents (collection, id, data) values ('articles', 'only-in-first', '{}'::jsonb)`);
      assert.deepEqual(await rows(first!, sql`select id from documents`), [{ id: 'only-in-first' }]);
      assert.deepEqual(await rows(second!, sql`select id from documents`), []);
      assert.equal(digest(snapshot), before, 'a write does not reach the archive');
    } finally {
      await Promise.all([first!.close(), second!.close()]);
    }
  });

  it('a new migration makes a new snapshot that has it; the older snapshot is not used, and one not written for a day is removed', async () => {
    const folder = path.join(scratch, 'drizzle');
    const into = path.join(scratch, 'snapshots');
    cpSync(migrationsFolder, folder, { recursive: true });
    // The same migrations elsewhere have the same key: the copy's snapshot is the suite's (not written again here).
    assert.equal(snapshotKey(folder), snapshotKey());
    const older = await migratedSnapshot();
    mkdirSync(into);

    // A snapshot from an earlier run, two days old, and one from another checkout's recent run.
    const stale = path.join(into, 'migrated-0000000000000000.tar');
    const recent = path.join(into, 'migrated-1111111111111111.tar');
    writeFileSync(stale, 'old');
    writeFileSync(recent, 'recent');
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 3600 * 1000);
    utimesSync(stale, twoDaysAgo, twoDaysAgo);

    const journalFile = path.join(folder, 'meta/_journal.json');
    const content = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { idx: number; when: number; tag: string }[] };
    const last = content.entries.at(-1)!;
    content.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1000, tag: '9999_probe' });
    writeFileSync(journalFile, JSON.stringify(content));
    writeFileSync(path.join(folder, '9999_probe.sql'), 'CREATE TABLE "snapshot_probe" ("id" integer PRIMARY KEY);');
    const newer = await migratedSnapshot(folder, into);

    assert.notEqual(newer, older);
    assert.equal(newer, path.join(into, `migrated-${snapshotKey(folder)}.tar`));
    const fromNewer = await openDatabase({ kind: 'memory', snapshot: newer });
    const fromOlder = await openDatabase({ kind: 'memory', snapshot: older });
    try {
      assert.equal(await tableExists(fromNewer, 'snapshot_probe'), true);
      assert.deepEqual(await applied(fromNewer), journal(folder).map((migration) => migration.hash));
      assert.equal(await tableExists(fromOlder, 'snapshot_probe'), false);
    } finally {
      await Promise.all([fromNewer.close(), fromOlder.close()]);
    }
    assert.equal(existsSync(stale), false, 'a snapshot two days old is removed');
    assert.equal(existsSync(recent), true, 'a recent one is kept');
    assert.equal(existsSync(older), true);

    // A changed migration changes the key too.
    writeFileSync(path.join(folder, '9999_probe.sql'), 'CREATE TABLE "snapshot_probe_2" ("id" integer PRIMARY KEY);');
    assert.notEqual(snapshotKey(folder), path.basename(newer, '.tar').slice('migrated-'.length));
  });
});
