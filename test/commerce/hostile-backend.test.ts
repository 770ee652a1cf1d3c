import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { backendOrder, backendProduct } from '../helpers/backend-products.js';
import { createDoc, startTestApp, type TestApp } from '../helpers/app.js';

type Mode = 'ignores-offset' | 'no-count' | 'endless' | 'slow-endless';

/** A commerce backend that pages badly, counting the calls it gets. */
async function hostileBackend() {
  const state = { mode: 'ignores-offset' as Mode, calls: 0 };
  const server: Server = createServer((request, response) => {
    state.calls += 1;
    const url = new URL(request.url ?? '/', 'http://x');
    const offset = Number(url.searchParams.get('offset') ?? 0);
    const start = state.mode === 'ignores-offset' ? 0 : offset;
    const products = Array.from({ length: 100 }, (_, index) => backendProduct(`prod_${start + index}`));
    const orders = Array.from({ length: 100 }, (_, index) =>
      backendOrder(`order_${start + index}`, '2026-11-01T00:00:00.000Z', [{ id: `item_${start + index}`, product_id: 'prod_campaign', variant_id: 'v' }]));
    const body = url.pathname.endsWith('/orders') ? { orders } : { products };
    const count = state.mode === 'no-count' ? undefined : 1_000_000;
    const send = () => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ...body, count }));
    if (state.mode === 'slow-endless') setTimeout(send, 100);
    else send();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { state, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

const MAX_PAGES = 20;

describe('a commerce backend that pages badly', () => {
  let backend: Awaited<ReturnType<typeof hostileBackend>>;
  let t: TestApp;
  let base: string;
  before(async () => {
    backend = await hostileBackend();
    t = await startTestApp({ COMMERCE_URL: backend.url, COMMERCE_MAX_PAGES: String(MAX_PAGES), COMMERCE_TIMEOUT_MS: '2000' });
    await createDoc(t.app, 'preorder-products', { title: 'Campaign', backendId: 'prod_campaign' });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  after(async () => {
    await t.close();
    await backend.close();
  });

  const calls = async (mode: Mode, url: string) => {
    backend.state.mode = mode;
    backend.state.calls = 0;
    const response = await t.app.inject({ url });
    return { response, calls: backend.state.calls };
  };

  it('stops at the second page when the backend ignores offset (orders and full sync)', async () => {
    const orders = await calls('ignores-offset', '/api/preorders/prod_campaign/orders');
    assert.equal(orders.response.statusCode, 200);
    assert.equal(orders.response.json().count, 100);
    assert.equal(orders.calls, 2);
    const sync = await calls('ignores-offset', '/api/sync-backend');
    assert.equal(sync.response.json().results.total, 100);
    assert.equal(sync.calls, 2);
  });

  it(`fails after ${MAX_PAGES} pages when the list never ends, with or without a count`, async () => {
    for (const mode of ['no-count', 'endless'] as const) {
      const orders = await calls(mode, '/api/preorders/prod_campaign/orders');
      assert.equal(orders.response.statusCode, 500, mode);
      assert.match(orders.response.json().message, /more than 20 pages/);
      assert.equal(orders.calls, MAX_PAGES, mode);
      const sync = await calls(mode, '/api/sync-backend');
      assert.equal(sync.response.statusCode, 500);
      assert.equal(sync.calls, MAX_PAGES, mode);
    }
  });

  it('stops calling the backend soon after the client disconnects', async () => {
    backend.state.mode = 'slow-endless';
    backend.state.calls = 0;
    await t.app.inject({ method: 'PATCH', url: '/api/preorders/prod_campaign', payload: { fake_order_count: 1 } });
    const controller = new AbortController();
    const request = fetch(`${base}/api/sync-backend`, { signal: controller.signal }).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 450));
    controller.abort();
    await request;
    const atAbort = backend.state.calls;
    await new Promise((resolve) => setTimeout(resolve, 800));
    assert.ok(atAbort >= 2, `${atAbort} calls before the abort`);
    assert.ok(backend.state.calls <= atAbort + 1, `${backend.state.calls} calls after ${atAbort} at the abort`);
  });
});
