import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { openDatabase } from '../../src/db/client.js';
import { createUser } from '../../src/accounts/manage-users.js';
import { PASSWORD_COST, PasswordHasher } from '../../src/identity/passwords.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

const ADMIN_KEY = 'admin-key-for-accounts-test';
const CLI = { kind: 'cli', role: 'admin' } as const;
const PASSWORD = 'a long enough password';

let t: TestApp;
before(async () => {
  t = await startTestApp({ ADMIN_API_KEY: ADMIN_KEY, ACCESS_MODE: 'protected', SIGN_IN_ATTEMPTS_PER_MINUTE: '1000' });
  await createUser(t.context, CLI, { email: 'root@shop.example', role: 'admin', password: PASSWORD });
});
after(async () => t.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function login(email: string, password = PASSWORD, app = t.app) {
  const response = await app.inject({ method: 'POST', url: '/api/users/login', payload: { email, password } });
  return { response, token: response.json().token as string };
}

async function count(table: 'audit_log' | 'sessions' | 'api_keys', where = sql`true`): Promise<number> {
  const result = (await t.database.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)} where ${where}`)) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]!.n);
}

async function documentCount(collection: string): Promise<number> {
  const result = (await t.database.db.execute(sql`select count(*)::int as n from documents where collection = ${collection}`)) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]!.n);
}

async function makeUser(adminToken: string, email: string, role: string): Promise<string> {
  const created = await t.app.inject({ method: 'POST', url: '/api/users', headers: bearer(adminToken), payload: { email, password: PASSWORD, roles: [role] } });
  assert.equal(created.statusCode, 201, created.body);
  return created.json().doc.id;
}

describe('every route has an access rule', () => {
  // The rule each route must have; a route added without a row here (or without a rule) fails this test.
  const expected: Record<string, string> = {
    'GET /': 'public', 'GET /healthz': 'public', 'GET /readyz': 'public', 'GET /metrics': 'maintenance:stats', 'GET /openapi.json': 'public',
    'GET /api/home': 'public', 'GET /api/preorders/:id': 'public', 'GET /api/public/product-recommendations': 'public',
    'PATCH /api/preorders/:id': 'preorders:write', 'GET /api/preorders/:id/orders': 'preorders:orders',
    'GET /api/sync-backend': 'sync:one|sync:all', 'POST /api/sync-backend': 'sync:one', 'GET /api/sync-runs': 'sync:read',
    'GET /api/clear-data': 'maintenance:delete', 'POST /api/clear-data': 'maintenance:delete',
    'GET /api/admin': 'maintenance:stats', 'DELETE /api/admin': 'maintenance:delete', 'GET /api/admin/export': 'backup:export',
    'GET /api/globals/:slug': 'public', 'POST /api/globals/:slug': 'globals:write',
    'GET /api/:collection': 'public|users:read', 'GET /api/:collection/:id': 'public|users:read',
    'POST /api/:collection': 'content:write|users:write', 'PATCH /api/:collection/:id': 'content:write|users:write',
    'DELETE /api/:collection/:id': 'content:write|users:write',
    'GET /api/:collection/count': 'public|users:read', 'PATCH /api/:collection': 'content:write|users:write', 'DELETE /api/:collection': 'content:write|users:write',
    'GET /api/:collection/versions': 'content:read-drafts', 'GET /api/:collection/versions/:id': 'content:read-drafts', 'POST /api/:collection/versions/:id': 'content:write',
    'GET /api/globals/:slug/versions': 'content:read-drafts', 'GET /api/globals/:slug/versions/:id': 'content:read-drafts', 'POST /api/globals/:slug/versions/:id': 'globals:write',
    'POST /api/users/login': 'public', 'GET /api/users/me': 'public', 'POST /api/users/logout': 'public', 'POST /api/users/refresh-token': 'public',
    'GET /api/api-keys': 'api-keys:own', 'POST /api/api-keys': 'api-keys:own', 'DELETE /api/api-keys/:id': 'api-keys:own',
    'GET /api/audit': 'audit:read', 'GET /api/schema': 'schema:read', 'POST /api/preview-tokens': 'content:preview',
    'POST /api/media': 'content:write', 'GET /media/:key': 'public',
    'PATCH /api/users/me': 'account:own',
    'GET /admin': 'public', 'GET /admin/': 'public', 'GET /admin/assets/:file': 'public',
    'POST /api/commerce/events': 'public', 'GET /api/preorders/:id/live': 'public',
    'GET /api/webhooks': 'webhooks:manage', 'POST /api/webhooks': 'webhooks:manage', 'GET /api/webhooks/event-types': 'webhooks:manage',
    'GET /api/webhooks/:id': 'webhooks:manage', 'PATCH /api/webhooks/:id': 'webhooks:manage', 'DELETE /api/webhooks/:id': 'webhooks:manage',
    'POST /api/webhooks/:id/rotate-secret': 'webhooks:manage', 'GET /api/webhooks/:id/deliveries': 'webhooks:manage',
    'POST /api/webhooks/:id/deliveries/:deliveryId/redeliver': 'webhooks:manage',
  };

  it('lists the same routes as the table, each with its rule', () => {
    const rules = t.context.routeRules.filter((rule) => rule.method !== 'HEAD' && !rule.url.startsWith('/docs'));
    assert.deepEqual(rules.map((rule) => `${rule.method} ${rule.url}`).sort(), Object.keys(expected).sort());
    for (const rule of rules) {
      const want = expected[`${rule.method} ${rule.url}`]!;
      if (typeof rule.access === 'function') assert.ok(want.includes('|'), `${rule.method} ${rule.url} decides per request`);
      else assert.equal(rule.access, want, `${rule.method} ${rule.url}`);
    }
    for (const rule of t.context.routeRules) assert.notEqual(rule.access, undefined, `${rule.method} ${rule.url}`);
  });
});

describe('sign-in, roles, keys and the audit trail (protected mode)', () => {
  let admin: string;
  let editor: string;
  let editorId: string;

  it('signs the first admin in: {user, token, exp} and an HttpOnly SameSite cookie, never the hash', async () => {
    const { response, token } = await login('ROOT@shop.example');
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json();
    assert.equal(body.user.email, 'root@shop.example');
    assert.deepEqual(body.user.roles, ['admin']);
    assert.equal(body.user.passwordHash, undefined);
    assert.ok(body.exp > Date.now() / 1000 + 3600);
    const cookie = String(response.headers['set-cookie']);
    assert.match(cookie, /^storefront-token=sfs_[\w-]+; Path=\/; Max-Age=\d+; Expires=.*; HttpOnly; SameSite=Lax$/);
    admin = token;
    const me = await t.app.inject({ url: '/api/users/me', headers: { authorization: `JWT ${admin}` } });
    assert.equal(me.json().user.email, 'root@shop.example');
    const anonymousMe = await t.app.inject({ url: '/api/users/me' });
    assert.deepEqual(anonymousMe.json(), { user: null });
  });

  it('refuses a wrong password and an unknown e-mail with the same answer', async () => {
    const wrongPassword = await login('root@shop.example', 'not the password');
    const unknown = await login('nobody@shop.example', 'not the password');
    assert.equal(wrongPassword.response.statusCode, 401);
    assert.equal(unknown.response.statusCode, 401);
    assert.deepEqual(wrongPassword.response.json(), unknown.response.json());
    assert.equal(wrongPassword.response.headers['set-cookie'], undefined);
  });

  it('lets the admin create an editor; the editor writes content but not users, and reads no audit', async () => {
    editorId = await makeUser(admin, 'ed@shop.example', 'editor');
    editor = (await login('ed@shop.example')).token;
    const announcement = await t.app.inject({ method: 'POST', url: '/api/announcements', headers: bearer(editor), payload: { title: 'Hello' } });
    assert.equal(announcement.statusCode, 201);
    const users = await documentCount('users');
    const refused = await t.app.inject({ method: 'POST', url: '/api/users', headers: bearer(editor), payload: { email: 'x@shop.example', password: PASSWORD, roles: ['admin'] } });
    assert.equal(refused.statusCode, 403);
    assert.match(refused.json().errors[0].message, /admin role/);
    assert.equal(await documentCount('users'), users, 'nothing was created');
    assert.equal((await t.app.inject({ url: '/api/audit', headers: bearer(editor) })).statusCode, 403);
    assert.equal((await t.app.inject({ url: '/api/clear-data?confirm=true', headers: bearer(editor) })).statusCode, 403);
    assert.equal(await documentCount('announcements'), 1, 'the refused clear-data deleted nothing');
  });

  it('shows users (e-mails, roles) to admins only: an editor gets 403, and an article\'s author stays a bare id', async () => {
    for (const url of ['/api/users', `/api/users/${editorId}`, '/api/users?where[email][like]=root']) {
      const refused = await t.app.inject({ url, headers: bearer(editor) });
      assert.equal(refused.statusCode, 403, url);
      assert.match(refused.json().errors[0].message, /admin role/);
      assert.ok(!refused.body.includes('@shop.example'), 'no e-mail in the refusal');
    }
    const article = await t.app.inject({ method: 'POST', url: '/api/articles', headers: bearer(editor), payload: { title: 'Story', author: editorId, status: 'published' } });
    assert.equal(article.statusCode, 201, article.body);
    const id = article.json().doc.id;
    assert.ok(!article.body.includes('@shop.example'), 'the answer to the editor\'s own write shows no user either');
    const authorAs = async (token: string | undefined) =>
      (await t.app.inject({ url: `/api/articles/${id}?depth=2`, headers: token ? bearer(token) : {} })).json().author;
    const bare = { relationTo: 'users', value: editorId };
    assert.deepEqual(await authorAs(editor), bare);
    assert.deepEqual(await authorAs(undefined), bare);
    assert.match(JSON.stringify(await authorAs(admin)), /"email":"ed@shop\.example"/);
    assert.deepEqual(await authorAs(editor), bare, 'no answer kept for the admin reaches the editor');
    await t.app.inject({ method: 'DELETE', url: `/api/articles/${id}`, headers: bearer(admin) });
  });

  it('refuses anonymous writes with 401 before reading the body, and a viewer\'s with 403', async () => {
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/announcements', payload: '{"title": not json' , headers: { 'content-type': 'application/json' } });
    assert.equal(anonymous.statusCode, 401);
    await makeUser(admin, 'vi@shop.example', 'viewer');
    const viewer = (await login('vi@shop.example')).token;
    const refused = await t.app.inject({ method: 'POST', url: '/api/announcements', headers: bearer(viewer), payload: { title: 'No' } });
    assert.equal(refused.statusCode, 403);
    assert.equal(await documentCount('announcements'), 1);
    assert.equal((await t.app.inject({ url: '/api/users', headers: bearer(viewer) })).statusCode, 403, 'users are for admins');
    assert.equal((await t.app.inject({ url: '/api/users' })).statusCode, 401);
  });

  it('gives personal API keys shown once, stored hashed, listed with last use, narrowed by role, revocable', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/api-keys', headers: bearer(editor), payload: { name: 'build', role: 'viewer' } });
    assert.equal(created.statusCode, 201, created.body);
    const { key, doc } = created.json();
    assert.match(key, /^sfk_/);
    assert.equal(doc.role, 'viewer');
    const stored = (await t.database.db.execute(sql`select key_hash from api_keys where id = ${doc.id}`)) as unknown as { rows: { key_hash: string }[] };
    assert.notEqual(stored.rows[0]!.key_hash, key);
    assert.ok(!JSON.stringify((await t.app.inject({ url: '/api/api-keys', headers: bearer(editor) })).json()).includes(key));
    // A viewer key reads but cannot write, though its owner can.
    assert.equal((await t.app.inject({ url: '/api/schema', headers: { authorization: `users API-Key ${key}` } })).statusCode, 200);
    assert.equal((await t.app.inject({ method: 'POST', url: '/api/announcements', headers: bearer(key), payload: { title: 'k' } })).statusCode, 403);
    const listed = (await t.app.inject({ url: '/api/api-keys', headers: bearer(editor) })).json().docs;
    assert.equal(listed.length, 1);
    assert.ok(listed[0].lastUsedAt, 'last use recorded');
    const tooMuch = await t.app.inject({ method: 'POST', url: '/api/api-keys', headers: bearer(editor), payload: { name: 'x', role: 'admin' } });
    assert.equal(tooMuch.statusCode, 403, 'no credential makes a key with more rights than its own');
    const revoked = await t.app.inject({ method: 'DELETE', url: `/api/api-keys/${doc.id}`, headers: bearer(editor) });
    assert.equal(revoked.statusCode, 200);
    assert.equal((await t.app.inject({ url: '/api/schema', headers: bearer(key) })).statusCode, 401);
  });

  it('records who changed what, old and new values, never secrets; admins read it with filters', async () => {
    const announcement = (await t.app.inject({ url: '/api/announcements?draft=true', headers: bearer(editor) })).json().docs[0];
    await t.app.inject({ method: 'PATCH', url: `/api/announcements/${announcement.id}`, headers: bearer(editor), payload: { title: 'Hello again' } });
    const trail = await t.app.inject({ url: `/api/audit?collection=announcements&id=${announcement.id}`, headers: bearer(admin) });
    assert.equal(trail.statusCode, 200);
    const [update, create] = trail.json().docs;
    assert.equal(update.operation, 'update');
    assert.deepEqual(update.changes, { title: ['Hello', 'Hello again'] });
    assert.deepEqual(update.actor, { kind: 'user', id: editorId, label: 'ed@shop.example' });
    assert.equal(create.operation, 'create');
    const byActor = (await t.app.inject({ url: `/api/audit?actor=${editorId}&limit=100`, headers: bearer(admin) })).json();
    assert.ok(byActor.docs.every((entry: { actor: { id: string } }) => entry.actor.id === editorId));
    const users = JSON.stringify((await t.app.inject({ url: '/api/audit?collection=users&limit=100', headers: bearer(admin) })).json());
    assert.ok(!users.includes('scrypt'), 'no password hash in the trail');
    assert.ok(users.includes('[secret]'));
    const keyed = await t.app.inject({ url: '/api/audit?collection=announcements', headers: bearer(ADMIN_KEY) });
    assert.equal(keyed.statusCode, 200, 'the admin key reads the trail');
  });

  it('writes no audit entry for a write that fails inside its transaction', async () => {
    const product = await t.app.inject({ method: 'POST', url: '/api/products', headers: bearer(editor), payload: { title: 'P', backendId: 'prod_dup' } });
    assert.equal(product.statusCode, 201);
    const entries = await count('audit_log');
    const duplicate = await t.app.inject({ method: 'POST', url: '/api/preorder-products', headers: bearer(editor), payload: { title: 'Q', backendId: 'prod_dup' } });
    assert.equal(duplicate.statusCode, 400);
    assert.equal(await count('audit_log'), entries);
  });

  it('ends a session on logout, and every session of a user on a password change, a role change or deletion', async () => {
    const { token: second } = await login('ed@shop.example');
    const logout = await t.app.inject({ method: 'POST', url: '/api/users/logout', headers: bearer(second) });
    assert.equal(logout.statusCode, 200);
    assert.match(String(logout.headers['set-cookie']), /Max-Age=0/);
    assert.equal((await t.app.inject({ url: '/api/schema', headers: bearer(second) })).statusCode, 401);
    assert.equal((await t.app.inject({ url: '/api/schema', headers: bearer(editor) })).statusCode, 200, 'the other session lives');

    const renamed = await t.app.inject({ method: 'PATCH', url: `/api/users/${editorId}`, headers: bearer(admin), payload: { name: 'Ed' } });
    assert.equal(renamed.statusCode, 200);
    assert.equal((await t.app.inject({ url: '/api/schema', headers: bearer(editor) })).statusCode, 200, 'a name change ends nothing');

    await t.app.inject({ method: 'PATCH', url: `/api/users/${editorId}`, headers: bearer(admin), payload: { password: 'another long password' } });
    assert.equal((await t.app.inject({ url: '/api/schema', headers: bearer(editor) })).statusCode, 401);
    assert.equal((await login('ed@shop.example')).response.statusCode, 401, 'the old password is gone');
    const { token: afterPassword } = await login('ed@shop.example', 'another long password');
    await t.app.inject({ method: 'PATCH', url: `/api/users/${editorId}`, headers: bearer(admin), payload: { roles: ['viewer'] } });
    assert.equal((await t.app.inject({ url: '/api/schema', headers: bearer(afterPassword) })).statusCode, 401);
    const { token: last } = await login('ed@shop.example', 'another long password');
    await t.app.inject({ method: 'DELETE', url: `/api/users/${editorId}`, headers: bearer(admin) });
    assert.equal((await t.app.inject({ url: '/api/schema', headers: bearer(last) })).statusCode, 401);
    assert.equal(await count('sessions', sql`user_id = ${editorId}`), 0);
  });

  it('rotates the session on refresh-token', async () => {
    const { token } = await login('root@shop.example');
    const refreshed = await t.app.inject({ method: 'POST', url: '/api/users/refresh-token', headers: bearer(token) });
    assert.equal(refreshed.statusCode, 200);
    const { refreshedToken } = refreshed.json();
    assert.notEqual(refreshedToken, token);
    assert.equal((await t.app.inject({ url: '/api/users', headers: bearer(token) })).statusCode, 401);
    assert.equal((await t.app.inject({ url: '/api/users', headers: bearer(refreshedToken) })).statusCode, 200);
  });
});

describe('a password hash of another cost', () => {
  it('is replaced by one of the app\'s cost at the next sign-in, which still signs in', async () => {
    // A hash at the service's cost, as a user created before the cost changed has (here the test app's cost is lower).
    await createUser({ db: t.database.db, passwords: new PasswordHasher() }, CLI, { email: 'older@shop.example', role: 'viewer', password: PASSWORD });
    const storedHash = async () => String((await t.database.db.execute(sql`select data->>'passwordHash' as hash from documents where collection = 'users' and data->>'email' = 'older@shop.example'`) as unknown as { rows: { hash: string }[] }).rows[0]!.hash);
    assert.match(await storedHash(), /^scrypt\$N=32768,r=8,p=3\$/);
    assert.equal((await login('older@shop.example', 'a wrong password')).response.statusCode, 401);
    assert.match(await storedHash(), /^scrypt\$N=32768,r=8,p=3\$/, 'a failed sign-in changes nothing');
    assert.equal((await login('older@shop.example')).response.statusCode, 200);
    const replaced = await storedHash();
    assert.equal(t.context.passwords.needsRehash(replaced), false, replaced.slice(0, 30));
    assert.equal((await login('older@shop.example')).response.statusCode, 200, 'the new hash signs in');
  });
});

describe('cookie sessions and cross-site requests', () => {
  let cookie: string;
  before(async () => {
    const { response } = await login('root@shop.example');
    cookie = String(response.headers['set-cookie']).split(';')[0]!;
  });

  it('accepts a same-origin cookie write and refuses a cross-site one, which changes nothing', async () => {
    const host = 'localhost:80';
    const same = await t.app.inject({ method: 'POST', url: '/api/announcements', headers: { cookie, origin: 'http://localhost:80', host }, payload: { title: 'Same site' } });
    assert.equal(same.statusCode, 201, same.body);
    const before = await documentCount('announcements');
    const cross = await t.app.inject({ method: 'POST', url: '/api/announcements', headers: { cookie, origin: 'https://evil.example', host }, payload: { title: 'Cross site' } });
    assert.equal(cross.statusCode, 403);
    const crossFetch = await t.app.inject({ method: 'DELETE', url: '/api/admin?collections=announcements', headers: { cookie, 'sec-fetch-site': 'cross-site', host } });
    assert.equal(crossFetch.statusCode, 403);
    assert.equal(await documentCount('announcements'), before);
  });

  it('takes a cookie write from its own origin or CORS_ORIGINS only: a same-site page is refused, changing nothing', async () => {
    const site = await startTestApp({ ADMIN_API_KEY: ADMIN_KEY, ACCESS_MODE: 'protected', ALLOWED_HOSTS: 'shop.example', CORS_ORIGINS: 'https://admin.shop.example' });
    try {
      await createUser(site.context, CLI, { email: 'site@shop.example', role: 'editor', password: PASSWORD });
      const response = await site.app.inject({ method: 'POST', url: '/api/users/login', headers: { host: 'shop.example' }, payload: { email: 'site@shop.example', password: PASSWORD } });
      assert.equal(response.statusCode, 200, response.body);
      const { token } = response.json();
      const siteCookie = String(response.headers['set-cookie']).split(';')[0]!;
      const own = { host: 'shop.example', cookie: siteCookie };
      const kept = await site.app.inject({ method: 'POST', url: '/api/announcements', headers: { ...own, origin: 'http://shop.example', 'sec-fetch-site': 'same-origin' }, payload: { title: 'Kept' } });
      assert.equal(kept.statusCode, 201, kept.body);
      const id = kept.json().doc.id;
      const titles = async () => (await site.app.inject({ url: '/api/announcements?draft=true&limit=100', headers: { host: 'shop.example', ...bearer(ADMIN_KEY) } })).json().docs.map((doc: { title: string }) => doc.title).sort();
      const write = (headers: Record<string, string>, title: string) =>
        site.app.inject({ method: 'POST', url: '/api/announcements', headers: { ...own, ...headers }, payload: { title } });
      const edit = (headers: Record<string, string>, title: string) =>
        site.app.inject({ method: 'PATCH', url: `/api/announcements/${id}`, headers: { ...own, ...headers }, payload: { title } });

      // A sibling subdomain is same-site, not same-origin: SameSite=Lax sends the cookie from there.
      const refusals: Record<string, string>[] = [
        { 'sec-fetch-site': 'same-site' },
        { 'sec-fetch-site': 'cross-site' },
        { origin: 'https://blog.shop.example', 'sec-fetch-site': 'same-site' },
        { origin: 'https://blog.shop.example', 'sec-fetch-site': 'same-origin' },
        { origin: 'https://blog.shop.example' },
      ];
      for (const headers of refusals) {
        for (const send of [write, edit]) {
          const refused = await send(headers, 'From a sibling');
          assert.equal(refused.statusCode, 403, `${send === write ? 'POST' : 'PATCH'} ${JSON.stringify(headers)}`);
          assert.match(refused.json().errors[0].message, /Cross-site request refused/);
        }
      }
      assert.deepEqual(await titles(), ['Kept'], 'no refused write changed anything');

      const accepted: Record<string, string>[] = [
        { origin: 'http://shop.example', 'sec-fetch-site': 'same-origin' },
        { origin: 'https://admin.shop.example', 'sec-fetch-site': 'same-site' },
        { 'sec-fetch-site': 'same-origin' },
        { 'sec-fetch-site': 'none' },
        {},
      ];
      for (const [index, headers] of accepted.entries()) {
        const edited = await edit(headers, `Edited ${index}`);
        assert.equal(edited.statusCode, 200, `PATCH ${JSON.stringify(headers)}: ${edited.body}`);
      }
      assert.deepEqual(await titles(), ['Edited 4']);
      // The rule is about cookies: a token the page had to be given is taken from anywhere.
      const byToken = await site.app.inject({ method: 'PATCH', url: `/api/announcements/${id}`, headers: { host: 'shop.example', ...bearer(token), origin: 'https://blog.shop.example', 'sec-fetch-site': 'same-site' }, payload: { title: 'By token' } });
      assert.equal(byToken.statusCode, 200, byToken.body);
    } finally {
      await site.close();
    }
  });

  it('never accepts a cookie on the state-changing GETs (clear-data, sync)', async () => {
    const before = await documentCount('announcements');
    const clear = await t.app.inject({ url: '/api/clear-data?confirm=true', headers: { cookie } });
    assert.equal(clear.statusCode, 401);
    assert.equal(await documentCount('announcements'), before);
    assert.equal((await t.app.inject({ url: '/api/sync-backend', headers: { cookie } })).statusCode, 401);
  });

  it('marks the cookie Secure behind a trusted HTTPS proxy only', async () => {
    const untrusted = await t.app.inject({ method: 'POST', url: '/api/users/login', headers: { 'x-forwarded-proto': 'https' }, payload: { email: 'root@shop.example', password: PASSWORD } });
    assert.doesNotMatch(String(untrusted.headers['set-cookie']), /Secure/);
    const proxied = await startTestApp({ ADMIN_API_KEY: ADMIN_KEY, TRUST_PROXY: 'true' });
    try {
      await createUser(proxied.context, CLI, { email: 'p@shop.example', role: 'admin', password: PASSWORD });
      const trusted = await proxied.app.inject({ method: 'POST', url: '/api/users/login', headers: { 'x-forwarded-proto': 'https' }, payload: { email: 'p@shop.example', password: PASSWORD } });
      assert.match(String(trusted.headers['set-cookie']), /; Secure$/);
    } finally {
      await proxied.close();
    }
  });
});

describe('brute force', () => {
  it('answers 429 with Retry-After to failures past the limit, per address and per account and address', async () => {
    const limited = await startTestApp({ ADMIN_API_KEY: ADMIN_KEY, SIGN_IN_ATTEMPTS_PER_MINUTE: '3' });
    try {
      await createUser(limited.context, CLI, { email: 'l@shop.example', role: 'editor', password: PASSWORD });
      const attempt = (remoteAddress: string, email = 'l@shop.example', password = 'wrong password') =>
        limited.app.inject({ method: 'POST', url: '/api/users/login', remoteAddress, payload: { email, password } });
      for (let index = 0; index < 3; index += 1) assert.equal((await attempt('10.0.0.1')).statusCode, 401);
      const blocked = await attempt('10.0.0.1');
      assert.equal(blocked.statusCode, 429);
      assert.ok(Number(blocked.headers['retry-after']) > 0);
      assert.match(blocked.json().errors[0].message, /Too many/);
      // The right password still signs in, there and from another address: only failures are refused.
      assert.equal((await attempt('10.0.0.1', 'l@shop.example', PASSWORD)).statusCode, 200);
      assert.equal((await attempt('10.0.0.2', 'l@shop.example', PASSWORD)).statusCode, 200);
      // Another account from another address is untouched.
      assert.equal((await attempt('10.0.0.3', 'other@shop.example')).statusCode, 401);
      // Wrong admin keys are limited per address too.
      for (let index = 0; index < 3; index += 1) {
        assert.equal((await limited.app.inject({ url: '/api/admin?action=stats', remoteAddress: '10.0.0.4', headers: bearer('wrong') })).statusCode, 401);
      }
      const keyBlocked = await limited.app.inject({ url: '/api/admin?action=stats', remoteAddress: '10.0.0.4', headers: bearer('wrong') });
      assert.equal(keyBlocked.statusCode, 429);
      assert.ok(Number(keyBlocked.headers['retry-after']) > 0);
      assert.equal((await limited.app.inject({ url: '/api/admin?action=stats', remoteAddress: '10.0.0.4', headers: bearer(ADMIN_KEY) })).statusCode, 200);
    } finally {
      await limited.close();
    }
  });

  it('takes about the same time for an unknown e-mail and a wrong password', async () => {
    // At the service's cost: a test app's cheap hash would take about as long as the user lookup.
    const costly = await startTestApp({ ADMIN_API_KEY: ADMIN_KEY, SIGN_IN_ATTEMPTS_PER_MINUTE: '1000' }, { passwordCost: PASSWORD_COST });
    try {
      await createUser(costly.context, CLI, { email: 'root@shop.example', role: 'admin', password: PASSWORD });
      const timed = async (email: string) => {
        const started = performance.now();
        const { response } = await login(email, 'definitely wrong', costly.app);
        assert.equal(response.statusCode, 401);
        return performance.now() - started;
      };
      await timed('root@shop.example');
      const known: number[] = [];
      const unknown: number[] = [];
      for (let round = 0; round < 8; round += 1) {
        known.push(await timed('root@shop.example'));
        unknown.push(await timed(`nobody-${round}@shop.example`));
      }
      const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
      const ratio = median(unknown) / median(known);
      // Both run one scrypt with the same parameters; without the decoy an unknown e-mail answers in about a millisecond.
      assert.ok(ratio > 0.5 && ratio < 2, `unknown ${median(unknown).toFixed(1)} ms vs known ${median(known).toFixed(1)} ms`);
    } finally {
      await costly.close();
    }
  });
});

describe('session lifetime', () => {
  it('takes a session until SESSION_LIFETIME_SECONDS have passed on the app\'s clock, then refuses it everywhere', async () => {
    const timed = await startTestApp({ ADMIN_API_KEY: ADMIN_KEY, ACCESS_MODE: 'protected', SESSION_LIFETIME_SECONDS: '600' });
    try {
      await createUser(timed.context, CLI, { email: 'clock@shop.example', role: 'admin', password: PASSWORD });
      const start = timed.clock.now.getTime();
      const { response, token } = await login('clock@shop.example', PASSWORD, timed.app);
      assert.equal(response.statusCode, 200, response.body);
      assert.equal(response.json().exp, Math.floor((start + 600_000) / 1000));
      const cookie = String(response.headers['set-cookie']).split(';')[0]!;
      const users = (headers: Record<string, string>) => timed.app.inject({ url: '/api/users', headers });

      timed.clock.now = new Date(start + 599_000);
      assert.equal((await users(bearer(token))).statusCode, 200, 'a second before the end, by token');
      assert.equal((await users({ cookie })).statusCode, 200, 'a second before the end, by cookie');

      timed.clock.now = new Date(start + 600_000);
      const expired = await users(bearer(token));
      assert.equal(expired.statusCode, 401, 'at the end of its lifetime, by token');
      assert.match(expired.json().errors[0].message, /ended or expired/);
      assert.equal((await users({ cookie })).statusCode, 401, 'a stale cookie is no credential');
      assert.deepEqual((await timed.app.inject({ url: '/api/users/me', headers: bearer(token) })).json(), { user: null });
      const refresh = await timed.app.inject({ method: 'POST', url: '/api/users/refresh-token', headers: bearer(token) });
      assert.equal(refresh.statusCode, 401, 'an expired session is not refreshed into a new one');
      assert.equal((await users(bearer(ADMIN_KEY))).statusCode, 200, 'the admin key does not expire');
    } finally {
      await timed.close();
    }
  });
});

describe('sessions across instances', () => {
  const onPostgres = process.env.TEST_DB === 'postgres';
  it('a logout through one instance ends the session on another at once (PostgreSQL)', { skip: !onPostgres && 'one process per embedded database' }, async () => {
    const database = await openDatabase({ kind: 'postgres', url: t.database.url!, poolSize: 3 });
    const other = await buildApp({ config: loadConfig({ ADMIN_API_KEY: ADMIN_KEY, LOG_LEVEL: 'silent' }), database });
    other.addHook('onClose', async () => database.close());
    try {
      const { token } = await login('root@shop.example');
      assert.equal((await other.inject({ url: '/api/users', headers: bearer(token) })).statusCode, 200);
      await t.app.inject({ method: 'POST', url: '/api/users/logout', headers: bearer(token) });
      assert.equal((await other.inject({ url: '/api/users', headers: bearer(token) })).statusCode, 401);
    } finally {
      await other.close();
    }
  });
});
