import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { tablesFingerprint } from '../helpers/database.js';
import { createUser } from '../../src/accounts/manage-users.js';
import { BODY_LIMIT_BYTES } from '../../src/app.js';
import { backendProduct } from '../helpers/backend-products.js';
import { createDoc, startAppWithBackend } from '../helpers/app.js';
import { pngBytes } from '../helpers/images.js';

/**
 * Every write route (and every GET that changes state), refused every way it can be (401, 403, 400, 404,
 * 413, 415), leaves the database and the commerce backend as they were: the status alone proves nothing
 * when a guard runs after the write. A route added without a row here fails the first test.
 */

const ADMIN_KEY = 'refusals-admin-key-0123456789';
const PASSWORD = 'a long enough password';
const MEDIA_MAX_BYTES = 4096;

type Refusal = 401 | 403 | 400 | 404 | 413 | 415;
interface Write {
  /** The request as an allowed caller would send it. */
  url: string;
  body?: unknown;
  /** Who is refused 403 (a credential with too low a role), when some role is. */
  tooLow?: 'viewer' | 'editor';
  /** The same request with a bad body or query (400). */
  bad?: { url?: string; body?: unknown };
  /** The same request on something that does not exist (404). */
  missing?: string;
  /** A public route: no 401 or 403 to check. */
  public?: true;
  /** Sent as multipart (media uploads), not JSON. */
  multipart?: true;
}

const ids = { announcement: '', announcementVersion: '', globalVersion: '', preorder: '', key: '', editor: '', webhook: '' };
const credentials = { viewer: '', editor: '', adminSession: '' };

/** The write routes, keyed as the access rules name them. Filled once the seed's ids are known. */
function writes(): Record<string, Write> {
  const annUrl = `/api/announcements/${ids.announcement}`;
  return {
    'POST /api/:collection': { url: '/api/announcements', body: { title: 'New' }, tooLow: 'viewer', bad: { body: { title: 'x', priority: 'high' } }, missing: '/api/no-such-collection' },
    'PATCH /api/:collection/:id': { url: annUrl, body: { title: 'Changed' }, tooLow: 'viewer', bad: { body: { priority: 'high' } }, missing: '/api/announcements/000000000000000000000000' },
    'DELETE /api/:collection/:id': { url: annUrl, tooLow: 'viewer', missing: '/api/announcements/000000000000000000000000' },
    'PATCH /api/:collection': { url: '/api/announcements?where[title][equals]=Kept', body: { summary: 'Changed' }, tooLow: 'viewer', bad: { body: { priority: 'high' } }, missing: '/api/no-such-collection?where[title][equals]=Kept' },
    'DELETE /api/:collection': { url: '/api/announcements?where[title][equals]=Kept', tooLow: 'viewer', bad: { url: '/api/announcements?where[nope][equals]=x' }, missing: '/api/no-such-collection?where[title][equals]=Kept' },
    'POST /api/:collection/versions/:id': {
      url: `/api/announcements/versions/${ids.announcementVersion}`, tooLow: 'viewer', bad: { url: `/api/announcements/versions/${ids.announcementVersion}?depth=-1` },
      missing: `/api/articles/versions/${ids.announcementVersion}`,
    },
    'POST /api/globals/:slug/versions/:id': {
      url: `/api/globals/hero-slider/versions/${ids.globalVersion}`, tooLow: 'viewer', bad: { url: `/api/globals/hero-slider/versions/${ids.globalVersion}?depth=-1` },
      missing: '/api/globals/hero-slider/versions/999999999',
    },
    'POST /api/globals/:slug': { url: '/api/globals/hero-slider', body: { slides: [] }, tooLow: 'viewer', bad: { body: { slides: 'none' } }, missing: '/api/globals/no-such-global' },
    'PATCH /api/preorders/:id': { url: `/api/preorders/${ids.preorder}`, body: { variant_id: 'variant_01', increment: 1 }, tooLow: 'viewer', bad: { body: { variant_id: 'variant_01', increment: 'one' } }, missing: '/api/preorders/000000000000000000000000' },
    'POST /api/sync-backend': { url: '/api/sync-backend', body: { backendId: 'prod_03', forceUpdate: true }, tooLow: 'viewer', bad: { body: { forceUpdate: 'yes' } } },
    'GET /api/sync-backend': { url: '/api/sync-backend?forceUpdate=true', tooLow: 'editor', bad: { url: '/api/sync-backend?backendId=prod_01&backendId=prod_03' } },
    'GET /api/clear-data': { url: '/api/clear-data?confirm=true', tooLow: 'editor', bad: { url: '/api/clear-data' } },
    'POST /api/clear-data': { url: '/api/clear-data', body: { collections: ['announcements'] }, tooLow: 'editor', bad: { body: { collections: 'announcements' } } },
    'DELETE /api/admin': { url: '/api/admin?collections=announcements', tooLow: 'editor', bad: { url: '/api/admin?collections=announcements%00' } },
    'POST /api/media': { url: '/api/media', multipart: true, tooLow: 'viewer' },
    'POST /api/preview-tokens': { url: '/api/preview-tokens', body: { collection: 'announcements', id: ids.announcement }, tooLow: 'viewer', bad: { body: { collection: 'announcements' } } },
    'POST /api/api-keys': { url: '/api/api-keys', body: { name: 'build' }, bad: { body: { name: 'build', role: 'owner' } } },
    'DELETE /api/api-keys/:id': { url: `/api/api-keys/${ids.key}`, missing: '/api/api-keys/000000000000000000000000' },
    // Signed by the commerce backend: unsigned or wrongly signed is 401 (test/commerce-events covers it and 400); here 413 and 415.
    'POST /api/commerce/events': { url: '/api/commerce/events', public: true, body: { type: 'order.placed', timestamp: '2026-11-25T10:00:00Z', data: { id: 'order_1', items: [] } } },
    'POST /api/webhooks': { url: '/api/webhooks', body: { url: 'https://203.0.113.10/hook', events: ['sync.completed'] }, tooLow: 'editor', bad: { body: { url: 'http://127.0.0.1:9/hook', events: ['sync.completed'] } } },
    'PATCH /api/webhooks/:id': { url: `/api/webhooks/${ids.webhook}`, body: { description: 'changed' }, tooLow: 'editor', bad: { body: { events: ['order.placed'] } }, missing: '/api/webhooks/000000000000000000000000' },
    'DELETE /api/webhooks/:id': { url: `/api/webhooks/${ids.webhook}`, tooLow: 'editor', missing: '/api/webhooks/000000000000000000000000' },
    'POST /api/webhooks/:id/rotate-secret': { url: `/api/webhooks/${ids.webhook}/rotate-secret`, tooLow: 'editor', missing: '/api/webhooks/000000000000000000000000/rotate-secret' },
    'POST /api/webhooks/:id/deliveries/:deliveryId/redeliver': {
      url: `/api/webhooks/${ids.webhook}/deliveries/1/redeliver`, tooLow: 'editor',
      bad: { url: `/api/webhooks/${ids.webhook}/deliveries/first/redeliver` }, missing: `/api/webhooks/${ids.webhook}/deliveries/999999/redeliver`,
    },
    'PATCH /api/users/me': { url: '/api/users/me', body: { name: 'Renamed' }, bad: { body: { password: 'short' } } },
    'POST /api/users/login': { url: '/api/users/login', public: true, body: { email: 'ed@shop.example', password: PASSWORD }, bad: { body: { email: 'ed@shop.example' } } },
    'POST /api/users/logout': { url: '/api/users/logout', public: true },
    'POST /api/users/refresh-token': { url: '/api/users/refresh-token', public: true },
  };
}

describe('refused requests change nothing', () => {
  let setup: Awaited<ReturnType<typeof startAppWithBackend>>;
  let base: string;

  before(async () => {
    setup = await startAppWithBackend({
      ADMIN_API_KEY: ADMIN_KEY, ACCESS_MODE: 'protected', MEDIA_MAX_BYTES: String(MEDIA_MAX_BYTES), SIGN_IN_ATTEMPTS_PER_MINUTE: '10000',
    });
    const { t, backend } = setup;
    backend.addProduct(backendProduct('prod_01', { preorder: true, variants: [{ id: 'variant_01', current: 3, max: 50 }], metadata: { funding_goal: 100 } }));
    backend.addProduct(backendProduct('prod_03'));
    const admin = { authorization: `Bearer ${ADMIN_KEY}` };
    const synced = await t.app.inject({ url: '/api/sync-backend', headers: admin });
    assert.equal(synced.statusCode, 200, synced.body);
    ids.preorder = (await t.app.inject({ url: '/api/preorder-products?limit=1', headers: admin })).json().docs[0].id;
    ids.announcement = (await createDoc(t.app, 'announcements', { title: 'Kept' }, admin)).id;
    await createDoc(t.app, 'articles', { title: 'Kept too' }, admin);
    const slider = await t.app.inject({ method: 'POST', url: '/api/globals/hero-slider', payload: { slides: [{ title: 'Welcome' }] }, headers: admin });
    assert.equal(slider.statusCode, 200, slider.body);
    const versionOf = async (url: string) => (await t.app.inject({ url, headers: admin })).json().docs[0].id as string;
    ids.announcementVersion = await versionOf(`/api/announcements/versions?where[parent][equals]=${ids.announcement}`);
    ids.globalVersion = await versionOf('/api/globals/hero-slider/versions');
    await createUser(t.context, { kind: 'cli', role: 'admin' }, { email: 'root@shop.example', role: 'admin', password: PASSWORD });
    await createUser(t.context, { kind: 'cli', role: 'admin' }, { email: 'ed@shop.example', role: 'editor', password: PASSWORD });
    await createUser(t.context, { kind: 'cli', role: 'admin' }, { email: 'vi@shop.example', role: 'viewer', password: PASSWORD });
    const login = async (email: string) => (await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email, password: PASSWORD } })).json().token as string;
    credentials.adminSession = await login('root@shop.example');
    credentials.editor = await login('ed@shop.example');
    credentials.viewer = await login('vi@shop.example');
    const key = await t.app.inject({ method: 'POST', url: '/api/api-keys', payload: { name: 'kept' }, headers: { authorization: `Bearer ${credentials.editor}` } });
    assert.equal(key.statusCode, 201, key.body);
    ids.key = key.json().doc.id;
    // Subscribed only to what no refused request can cause: nothing is sent while the table is checked.
    const hook = await t.app.inject({ method: 'POST', url: '/api/webhooks', payload: { url: 'https://203.0.113.10/hook', events: ['sync.completed'] }, headers: admin });
    assert.equal(hook.statusCode, 201, hook.body);
    ids.webhook = hook.json().doc.id;
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  after(async () => setup.close());

  /** Every table's rows (but when a credential was last used: authenticating is not a write), and every backend write. */
  async function fingerprint(): Promise<string> {
    const tables = await tablesFingerprint(setup.t.database.db);
    const backendWrites = setup.backend.requests.filter((request) => request.method !== 'GET').length;
    return `${tables} backend-writes:${backendWrites}`;
  }

  function send(route: string, write: Write, refusal: Refusal, headers: Record<string, string>) {
    const method = route.split(' ')[0]!;
    let url = write.url;
    let body: BodyInit | undefined;
    const sent: Record<string, string> = { ...headers };
    if (refusal === 400) url = write.bad?.url ?? url;
    if (refusal === 404) url = write.missing!;
    if (write.multipart) {
      // 400: no file; 413: past MEDIA_MAX_BYTES; 415: a file that is no image.
      const form = new FormData();
      form.append('alt', 'A test');
      const bytes = refusal === 413 ? Buffer.concat([pngBytes(4, 4), Buffer.alloc(MEDIA_MAX_BYTES * 2)]) : refusal === 415 ? Buffer.from('not an image at all') : pngBytes(4, 4);
      if (refusal !== 400) form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'file.png');
      body = form;
    } else if (write.body !== undefined || refusal === 413 || refusal === 415) {
      const payload = refusal === 400 ? write.bad?.body ?? write.body : write.body ?? {};
      const text = refusal === 413 ? JSON.stringify({ title: 'x'.repeat(BODY_LIMIT_BYTES + 1) }) : JSON.stringify(payload);
      body = text;
      sent['content-type'] = refusal === 415 ? 'application/xml' : 'application/json';
    }
    return fetch(`${base}${url}`, { method, headers: sent, body });
  }

  it('has a row for every route that writes', () => {
    const table = writes();
    const writing = setup.t.context.routeRules
      .filter((rule) => !['GET', 'HEAD', 'OPTIONS'].includes(rule.method) || table[`${rule.method} ${rule.url}`])
      .map((rule) => `${rule.method} ${rule.url}`);
    assert.deepEqual([...new Set(writing)].sort(), Object.keys(table).sort());
  });

  const admin = { authorization: `Bearer ${ADMIN_KEY}` };
  const cases = (route: string, write: Write): { refusal: Refusal; headers: Record<string, string> }[] => {
    const list: { refusal: Refusal; headers: Record<string, string> }[] = [];
    const method = route.split(' ')[0]!;
    // The account routes act on the caller: refuse them with the caller's own session.
    const allowed = route.includes('/api-keys') || route.startsWith('PATCH /api/users/me') ? { authorization: `Bearer ${credentials.editor}` } : admin;
    if (!write.public) list.push({ refusal: 401, headers: {} });
    if (write.tooLow) list.push({ refusal: 403, headers: { authorization: `Bearer ${credentials[write.tooLow]}` } });
    if (write.bad || write.multipart) list.push({ refusal: 400, headers: allowed });
    if (write.missing) list.push({ refusal: 404, headers: allowed });
    if (method !== 'GET' && method !== 'DELETE' && (write.body !== undefined || write.multipart)) {
      list.push({ refusal: 413, headers: allowed }, { refusal: 415, headers: allowed });
    }
    return list;
  };

  it('answers each refusal with its status, and the database and the backend are unchanged', async (t) => {
    let checked = 0;
    for (const [route, write] of Object.entries(writes())) {
      for (const { refusal, headers } of cases(route, write)) {
        const before = await fingerprint();
        const response = await send(route, write, refusal, headers);
        const text = await response.text();
        assert.equal(response.status, refusal, `${route} → ${refusal}: ${response.status} ${text.slice(0, 200)}`);
        assert.equal(await fingerprint(), before, `${route} refused with ${refusal} changed something`);
        checked += 1;
      }
    }
    t.diagnostic(`${checked} refusals checked`);
    assert.ok(checked >= 50, `${checked} refusals checked`);
  });

  it('and the same requests, allowed, do change something (the fingerprint sees writes)', async () => {
    for (const route of ['PATCH /api/preorders/:id', 'POST /api/globals/:slug', 'POST /api/api-keys']) {
      const write = writes()[route]!;
      const before = await fingerprint();
      const headers = route === 'POST /api/api-keys' ? { authorization: `Bearer ${credentials.editor}` } : admin;
      const response = await fetch(`${base}${write.url}`, { method: route.split(' ')[0], headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(write.body) });
      assert.ok(response.status < 300, `${route}: ${response.status} ${await response.text()}`);
      assert.notEqual(await fingerprint(), before, route);
    }
  });
});
