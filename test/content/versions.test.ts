import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { PayloadSDK, PayloadSDKError } from '@payloadcms/sdk';
import { sql } from 'drizzle-orm';
import { createUser } from '../../src/accounts/manage-users.js';
import { foldVersions, type HistoryEntry } from '../../src/content-api/versions/fold-versions.js';
import { restoreBody } from '../../src/content-api/versions/restore-version.js';
import { findCollection } from '../../src/content/collections.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

/**
 * Payload's versions routes, served from the audit trail: the fold that rebuilds each version (pure), then
 * Payload's own SDK against a listening service in protected mode, each route also misused on purpose with
 * the data read back afterwards.
 */

let clock = 0;
const entry = (operation: string, changes: Record<string, unknown> | null, createdValues: Record<string, unknown> | null = null): HistoryEntry =>
  ({ id: String(++clock), at: new Date(Date.UTC(2026, 0, 1, 0, 0, clock)), operation, changes, createdValues });
const KNOWN = new Set(['title', 'priority', 'summary', 'variants']);
const docsOf = (entries: HistoryEntry[], current?: Record<string, unknown>) => foldVersions(entries, KNOWN, current).map((version) => version.doc);

describe('foldVersions: a record\'s versions from its audit entries', () => {
  const cases: { name: string; entries: HistoryEntry[]; current?: Record<string, unknown>; want: Record<string, unknown>[] }[] = [
    {
      name: 'a whole history: the create, then each update\'s new values; null removes a field',
      entries: [
        entry('create', { title: [null, 'A'], priority: [null, 1], summary: [null, 'short'] }),
        entry('update', { title: ['A', 'B'] }),
        entry('update', { priority: [1, 2], summary: ['short', null] }),
      ],
      current: { title: 'ignored: the history is whole', priority: 99 },
      want: [{ title: 'A', priority: 1, summary: 'short' }, { title: 'B', priority: 1, summary: 'short' }, { title: 'B', priority: 2 }],
    },
    {
      name: 'a sync insert: created_values, ids, timestamps, secrets and unknown keys left out',
      entries: [
        entry('sync', null, { id: 'x', title: 'Synced', createdAt: '2026-01-01', passwordHash: 'h', seedId: 's', summary: null }),
        entry('sync', { title: ['Synced', 'Resynced'], collection: ['a', 'b'] }),
      ],
      want: [{ title: 'Synced' }, { title: 'Resynced' }],
    },
    {
      name: 'a history cut short: unwound from the current record through the old values',
      entries: [entry('update', { title: ['A', 'B'] }), entry('update', { priority: [1, 5] })],
      current: { title: 'B', priority: 5, summary: 'never changed' },
      want: [{ title: 'B', priority: 1, summary: 'never changed' }, { title: 'B', priority: 5, summary: 'never changed' }],
    },
    {
      name: 'a history cut short, without the current record: only what the entries say',
      entries: [entry('update', { title: ['A', 'B'] })],
      want: [{ title: 'B' }],
    },
    {
      name: 'entries before the last creation are not this record\'s (a history starts at its creation)',
      entries: [entry('update', { title: ['old', 'older'] }), entry('create', { title: [null, 'New'] })],
      want: [{ title: 'New' }],
    },
    {
      name: 'counter changes reach the variant they name',
      entries: [
        entry('create', { variants: [null, [{ id: 'v1', currentOrders: 0 }, { id: 'v2', currentOrders: 4 }]] }),
        entry('counters', { 'variants.v1.currentOrders': [0, 3], 'variants.v9.currentOrders': [0, 1] }),
      ],
      want: [{ variants: [{ id: 'v1', currentOrders: 0 }, { id: 'v2', currentOrders: 4 }] }, { variants: [{ id: 'v1', currentOrders: 3 }, { id: 'v2', currentOrders: 4 }] }],
    },
    { name: 'no entries, no versions', entries: [], current: { title: 'A' }, want: [] },
  ];
  for (const { name, entries, current, want } of cases) it(name, () => assert.deepEqual(docsOf(entries, current), want));

  it('keeps each version apart: a later entry never changes an earlier version', () => {
    const versions = foldVersions([entry('create', { variants: [null, [{ id: 'v1', currentOrders: 0 }]] }), entry('counters', { 'variants.v1.currentOrders': [0, 2] })], KNOWN);
    assert.deepEqual(versions[0]!.doc, { variants: [{ id: 'v1', currentOrders: 0 }] });
    assert.deepEqual(versions.map((version) => version.id), [String(clock - 1), String(clock)]);
  });

  it('restoreBody: the version\'s fields, and fields it lacks emptied where they may be empty', () => {
    const { fields } = findCollection('announcements')!;
    assert.deepEqual(
      restoreBody(fields, { title: 'Old', priority: 1, createdAt: 'x', updatedAt: 'y' }, { title: 'New', publishedAt: '2026-01-01T00:00:00.000Z', summary: 'kept' }),
      { title: 'Old', priority: 1, publishedAt: null },
    );
  });

  it('restoreBody: on a commerce product\'s campaign, the backend\'s fields stay as the last sync left them; a local one restores them', () => {
    const { fields } = findCollection('preorder-products')!;
    const version = { title: 'Old', _status: 'draft', orderCount: 1, variants: [{ id: 'v1', currentOrders: 1 }], fundingGoal: 5, content: null };
    const current = { backendId: 'prod_1', title: 'New', _status: 'published', orderCount: 7, variants: [{ id: 'v1', currentOrders: 7 }], fundingGoal: 9, lastSyncedAt: '2026-01-02T00:00:00.000Z' };
    const synced = restoreBody(fields, version, current);
    assert.deepEqual([synced.fundingGoal, synced.content], [5, null], 'the editor\'s fields come back');
    for (const name of ['title', '_status', 'orderCount', 'variants', 'lastSyncedAt', 'backendId']) assert.ok(!Object.hasOwn(synced, name), `${name} left as it is`);
    const local = restoreBody(fields, version, { ...current, backendId: null });
    assert.deepEqual([local.title, local._status, local.orderCount], ['Old', 'draft', 1], 'a campaign made here is the editor\'s throughout');
  });
});

const CLI = { kind: 'cli', role: 'admin' } as const;
const PASSWORD = 'a long enough password';
type Doc = Record<string, unknown> & { id: string };
type Version = {
  id: string; parent?: string; version: Record<string, unknown>; createdAt: string; updatedAt: string; autosave: boolean; latest?: boolean;
  operation: string; author: { kind: string; label: string | null }; changes: Record<string, [unknown, unknown]>;
};

async function refusal(call: Promise<unknown>): Promise<number> {
  try {
    await call;
  } catch (error) {
    assert.ok(error instanceof PayloadSDKError, String(error));
    return error.status;
  }
  assert.fail('the call was not refused');
}

describe('Payload\'s versions routes through its SDK (protected mode)', () => {
  let t: TestApp;
  let base: string;
  let anonymous: PayloadSDK;
  const as = {} as Record<'admin' | 'editor' | 'viewer', PayloadSDK>;
  let record: Doc;
  let versions: Version[];

  const versionsOf = async (id: string, sdk = as.editor) =>
    (await sdk.findVersions({ collection: 'announcements', where: { parent: { equals: id } }, limit: 100 })).docs as unknown as Version[];
  const auditCount = async (operation: string, id: string) => {
    const result = (await t.database.db.execute(sql`select count(*)::int as n from audit_log where operation = ${operation} and document_id = ${id}`)) as unknown as { rows: { n: number }[] };
    return Number(result.rows[0]!.n);
  };

  before(async () => {
    t = await startTestApp({ ACCESS_MODE: 'protected', ADMIN_API_KEY: 'versions-admin-key' });
    for (const role of ['admin', 'editor', 'viewer'] as const) await createUser(t.context, CLI, { email: `${role}@versions.example`, role, password: PASSWORD });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    anonymous = new PayloadSDK({ baseURL: `${base}/api` });
    for (const role of ['admin', 'editor', 'viewer'] as const) {
      const login = await anonymous.login({ collection: 'users', data: { email: `${role}@versions.example`, password: PASSWORD } });
      as[role] = new PayloadSDK({ baseURL: `${base}/api`, baseInit: { headers: { Authorization: `JWT ${login.token}` } } });
    }
    record = await as.editor.create({ collection: 'announcements', data: { title: 'First', priority: 1, status: 'published' } }) as unknown as Doc;
    await as.editor.update({ collection: 'announcements', id: record.id, data: { title: 'Second' } });
    await as.editor.update({ collection: 'announcements', id: record.id, data: { priority: 3, summary: 'added later' } });
    versions = await versionsOf(record.id);
  });
  after(async () => t.close());

  it('findVersions lists the create and both updates, newest first, in Payload\'s shape', async () => {
    assert.equal(versions.length, 3);
    assert.deepEqual(versions.map((version) => [version.version.title, version.version.priority, version.version.summary]), [
      ['Second', 3, 'added later'], ['Second', 1, ''], ['First', 1, ''],
    ]);
    assert.deepEqual(versions.map((version) => version.latest), [true, false, false]);
    for (const version of versions) {
      assert.equal(version.parent, record.id);
      assert.equal(version.autosave, false);
      assert.equal(version.createdAt, version.updatedAt);
      assert.equal(version.version.createdAt, record.createdAt);
      assert.equal(version.version.id, undefined);
    }
    const page = await as.viewer.findVersions({ collection: 'announcements', where: { parent: { equals: record.id } }, sort: 'createdAt', limit: 2, page: 2 });
    assert.deepEqual([page.totalDocs, page.totalPages, page.page, page.hasPrevPage, page.hasNextPage, page.docs.length], [3, 2, 2, true, false, 1]);
    assert.equal((page.docs[0] as unknown as Version).version.priority, 3);
    const latest = await as.viewer.findVersions({ collection: 'announcements', where: { and: [{ parent: { equals: record.id } }, { latest: { equals: true } }] } });
    assert.deepEqual(latest.docs.map((doc) => doc.id), [versions[0]!.id]);
  });

  it('says beside Payload\'s fields who made each version and what it changed, with the values', () => {
    assert.deepEqual(versions.map((version) => [version.operation, version.author]), [
      ['update', { kind: 'user', label: 'editor@versions.example' }],
      ['update', { kind: 'user', label: 'editor@versions.example' }],
      ['create', { kind: 'user', label: 'editor@versions.example' }],
    ]);
    assert.deepEqual(versions[0]!.changes, { priority: [1, 3], summary: ['', 'added later'] });
    assert.deepEqual(versions[1]!.changes, { title: ['First', 'Second'] });
    assert.deepEqual(versions[2]!.changes.title, [null, 'First']);
  });

  it('findVersionByID answers one version', async () => {
    const oldest = await as.viewer.findVersionByID({ collection: 'announcements', id: versions[2]!.id }) as unknown as Version;
    assert.deepEqual(oldest, versions[2]);
  });

  it('restoreVersion brings the first values back through the update path, and is itself a new version', async () => {
    // kept answers first, so the test sees that a restore drops them
    assert.equal((await anonymous.findByID({ collection: 'announcements', id: record.id }) as unknown as Doc).title, 'Second');
    const listed = async () => (await anonymous.find({ collection: 'announcements', where: { id: { equals: record.id } } })).docs.map((doc) => [(doc as unknown as Doc).title, (doc as unknown as Doc).priority]);
    assert.deepEqual(await listed(), [['Second', 3]]);
    const restored = await as.editor.restoreVersion({ collection: 'announcements', id: versions[2]!.id }) as unknown as Doc;
    assert.deepEqual([restored.id, restored.title, restored.priority, restored.summary, restored.message], [record.id, 'First', 1, '', 'Restored successfully.']);
    const read = await anonymous.findByID({ collection: 'announcements', id: record.id }) as unknown as Doc;
    assert.deepEqual([read.title, read.priority, read.summary], ['First', 1, '']);
    assert.deepEqual(await listed(), [['First', 1]]);
    const after = await versionsOf(record.id);
    assert.equal(after.length, 4);
    assert.deepEqual([after[0]!.version.title, after[0]!.version.priority, after[0]!.latest], ['First', 1, true]);
    assert.equal(await auditCount('restore', record.id), 1);
  });

  it('globals: findGlobalVersions, findGlobalVersionByID, restoreGlobalVersion', async () => {
    await as.editor.updateGlobal({ slug: 'hero-slider', data: { slides: [{ id: 's1', title: 'Old slide' }] } });
    await as.editor.updateGlobal({ slug: 'hero-slider', data: { slides: [{ id: 's2', title: 'New slide' }] } });
    const list = await as.viewer.findGlobalVersions({ slug: 'hero-slider' });
    const globalVersions = list.docs as unknown as Version[];
    assert.deepEqual(globalVersions.slice(0, 2).map((version) => (version.version.slides as { title: string }[])[0]!.title), ['New slide', 'Old slide']);
    assert.equal(globalVersions[0]!.parent, undefined);
    const old = await as.viewer.findGlobalVersionByID({ slug: 'hero-slider', id: globalVersions[1]!.id }) as unknown as Version;
    assert.deepEqual(old, globalVersions[1]);
    assert.equal(((await anonymous.findGlobal({ slug: 'hero-slider' })).slides as { title: string }[])[0]!.title, 'New slide');
    const restored = await as.editor.restoreGlobalVersion({ slug: 'hero-slider', id: old.id }) as unknown as Record<string, unknown>;
    assert.equal((restored.slides as { title: string }[])[0]!.title, 'Old slide');
    assert.equal(((await anonymous.findGlobal({ slug: 'hero-slider' })).slides as { title: string }[])[0]!.title, 'Old slide', 'the kept global is fresh');
    const now = (await as.viewer.findGlobalVersions({ slug: 'hero-slider' })).docs as unknown as Version[];
    assert.equal(now.length, globalVersions.length + 1);
    assert.equal((now[0]!.version.slides as { title: string }[])[0]!.title, 'Old slide');
  });

  describe('misuse', () => {
    const unchanged = async (what: () => Promise<unknown>) => {
      const before = [await as.editor.findByID({ collection: 'announcements', id: record.id }), (await versionsOf(record.id)).length];
      await what();
      assert.deepEqual([await as.editor.findByID({ collection: 'announcements', id: record.id }), (await versionsOf(record.id)).length], before, 'nothing changed');
    };

    it('anonymous: 401 on every route', async () => {
      assert.equal(await refusal(anonymous.findVersions({ collection: 'announcements' })), 401);
      assert.equal(await refusal(anonymous.findVersionByID({ collection: 'announcements', id: versions[0]!.id })), 401);
      assert.equal(await refusal(anonymous.findGlobalVersions({ slug: 'hero-slider' })), 401);
      await unchanged(async () => assert.equal(await refusal(anonymous.restoreVersion({ collection: 'announcements', id: versions[1]!.id })), 401));
    });

    it('a viewer reads versions but restores nothing (403), the record and its history as they were', async () => {
      await unchanged(async () => assert.equal(await refusal(as.viewer.restoreVersion({ collection: 'announcements', id: versions[1]!.id })), 403));
      const global = await anonymous.findGlobal({ slug: 'hero-slider' });
      const id = ((await as.viewer.findGlobalVersions({ slug: 'hero-slider', limit: 1, sort: 'createdAt' })).docs[0] as unknown as Version).id;
      assert.equal(await refusal(as.viewer.restoreGlobalVersion({ slug: 'hero-slider', id })), 403);
      assert.deepEqual(await anonymous.findGlobal({ slug: 'hero-slider' }), global);
    });

    it('unknown ids, another collection\'s versions and unknown filters: 404 and 400, nothing changed', async () => {
      const article = await as.editor.create({ collection: 'articles', data: { title: 'Elsewhere' } }) as unknown as Doc;
      const [articleVersion] = (await as.editor.findVersions({ collection: 'articles', where: { parent: { equals: article.id } } })).docs as unknown as Version[];
      assert.equal(articleVersion!.parent, article.id);
      assert.equal(await refusal(as.editor.findVersionByID({ collection: 'announcements', id: articleVersion!.id })), 404);
      assert.equal(await refusal(as.editor.findVersionByID({ collection: 'announcements', id: '999999999' })), 404);
      assert.equal(await refusal(as.editor.findVersionByID({ collection: 'announcements', id: 'not-a-number' })), 404);
      assert.equal(await refusal(as.editor.findGlobalVersionByID({ slug: 'hero-slider', id: versions[0]!.id })), 404);
      assert.equal(await refusal(as.editor.findVersions({ collection: 'no-such-things' as 'announcements' })), 404);
      assert.equal(await refusal(as.editor.findVersions({ collection: 'announcements', where: { title: { equals: 'First' } } })), 400);
      await unchanged(async () => {
        assert.equal(await refusal(as.editor.restoreVersion({ collection: 'announcements', id: articleVersion!.id })), 404);
        assert.equal(await refusal(as.editor.restoreVersion({ collection: 'announcements', id: '999999999' })), 404);
      });
      const articleNow = await as.editor.findByID({ collection: 'articles', id: article.id, draft: true });
      assert.equal((articleNow as unknown as Doc).title, 'Elsewhere');
    });

    it('users have no versions (404 to an admin too) and no password ever comes back', async () => {
      const users = await t.database.db.execute(sql`select id::text as id from audit_log where collection = 'users' order by id limit 1`) as unknown as { rows: { id: string }[] };
      const userVersion = users.rows[0]!.id;
      assert.equal(await refusal(as.admin.findVersions({ collection: 'users' })), 404);
      assert.equal(await refusal(as.admin.findVersionByID({ collection: 'users', id: userVersion })), 404);
      assert.equal(await refusal(as.admin.restoreVersion({ collection: 'users', id: userVersion })), 404);
      assert.equal(await refusal(as.viewer.findVersions({ collection: 'users' })), 404);
      const all = await as.admin.findVersions({ collection: 'announcements', limit: 1000 });
      assert.doesNotMatch(JSON.stringify(all), /password|secret/i);
    });

    it('a deleted record\'s versions are gone, as in Payload', async () => {
      const doomed = await as.editor.create({ collection: 'announcements', data: { title: 'Doomed' } }) as unknown as Doc;
      const [version] = await versionsOf(doomed.id);
      await as.editor.delete({ collection: 'announcements', id: doomed.id });
      assert.equal(await refusal(as.editor.findVersionByID({ collection: 'announcements', id: version!.id })), 404);
      assert.deepEqual(await versionsOf(doomed.id), []);
      assert.equal(await refusal(as.editor.restoreVersion({ collection: 'announcements', id: version!.id })), 404);
    });
  });
});
