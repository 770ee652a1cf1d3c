import { describe, it, after, before, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import type { BackendProduct } from '../../src/commerce/types.js';
import { generateCatalog, README_CAMPAIGN, withReadmeCampaign, type DemoCatalog } from '../../demo/catalog.js';
import { startDemoBackend, type DemoBackend } from '../../demo/commerce-backend.js';

const NOW = new Date('2025-06-01T12:00:00.000Z');
const DAY = 86_400_000;
const ULID_SUFFIX = '01[0-9A-HJKMNP-TV-Z]{24}';

const isPreorder = (product: BackendProduct) => product.metadata.is_preorder === true || product.metadata.is_preorder === 'true';

function allIds(catalog: DemoCatalog): string[] {
  return [
    ...catalog.products.flatMap((product) => [product.id, ...product.variants.map((variant) => variant.id), ...product.images.map((image) => image.id)]),
    ...catalog.orders.flatMap((order) => [order.id, ...order.items.map((item) => item.id)]),
  ];
}

describe('generateCatalog', () => {
  const catalog = generateCatalog({ products: 200, seed: 7, now: NOW });
  const preorders = catalog.products.filter(isPreorder);
  const preorderVariants = preorders.flatMap((product) => product.variants);

  it('gives the same catalog for the same seed and a different one for another seed', () => {
    const again = generateCatalog({ products: 200, seed: 7, now: NOW });
    const other = generateCatalog({ products: 200, seed: 8, now: NOW });
    assert.equal(JSON.stringify(again), JSON.stringify(catalog));
    assert.notEqual(JSON.stringify(other), JSON.stringify(catalog));
    assert.notEqual(other.products[0]!.id, catalog.products[0]!.id);
  });

  it('uses the defaults: 40 products, 40% preorders, 3 orders per product', () => {
    const defaults = generateCatalog({ now: NOW });
    assert.equal(defaults.products.length, 40);
    assert.equal(defaults.products.filter(isPreorder).length, 16);
    assert.equal(defaults.orders.length, 120);
    assert.equal(JSON.stringify(generateCatalog({ seed: 1, now: NOW })), JSON.stringify(defaults));
  });

  it('makes the requested share of products preorders, with both spellings of is_preorder', () => {
    assert.equal(preorders.length, 80);
    assert.ok(preorders.some((product) => product.metadata.is_preorder === true));
    assert.ok(preorders.some((product) => product.metadata.is_preorder === 'true'));
    assert.equal(generateCatalog({ products: 30, preorderShare: 0, now: NOW }).products.filter(isPreorder).length, 0);
    assert.equal(generateCatalog({ products: 30, preorderShare: 1, now: NOW }).products.filter(isPreorder).length, 30);
  });

  it('gives unique Medusa-like ids and unique handles', () => {
    const ids = allIds(catalog);
    assert.equal(new Set(ids).size, ids.length);
    for (const product of catalog.products) assert.match(product.id, new RegExp(`^prod_${ULID_SUFFIX}$`));
    for (const variant of catalog.products.flatMap((product) => product.variants)) assert.match(variant.id, new RegExp(`^variant_${ULID_SUFFIX}$`));
    for (const order of catalog.orders) assert.match(order.id, new RegExp(`^order_${ULID_SUFFIX}$`));
    for (const item of catalog.orders.flatMap((order) => order.items)) assert.match(item.id, new RegExp(`^item_${ULID_SUFFIX}$`));
    const handles = catalog.products.map((product) => product.handle);
    assert.equal(new Set(handles).size, handles.length);
    for (const handle of handles) assert.match(handle ?? '', /^[a-z0-9]+(-[a-z0-9]+)*-\d+$/);
  });

  it('gives realistic products: 1-4 priced variants, images, a category, past dates, mostly published', () => {
    const statuses = new Set(catalog.products.map((product) => product.status));
    assert.deepEqual([...statuses].sort(), ['draft', 'published']);
    assert.ok(catalog.products.filter((product) => product.status === 'published').length > 150);
    for (const product of catalog.products) {
      assert.ok(product.variants.length >= 1 && product.variants.length <= 4, product.id);
      assert.ok(product.thumbnail?.startsWith('https://images.example.com/'));
      assert.ok(product.images.length > 0 && product.images.every((image) => image.url.startsWith('https://images.example.com/')));
      assert.equal(product.categories.length, 1);
      assert.ok(Date.parse(product.created_at) <= Date.parse(product.updated_at));
      assert.ok(Date.parse(product.updated_at) < NOW.getTime());
      for (const variant of product.variants) {
        assert.deepEqual(variant.prices.map((price) => price.currency_code), ['eur', 'usd']);
        assert.ok(variant.prices.every((price) => Number.isInteger(price.amount) && price.amount > 0));
      }
    }
    assert.ok(new Set(catalog.products.map((product) => product.variants.length)).has(4));
    assert.equal(new Set(catalog.products.flatMap((product) => product.categories.map((category) => category.id))).size, 5);
    assert.ok(catalog.products.some((product) => product.collection === null));
    assert.ok(catalog.products.some((product) => product.collection !== null));
  });

  it('gives preorders campaign metadata and variant counters as numbers or numeric strings', () => {
    for (const product of preorders) {
      const { metadata } = product;
      assert.ok(['standard', 'limited', 'early-bird'].includes(String(metadata.preorder_type)));
      assert.ok(Date.parse(String(metadata.preorder_start_date)) < NOW.getTime());
      assert.ok(metadata.preorder_end_date === null || Date.parse(String(metadata.preorder_end_date)) > NOW.getTime());
      assert.ok(Number(metadata.funding_goal) > 0);
      assert.equal(metadata.seed_id, `seed-${product.handle}`);
    }
    assert.ok(preorders.some((product) => product.metadata.preorder_end_date === null));
    assert.ok(preorders.some((product) => typeof product.metadata.funding_goal === 'string'));
    const counters = preorderVariants.map((variant) => variant.metadata);
    for (const { current_orders, max_orders } of counters) {
      assert.ok(Number.isInteger(Number(current_orders)) && Number(current_orders) >= 0);
      assert.ok(Number.isInteger(Number(max_orders)) && Number(max_orders) >= 0);
    }
    assert.ok(counters.some((metadata) => typeof metadata.current_orders === 'string'));
    assert.ok(counters.some((metadata) => typeof metadata.current_orders === 'number'));
    assert.ok(counters.some((metadata) => Number(metadata.max_orders) === 0), 'some variants have no cap');
    assert.ok(counters.some((metadata) => Number(metadata.max_orders) > 0 && Number(metadata.current_orders) >= Number(metadata.max_orders)), 'some are sold out');
    assert.ok(counters.some((metadata) => Number(metadata.current_orders) < Number(metadata.max_orders)), 'some are open');
    const ordinary = catalog.products.filter((product) => !isPreorder(product));
    assert.ok(ordinary.every((product) => typeof product.metadata.brand === 'string'));
    assert.ok(ordinary.some((product) => product.metadata.is_preorder === false));
  });

  it('gives orders whose items reference real products and variants and whose totals add up', () => {
    assert.equal(catalog.orders.length, 600);
    const variants = new Map(catalog.products.flatMap((product) => product.variants.map((variant) => [variant.id, { product, variant }] as const)));
    const orderedProducts = new Set<string>();
    for (const order of catalog.orders) {
      assert.ok(order.items.length >= 1 && order.items.length <= 3);
      for (const item of order.items) {
        const entry = variants.get(item.variant_id ?? '');
        assert.ok(entry, `${item.variant_id} exists`);
        assert.equal(item.product_id, entry.product.id);
        assert.equal(item.unit_price, entry.variant.prices.find((price) => price.currency_code === 'eur')!.amount);
        assert.ok(item.quantity >= 1 && item.quantity <= 3);
        assert.equal(item.total, item.quantity * item.unit_price);
        orderedProducts.add(entry.product.id);
      }
      assert.equal(order.total, order.items.reduce((sum, item) => sum + item.total, 0));
      assert.equal(order.currency_code, 'eur');
      assert.ok(['pending', 'completed'].includes(order.status));
      assert.ok(['captured', 'awaiting'].includes(order.payment_status));
      assert.ok(['not_fulfilled', 'fulfilled'].includes(order.fulfillment_status));
      assert.match(order.email ?? '', /@example\.com$/);
      assert.match(order.customer_id ?? '', new RegExp(`^cus_${ULID_SUFFIX}$`));
    }
    const published = catalog.products.filter((product) => product.status === 'published');
    assert.ok(published.some((product) => !orderedProducts.has(product.id)), 'only a subset of products has orders');
    assert.ok(catalog.products.every((product) => product.status === 'published' || !orderedProducts.has(product.id)), 'no orders for drafts');
    assert.ok(orderedProducts.size > published.length / 2);
  });

  it('spreads orders over the last 60 days with distinct timestamps', () => {
    const times = catalog.orders.map((order) => Date.parse(order.created_at));
    assert.equal(new Set(times).size, times.length);
    assert.ok(times.every((time) => time < NOW.getTime() && time >= NOW.getTime() - 60 * DAY));
    assert.ok(Math.max(...times) - Math.min(...times) > 50 * DAY);
  });

  it('gives an empty catalog for zero products', () => {
    assert.deepEqual(generateCatalog({ products: 0, now: NOW }), { products: [], orders: [] });
  });
});

interface Reply {
  status: number;
  contentType: string | null;
  text: string;
  body: any;
}

describe('demo commerce backend', () => {
  let backend: DemoBackend;

  async function call(path: string, init: RequestInit = {}): Promise<Reply> {
    const response = await fetch(`${backend.url}${path}`, init);
    const text = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    return { status: response.status, contentType: response.headers.get('content-type'), text, body };
  }

  const post = (path: string, body: unknown) =>
    call(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) });

  const firstProduct = () => backend.catalog.products[0]!;
  const firstVariant = () => firstProduct().variants[0]!;

  before(async () => {
    backend = await startDemoBackend({ catalog: generateCatalog({ products: 120, seed: 3, now: NOW }) });
  });

  beforeEach(() => {
    backend.clearFaults();
    backend.replaceCatalog(generateCatalog({ products: 120, seed: 3, now: NOW }));
    backend.requests.length = 0;
  });

  after(async () => {
    await backend.close();
  });

  it('listens on loopback with a URL without a trailing slash', () => {
    assert.match(backend.url, /^http:\/\/127\.0\.0\.1:\d+$/);
  });

  describe('paging', () => {
    it('pages products in catalog order with count, offset and limit', async () => {
      const ids = backend.catalog.products.map((product) => product.id);
      const first = await call('/admin/products?limit=50&offset=0');
      assert.equal(first.status, 200);
      assert.equal(first.contentType, 'application/json');
      assert.deepEqual(first.body.products.map((product: BackendProduct) => product.id), ids.slice(0, 50));
      assert.deepEqual({ count: first.body.count, offset: first.body.offset, limit: first.body.limit }, { count: 120, offset: 0, limit: 50 });
      assert.deepEqual(first.body.products[0], backend.catalog.products[0]);

      const last = await call('/admin/products?limit=50&offset=100');
      assert.deepEqual(last.body.products.map((product: BackendProduct) => product.id), ids.slice(100));
      assert.equal(last.body.products.length, 20);
      assert.equal(last.body.offset, 100);

      const beyond = await call('/admin/products?limit=50&offset=500');
      assert.deepEqual(beyond.body.products, []);
      assert.equal(beyond.body.count, 120);
    });

    it('defaults the limit to 50 and caps it at 1000', async () => {
      const byDefault = await call('/admin/products');
      assert.equal(byDefault.body.products.length, 50);
      assert.equal(byDefault.body.limit, 50);
      assert.equal(byDefault.body.offset, 0);

      backend.replaceCatalog(generateCatalog({ products: 1100, ordersPerProduct: 0, now: NOW }));
      const capped = await call('/admin/products?limit=5000');
      assert.equal(capped.body.products.length, 1000);
      assert.equal(capped.body.limit, 1000);
      assert.equal(capped.body.count, 1100);
    });

    it('pages orders in catalog order', async () => {
      const ids = backend.catalog.orders.map((order) => order.id);
      assert.equal(ids.length, 360);
      const middle = await call('/admin/orders?limit=100&offset=100');
      assert.equal(middle.status, 200);
      assert.deepEqual(middle.body.orders.map((order: { id: string }) => order.id), ids.slice(100, 200));
      assert.deepEqual({ count: middle.body.count, offset: middle.body.offset, limit: middle.body.limit }, { count: 360, offset: 100, limit: 100 });
      const last = await call('/admin/orders?limit=100&offset=300');
      assert.equal(last.body.orders.length, 60);
      assert.deepEqual(last.body.orders.at(-1), backend.catalog.orders.at(-1));
      assert.deepEqual((await call('/admin/orders?offset=360')).body.orders, []);
      assert.equal((await call('/admin/orders')).body.orders.length, 50);
    });
  });

  describe('reads, writes and 404s', () => {
    it('answers a product by id, 404 when absent', async () => {
      const found = await call(`/admin/products/${firstProduct().id}`);
      assert.equal(found.status, 200);
      assert.deepEqual(found.body, { product: firstProduct() });
      const missing = await call('/admin/products/prod_missing');
      assert.equal(missing.status, 404);
      assert.equal(missing.body.type, 'not_found');
      assert.equal(typeof missing.body.message, 'string');
    });

    it('answers a variant with its product_id, 404 when absent', async () => {
      const product = backend.catalog.products[5]!;
      const variant = product.variants.at(-1)!;
      const found = await call(`/admin/product-variants/${variant.id}`);
      assert.equal(found.status, 200);
      assert.deepEqual(found.body, { variant: { ...variant, product_id: product.id } });
      const missing = await call('/admin/product-variants/variant_missing');
      assert.equal(missing.status, 404);
      assert.equal(missing.body.type, 'not_found');
    });

    it('answers 404 with a message for unknown routes and methods', async () => {
      for (const [method, path] of [['GET', '/admin/customers'], ['GET', '/'], ['DELETE', `/admin/products/${firstProduct().id}`], ['POST', '/admin/products']]) {
        const reply = await call(path!, { method });
        assert.equal(reply.status, 404, `${method} ${path}`);
        assert.equal(typeof reply.body.message, 'string');
      }
    });

    it('replaces variant metadata on POST, visible to later reads and in the catalog', async () => {
      const variant = firstVariant();
      assert.notDeepEqual(variant.metadata, {});
      const written = await post(`/admin/product-variants/${variant.id}`, { metadata: { current_orders: 7, note: 'x' } });
      assert.equal(written.status, 200);
      assert.deepEqual(written.body.variant.metadata, { current_orders: 7, note: 'x' });
      assert.equal(written.body.variant.id, variant.id);
      assert.equal(written.body.variant.product_id, firstProduct().id);
      assert.deepEqual(firstVariant().metadata, { current_orders: 7, note: 'x' });
      const read = await call(`/admin/product-variants/${variant.id}`);
      assert.deepEqual(read.body.variant.metadata, { current_orders: 7, note: 'x' });
    });

    it('applies writes in arrival order without merging (a racing client loses updates)', async () => {
      const path = `/admin/product-variants/${firstVariant().id}`;
      await post(path, { metadata: { current_orders: 5 } });
      const [a, b] = await Promise.all([call(path), call(path)]);
      const increment = (reply: Reply) => ({ metadata: { current_orders: reply.body.variant.metadata.current_orders + 1 } });
      await post(path, increment(a));
      await post(path, increment(b));
      assert.deepEqual(firstVariant().metadata, { current_orders: 6 });
      await post(path, { metadata: { other: true } });
      assert.deepEqual(firstVariant().metadata, { other: true });
    });

    it('answers 400 for a body without a metadata object or with invalid JSON, leaving the variant alone', async () => {
      const path = `/admin/product-variants/${firstVariant().id}`;
      const before = structuredClone(firstVariant().metadata);
      for (const body of [{}, { metadata: [1] }, { metadata: 'x' }, { metadata: null }, [1], '{"metadata": {']) {
        const reply = await post(path, body);
        assert.equal(reply.status, 400, JSON.stringify(body));
        assert.equal(typeof reply.body.message, 'string');
      }
      assert.deepEqual(firstVariant().metadata, before);
    });

    it('answers 400 for invalid JSON even on an unknown route', async () => {
      const reply = await post('/admin/unknown', '{broken');
      assert.equal(reply.status, 400);
      assert.equal(typeof reply.body.message, 'string');
    });

    it('answers 404 for a write to an absent variant', async () => {
      const reply = await post('/admin/product-variants/variant_missing', { metadata: {} });
      assert.equal(reply.status, 404);
      assert.equal(reply.body.type, 'not_found');
    });
  });

  describe('catalog helpers', () => {
    it('adds and removes products, indexing their variants', async () => {
      const extra = structuredClone(generateCatalog({ products: 1, seed: 99, now: NOW }).products[0]!);
      backend.addProduct(extra);
      assert.equal((await call(`/admin/products/${extra.id}`)).status, 200);
      assert.equal((await call(`/admin/product-variants/${extra.variants[0]!.id}`)).body.variant.product_id, extra.id);
      const lastPage = await call('/admin/products?limit=1&offset=120');
      assert.equal(lastPage.body.count, 121);
      assert.equal(lastPage.body.products[0].id, extra.id);

      const removed = firstProduct();
      backend.removeProduct(removed.id);
      assert.equal((await call(`/admin/product-variants/${removed.variants[0]!.id}`)).status, 404);
      assert.equal((await call(`/admin/products/${removed.id}`)).status, 404);
      assert.equal((await call('/admin/products?limit=1')).body.count, 120);
    });

    it('notices products pushed or variants added directly to the live catalog', async () => {
      const extra = structuredClone(generateCatalog({ products: 1, seed: 98, now: NOW }).products[0]!);
      backend.catalog.products.push(extra);
      assert.equal((await call(`/admin/products/${extra.id}`)).status, 200);
      const variant = { ...firstVariant(), id: 'variant_added_in_place' };
      firstProduct().variants.push(variant);
      assert.equal((await call('/admin/product-variants/variant_added_in_place')).body.variant.product_id, firstProduct().id);
      firstProduct().title = 'Renamed';
      assert.equal((await call(`/admin/products/${firstProduct().id}`)).body.product.title, 'Renamed');
    });

    it('notices products removed from or replaced in the live catalog directly', async () => {
      const [first, second] = backend.catalog.products;
      backend.catalog.products.splice(0, 1);
      assert.equal((await call(`/admin/product-variants/${first!.variants[0]!.id}`)).status, 404);
      backend.catalog.products = backend.catalog.products.filter((product) => product !== second);
      backend.catalog.products.push(structuredClone(generateCatalog({ products: 1, seed: 97, now: NOW }).products[0]!));
      assert.equal((await call(`/admin/product-variants/${second!.variants[0]!.id}`)).status, 404);
      assert.equal((await call('/admin/products?limit=1')).body.count, 119);
    });

    it('replaces the whole catalog', async () => {
      const old = firstProduct();
      const replacement = generateCatalog({ products: 3, seed: 5, now: NOW });
      backend.replaceCatalog(replacement);
      assert.equal(backend.catalog, replacement);
      assert.equal((await call('/admin/products')).body.count, 3);
      assert.equal((await call('/admin/orders')).body.count, replacement.orders.length);
      assert.equal((await call(`/admin/products/${old.id}`)).status, 404);
      assert.equal((await call(`/admin/products/${replacement.products[2]!.id}`)).status, 200);
    });
  });

  describe('request recording', () => {
    it('records method, path, query, lowercased headers and the parsed body of every request', async () => {
      await call('/admin/products?limit=10&offset=20', { headers: { 'X-Trace': 'abc' } });
      await post(`/admin/product-variants/${firstVariant().id}`, { metadata: { a: 1 } });
      await post(`/admin/product-variants/${firstVariant().id}`, '{broken');
      await call('/nowhere');
      assert.equal(backend.requests.length, 4);
      const [list, write, broken, unknown] = backend.requests;
      assert.equal(list!.method, 'GET');
      assert.equal(list!.path, '/admin/products');
      assert.deepEqual(list!.query, { limit: '10', offset: '20' });
      assert.equal(list!.headers['x-trace'], 'abc');
      assert.equal(list!.body, undefined);
      assert.equal(write!.method, 'POST');
      assert.equal(write!.path, `/admin/product-variants/${firstVariant().id}`);
      assert.equal(write!.headers['content-type'], 'application/json');
      assert.deepEqual(write!.body, { metadata: { a: 1 } });
      assert.equal(broken!.body, undefined);
      assert.equal(unknown!.path, '/nowhere');
    });

    it('records requests that a fault answers or drops', async () => {
      backend.fail('getProduct', { dropConnection: true });
      backend.fail('listOrders', { status: 500 });
      await assert.rejects(call(`/admin/products/${firstProduct().id}`));
      await call('/admin/orders');
      assert.deepEqual(backend.requests.map((request) => request.path), [`/admin/products/${firstProduct().id}`, '/admin/orders']);
    });
  });

  describe('faults', () => {
    it('answers an injected status with a JSON error body, for that operation only', async () => {
      backend.fail('listProducts', { status: 503 });
      const failed = await call('/admin/products');
      assert.equal(failed.status, 503);
      assert.equal(failed.contentType, 'application/json');
      assert.equal(typeof failed.body.message, 'string');
      assert.equal((await call(`/admin/products/${firstProduct().id}`)).status, 200);
      assert.equal((await call('/admin/orders')).status, 200);
    });

    it('does not apply a write that a fault answers', async () => {
      const before = structuredClone(firstVariant().metadata);
      backend.fail('updateVariant', { status: 500 });
      assert.equal((await post(`/admin/product-variants/${firstVariant().id}`, { metadata: { lost: true } })).status, 500);
      assert.deepEqual(firstVariant().metadata, before);
    });

    it('delays an answer, then answers normally or with the rest of the fault', async () => {
      backend.fail('getVariant', { delayMs: 200, times: 1 });
      let started = performance.now();
      const slow = await call(`/admin/product-variants/${firstVariant().id}`);
      assert.ok(performance.now() - started >= 180, `took ${performance.now() - started} ms`);
      assert.equal(slow.status, 200);
      assert.equal(slow.body.variant.id, firstVariant().id);

      backend.fail('getProduct', { delayMs: 150, status: 502 });
      started = performance.now();
      const slowFailure = await call(`/admin/products/${firstProduct().id}`);
      assert.ok(performance.now() - started >= 130);
      assert.equal(slowFailure.status, 502);
    });

    it('answers 200 with a body that is not JSON when malformed', async () => {
      backend.fail('listOrders', { malformed: true });
      const reply = await call('/admin/orders');
      assert.equal(reply.status, 200);
      assert.equal(reply.contentType, 'application/json');
      assert.notEqual(reply.text, '');
      assert.throws(() => JSON.parse(reply.text), SyntaxError);
    });

    it('answers 200 with JSON lacking the expected key when wrongShape', async () => {
      backend.fail('getVariant', { wrongShape: true });
      const reply = await call(`/admin/product-variants/${firstVariant().id}`);
      assert.equal(reply.status, 200);
      assert.deepEqual(reply.body, {});
    });

    it('drops the connection so that fetch rejects, and serves later requests', async () => {
      backend.fail('listProducts', { dropConnection: true, times: 1 });
      await assert.rejects(fetch(`${backend.url}/admin/products`), TypeError);
      assert.equal((await call('/admin/products')).status, 200);
    });

    it('lets `after` requests through first, then affects every later one', async () => {
      backend.fail('getProduct', { status: 500, after: 2 });
      const path = `/admin/products/${firstProduct().id}`;
      const statuses = [];
      for (let request = 0; request < 4; request += 1) statuses.push((await call(path)).status);
      assert.deepEqual(statuses, [200, 200, 500, 500]);
    });

    it('stops after `times` affected requests, counting after the `after` ones', async () => {
      backend.fail('listOrders', { status: 500, times: 2 });
      backend.fail('getVariant', { status: 503, after: 1, times: 1 });
      const orders = [];
      const variants = [];
      for (let request = 0; request < 3; request += 1) {
        orders.push((await call('/admin/orders')).status);
        variants.push((await call(`/admin/product-variants/${firstVariant().id}`)).status);
      }
      assert.deepEqual(orders, [500, 500, 200]);
      assert.deepEqual(variants, [200, 503, 200]);
    });

    it('applies the first active of several queued faults', async () => {
      backend.fail('listProducts', { status: 500, times: 1 });
      backend.fail('listProducts', { status: 502, times: 1 });
      backend.fail('listProducts', { wrongShape: true, after: 3, times: 1 });
      const statuses = [];
      for (let request = 0; request < 5; request += 1) {
        const reply = await call('/admin/products');
        statuses.push(reply.status === 200 && !('products' in reply.body) ? 'wrongShape' : reply.status);
      }
      assert.deepEqual(statuses, [500, 502, 200, 'wrongShape', 200]);
    });

    it('clears every fault', async () => {
      backend.fail('listProducts', { status: 500 });
      backend.fail('getVariant', { dropConnection: true });
      assert.equal((await call('/admin/products')).status, 500);
      backend.clearFaults();
      assert.equal((await call('/admin/products')).status, 200);
      assert.equal((await call(`/admin/product-variants/${firstVariant().id}`)).status, 200);
    });
  });
});

const activeTimers = () => process.getActiveResourcesInfo().filter((resource) => resource === 'Timeout').length;

describe('demo backend lifecycle', () => {
  it('serves the default catalog and closes promptly despite a pending delayed answer', async () => {
    const backend = await startDemoBackend();
    try {
      const listed = await fetch(`${backend.url}/admin/products?limit=1`).then((response) => response.json());
      assert.equal(listed.count, 40);
      backend.fail('listOrders', { delayMs: 10_000 });
      const pending = fetch(`${backend.url}/admin/orders`);
      pending.catch(() => {});
      const timersBefore = activeTimers();
      await new Promise((resolve) => setTimeout(resolve, 50));
      assert.equal(activeTimers(), timersBefore + 1, 'the delay is pending');
      const started = performance.now();
      await backend.close();
      assert.ok(performance.now() - started < 2000);
      assert.equal(activeTimers(), timersBefore, 'close() cancels the pending delay');
      await assert.rejects(pending);
      await assert.rejects(fetch(`${backend.url}/admin/products`));
    } finally {
      await backend.close();
    }
  });
});

describe('the demo\'s README campaign', () => {
  it('names the first published campaign prod_01 with variant_01 below its cap; its orders follow, nothing else changes', () => {
    const catalog = generateCatalog({ products: 60, now: NOW });
    const demo = withReadmeCampaign(catalog);
    const campaign = demo.products.find((product) => product.id === README_CAMPAIGN.product)!;
    const original = catalog.products.find((product) => isPreorder(product) && product.status === 'published')!;
    assert.ok(isPreorder(campaign) && campaign.status === 'published');
    assert.equal(campaign.title, original.title);
    const variant = campaign.variants[0]!;
    assert.equal(variant.id, README_CAMPAIGN.variant);
    const max = Number(variant.metadata.max_orders);
    assert.ok(max === 0 || Number(variant.metadata.current_orders) < max, 'an increment is accepted');
    const items = (c: DemoCatalog, product: string) => c.orders.flatMap((order) => order.items).filter((item) => item.product_id === product);
    assert.equal(items(demo, README_CAMPAIGN.product).length, items(catalog, original.id).length);
    assert.equal(items(demo, original.id).length, 0);
    const variantIds = new Set(demo.products.flatMap((product) => product.variants.map((v) => v.id)));
    assert.ok(demo.orders.every((order) => order.items.every((item) => item.variant_id === null || variantIds.has(item.variant_id))));
    assert.deepEqual(demo.products.filter((product) => product !== campaign), catalog.products.filter((product) => product !== original));
  });
});

