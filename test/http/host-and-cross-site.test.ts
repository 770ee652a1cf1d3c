import assert from 'node:assert/strict';
import { request as httpRequest } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { createUser } from '../../src/accounts/manage-users.js';
import { hostAllowed, hostCheck } from '../../src/access/allowed-hosts.js';
import { loadConfig } from '../../src/config.js';
import { createDoc, startTestApp, type TestApp } from '../helpers/app.js';

/** Issue 35, point 6: open mode against browsers (DNS rebinding, cross-site GETs, same-site cookie writes). */
const PASSWORD = 'a long enough password';

async function count(t: TestApp, collection: string): Promise<number> {
  const result = (await t.database.db.execute(sql`select count(*)::int as n from documents where collection = ${collection}`)) as unknown as { rows: { n: number }[] };
  return result.rows[0]!.n;
}

/** A request with any Host header (fetch will not send another one). */
function rawGet(base: string, path: string, host: string): Promise<{ status: number; body: string }> {
  const url = new URL(path, base);
  return new Promise((resolve, reject) => {
    const sent = httpRequest({ host: url.hostname, port: url.port, path: url.pathname + url.search, headers: { host } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => { body += chunk; });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    sent.on('error', reject);
    sent.end();
  });
}

describe('ALLOWED_HOSTS', () => {
  let t: TestApp;
  let base: string;
  before(async () => {
    t = await startTestApp();
    await createDoc(t.app, 'announcements', { title: 'Doors open' });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  after(async () => t?.close());

  it('refuses a write in open mode sent with a foreign Host (DNS rebinding), changing nothing', async () => {
    const before = await count(t, 'announcements');
    const refused = await t.app.inject({ method: 'POST', url: '/api/announcements', headers: { host: 'evil.example' }, payload: { title: 'Rebound' } });
    assert.equal(refused.statusCode, 421);
    assert.match(refused.body, /ALLOWED_HOSTS/);
    const cleared = await t.app.inject({ url: '/api/clear-data?confirm=true', headers: { host: 'evil.example:3000' } });
    assert.equal(cleared.statusCode, 421);
    assert.equal(await count(t, 'announcements'), before);
    const allowed = await t.app.inject({ method: 'POST', url: '/api/announcements', headers: { host: '127.0.0.1:3000' }, payload: { title: 'Allowed' } });
    assert.equal(allowed.statusCode, 201);
  });

  it('keeps the probes answering any Host', async () => {
    assert.equal((await t.app.inject({ url: '/healthz', headers: { host: '10.0.0.7:3000' } })).statusCode, 200);
    assert.notEqual((await t.app.inject({ url: '/readyz', headers: { host: '10.0.0.7:3000' } })).statusCode, 421);
  });

  it('refuses a foreign Host on the fast lane too, and answers the allowed ones there', async () => {
    for (let index = 0; index < 2; index += 1) assert.equal((await rawGet(base, '/api/home', new URL(base).host)).status, 200);
    assert.equal((await rawGet(base, '/api/home', 'localhost')).status, 200);
    const refused = await rawGet(base, '/api/home', 'evil.example');
    assert.equal(refused.status, 421);
    assert.match(refused.body, /ALLOWED_HOSTS/);
    assert.equal((await rawGet(base, '/healthz', 'evil.example')).status, 200);
  });

  it('reads the setting: names with or without ports, the HOST address by default, * for any', () => {
    assert.deepEqual(loadConfig({}).allowedHosts, ['localhost', '127.0.0.1', '[::1]']);
    assert.deepEqual(loadConfig({ HOST: '192.0.2.5' }).allowedHosts, ['localhost', '127.0.0.1', '[::1]', '192.0.2.5']);
    assert.deepEqual(loadConfig({ HOST: '0.0.0.0' }).allowedHosts, ['localhost', '127.0.0.1', '[::1]']);
    assert.throws(() => loadConfig({ ALLOWED_HOSTS: 'https://shop.example' }), /ALLOWED_HOSTS/);
    const allowed = loadConfig({ ALLOWED_HOSTS: 'Shop.Example, admin.shop.example:8443, [::1]' }).allowedHosts;
    assert.ok(hostAllowed(allowed, 'shop.example:3000'));
    assert.ok(hostAllowed(allowed, 'SHOP.example'));
    assert.ok(hostAllowed(allowed, 'admin.shop.example:8443'));
    assert.ok(!hostAllowed(allowed, 'admin.shop.example:3000'));
    assert.ok(hostAllowed(allowed, '[::1]:3000'));
    assert.ok(!hostAllowed(allowed, 'shop.example.evil.example'));
    assert.ok(!hostAllowed(allowed, undefined));
    assert.ok(hostAllowed(loadConfig({ ALLOWED_HOSTS: '*' }).allowedHosts, 'anything.example'));
  });

  it('decides each request as hostAllowed does, remembering per Host, past the remembered ones too', () => {
    const allowed = loadConfig({ ALLOWED_HOSTS: 'shop.example, admin.shop.example:8443' }).allowedHosts;
    const check = hostCheck(allowed);
    const hosts = Array.from({ length: 300 }, (_, index) => [`shop.example:${3000 + index}`, `evil-${index}.example`, `admin.shop.example:${8000 + index}`]).flat();
    for (let round = 0; round < 3; round += 1) {
      for (const host of [...hosts, 'SHOP.example', ' shop.example ', undefined]) assert.equal(check(host), hostAllowed(allowed, host), String(host));
    }
    assert.equal(hostCheck(loadConfig({ ALLOWED_HOSTS: '*' }).allowedHosts)('anything.example'), true);
  });
});

describe('state-changing GETs and cookie writes from other sites', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp();
    await createDoc(t.app, 'announcements', { title: 'Kept' });
  });
  after(async () => t?.close());

  it('refuses GET /api/clear-data and /api/sync-backend marked cross-site or same-site, and deletes nothing', async () => {
    const before = await count(t, 'announcements');
    for (const site of ['cross-site', 'same-site']) {
      const refused = await t.app.inject({ url: '/api/clear-data?confirm=true', headers: { 'sec-fetch-site': site } });
      assert.equal(refused.statusCode, 403, site);
      assert.match(refused.body, /Cross-site request refused/);
      assert.equal((await t.app.inject({ url: '/api/sync-backend', headers: { 'sec-fetch-site': site } })).statusCode, 403, site);
    }
    assert.equal(await count(t, 'announcements'), before);
  });

  it('takes them same-origin, typed (none) or from a script (no header)', async () => {
    for (const headers of [{ 'sec-fetch-site': 'same-origin' }, { 'sec-fetch-site': 'none' }, {}] as Record<string, string>[]) {
      await createDoc(t.app, 'announcements', { title: 'Again' });
      const cleared = await t.app.inject({ url: '/api/clear-data?confirm=true', headers });
      assert.equal(cleared.statusCode, 200, JSON.stringify(headers));
      assert.equal(await count(t, 'announcements'), 0);
    }
  });

  it('refuses a cookie-authenticated write marked same-site (a sibling subdomain), and takes it same-origin', async () => {
    const guarded = await startTestApp({ ADMIN_API_KEY: 'admin-key-for-host-test' });
    try {
      await createUser(guarded.context, { kind: 'cli', role: 'admin' }, { email: 'ed@shop.example', role: 'editor', password: PASSWORD });
      const login = await guarded.app.inject({ method: 'POST', url: '/api/users/login', payload: { email: 'ed@shop.example', password: PASSWORD } });
      const cookie = String(login.headers['set-cookie']).split(';')[0]!;
      const write = (headers: Record<string, string>) => guarded.app.inject({ method: 'POST', url: '/api/announcements', headers: { cookie, ...headers }, payload: { title: 'By cookie' } });
      const before = await count(guarded, 'announcements');
      assert.equal((await write({ 'sec-fetch-site': 'same-site' })).statusCode, 403);
      assert.equal((await write({ origin: 'http://blog.localhost', 'sec-fetch-site': 'same-site' })).statusCode, 403);
      assert.equal(await count(guarded, 'announcements'), before);
      assert.equal((await write({ 'sec-fetch-site': 'same-origin' })).statusCode, 201);
    } finally {
      await guarded.close();
    }
  });
});
