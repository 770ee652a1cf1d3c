import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { PREVIEW_TOKEN_LIFETIME_MS } from '../../src/content-api/preview/preview-token.js';

const ADMIN = 'preview-admin-key';
const admin = { authorization: `Bearer ${ADMIN}` };
const PREVIEW_URL = 'https://shop.example/api/draft';

async function create(t: TestApp, collection: string, payload: Record<string, unknown>): Promise<string> {
  const response = await t.app.inject({ method: 'POST', url: `/api/${collection}`, headers: admin, payload });
  assert.equal(response.statusCode, 201, response.body);
  return response.json().doc.id;
}

/** A user of `role`, signed in: their session token, and a personal key narrowed to `keyRole` if given. */
async function person(t: TestApp, role: string, keyRole?: string): Promise<{ session: string; key?: string }> {
  const email = `${role}-${Math.random().toString(36).slice(2)}@shop.example`;
  const created = await t.app.inject({ method: 'POST', url: '/api/users', headers: admin, payload: { email, password: 'a long password 1', roles: [role] } });
  assert.equal(created.statusCode, 201, created.body);
  const login = await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email, password: 'a long password 1' } });
  const session = login.json().token as string;
  if (!keyRole) return { session };
  const key = await t.app.inject({ method: 'POST', url: '/api/api-keys', headers: { authorization: `Bearer ${session}` }, payload: { name: 'narrow', role: keyRole } });
  assert.equal(key.statusCode, 201, key.body);
  return { session, key: key.json().key };
}

const issue = (t: TestApp, headers: Record<string, string>, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/preview-tokens', headers, payload });

/** The read a storefront in draft mode makes. */
const previewRead = (t: TestApp, collection: string, id: string, token: string) =>
  t.app.inject({ url: `/api/${collection}/${id}?depth=0`, headers: { 'x-preview-token': token } });

describe('preview tokens in protected mode', () => {
  let t: TestApp;
  let draftCampaign: string;
  let otherDraft: string;
  let draftAnnouncement: string;
  let editor: { session: string; key?: string };

  before(async () => {
    t = await startTestApp({ ADMIN_API_KEY: ADMIN, STOREFRONT_PREVIEW_URL: PREVIEW_URL });
    draftCampaign = await create(t, 'preorder-products', { title: 'Secret campaign', _status: 'draft' });
    otherDraft = await create(t, 'preorder-products', { title: 'Other secret', _status: 'draft' });
    draftAnnouncement = await create(t, 'announcements', { title: 'Coming soon', status: 'draft' });
    editor = await person(t, 'editor', 'viewer');
  });
  after(() => t.close());

  it('a signed-in editor gets a token and the storefront link that opens it; the token reads that draft, privately', async () => {
    const answer = await issue(t, { authorization: `Bearer ${editor.session}` }, { collection: 'preorder-products', id: draftCampaign });
    assert.equal(answer.statusCode, 201, answer.body);
    const { token, expiresAt, url } = answer.json();
    assert.equal(Date.parse(expiresAt), t.clock.now.getTime() + PREVIEW_TOKEN_LIFETIME_MS);
    const link = new URL(url);
    assert.equal(`${link.origin}${link.pathname}`, PREVIEW_URL);
    assert.deepEqual(Object.fromEntries(link.searchParams), { collection: 'preorder-products', id: draftCampaign, token });

    assert.equal((await t.app.inject({ url: `/api/preorder-products/${draftCampaign}?draft=true` })).statusCode, 404, 'anonymous: no draft');
    const read = await previewRead(t, 'preorder-products', draftCampaign, token);
    assert.equal(read.statusCode, 200, read.body);
    assert.equal(read.json().title, 'Secret campaign');
    assert.match(String(read.headers['cache-control']), /private/);
    assert.match(String(read.headers.vary), /X-Preview-Token/);
    // the same target without the token right after: still hidden (nothing kept for anonymous readers)
    assert.equal((await t.app.inject({ url: `/api/preorder-products/${draftCampaign}?depth=0` })).statusCode, 404);
  });

  it('is refused for another record, in another collection, once expired, and when altered', async () => {
    const { token } = (await issue(t, { authorization: `Bearer ${editor.session}` }, { collection: 'preorder-products', id: draftCampaign })).json();
    const other = await previewRead(t, 'preorder-products', otherDraft, token);
    assert.equal(other.statusCode, 401);
    assert.match(other.json().errors[0].message, /for another record/);
    assert.equal((await previewRead(t, 'announcements', draftAnnouncement, token)).statusCode, 401);

    const [prefix, body, signature] = token.split('.');
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString());
    const forged = `${prefix}.${Buffer.from(JSON.stringify({ ...payload, i: otherDraft })).toString('base64url')}.${signature}`;
    const altered = await previewRead(t, 'preorder-products', otherDraft, forged);
    assert.equal(altered.statusCode, 401);
    assert.match(altered.json().errors[0].message, /signature does not match/);
    for (const junk of ['', 'pv1', 'pv1..', 'Bearer x', `${token}x`, `${prefix}.${body}`]) {
      assert.equal((await previewRead(t, 'preorder-products', draftCampaign, junk)).statusCode, 401, JSON.stringify(junk));
    }

    const saved = t.clock.now;
    t.clock.now = new Date(saved.getTime() + PREVIEW_TOKEN_LIFETIME_MS - 1000);
    assert.equal((await previewRead(t, 'preorder-products', draftCampaign, token)).statusCode, 200, 'still valid a second before');
    t.clock.now = new Date(saved.getTime() + PREVIEW_TOKEN_LIFETIME_MS);
    const expired = await previewRead(t, 'preorder-products', draftCampaign, token);
    t.clock.now = saved;
    assert.equal(expired.statusCode, 401);
    assert.match(expired.json().errors[0].message, /expired/);
  });

  it('is not handed out to anonymous callers, a narrower credential, or for what has no drafts', async () => {
    const target = { collection: 'preorder-products', id: draftCampaign };
    assert.equal((await issue(t, {}, target)).statusCode, 401, 'anonymous');
    const viewer = await person(t, 'viewer');
    assert.equal((await issue(t, { authorization: `Bearer ${viewer.session}` }, target)).statusCode, 403, 'a viewer');
    const narrow = await issue(t, { authorization: `Bearer ${editor.key}` }, target);
    assert.equal(narrow.statusCode, 403, 'an editor\'s key narrowed to viewer');
    assert.match(narrow.json().errors[0].message, /editor role/);
    assert.equal((await issue(t, { authorization: `Bearer ${editor.session}` }, { collection: 'users', id: 'x' })).statusCode, 404);
    assert.equal((await issue(t, { authorization: `Bearer ${editor.session}` }, { collection: 'media', id: 'x' })).statusCode, 400);
    assert.equal((await issue(t, { authorization: `Bearer ${editor.session}` }, { collection: 'announcements', id: '000000000000000000000000' })).statusCode, 404);
    const announcement = await issue(t, { authorization: `Bearer ${editor.session}` }, { collection: 'announcements', id: draftAnnouncement });
    assert.equal(announcement.statusCode, 201);
    assert.equal((await previewRead(t, 'announcements', draftAnnouncement, announcement.json().token)).json().title, 'Coming soon');
  });
});

describe('preview tokens in open mode', () => {
  let t: TestApp;
  let draftCampaign: string;

  before(async () => {
    t = await startTestApp({ ACCESS_MODE: 'open', ADMIN_API_KEY: ADMIN });
    draftCampaign = await create(t, 'preorder-products', { title: 'Open-mode draft', _status: 'draft' });
  });
  after(() => t.close());

  it('are still issued to a credential only, and a forged one is refused rather than ignored', async () => {
    assert.equal((await issue(t, {}, { collection: 'preorder-products', id: draftCampaign })).statusCode, 401, 'open mode does not open previews');
    const issued = await issue(t, admin, { collection: 'preorder-products', id: draftCampaign });
    assert.equal(issued.statusCode, 201);
    assert.equal(issued.json().url, null, 'no STOREFRONT_PREVIEW_URL: no link');
    assert.equal((await previewRead(t, 'preorder-products', draftCampaign, issued.json().token)).statusCode, 200);
    const forged = await previewRead(t, 'preorder-products', draftCampaign, `${issued.json().token.slice(0, -2)}AA`);
    assert.equal(forged.statusCode, 401, 'open mode shows drafts to all, yet a bad token is an error, not a pass');
  });

  it('names a version\'s author to a credential only: open mode\'s public reads versions without who', async () => {
    const url = `/api/preorder-products/versions?where[parent][equals]=${draftCampaign}`;
    const [publicVersion] = (await t.app.inject({ url })).json().docs;
    assert.deepEqual(publicVersion.author, { kind: 'admin-key', label: null });
    const [named] = (await t.app.inject({ url, headers: admin })).json().docs;
    assert.deepEqual(named.author, { kind: 'admin-key', label: 'ADMIN_API_KEY' });
    const one = (await t.app.inject({ url: `/api/preorder-products/versions/${named.id}` })).json();
    assert.equal(one.author.label, null);
  });
});
