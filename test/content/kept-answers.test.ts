import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { canonicalJson } from '../../src/lib/canonical-json.js';
import { createDoc, startTestApp, type TestApp } from '../helpers/app.js';

// Issue 19, point 1: content API answers are kept per normalized request and caller, and dropped by
// writes to what they read only. A change made in the database behind the service's back shows
// whether an answer was kept (it does not show) or built again (it shows).
const ADMIN = 'kept-content-admin-key';

// On PostgreSQL a change behind the service's back moves the shared content version (a trigger), so it
// cannot be hidden from a kept answer; test/scale-out.test.ts proves freshness across instances there.
describe('content API: kept answers', { skip: process.env.TEST_DB === 'postgres' && 'PGlite only: see the comment above' }, () => {
  let t: TestApp;
  let announcementId: string;
  let mediaId: string;
  const admin = { authorization: `Bearer ${ADMIN}` };
  const get = async (url: string, headers: Record<string, string> = {}) => {
    const response = await t.app.inject({ url, headers });
    assert.equal(response.statusCode, 200, response.body);
    return response;
  };
  /** Renames a document in the database without telling the service. */
  const renameBehindTheBack = (id: string, title: string) =>
    t.database.db.execute(sql`update documents set data = data || ${JSON.stringify({ title })}::jsonb where id = ${id}`);

  const contentMisses = async () =>
    Number(/storefront_cache_lookups_total\{cache="content",result="miss"\} (\d+)/.exec((await get('/metrics', admin)).body)?.[1] ?? 0);

  before(async () => {
    t = await startTestApp({ ADMIN_API_KEY: ADMIN });
    mediaId = (await createDoc(t.app, 'media', { url: 'https://cdn.example/a.jpg', alt: 'A' }, admin)).id;
    announcementId = (await createDoc(t.app, 'announcements', { title: 'Original', status: 'published' }, admin)).id;
    await createDoc(t.app, 'announcements', { title: 'Draft', status: 'draft' }, admin);
  });
  after(() => t.close());

  it('answers a repeated read from what it kept: the same bytes and ETag, a change behind its back unseen', async () => {
    const first = await get('/api/announcements?depth=0&sort=title');
    await renameBehindTheBack(announcementId, 'Changed behind');
    const second = await get('/api/announcements?depth=0&sort=title');
    assert.equal(second.body, first.body);
    assert.equal(second.headers.etag, first.headers.etag);
    // another spelling of the same query (defaults written out) is the same request
    assert.equal((await get('/api/announcements?sort=title&depth=0&limit=10&page=1')).body, first.body);
  });

  it('drops the kept answers of a collection on a write to it through the API', async () => {
    await get(`/api/announcements/${announcementId}?depth=0`);
    await createDoc(t.app, 'announcements', { title: 'Another', status: 'published' }, admin);
    assert.equal((await get(`/api/announcements/${announcementId}?depth=0`)).json().title, 'Changed behind');
    assert.match((await get('/api/announcements?depth=0&sort=title')).body, /Changed behind/);
  });

  it('keeps answers that do not read the written collection: a media write leaves depth-0 announcements kept', async () => {
    const kept = await get('/api/announcements?depth=0&sort=title');
    await renameBehindTheBack(announcementId, 'Second change');
    const media = await t.app.inject({ method: 'PATCH', url: `/api/media/${mediaId}`, headers: admin, payload: { alt: 'B' } });
    assert.equal(media.statusCode, 200);
    const missesBefore = await contentMisses();
    assert.equal((await get('/api/announcements?depth=0&sort=title')).body, kept.body, 'not dropped by a write it does not read');
    assert.equal(await contentMisses(), missesBefore, 'answered from the kept answer');
    await get('/api/announcements?depth=1&sort=title');
    assert.equal(await contentMisses(), missesBefore + 1, 'depth 1 reads media, so it was dropped and built again');
  });

  it('keeps callers apart: a credential with ?draft=true sees drafts, anonymous callers never get its answer', async () => {
    const anonymous = await get('/api/announcements?depth=0&sort=title&limit=50');
    const withDrafts = await get('/api/announcements?depth=0&sort=title&limit=50&draft=true', admin);
    assert.match(withDrafts.body, /"Draft"/);
    assert.doesNotMatch(anonymous.body, /"Draft"/);
    assert.doesNotMatch((await get('/api/announcements?depth=0&sort=title&limit=50&draft=true')).body, /"Draft"/);
    assert.equal(withDrafts.headers['cache-control'], 'private, no-cache');
  });

  it('never keeps users: each read is built for its caller', async () => {
    const user = await t.app.inject({ method: 'POST', url: '/api/users', headers: admin, payload: { email: 'kept@shop.example', password: 'kept password 1', roles: ['viewer'] } });
    assert.equal(user.statusCode, 201, user.body);
    await get('/api/users?depth=0', admin);
    await t.database.db.execute(sql`update documents set data = data || '{"name":"Renamed user"}'::jsonb where id = ${user.json().doc.id}`);
    assert.match((await get('/api/users?depth=0', admin)).body, /Renamed user/);
  });
});

describe('canonicalJson', () => {
  it('orders object keys at every level and keeps array order', () => {
    assert.equal(canonicalJson({ b: 1, a: { d: [2, { z: 1, y: 2 }], c: null } }), '{"a":{"c":null,"d":[2,{"y":2,"z":1}]},"b":1}');
    assert.equal(canonicalJson({ where: { or: [{ a: 1 }, { b: 2 }] } }), '{"where":{"or":[{"a":1},{"b":2}]}}');
    assert.notEqual(canonicalJson({ where: { or: [{ a: 1 }, { b: 2 }] } }), canonicalJson({ where: { or: [{ b: 2 }, { a: 1 }] } }));
    assert.equal(canonicalJson({ sort: undefined, limit: 10 }), '{"limit":10,"sort":null}');
  });
});
