import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../src/identity/actor.js';
import { fieldChanges, findAuditEntries } from '../../src/audit/audit-log.js';
import type { Db } from '../../src/db/client.js';
import { createKeyedLock, type KeyedLock } from '../../src/db/locks.js';
import { type CommerceClient, PAGE_SIZE } from '../../src/commerce/client.js';
import type { Config } from '../../src/config.js';
import { ContentChanges } from '../../src/content/changes.js';
import { Outbox } from '../../src/events/outbox.js';
import { SYNC_BATCH_PRODUCTS, syncAll } from '../../src/sync/sync-all.js';
import { type SyncStore, syncCandidates, unpreparedCandidate, writeSyncBatch } from '../../src/sync/write-sync-batch.js';
import { createEndpoint } from '../../src/webhooks/endpoints.js';
import { openTestDatabase, type TestDatabase } from '../helpers/database.js';
import { backendProduct } from '../helpers/backend-products.js';

const actor: Actor = { kind: 'admin-key', role: 'admin' };
const syncedAt = new Date('2026-11-25T12:00:00Z');

async function rows<T>(db: Db, query: string): Promise<T[]> {
  return ((await db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
}

describe('a sync batch\'s writes', () => {
  let database: TestDatabase;
  let store: SyncStore & { locks: KeyedLock };
  const queries: string[] = [];
  before(async () => {
    database = await openTestDatabase((query) => queries.push(query));
    store = { db: database.db, changes: new ContentChanges(), locks: createKeyedLock(database) };
    await createEndpoint(database.db, { url: 'https://hooks.example/sync', events: ['content.changed'] });
  });
  after(() => database.close());
  beforeEach(async () => {
    for (const table of ['documents', 'audit_log', 'webhook_deliveries', 'webhook_events']) await database.db.execute(sql.raw(`delete from ${table}`));
    queries.length = 0;
  });

  it('writes records, events and audit entries in one statement after the read (and the lock on PostgreSQL)', async () => {
    const products = ['prod_w1', 'prod_w2', 'prod_w3'].map((id) => backendProduct(id, { preorder: id === 'prod_w2' }));
    queries.length = 0;
    const outcomes = await writeSyncBatch(store, syncCandidates(products, syncedAt), { forceUpdate: true, syncedAt, actor });
    assert.deepEqual(outcomes.map((outcome) => outcome.action), ['created', 'created', 'created']);
    const statements = queries.filter((query) => !/^\s*(begin|commit|rollback|savepoint|release)/i.test(query));
    // PGlite's one connection runs one transaction at a time: only PostgreSQL needs the products' advisory locks.
    const locked = database.kind === 'postgres';
    assert.equal(statements.length, locked ? 3 : 2, statements.join('\n---\n'));
    assert.equal(/pg_advisory_xact_lock/.test(statements[0]!), locked);
    assert.match(statements.at(-1)!, /insert into "documents"[\s\S]*insert into webhook_events[\s\S]*insert into "audit_log"/);

    const stored = await rows<{ id: string; data: Record<string, unknown> }>(database.db, `select id, data from documents order by data->>'backendId'`);
    assert.deepEqual(stored.map((row) => row.id), outcomes.map((outcome) => outcome.recordId));
    const audit = await rows<{ document_id: string; operation: string; actor_kind: string; changes: null; created_values: Record<string, unknown> }>(
      database.db, 'select document_id, operation, actor_kind, changes, created_values from audit_log order by id');
    assert.deepEqual(audit.map((entry) => entry.document_id), outcomes.map((outcome) => outcome.recordId), 'in the products\' order');
    for (const [index, entry] of audit.entries()) {
      assert.deepEqual([entry.operation, entry.actor_kind], ['sync', 'admin-key']);
      // The statement copies the record it stored; the trail reads it as every field from null.
      assert.deepEqual([entry.changes, entry.created_values], [null, stored[index]!.data]);
    }
    const trail = await findAuditEntries(database.db, { collection: 'products', limit: 10, page: 1 });
    const byId = new Map(stored.map((row) => [row.id, row.data]));
    assert.equal(trail.docs.length, 2);
    for (const entry of trail.docs) assert.deepEqual(entry.changes, fieldChanges(undefined, byId.get(entry.documentId!)), 'the whole new record, as a create records it');
    const events = await rows<{ type: string; payload: { data: { id: string; operation: string } } }>(database.db, 'select type, payload from webhook_events');
    assert.deepEqual(events.map((event) => [event.type, event.payload.data.operation]).sort(), Array(3).fill(['content.changed', 'create']));
    assert.equal((await rows(database.db, 'select 1 from webhook_deliveries')).length, 3);
  });

  it('keeps the products\' order in the audit trail of a batch that creates, moves and updates', async () => {
    const [moved, updated] = [backendProduct('prod_m'), backendProduct('prod_u')];
    const first = await writeSyncBatch(store, syncCandidates([moved, updated], syncedAt), { forceUpdate: true, syncedAt, actor });
    await database.db.execute(sql.raw('delete from audit_log'));
    const products = [backendProduct('prod_c'), backendProduct('prod_m', { preorder: true }), backendProduct('prod_u', { title: 'Renamed' })];
    const outcomes = await writeSyncBatch(store, syncCandidates(products, syncedAt), { forceUpdate: true, syncedAt, actor });
    assert.deepEqual(outcomes.map((outcome) => outcome.action), ['created', 'moved', 'updated']);
    const audit = await rows<{ document_id: string; changes: Record<string, unknown> }>(database.db, 'select document_id, changes from audit_log order by id');
    assert.deepEqual(audit.map((entry) => entry.document_id), outcomes.map((outcome) => outcome.recordId));
    assert.deepEqual(audit[1]!.changes, { collection: ['products', 'preorder-products'], id: [first[0]!.recordId, outcomes[1]!.recordId] });
    assert.deepEqual(audit[2]!.changes, { title: ['Product prod_u', 'Renamed'] });
  });

  it('uses a new record worked out before the transaction only for a product still without one, and only for the batch\'s moment', async () => {
    const [early, late] = [backendProduct('prod_early'), backendProduct('prod_late')];
    const prepared = syncCandidates([early, late], syncedAt);
    // Meanwhile another writer (a single-product sync) creates prod_early's record.
    const [firstWrite] = await writeSyncBatch(store, syncCandidates([early], syncedAt), { forceUpdate: false, syncedAt, actor });
    const outcomes = await writeSyncBatch(store, prepared, { forceUpdate: false, syncedAt, actor });
    assert.deepEqual(outcomes.map((outcome) => outcome.action), ['skipped', 'created']);
    assert.equal(outcomes[0]!.recordId, firstWrite!.recordId);
    const stored = await rows<{ id: string }>(database.db, `select id from documents where data->>'backendId' = 'prod_early'`);
    assert.deepEqual(stored.map((row) => row.id), [firstWrite!.recordId]);

    // Not prepared at all (a sync that expected none to be new): worked out in the transaction.
    const [unprepared] = await writeSyncBatch(store, [unpreparedCandidate(backendProduct('prod_plain'), syncedAt)], { forceUpdate: false, syncedAt, actor });
    assert.equal(unprepared!.action, 'created');
    const [plain] = await rows<{ data: { backendId: string; lastSyncedAt: string } }>(database.db, `select data from documents where id = '${unprepared!.recordId}'`);
    assert.deepEqual([plain!.data.backendId, plain!.data.lastSyncedAt], ['prod_plain', syncedAt.toISOString()]);

    // Prepared for another moment than the batch's: the record is worked out again, with the batch's moment.
    const later = new Date(syncedAt.getTime() + 60_000);
    const [stale] = await writeSyncBatch(store, syncCandidates([backendProduct('prod_other')], syncedAt), { forceUpdate: false, syncedAt: later, actor });
    const [record] = await rows<{ data: { lastSyncedAt: string } }>(database.db, `select data from documents where id = '${stale!.recordId}'`);
    assert.equal(record!.data.lastSyncedAt, later.toISOString());
  });

  it('reports a product that does not fit its collection as an error, and writes the others in the same statement', async () => {
    const products = [backendProduct('prod_ok'), backendProduct('prod_bad', { status: 'archived' })];
    const outcomes = await writeSyncBatch(store, syncCandidates(products, syncedAt), { forceUpdate: true, syncedAt });
    assert.deepEqual(outcomes.map((outcome) => outcome.action), ['created', 'error']);
    assert.match(outcomes[1]!.error!, /does not fit products/);
    assert.equal((await rows(database.db, 'select 1 from documents')).length, 1);
  });

  it('writes the pages that arrived while a batch was written together, up to SYNC_BATCH_PRODUCTS a transaction', async () => {
    const catalog = Array.from({ length: 1250 }, (_, index) => backendProduct(`prod_${String(index).padStart(4, '0')}`));
    let pagesRead = 0;
    // A backend that answers at once: every page is there before a batch's statement comes back.
    const commerce = {
      listProducts: async (offset: number, limit: number) => {
        pagesRead += 1;
        return { products: catalog.slice(offset, offset + limit), count: catalog.length };
      },
    } as unknown as CommerceClient;
    queries.length = 0;
    const results = await syncAll({
      ...store, commerce, changes: new ContentChanges(), outbox: new Outbox(), now: () => syncedAt, config: { commerceMaxPages: 100 } as Config,
    }, false, undefined, undefined, actor);
    assert.equal(pagesRead, 13);
    assert.equal(results.created, 1250);
    const batches = queries.filter((query) => /insert into "documents"/.test(query)).length;
    // The first page alone (nothing else had arrived), then full batches while the next pages wait.
    const fewest = Math.ceil(1250 / SYNC_BATCH_PRODUCTS);
    const most = 1 + Math.ceil((1250 - PAGE_SIZE) / SYNC_BATCH_PRODUCTS);
    assert.ok(batches >= fewest && batches <= most, `13 pages in ${batches} statements`);
    const stored = await rows<{ backend_id: string }>(database.db, 'select backend_id from documents order by backend_id');
    assert.deepEqual(stored.map((row) => row.backend_id), catalog.map((product) => product.id), 'each product once');
    const audit = await rows<{ count: number }>(database.db, 'select count(*)::int as count from audit_log');
    assert.equal(audit[0]!.count, 1250);
  });

  it('writes none of the pages read ahead once the caller has gone', async () => {
    const catalog = Array.from({ length: 1000 }, (_, index) => backendProduct(`prod_a${String(index).padStart(4, '0')}`));
    const commerce = {
      listProducts: async (offset: number, limit: number) => ({ products: catalog.slice(offset, offset + limit), count: catalog.length }),
    } as unknown as CommerceClient;
    const caller = new AbortController();
    const batchesWritten: number[] = [];
    const run = syncAll({
      ...store, commerce, changes: new ContentChanges(), outbox: new Outbox(), now: () => syncedAt, config: { commerceMaxPages: 100 } as Config,
    }, false, (done) => {
      batchesWritten.push(done);
      caller.abort(new Error('the client closed the connection'));
    }, caller.signal, actor);
    await assert.rejects(run, /closed the connection/);
    assert.equal(batchesWritten.length, 1, 'the batch written when the caller left, and no other');
    const stored = await rows<{ count: number }>(database.db, 'select count(*)::int as count from documents');
    assert.equal(stored[0]!.count, batchesWritten[0]);
  });
});
