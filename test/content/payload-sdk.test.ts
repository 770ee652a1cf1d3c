import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { PayloadSDK, PayloadSDKError } from '@payloadcms/sdk';
import { sql } from 'drizzle-orm';
import { createUser } from '../../src/accounts/manage-users.js';
import { MAX_BULK_DOCUMENTS } from '../../src/content/operations/bulk-selection.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

/**
 * Payload's own REST client (@payloadcms/sdk) against the service, listening on a port, in protected mode:
 * sign-in, then its collection, global and auth operations, count, select and the bulk writes, each new
 * route also misused (anonymous, too low a role, bad where, too many documents) with the data read back.
 */

const CLI = { kind: 'cli', role: 'admin' } as const;
const PASSWORD = 'a long enough password';
type Doc = Record<string, unknown> & { id: string };
// No generated Payload types here: documents are plain records.
type Sdk = PayloadSDK;

/** What a refused SDK call threw: its status and first message. */
async function refusal(call: Promise<unknown>): Promise<{ status: number; message: string; errors: unknown[] }> {
  try {
    await call;
  } catch (error) {
    assert.ok(error instanceof PayloadSDKError, String(error));
    return { status: error.status, message: error.message, errors: error.errors };
  }
  assert.fail('the call was not refused');
}

async function signedIn(base: string, email: string): Promise<Sdk> {
  const anonymous = new PayloadSDK({ baseURL: `${base}/api` });
  const login = await anonymous.login({ collection: 'users', data: { email, password: PASSWORD } });
  assert.ok(login.token, 'a token');
  return new PayloadSDK({ baseURL: `${base}/api`, baseInit: { headers: { Authorization: `JWT ${login.token}` } } });
}

describe('Payload\'s REST SDK against the service (protected mode)', () => {
  let t: TestApp;
  let base: string;
  let anonymous: Sdk;
  const as = {} as Record<'admin' | 'editor' | 'viewer', Sdk>;
  const announced: string[] = [];

  const auditCount = async (operation: string, ids: readonly string[]) => {
    const result = (await t.database.db.execute(sql`select count(*)::int as n from audit_log
      where operation = ${operation} and document_id in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`)) as unknown as { rows: { n: number }[] };
    return Number(result.rows[0]!.n);
  };
  const titles = async (ids: readonly string[]) => {
    const { docs } = await as.editor.find({ collection: 'announcements', where: { id: { in: ids } }, limit: 1000, draft: true, sort: 'title' });
    return docs.map((doc) => (doc as Doc).title);
  };
  const create = (data: Record<string, unknown>, sdk: Sdk = as.editor) => sdk.create({ collection: 'announcements', data }) as Promise<Doc>;

  before(async () => {
    t = await startTestApp({ ACCESS_MODE: 'protected', ADMIN_API_KEY: 'payload-sdk-admin-key' });
    for (const role of ['admin', 'editor', 'viewer'] as const) await createUser(t.context, CLI, { email: `${role}@sdk.example`, role, password: PASSWORD });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    anonymous = new PayloadSDK({ baseURL: `${base}/api` });
    for (const role of ['admin', 'editor', 'viewer'] as const) as[role] = await signedIn(base, `${role}@sdk.example`);
    t.context.changes.subscribe((slug) => void announced.push(slug));
  });
  after(async () => t.close());

  it('signs in, and me names the user', async () => {
    const me = await as.editor.me({ collection: 'users' });
    assert.equal((me.user as unknown as Doc).email, 'editor@sdk.example');
    assert.equal((await anonymous.me({ collection: 'users' })).user, null);
    // a session of its own: refreshing ends the one it was made with
    const session = await anonymous.login({ collection: 'users', data: { email: 'viewer@sdk.example', password: PASSWORD } });
    const refreshed = await anonymous.refreshToken({ collection: 'users' }, { headers: { Authorization: `JWT ${session.token}` } });
    const next = new PayloadSDK({ baseURL: `${base}/api`, baseInit: { headers: { Authorization: `JWT ${refreshed.refreshedToken}` } } });
    assert.equal(((await next.me({ collection: 'users' })).user as unknown as Doc).email, 'viewer@sdk.example');
  });

  it('creates, finds (where with and/or, sort, limit, page), updates and deletes by id, reads and writes globals', async () => {
    const a = await create({ title: 'SDK alpha', status: 'published', priority: 1 });
    const b = await create({ title: 'SDK beta', status: 'published', priority: 2 });
    const c = await create({ title: 'SDK gamma', status: 'draft', priority: 3 });
    assert.equal((await anonymous.findByID({ collection: 'announcements', id: a.id }) as Doc).title, 'SDK alpha');
    const page = await as.editor.find({
      collection: 'announcements', draft: true, sort: '-priority', limit: 2, page: 1,
      where: { and: [{ title: { like: 'SDK' } }, { or: [{ status: { equals: 'draft' } }, { priority: { less_than: 2 } }] }] },
    });
    assert.deepEqual([page.docs.map((doc) => (doc as Doc).title), page.totalDocs, page.hasNextPage], [['SDK gamma', 'SDK alpha'], 2, false]);
    const updated = await as.editor.update({ collection: 'announcements', id: b.id, data: { priority: 9 } }) as Doc;
    assert.equal(updated.priority, 9);
    await as.editor.updateGlobal({ slug: 'hero-slider', data: { slides: [{ id: 's1', title: 'Hello', subtitle: 'from the SDK' }] } });
    const hero = await anonymous.findGlobal({ slug: 'hero-slider' }) as Record<string, unknown>;
    assert.equal((hero.slides as Doc[])[0]!.title, 'Hello');
    const deleted = await as.editor.delete({ collection: 'announcements', id: c.id }) as Doc;
    assert.equal(deleted.id, c.id);
    assert.equal((await refusal(as.editor.findByID({ collection: 'announcements', id: c.id, draft: true }))).status, 404);
    await as.editor.delete({ collection: 'announcements', where: { title: { like: 'SDK' } } });
  });

  describe('count', () => {
    it('counts what a where matches, drafts only for a credential asking for them, as find does', async () => {
      await Promise.all([create({ title: 'Count one', status: 'published' }), create({ title: 'Count two', status: 'published' }), create({ title: 'Count three', status: 'draft' })]);
      const where = { title: { like: 'Count' } };
      assert.deepEqual(await anonymous.count({ collection: 'announcements', where }), { totalDocs: 2 });
      // the SDK's count types no draft, yet sends it (Payload's REST count takes none: its access rules decide)
      const withDrafts = { collection: 'announcements', where, draft: true } as Parameters<Sdk['count']>[0];
      assert.deepEqual(await anonymous.count(withDrafts), { totalDocs: 2 }, 'anonymous: no drafts');
      assert.deepEqual(await as.viewer.count(withDrafts), { totalDocs: 3 });
      assert.deepEqual(await as.viewer.count({ collection: 'announcements', where: { title: { equals: 'Count two' } } }), { totalDocs: 1 });
      // the same count again (kept), and after a write (fresh)
      await create({ title: 'Count four', status: 'published' });
      assert.deepEqual(await anonymous.count({ collection: 'announcements', where }), { totalDocs: 3 });
    });

    it('needs the read access of find: users are counted by admins only', async () => {
      assert.deepEqual(await as.admin.count({ collection: 'users' }), { totalDocs: 3 });
      assert.equal((await refusal(anonymous.count({ collection: 'users' }))).status, 401);
      assert.equal((await refusal(as.editor.count({ collection: 'users' }))).status, 403);
    });

    it('refuses a bad where and an unknown collection', async () => {
      const bad = await refusal(anonymous.count({ collection: 'announcements', where: { nope: { equals: 1 } } }));
      assert.deepEqual([bad.status, bad.message], [400, 'Unknown field "nope".']);
      assert.equal((await refusal(anonymous.count({ collection: 'no-such-things' as 'announcements' }))).status, 404);
    });
  });

  describe('select', () => {
    let doc: Doc;
    before(async () => {
      doc = await create({ title: 'Selected', summary: 'A long summary', status: 'published', priority: 4, type: 'news' });
    });

    it('returns only the selected fields and the id (find, findByID, findGlobal), or all but the excluded ones', async () => {
      const where = { id: { equals: doc.id } };
      const found = await anonymous.find({ collection: 'announcements', where, select: { title: true, priority: true } });
      assert.deepEqual(found.docs, [{ id: doc.id, title: 'Selected', priority: 4 }]);
      assert.deepEqual(await anonymous.findByID({ collection: 'announcements', id: doc.id, select: { summary: true } }), { id: doc.id, summary: 'A long summary' });
      const excluded = await anonymous.findByID({ collection: 'announcements', id: doc.id, select: { summary: false, content: false } }) as Doc;
      assert.deepEqual(Object.keys(excluded).sort(), Object.keys(doc).filter((name) => name !== 'summary' && name !== 'content').sort());
      const hero = await anonymous.findGlobal({ slug: 'hero-slider', select: { slides: { title: true } } });
      assert.deepEqual(hero, { globalType: 'hero-slider', slides: [{ title: 'Hello' }] });
    });

    it('never serves a selected answer to an unselected request, or the reverse (kept answers, fast lane)', async () => {
      const full = (value: unknown) => assert.equal((value as Doc).summary, 'A long summary');
      const part = (value: unknown) => assert.deepEqual(value, { id: doc.id, title: 'Selected' });
      for (let round = 0; round < 3; round += 1) {
        full(await anonymous.findByID({ collection: 'announcements', id: doc.id }));
        part(await anonymous.findByID({ collection: 'announcements', id: doc.id, select: { title: true } }));
        full((await anonymous.find({ collection: 'announcements', where: { id: { equals: doc.id } } })).docs[0]);
        part((await anonymous.find({ collection: 'announcements', where: { id: { equals: doc.id } }, select: { title: true } })).docs[0]);
        full(await as.viewer.findByID({ collection: 'announcements', id: doc.id }));
        part(await as.viewer.findByID({ collection: 'announcements', id: doc.id, select: { title: true } }));
      }
    });

    it('refuses an unknown field, a value other than true or false, and a select mixing both', async () => {
      for (const select of [{ nope: true }, { title: 'yes' }, { title: true, summary: false }]) {
        const refused = await refusal(anonymous.find({ collection: 'announcements', select: select as never }));
        assert.equal(refused.status, 400, JSON.stringify(select));
      }
    });
  });

  describe('update by where', () => {
    it('updates every matching document through the one-document update: audited, announced, kept answers fresh', async () => {
      const docs = await Promise.all([1, 2, 3].map((n) => create({ title: `Bulk ${n}`, status: 'published', priority: n })));
      const ids = docs.map((doc) => doc.id);
      // kept answers (anonymous: the fast lane too) of a list and a document, before the write
      const listed = async () => (await anonymous.find({ collection: 'announcements', where: { title: { like: 'Bulk' } }, sort: 'priority' })).docs.map((doc) => (doc as Doc).summary);
      const detail = async () => ((await anonymous.findByID({ collection: 'announcements', id: ids[0]! })) as Doc).summary;
      for (let read = 0; read < 2; read += 1) assert.deepEqual([await listed(), await detail()], [['', '', ''], '']);
      announced.length = 0;
      const result = await as.editor.update({ collection: 'announcements', where: { title: { like: 'Bulk' } }, data: { summary: 'Changed in bulk' } });
      assert.deepEqual(result.errors, []);
      assert.deepEqual(result.docs.map((doc) => [(doc as Doc).id, (doc as Doc).summary]).sort(), ids.map((id) => [id, 'Changed in bulk']).sort());
      assert.deepEqual([await listed(), await detail()], [['Changed in bulk', 'Changed in bulk', 'Changed in bulk'], 'Changed in bulk']);
      assert.equal(await auditCount('update', ids), 3);
      assert.deepEqual(announced, ['announcements'], 'one announcement, after the commit');
      const selected = await as.editor.update({ collection: 'announcements', where: { id: { in: ids } }, data: { priority: 0 }, select: { priority: true } });
      assert.deepEqual(selected.docs.map((doc) => Object.keys(doc).sort()), [['id', 'priority'], ['id', 'priority'], ['id', 'priority']]);
    });

    it('writes nothing when one document fails, and names each that did (Payload\'s errors)', async () => {
      const products = await Promise.all(['P1', 'P2'].map((title) => as.editor.create({ collection: 'products', data: { title, status: 'draft', backendId: null } }) as Promise<Doc>));
      const ids = products.map((doc) => doc.id);
      const failed = await refusal(as.editor.update({ collection: 'products', where: { id: { in: ids } }, data: { title: 'Renamed', backendId: 'prod_same' } }));
      assert.equal(failed.status, 400);
      // the first document written takes the backendId, the second cannot: neither is kept
      const [error] = failed.errors as { id: string; message: string }[];
      assert.deepEqual([failed.errors.length, ids.includes(error!.id), error!.message], [1, true, 'backendId: A product with this backendId already exists in products or preorder-products.']);
      const after = await as.editor.find({ collection: 'products', where: { id: { in: ids } }, draft: true, sort: 'title' });
      assert.deepEqual(after.docs.map((doc) => [(doc as Doc).title, (doc as Doc).backendId]), [['P1', null], ['P2', null]]);
      assert.equal(await auditCount('update', ids), 0);
    });

    it('refuses the anonymous, a viewer, an editor on users, a bad where or body, no where, too many: and changes nothing', async () => {
      const docs = await Promise.all(Array.from({ length: MAX_BULK_DOCUMENTS + 1 }, (_, n) => create({ title: `Many ${n}`, status: 'draft' })));
      const where = { title: { like: 'Many' } };
      const data = { summary: 'Should not be' };
      const refusals = [
        [() => anonymous.update({ collection: 'announcements', where, data }), 401],
        [() => as.viewer.update({ collection: 'announcements', where, data }), 403],
        [() => as.editor.update({ collection: 'users', where: { email: { like: 'sdk.example' } }, data: { name: 'Renamed' } }), 403],
        [() => as.editor.update({ collection: 'announcements', where: { nope: { equals: 'x' } }, data }), 400],
        [() => as.editor.update({ collection: 'announcements', where, data: { priority: 'high' } }), 400],
        [() => as.editor.update({ collection: 'announcements', where: {}, data }), 400],
        [() => as.editor.update({ collection: 'announcements', where, data }), 400],
      ] as const;
      for (const [call, status] of refusals) assert.equal((await refusal(call())).status, status, String(call));
      const tooMany = await refusal(as.editor.update({ collection: 'announcements', where, data }));
      assert.match(tooMany.message, new RegExp(`more than ${MAX_BULK_DOCUMENTS} documents`));
      assert.deepEqual(await as.editor.count({ collection: 'announcements', where: { summary: { equals: 'Should not be' } } }), { totalDocs: 0 });
      assert.equal((await t.database.db.execute(sql`select 1 from documents where data->>'summary' = 'Should not be'`) as unknown as { rows: unknown[] }).rows.length, 0);
      assert.equal(await auditCount('update', docs.map((doc) => doc.id)), 0);
      const users = await as.admin.find({ collection: 'users', sort: 'email' });
      assert.deepEqual(users.docs.map((user) => (user as Doc).name ?? null), [null, null, null]);
      // a limit takes a batch
      const batch = await as.editor.update({ collection: 'announcements', where, data: { summary: 'First batch' }, limit: 10 });
      assert.equal(batch.docs.length, 10);
    });
  });

  describe('delete by where', () => {
    it('deletes every matching document through the one-document delete: audited, announced, gone from kept answers', async () => {
      const docs = await Promise.all([1, 2].map((n) => create({ title: `Gone ${n}`, status: 'published' })));
      const ids = docs.map((doc) => doc.id);
      for (let read = 0; read < 2; read += 1) assert.equal((await anonymous.findByID({ collection: 'announcements', id: ids[0]! }) as Doc).id, ids[0]);
      const result = await as.editor.delete({ collection: 'announcements', where: { title: { like: 'Gone' } } });
      assert.deepEqual([result.docs.map((doc) => (doc as Doc).id).sort(), result.errors], [[...ids].sort(), []]);
      assert.equal((await refusal(anonymous.findByID({ collection: 'announcements', id: ids[0]! }))).status, 404);
      assert.deepEqual(await anonymous.count({ collection: 'announcements', where: { title: { like: 'Gone' } } }), { totalDocs: 0 });
      assert.equal(await auditCount('delete', ids), 2);
    });

    it('takes a deleted user\'s sessions with them (admins only)', async () => {
      await createUser(t.context, CLI, { email: 'leaving@sdk.example', role: 'viewer', password: PASSWORD });
      const leaving = await signedIn(base, 'leaving@sdk.example');
      const where = { email: { equals: 'leaving@sdk.example' } };
      assert.equal((await refusal(as.editor.delete({ collection: 'users', where }))).status, 403);
      assert.equal(((await leaving.me({ collection: 'users' })).user as unknown as Doc).email, 'leaving@sdk.example');
      const result = await as.admin.delete({ collection: 'users', where });
      assert.equal(result.docs.length, 1);
      assert.equal((await leaving.me({ collection: 'users' })).user, null);
    });

    it('refuses the anonymous, a viewer, a bad where, no where, too many: and deletes nothing', async () => {
      const docs = await Promise.all(Array.from({ length: MAX_BULK_DOCUMENTS + 1 }, (_, n) => create({ title: `Kept ${n}`, status: 'published' })));
      const where = { title: { like: 'Kept' } };
      const refusals = [
        [() => anonymous.delete({ collection: 'announcements', where }), 401],
        [() => as.viewer.delete({ collection: 'announcements', where }), 403],
        [() => as.editor.delete({ collection: 'announcements', where: { title: { nope: 'x' } as never } }), 400],
        [() => as.editor.delete({ collection: 'announcements', where: {} }), 400],
        [() => as.editor.delete({ collection: 'announcements', where }), 400],
      ] as const;
      for (const [call, status] of refusals) assert.equal((await refusal(call())).status, status, String(call));
      assert.deepEqual(await anonymous.count({ collection: 'announcements', where }), { totalDocs: MAX_BULK_DOCUMENTS + 1 });
      assert.equal(await auditCount('delete', docs.map((doc) => doc.id)), 0);
      assert.deepEqual(await titles([docs[0]!.id]), ['Kept 0']);
    });
  });
});

describe('Payload\'s REST SDK against the service in open mode', () => {
  let t: TestApp;
  let anonymous: Sdk;
  before(async () => {
    t = await startTestApp({ ACCESS_MODE: 'open' });
    await createUser(t.context, CLI, { email: 'someone@sdk.example', role: 'viewer', password: PASSWORD });
    anonymous = new PayloadSDK({ baseURL: `${await t.app.listen({ port: 0, host: '127.0.0.1' })}/api` });
  });
  after(async () => t.close());

  it('lets anyone count and write content in bulk, as open mode does, but never users', async () => {
    await Promise.all(['Open 1', 'Open 2'].map((title) => anonymous.create({ collection: 'announcements', data: { title, status: 'draft' } })));
    assert.deepEqual(await anonymous.count({ collection: 'announcements' }), { totalDocs: 2 }, 'open mode shows drafts');
    const updated = await anonymous.update({ collection: 'announcements', where: { title: { like: 'Open' } }, data: { status: 'published' } });
    assert.equal(updated.docs.length, 2);
    const where = { email: { like: 'sdk.example' } };
    assert.equal((await refusal(anonymous.count({ collection: 'users' }))).status, 401);
    assert.equal((await refusal(anonymous.update({ collection: 'users', where, data: { name: 'Taken over' } }))).status, 401);
    assert.equal((await refusal(anonymous.delete({ collection: 'users', where }))).status, 401);
    const users = (await t.database.db.execute(sql`select data->>'name' as name from documents where collection = 'users'`)) as unknown as { rows: { name: string | null }[] };
    assert.deepEqual(users.rows, [{ name: null }]);
    const deleted = await anonymous.delete({ collection: 'announcements', where: { status: { equals: 'published' } } });
    assert.equal(deleted.docs.length, 2);
  });
});
