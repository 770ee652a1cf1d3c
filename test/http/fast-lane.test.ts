import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { createFastLane, type FastLaneOptions, type FastRoute, preorderIdOf } from '../../src/http/fast-lane.js';
import { etagMatches, privateCacheControl } from '../../src/http/http-caching.js';
import { answerOf } from '../../src/lib/answer.js';
import { createDoc, setGlobal, startTestApp, type TestApp } from '../helpers/app.js';

describe('etagMatches (RFC 9110 If-None-Match: lists, *, weak comparison)', () => {
  const cases: [string | undefined, string, boolean][] = [
    [undefined, '"abc"', false], ['"abc"', '"abc"', true], ['W/"abc"', '"abc"', true], ['"abc"', 'W/"abc"', true],
    ['"abd"', '"abc"', false], ['', '"abc"', false], ['"x", "abc"', '"abc"', true], ['"x","y"', '"abc"', false],
    ['W/"x", W/"abc"', 'W/"abc"', true], ['*', '"abc"', true], ['abc', '"abc"', false], ['"ab', '"abc"', false],
  ];
  for (const [header, etag, expected] of cases) {
    it(`${JSON.stringify(header)} vs ${etag} -> ${expected}`, () => assert.equal(etagMatches(header, etag), expected));
  }
});

describe('privateCacheControl', () => {
  const cases: [string, string][] = [
    ['no-cache', 'private, no-cache'],
    ['public, max-age=60, s-maxage=600', 'private, max-age=60'],
    ['public', 'private'],
    ['private, max-age=5', 'private, max-age=5'],
  ];
  for (const [input, expected] of cases) it(`${input} -> ${expected}`, () => assert.equal(privateCacheControl(input), expected));
});

describe('preorderIdOf', () => {
  const cases: [string, string | undefined][] = [
    ['/api/preorders/abc123', 'abc123'],
    ['/api/preorders/prod_01:x.y-z', 'prod_01:x.y-z'],
    ['/api/preorders/', undefined],
    ['/api/preorders/a/orders', undefined],
    ['/api/preorders/caf%C3%A9', undefined],
    [`/api/preorders/${'a'.repeat(101)}`, undefined],
    ['/api/home', undefined],
  ];
  for (const [path, expected] of cases) {
    it(`${path.slice(0, 40)} -> ${expected}`, () => assert.equal(preorderIdOf(path), expected));
  }
});

/** The lane in front of a stand-in for Fastify that answers 299 and records what reached it. */
async function laneServer(overrides: Partial<FastLaneOptions> & { routes?: Record<string, FastRoute> }) {
  const reachedFramework: string[] = [];
  const observed: [string, string][] = [];
  const lane = createFastLane({
    route: (path) => overrides.routes?.[path],
    corsEnabled: false,
    observe: (template, statusClass) => observed.push([template, statusClass]),
    log: { level: 'silent' } as FastLaneOptions['log'],
    ...overrides,
  });
  const framework = (request: IncomingMessage, response: ServerResponse) => {
    reachedFramework.push(`${request.method} ${request.url}`);
    response.writeHead(299).end('framework');
  };
  const server: Server = createServer((request, response) => lane(request, response, framework));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, reachedFramework, observed, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe('createFastLane', () => {
  const kept = answerOf('{"kept":true}');
  const headers = { cacheControl: 'public, max-age=5' };
  const keptRoute: FastRoute = { template: '/kept', headers, peek: () => kept };
  const emptyRoute: FastRoute = { template: '/empty', headers, peek: () => undefined };
  let lane: Awaited<ReturnType<typeof laneServer>>;
  before(async () => {
    lane = await laneServer({ routes: { '/kept': keptRoute, '/empty': emptyRoute } });
  });
  after(async () => lane.close());

  it('sends a kept answer with its ETag, Cache-Control and a request id, without the framework', async () => {
    const response = await fetch(`${lane.base}/kept?utm=1`, { headers: { 'x-request-id': 'trace-7' } });
    assert.equal(response.status, 200);
    assert.equal(await response.text(), '{"kept":true}');
    assert.equal(response.headers.get('etag'), kept.etag);
    assert.equal(response.headers.get('cache-control'), 'public, max-age=5');
    assert.equal(response.headers.get('content-type'), 'application/json; charset=utf-8');
    assert.equal(response.headers.get('x-request-id'), 'trace-7');
    assert.deepEqual(lane.reachedFramework, []);
    assert.deepEqual(lane.observed.at(-1), ['/kept', '2xx']);
  });

  it('answers 304 with no body to a matching If-None-Match', async () => {
    const response = await fetch(`${lane.base}/kept`, { headers: { 'if-none-match': kept.etag } });
    assert.equal(response.status, 304);
    assert.equal(await response.text(), '');
    assert.equal(response.headers.get('etag'), kept.etag);
    assert.match(String(response.headers.get('x-request-id')), /^[\w-]{8}-[0-9a-z]+$/);
    assert.deepEqual(lane.observed.at(-1), ['/kept', '3xx']);
  });

  it('leaves to the framework: other methods, other paths, routes with nothing kept', async () => {
    const before = lane.reachedFramework.length;
    assert.equal((await fetch(`${lane.base}/kept`, { method: 'POST', body: '{}' })).status, 299);
    assert.equal((await fetch(`${lane.base}/kept`, { method: 'HEAD' })).status, 299);
    assert.equal((await fetch(`${lane.base}/elsewhere`)).status, 299);
    assert.equal((await fetch(`${lane.base}/empty`)).status, 299);
    assert.deepEqual(lane.reachedFramework.slice(before), ['POST /kept', 'HEAD /kept', 'GET /elsewhere', 'GET /empty']);
  });

  it('leaves to the framework a query it refuses: control characters, bytes that are not UTF-8, too long', async () => {
    const before = lane.reachedFramework.length;
    const refused = ['/kept?x=%00', '/kept?x=a%0Ab', '/kept?x=%FF%FE', `/kept?x=${'a'.repeat(4100)}`];
    for (const url of refused) assert.equal((await fetch(`${lane.base}${url}`)).status, 299, url);
    assert.equal((await fetch(`${lane.base}/kept?x=caf%C3%A9`)).status, 200);
    assert.deepEqual(lane.reachedFramework.slice(before), refused.map((url) => `GET ${url}`));
  });

  it('applies shared writes before looking, and leaves to the framework when that fails', async () => {
    const steps: string[] = [];
    let failRefresh = false;
    const shared = await laneServer({
      routes: { '/kept': { template: '/kept', headers, peek: () => (steps.push('peek'), kept) } },
      refresh: async () => {
        steps.push('refresh');
        if (failRefresh) throw new Error('redis down');
      },
    });
    try {
      assert.equal((await fetch(`${shared.base}/kept`)).status, 200);
      assert.deepEqual(steps, ['refresh', 'peek']);
      failRefresh = true;
      assert.equal((await fetch(`${shared.base}/kept`)).status, 299);
      assert.deepEqual(steps, ['refresh', 'peek', 'refresh']);
    } finally {
      await shared.close();
    }
  });

  it('sends CORS requests through the framework when CORS is on, and answers them itself when it is off', async () => {
    const cors = await laneServer({ routes: { '/kept': keptRoute }, corsEnabled: true });
    try {
      assert.equal((await fetch(`${cors.base}/kept`, { headers: { origin: 'https://shop.example' } })).status, 299);
      assert.equal((await fetch(`${cors.base}/kept`)).status, 200);
      assert.equal((await fetch(`${lane.base}/kept`, { headers: { origin: 'https://shop.example' } })).status, 200);
    } finally {
      await cors.close();
    }
  });
});

describe('the service over HTTP: fast lane and Fastify answer alike', () => {
  const STORE_KEY = 'fast-lane-key';
  const SHOP = 'https://shop.example';
  let t: TestApp;
  let base: string;
  let preorderId: string;
  const DAY = 86_400_000;

  before(async () => {
    t = await startTestApp({ STORE_API_KEY: STORE_KEY, CORS_ORIGINS: SHOP, PUBLIC_CACHE_CONTROL: 'public, max-age=10' });
    t.clock.now = new Date('2026-06-01T12:00:00.000Z');
    const preorder = await createDoc(t.app, 'preorder-products', {
      title: 'Campaign', backendId: 'prod_fast', seedId: 'seed_fast', status: 'published', _status: 'published',
      fundingGoal: 100, orderCount: 10, preorderEndDate: '2026-06-03T00:00:00.000Z',
    });
    preorderId = preorder.id;
    await setGlobal(t.app, 'product-recommendations', {
      enabled: true, lists: [{ id: 'l1', title: 'Featured', products: [{ relationTo: 'preorder-products', value: preorderId }] }],
    });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  after(async () => t.close());

  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${base}${path}`, { headers });

  async function twice(path: string, headers: Record<string, string> = {}) {
    const first = await get(path, headers);
    const second = await get(path, headers);
    return { first, second, firstBody: await first.text(), secondBody: await second.text() };
  }

  it('answers home, detail (by id, backendId, seedId) and recommendations the same on the second call as on the first', async () => {
    for (const path of ['/api/home', `/api/preorders/${preorderId}`, '/api/preorders/prod_fast', '/api/preorders/seed_fast']) {
      const { first, second, firstBody, secondBody } = await twice(path);
      assert.equal(second.status, 200, path);
      assert.equal(secondBody, firstBody, path);
      for (const header of ['etag', 'cache-control', 'content-type', 'vary']) {
        assert.equal(second.headers.get(header), first.headers.get(header), `${path} ${header}`);
      }
      assert.equal(second.headers.get('cache-control'), 'public, max-age=10');
      assert.equal(second.headers.get('vary'), 'Origin', `${path}: CORS is on, so shared caches must key on Origin`);
      assert.equal((await get(path, { 'if-none-match': String(second.headers.get('etag')) })).status, 304, path);
    }
    const keyed = { 'x-store-api-key': STORE_KEY };
    await get('/api/public/product-recommendations', keyed);
    const { firstBody, secondBody, second } = await twice('/api/public/product-recommendations', keyed);
    assert.equal(secondBody, firstBody);
    assert.equal(JSON.parse(secondBody).cached, true);
    assert.equal((await get('/api/public/product-recommendations', { 'if-none-match': String(second.headers.get('etag')), ...keyed })).status, 304);
  });

  it('sends the recommendations private and varying on the key, with one ETag for the same data, from both lanes', async () => {
    const keyed = { 'x-store-api-key': STORE_KEY };
    // A write drops the kept answer: the first read is computed through Fastify, the second is the fast lane's.
    await setGlobal(t.app, 'product-recommendations', { enabled: true });
    const computed = await get('/api/public/product-recommendations', keyed);
    const kept = await get('/api/public/product-recommendations', keyed);
    assert.equal(JSON.parse(await computed.text()).cached, false);
    assert.equal(JSON.parse(await kept.text()).cached, true);
    assert.equal(kept.headers.get('etag'), computed.headers.get('etag'), 'the same data keeps its ETag');
    assert.match(String(kept.headers.get('etag')), /^W\//);
    for (const response of [computed, kept]) {
      assert.equal(response.headers.get('cache-control'), 'private, max-age=10', 'never stored by a shared cache');
      assert.equal(response.headers.get('vary'), 'Origin, x-store-api-key');
    }
  });

  it('follows RFC 9110 If-None-Match on both lanes (lists and *), and puts no ETag on errors', async () => {
    await createDoc(t.app, 'announcements', { title: 'Drop the kept home' });
    const computed = await get('/api/home');
    const etag = String(computed.headers.get('etag'));
    for (const header of [`"other", ${etag}`, '*', `W/${etag}`]) {
      // The first of these runs right after the write (Fastify's lane), the others from the kept answer.
      assert.equal((await get('/api/home', { 'if-none-match': header })).status, 304, header);
    }
    await createDoc(t.app, 'announcements', { title: 'And again' });
    assert.equal((await get('/api/home', { 'if-none-match': '*' })).status, 304, 'Fastify lane answers * too');
    assert.equal((await get('/api/home', { 'if-none-match': '"stale", "older"' })).status, 200);
    const missing = await get('/api/preorders/nope', { 'if-none-match': '*' });
    assert.equal(missing.status, 404);
    assert.equal(missing.headers.get('etag'), null);
    const refused = await get('/api/public/product-recommendations', { 'if-none-match': '*' });
    assert.equal(refused.status, 401);
    assert.equal(refused.headers.get('etag'), null);
  });

  it('still refuses a wrong or missing store key once an answer is kept', async () => {
    assert.equal((await get('/api/public/product-recommendations', { 'x-store-api-key': 'wrong' })).status, 401);
    assert.equal((await get('/api/public/product-recommendations')).status, 401);
  });

  it('never answers from before a write', async () => {
    const before = await (await get('/api/home')).json();
    await createDoc(t.app, 'announcements', { title: 'Fresh news', status: 'published', showOnHomepage: true, priority: 1 });
    const after = await (await get('/api/home')).json();
    assert.equal(before.announcements.length, 0);
    assert.deepEqual(after.announcements.map((a: { title: string }) => a.title), ['Fresh news']);

    await get('/api/preorders/prod_fast');
    const patched = await t.app.inject({ method: 'PATCH', url: '/api/preorders/prod_fast', payload: { fake_order_count: 40 } });
    assert.equal(patched.statusCode, 200);
    assert.equal((await (await get('/api/preorders/prod_fast')).json()).preorder.fake_order_count, 40);
  });

  it('keeps daysLeft right to the moment it ticks over', async () => {
    const daysLeft = async () => (await (await get('/api/home')).json()).productRecommendations.lists[0].products[0].preorder.daysLeft;
    assert.equal(await daysLeft(), 2);
    assert.equal(await daysLeft(), 2);
    t.clock.now = new Date(Date.parse('2026-06-02T00:00:00.000Z') + 1);
    assert.equal(await daysLeft(), 1);
    t.clock.now = new Date(Date.parse('2026-06-03T00:00:00.000Z') - DAY * 2);
    assert.equal(await daysLeft(), 2, 'a clock set back never gets a later answer');
  });

  it('lets CORS requests get their headers', async () => {
    await get('/api/home');
    const response = await get('/api/home', { origin: SHOP });
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('access-control-allow-origin'), SHOP);
  });

  it('answers unknown preorders and odd ids through Fastify', async () => {
    assert.equal((await get('/api/preorders/nope')).status, 404);
    assert.equal((await get(`/api/preorders/${'x'.repeat(120)}`)).status, 414);
  });

  it('counts fast answers in the same request metrics, per route template', async () => {
    for (let index = 0; index < 3; index += 1) await get('/api/home');
    const metrics = await (await get('/metrics')).text();
    const count = Number(/http_request_duration_seconds_count\{method="GET",route="\/api\/home",status_code="2xx"\} (\d+)/.exec(metrics)?.[1]);
    assert.ok(count >= 8, `counted ${count}`);
    assert.match(metrics, /http_request_duration_seconds_count\{method="GET",route="\/api\/preorders\/:id",status_code="3xx"\} [1-9]/);
    // Answers are kept on the embedded database (or with Redis); on PostgreSQL alone every call is computed.
    if (t.database.kind === 'pglite') assert.match(metrics, /storefront_cache_lookups_total\{cache="home",result="hit"\} [1-9]/);
  });
});

describe('FAST_LANE on and off: which lane answered, and every header alike', () => {
  const STORE_KEY = 'lane-switch-key';
  const apps: Record<'on' | 'off', { t: TestApp; base: string; log: string[]; preorderId: string }> = {} as never;

  before(async () => {
    for (const mode of ['on', 'off'] as const) {
      const log: string[] = [];
      const t = await startTestApp({ STORE_API_KEY: STORE_KEY, FAST_LANE: mode }, {
        beforeReady: (app) => app.addHook('onRequest', async (request) => void log.push(request.url)),
      });
      t.clock.now = new Date('2026-06-01T12:00:00.000Z');
      const preorder = await createDoc(t.app, 'preorder-products', {
        title: 'Campaign', backendId: 'prod_switch', status: 'published', _status: 'published', fundingGoal: 100, orderCount: 10,
        // long enough that content API answers go compressed to clients that take it
        description: 'A campaign worth backing. '.repeat(80),
      });
      await setGlobal(t.app, 'product-recommendations', {
        enabled: true, lists: [{ id: 'l1', title: 'Featured', products: [{ relationTo: 'preorder-products', value: preorder.id }] }],
      });
      apps[mode] = { t, base: await t.app.listen({ port: 0, host: '127.0.0.1' }), log, preorderId: preorder.id };
    }
  });
  after(async () => {
    for (const app of Object.values(apps)) await app.t.close();
  });

  /** Requests of `path` that reached Fastify (the fast lane answers before it). */
  const seenByFastify = (mode: 'on' | 'off', path: string) => apps[mode].log.filter((url) => url === path).length;
  const headersOf = (response: Response) => Object.fromEntries([...response.headers].filter(([name]) => !['date', 'x-request-id'].includes(name)));

  it('serves kept answers from the lane when on, every request through Fastify when off, with the same headers', async () => {
    for (const mode of ['on', 'off'] as const) {
      const { base, preorderId } = apps[mode];
      const reads: [string, Record<string, string>][] = [
        ['/api/home', {}], [`/api/preorders/${preorderId}`, {}], ['/api/public/product-recommendations', { 'x-store-api-key': STORE_KEY }],
        // the content API's anonymous reads, plain and in each coding
        ['/api/preorder-products?depth=1&limit=5', { 'accept-encoding': 'identity' }],
        ['/api/preorder-products?depth=1&limit=5&sort=title', { 'accept-encoding': 'br' }],
        ['/api/preorder-products?depth=1&limit=5&sort=-title', { 'accept-encoding': 'gzip' }],
        [`/api/preorder-products/${preorderId}?depth=0`, { 'accept-encoding': 'gzip, br' }],
        ['/api/globals/product-recommendations', { 'accept-encoding': 'identity' }],
      ];
      for (const [path, headers] of reads) {
        const calls: Response[] = [];
        const reachedBefore = seenByFastify(mode, path);
        for (let call = 0; call < 3; call += 1) calls.push(await fetch(`${base}${path}`, { headers }));
        const bodies = await Promise.all(calls.map((response) => response.text()));
        const fastify = seenByFastify(mode, path) - reachedBefore;
        if (mode === 'off') assert.equal(fastify, 3, `${path}: with the lane off, Fastify answers every request`);
        // Home and detail are kept on the embedded database (or with Redis); a PostgreSQL server alone may have other writers.
        else if (apps[mode].t.database.kind === 'pglite') assert.ok(fastify < 3, `${path}: with the lane on, a kept answer skips Fastify (${fastify} of 3 reached it)`);
        // Recommendations say whether they came from the cache; everything else is byte for byte the same.
        const comparable = (body: string) => body.replace(/"cached":(true|false)/, '"cached":?');
        assert.equal(comparable(bodies[2]!), comparable(bodies[1]!), `${mode} ${path}`);
        assert.deepEqual(headersOf(calls[2]!), headersOf(calls[1]!), `${mode} ${path}: headers of the lane's answer and Fastify's`);
        assert.deepEqual(Object.keys(headersOf(calls[2]!)).sort(), Object.keys(headersOf(calls[0]!)).sort(), `${mode} ${path}`);
        if (headers['accept-encoding'] && headers['accept-encoding'] !== 'identity') {
          assert.equal(calls[2]!.headers.get('content-encoding'), headers['accept-encoding'].includes('br') ? 'br' : 'gzip', `${mode} ${path}: compressed`);
        }
        const etag = String(calls[2]!.headers.get('etag'));
        const notModified = await fetch(`${base}${path}`, { headers: { ...headers, 'if-none-match': etag } });
        assert.equal(notModified.status, 304, `${mode} ${path}`);
        assert.deepEqual(headersOf(notModified), Object.fromEntries(Object.entries(headersOf(calls[2]!)).filter(([name]) => !['content-type', 'content-length', 'content-encoding'].includes(name))),
          `${mode} ${path}: 304 headers`);
      }
      if (mode === 'on' && apps[mode].t.database.kind === 'pglite') {
        const list = '/api/preorder-products?depth=1&limit=5';
        const reached = seenByFastify(mode, list);
        for (const credential of [{ authorization: 'Bearer not-a-key' }, { cookie: 'storefront-token=x' }] as Record<string, string>[]) await fetch(`${base}${list}`, { headers: credential });
        assert.equal(seenByFastify(mode, list), reached + 2, 'a request with a credential is never answered by the lane');
      }
    }
  });
});
