import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Writable } from 'node:stream';
import { Validator } from '@seriousme/openapi-schema-validator';
import { startDemoBackend } from '../../demo/commerce-backend.js';
import { createDoc, setGlobal, startTestApp, type TestApp } from '../helpers/app.js';
import { backendProduct } from '../helpers/backend-products.js';
import { collections, globalDefinitions } from '../../src/content/collections.js';

/** `METHOD /path/{param}` of every route in Fastify's route tree print (children are relative to their parent). */
function registeredRoutes(tree: string): string[] {
  const parents: string[] = [];
  return tree.split('\n').flatMap((line) => {
    const match = /^([│ ]*)[└├]── (\S+) \(([A-Z, ]+)\)$/.exec(line);
    if (!match) return [];
    const depth = match[1]!.length / 4;
    const path = (parents[depth - 1] ?? '') + match[2]!;
    parents[depth] = path;
    return match[3]!.split(', ').map((method) => `${method} ${path.replace(/:(\w+)/g, '{$1}')}`);
  });
}

const ADMIN = 'admin-key-for-tests';
const STORE = 'store-key-for-tests';
const SHOP = 'https://shop.example';

describe('operability: API document, metrics, request ids, HTTP caching, CORS', () => {
  let t: TestApp;
  let preorderId = '';
  const logLines: Record<string, unknown>[] = [];
  const admin = { authorization: `Bearer ${ADMIN}` };

  before(async () => {
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
        done();
      },
    });
    t = await startTestApp(
      { ADMIN_API_KEY: ADMIN, STORE_API_KEY: STORE, CORS_ORIGINS: `${SHOP},https://other.example`, PUBLIC_CACHE_CONTROL: 'public, max-age=30' },
      { logStream },
    );
    const doc = await createDoc(t.app, 'preorder-products', {
      title: 'Winter Kit', status: 'published', _status: 'published', backendId: 'prod_ops', fundingGoal: 10,
      variants: [{ id: 'v1', title: 'S', sku: 'S', currentOrders: 1, maxOrders: 5 }],
    }, admin);
    preorderId = doc.id;
    await t.app.inject({ method: 'POST', url: '/api/globals/product-recommendations', headers: admin, payload: {
      enabled: true, lists: [{ id: 'l1', title: 'Featured', products: [{ relationTo: 'preorder-products', value: preorderId }] }],
    } });
  });
  after(async () => t.close());

  describe('GET /openapi.json', () => {
    it('is a valid OpenAPI 3.1 document', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/openapi.json' });
      assert.equal(response.statusCode, 200);
      const document = response.json();
      assert.equal(document.openapi, '3.1.0');
      const result = await new Validator().validate(document);
      assert.equal(result.valid, true, JSON.stringify(result.errors, null, 2));
    });

    it('lists every registered route, with response schemas and an example', async () => {
      const document = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
      const documented = new Set<string>();
      for (const [path, operations] of Object.entries(document.paths as Record<string, Record<string, unknown>>)) {
        for (const method of Object.keys(operations)) documented.add(`${method.toUpperCase()} ${path}`);
      }
      const routes = registeredRoutes(t.app.printRoutes({ commonPrefix: false }));
      // The document's own UI, the front page and the admin app's static files are not API operations.
      // The content API's generic routes are documented once per collection and per global.
      const expected = routes.filter((route) => !/^(HEAD|OPTIONS) /.test(route) && !route.includes(' /docs') && route !== 'GET /' && !/ \/admin(\/|$)/.test(route))
        .flatMap((route) => route.includes('{collection}') ? Object.keys(collections).map((slug) => route.replace('{collection}', slug))
          : route.includes('{slug}') ? Object.keys(globalDefinitions).map((slug) => route.replace('{slug}', slug)) : [route]);
      assert.ok(expected.length >= 20, `found ${expected.length} routes`);
      for (const route of expected) assert.ok(documented.has(route), `${route} is missing from the document`);

      for (const route of expected.filter((r) => r.startsWith('GET /api/'))) {
        const [method, path] = route.split(' ');
        const operation = document.paths[path!][method!.toLowerCase()];
        const success = operation.responses['200'] ?? operation.responses['201'];
        // The export is the one GET that answers NDJSON (a whole-database archive, streamed).
        const type = route === 'GET /api/admin/export' ? 'application/x-ndjson' : route.endsWith('/live') ? 'text/event-stream' : 'application/json';
        const body = success?.content?.[type];
        assert.ok(body?.schema, `${route} has no success schema`);
      }
      for (const route of expected) {
        const [method, path] = route.split(' ');
        const responses = document.paths[path!][method!.toLowerCase()].responses;
        const media = Object.values((responses['200'] ?? responses['201'] ?? responses['202']).content)[0] as Record<string, { examples?: unknown }>;
        assert.ok(media.examples || media.example || media.schema?.examples, `${route} has an example`);
      }
      const home = document.paths['/api/home'].get;
      assert.ok(home.responses['500'], 'home documents its error body');
      assert.deepEqual(Object.keys(document.components.securitySchemes).sort(), ['adminBearer', 'storeApiKey']);
    });

    it('serves a browsable reference page from the package, not a CDN', async () => {
      const page = await t.app.inject({ method: 'GET', url: '/docs/' });
      assert.equal(page.statusCode, 200);
      assert.match(page.body, /swagger-ui/i);
      assert.doesNotMatch(page.body, /https?:\/\/(unpkg|cdn|cdnjs)/);
      const bundle = await t.app.inject({ method: 'GET', url: '/docs/static/swagger-ui-bundle.js' });
      assert.equal(bundle.statusCode, 200);
      assert.ok(bundle.body.length > 100_000);
    });
  });

  describe('GET /metrics', () => {
    it('needs the admin key when ADMIN_API_KEY is set', async () => {
      assert.equal((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode, 401);
    });

    it('reports requests per route template and status class, caches, database timings and process metrics', async () => {
      await t.app.inject({ method: 'GET', url: `/api/preorders/${preorderId}` });
      await t.app.inject({ method: 'GET', url: `/api/preorders/${preorderId}` });
      await t.app.inject({ method: 'GET', url: '/api/preorders/nope' });
      const response = await t.app.inject({ method: 'GET', url: '/metrics', headers: admin });
      assert.equal(response.statusCode, 200);
      assert.match(String(response.headers['content-type']), /^text\/plain/);
      const text = response.body;
      assert.match(text, /http_request_duration_seconds_count\{method="GET",route="\/api\/preorders\/:id",status_code="2xx"\} [1-9]/);
      assert.match(text, /http_request_duration_seconds_count\{method="GET",route="\/api\/preorders\/:id",status_code="4xx"\} [1-9]/);
      assert.doesNotMatch(text, new RegExp(preorderId), 'never a raw id as a label');
      // Rendered details are kept on the embedded database; on a PostgreSQL server without Redis
      // other instances may write unseen, so every lookup is a miss there.
      if (t.database.kind === 'pglite') {
        assert.match(text, /storefront_cache_lookups_total\{cache="preorder-detail",result="hit"\} [1-9]/);
        assert.match(text, /storefront_cache_lookups_total\{cache="preorder-detail",result="miss"\} [1-9]/);
      } else {
        assert.doesNotMatch(text, /storefront_cache_lookups_total\{cache="preorder-detail",result="hit"\}/);
        assert.match(text, /storefront_cache_lookups_total\{cache="preorder-detail",result="miss"\} [3-9]/);
      }
      assert.match(text, /storefront_db_query_duration_seconds_count\{kind="query"\} [1-9]/);
      assert.match(text, /process_cpu_user_seconds_total/);
      assert.match(text, /nodejs_eventloop_lag_seconds/);
    });
  });

  describe('request ids', () => {
    it('echoes a sane incoming x-request-id and puts it on every log line of the request', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/preorders/missing-one', headers: { 'x-request-id': 'trace-42.a:b' } });
      assert.equal(response.headers['x-request-id'], 'trace-42.a:b');
      const lines = logLines.filter((line) => line.reqId === 'trace-42.a:b');
      assert.ok(lines.length >= 3, 'incoming, refused and completed lines');
      assert.ok(lines.some((line) => line.msg === 'request refused'));
    });

    it('replaces an unsafe id with a generated one', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'bad id\twith spaces' } });
      assert.match(String(response.headers['x-request-id']), /^[\w-]{8}-[0-9a-z]+$/);
      assert.notEqual(response.headers['x-request-id'], (await t.app.inject({ method: 'GET', url: '/healthz' })).headers['x-request-id']);
    });

    it('redacts secrets from the logged request', async () => {
      await t.app.inject({ method: 'GET', url: '/api/public/product-recommendations', headers: { 'x-store-api-key': STORE, cookie: 'session=secret-cookie', authorization: `Bearer ${ADMIN}` } });
      const logged = JSON.stringify(logLines);
      assert.ok(!logged.includes(STORE) && !logged.includes('secret-cookie') && !logged.includes(ADMIN));
    });
  });

  describe('HTTP caching', () => {
    // The recommendations are behind the store key: private whatever PUBLIC_CACHE_CONTROL says, and their
    // ETag names their data (weak), since answers differ only in the `cached` flag.
    for (const [route, headers, etagShape, cacheControl] of [
      ['/api/home', {}, /^"[\w-]+"$/, 'public, max-age=30'],
      ['/api/preorders/prod_ops', {}, /^"[\w-]+"$/, 'public, max-age=30'],
      ['/api/public/product-recommendations', { 'x-store-api-key': STORE }, /^W\/"[\w-]+"$/, 'private, max-age=30'],
    ] as const) {
      it(`${route}: its ETag, its Cache-Control, 304 on a match, a new ETag when the body changes`, async () => {
        const first = await t.app.inject({ method: 'GET', url: route, headers });
        assert.equal(first.statusCode, 200);
        const etag = String(first.headers.etag);
        assert.match(etag, etagShape);
        assert.equal(first.headers['cache-control'], cacheControl);
        const again = await t.app.inject({ method: 'GET', url: route, headers });
        const revalidated = await t.app.inject({ method: 'GET', url: route, headers: { ...headers, 'if-none-match': String(again.headers.etag) } });
        assert.equal(revalidated.statusCode, 304);
        assert.equal(revalidated.body, '');
        assert.equal(revalidated.headers.etag, again.headers.etag);

        const patched = await t.app.inject({ method: 'PATCH', url: '/api/preorders/prod_ops', headers: admin, payload: { fake_order_count: Math.floor(Math.random() * 1e6) } });
        assert.equal(patched.statusCode, 200);
        const changed = await t.app.inject({ method: 'GET', url: route, headers: { ...headers, 'if-none-match': String(again.headers.etag) } });
        assert.equal(changed.statusCode, 200, 'the body changed, so the old ETag no longer matches');
        assert.notEqual(changed.headers.etag, again.headers.etag);
      });
    }

    it('checks the store key before answering 304', async () => {
      const ok = await t.app.inject({ method: 'GET', url: '/api/public/product-recommendations', headers: { 'x-store-api-key': STORE } });
      const refused = await t.app.inject({ method: 'GET', url: '/api/public/product-recommendations', headers: { 'if-none-match': String(ok.headers.etag) } });
      assert.equal(refused.statusCode, 401);
    });

    it('never answers a write with 304', async () => {
      const detail = await t.app.inject({ method: 'GET', url: '/api/preorders/prod_ops' });
      const patch = await t.app.inject({ method: 'PATCH', url: '/api/preorders/prod_ops', headers: { ...admin, 'if-none-match': String(detail.headers.etag) }, payload: {} });
      assert.equal(patch.statusCode, 200);
      assert.equal(patch.headers.etag, undefined);
    });
  });

  describe('CORS', () => {
    it('allows a configured origin on the public read routes, preflight included', async () => {
      const simple = await t.app.inject({ method: 'GET', url: '/api/home', headers: { origin: SHOP } });
      assert.equal(simple.headers['access-control-allow-origin'], SHOP);
      assert.match(String(simple.headers['access-control-expose-headers']), /etag/);
      const preflight = await t.app.inject({
        method: 'OPTIONS', url: '/api/public/product-recommendations',
        headers: { origin: SHOP, 'access-control-request-method': 'GET', 'access-control-request-headers': 'x-store-api-key' },
      });
      assert.equal(preflight.statusCode, 204);
      assert.equal(preflight.headers['access-control-allow-origin'], SHOP);
      assert.match(String(preflight.headers['access-control-allow-headers']), /x-store-api-key/);
    });

    it('allows no other origin, and no origin on the other routes', async () => {
      const stranger = await t.app.inject({ method: 'GET', url: '/api/home', headers: { origin: 'https://evil.example' } });
      assert.equal(stranger.headers['access-control-allow-origin'], undefined);
      const write = await t.app.inject({
        method: 'OPTIONS', url: '/api/preorder-products',
        headers: { origin: SHOP, 'access-control-request-method': 'POST' },
      });
      assert.equal(write.headers['access-control-allow-origin'], undefined);
      assert.notEqual(write.statusCode, 204);
    });
  });
});

describe('operability defaults', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp();
    await setGlobal(t.app, 'hero-slider', { slides: [] });
  });
  after(async () => t.close());

  it('allows no origin by default and sends Cache-Control no-cache', async () => {
    const home = await t.app.inject({ method: 'GET', url: '/api/home', headers: { origin: SHOP } });
    assert.equal(home.headers['access-control-allow-origin'], undefined);
    assert.equal(home.headers['cache-control'], 'no-cache');
    const preflight = await t.app.inject({ method: 'OPTIONS', url: '/api/home', headers: { origin: SHOP, 'access-control-request-method': 'GET' } });
    assert.equal(preflight.headers['access-control-allow-origin'], undefined);
  });

  it('serves /metrics without a key when ADMIN_API_KEY is unset', async () => {
    assert.equal((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode, 200);
  });
});

describe('operability with a commerce backend', () => {
  let t: TestApp;
  let backend: Awaited<ReturnType<typeof startDemoBackend>>;
  const logLines: Record<string, unknown>[] = [];

  before(async () => {
    backend = await startDemoBackend({ catalog: { products: [backendProduct('prod_m1', { preorder: true }), backendProduct('prod_m2')], orders: [] } });
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
        done();
      },
    });
    t = await startTestApp({ COMMERCE_URL: backend.url, COMMERCE_TIMEOUT_MS: '500' }, { logStream });
  });
  after(async () => {
    await t.close();
    await backend.close();
  });

  it('counts sync runs, their actions and the commerce calls, and logs those calls with the request id', async () => {
    const sync = await t.app.inject({ method: 'GET', url: '/api/sync-backend', headers: { 'x-request-id': 'sync-run-1' } });
    assert.equal(sync.statusCode, 200);
    const missing = await t.app.inject({ method: 'GET', url: '/api/sync-backend?backendId=prod_absent' });
    assert.equal(missing.json().action, 'not_found');

    const text = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
    assert.match(text, /storefront_sync_runs_total\{mode="all"\} 1/);
    assert.match(text, /storefront_sync_runs_total\{mode="backend-id"\} 1/);
    assert.match(text, /storefront_sync_products_total\{action="created"\} 2/);
    assert.match(text, /storefront_commerce_request_duration_seconds_count\{operation="list_products",outcome="ok"\} 1/);
    assert.match(text, /storefront_commerce_request_duration_seconds_count\{operation="get_product",outcome="ok"\} 1/);

    const commerceLines = logLines.filter((line) => line.msg === 'commerce call');
    assert.ok(commerceLines.some((line) => line.reqId === 'sync-run-1'), 'the sync\'s commerce calls carry its request id');
    assert.ok(backend.requests.every((request) => !('x-request-id' in request.headers)), 'no extra header reaches the backend');
  });

  it('counts commerce failures by operation', async () => {
    await backend.close();
    const failed = await t.app.inject({ method: 'GET', url: '/api/sync-backend' });
    assert.equal(failed.statusCode, 500);
    const text = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
    assert.match(text, /storefront_commerce_failures_total\{operation="list_products"\} 1/);
  });
});
