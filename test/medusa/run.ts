// npm run test:medusa, second half (scripts/test-medusa.sh starts PostgreSQL and Medusa first):
// seeds a real Medusa 2.21.2 through its admin API, runs this service against it
// (COMMERCE_FLAVOR=medusa-v2) and checks sync, moves, variant counters and orders over HTTP,
// always comparing with what Medusa itself holds. Prints one line per check and closes with
// "N passed, N failed"; exits non-zero on any failure.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CAMPAIGN_KEY, COUNTER_KEY, MOVE_TO_PREORDER_KEY, MOVE_TO_REGULAR_KEY,
  createSecretKey, listAll, type AdminClient, type Seeded,
} from './medusa-admin.js';
import { seed } from './medusa-admin.js';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const medusaUrl = requiredEnv('MEDUSA_URL');
const workDir = process.env.HARNESS_WORK_DIR ?? mkdtempSync(path.join(tmpdir(), 'medusa-harness-'));
const campaignOrders = Number(process.env.HARNESS_CAMPAIGN_ORDERS ?? 130);
// Medusa's plugin (integrations/medusa) sends its events to this port with this secret (scripts/test-medusa.sh
// configured it before Medusa started)
const servicePort = Number(requiredEnv('SERVICE_PORT'));
const eventsSecret = requiredEnv('STOREFRONT_EVENTS_SECRET');

let passed = 0;
let failed = 0;

function log(line: string): void {
  console.log(`# ${line}`);
}

function check(name: string, ok: boolean, detail?: unknown): boolean {
  if (ok) {
    passed++;
    console.log(`ok    ${name}`);
  } else {
    failed++;
    const text = detail === undefined ? '' : `: ${typeof detail === 'string' ? detail : JSON.stringify(detail)}`;
    console.log(`FAIL  ${name}${text.length > 1500 ? `${text.slice(0, 1500)}…` : text}`);
  }
  return ok;
}

function equal(name: string, actual: unknown, expected: unknown): boolean {
  const ok = JSON.stringify(actual) === JSON.stringify(expected);
  return check(name, ok, ok ? undefined : { expected, actual });
}

function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required (scripts/test-medusa.sh sets it)`);
  return value;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------
// The service under test

interface Service {
  url: string;
  child: ChildProcess;
  logFile: string;
}

async function startService(apiKey: string, dataDir: string, extraEnv: Record<string, string> = {}): Promise<Service> {
  const logFile = path.join(workDir, 'service.log');
  const out = createWriteStream(logFile, { flags: 'a' });
  // a minimal environment: nothing of the caller's (DATABASE_URL of Medusa, REDIS_URL, ADMIN_API_KEY…)
  // reaches the service; it runs on an embedded database in a temporary folder, from that folder
  // so no .env file is read
  const child = spawn(process.execPath, ['--import', import.meta.resolve('tsx'), path.join(repo, 'src/server.ts')], {
    cwd: dataDir,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: process.env.HOME ?? '/root',
      HOST: '127.0.0.1',
      PORT: String(servicePort),
      DATA_DIR: path.join(dataDir, 'db'),
      COMMERCE_FLAVOR: 'medusa-v2',
      COMMERCE_URL: medusaUrl,
      COMMERCE_API_KEY: apiKey,
      COMMERCE_TIMEOUT_MS: '30000',
      LOG_LEVEL: process.env.HARNESS_SERVICE_LOG_LEVEL ?? 'warn',
      ...extraEnv,
    },
  });
  child.stdout!.pipe(out);
  child.stderr!.pipe(out);
  if (child.pid) writeFileSync(path.join(workDir, 'service.pid'), String(child.pid));
  const url = `http://127.0.0.1:${servicePort}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      const response = await fetch(`${url}/readyz`);
      if (response.ok) return { url, child, logFile };
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`the service did not become ready on ${url}; its log:\n${safeRead(logFile)}`);
}

function stopService(service: Service | undefined): void {
  if (!service?.child.pid || service.child.exitCode !== null) return;
  try {
    process.kill(-service.child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

async function stopServiceAndWait(service: Service): Promise<void> {
  const exited = new Promise((resolve) => (service.child.exitCode !== null ? resolve(null) : service.child.once('exit', resolve)));
  stopService(service);
  await exited;
}

function safeRead(file: string): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-60).join('\n');
  } catch {
    return '(no log)';
  }
}

interface Answer {
  status: number;
  body: any;
}

async function http(service: Service, method: string, pathAndQuery: string, body?: unknown): Promise<Answer> {
  const response = await fetch(service.url + pathAndQuery, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(300_000),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // keep the text
  }
  return { status: response.status, body: parsed };
}

// ---------------------------------------------------------------------------------------------
// What Medusa holds

const PRODUCT_FIELDS = [
  'id', 'title', 'handle', 'status', 'description', 'thumbnail', 'metadata',
  '*images', '*categories', '*collection',
  'variants.id', 'variants.title', 'variants.sku', 'variants.metadata', '*variants.prices', '*variants.options', '*variants.options.option',
].join(',');

async function medusaProducts(admin: AdminClient): Promise<Map<string, any>> {
  const products = await listAll(admin, `/admin/products?fields=${PRODUCT_FIELDS}`, 'products', 50);
  return new Map(products.map((product: any) => [product.id as string, product]));
}

async function medusaVariantMetadata(admin: AdminClient, variantId: string): Promise<Record<string, unknown>> {
  const answer = await admin.request('GET', `/admin/product-variants?id=${variantId}&fields=id,metadata`);
  return answer.variants[0]?.metadata ?? {};
}

const ORDER_FIELDS = [
  'id', 'display_id', 'status', 'payment_status', 'fulfillment_status', 'customer_id', 'email', 'total', 'currency_code',
  'created_at', 'updated_at', 'items.id', 'items.variant_id', 'items.product_id', 'items.title', 'items.quantity', 'items.unit_price', 'items.total',
].join(',');

async function medusaOrdersOf(admin: AdminClient, productId: string): Promise<any[]> {
  const orders = await listAll(admin, `/admin/orders?fields=${ORDER_FIELDS}`, 'orders', 50);
  return orders
    .filter((order: any) => order.items.some((item: any) => item.product_id === productId))
    .sort((a: any, b: any) => Date.parse(b.created_at) - Date.parse(a.created_at));
}

// ---------------------------------------------------------------------------------------------
// Checks

const num = (value: unknown) => (value === undefined || value === null || value === '' ? 0 : Math.trunc(Number(value)));
const sortedIds = (items: unknown): string[] =>
  (Array.isArray(items) ? items : []).map((item: any) => (typeof item === 'string' ? item : item?.id)).sort();

/**
 * Medusa v2 holds amounts in major units (12.5 is 12.50 EUR); the service keeps minor units, as the
 * contract's backend gives them (README, "The commerce backend"). Every seeded price is in EUR.
 */
const minor = (amount: unknown, currency = 'eur') => {
  if (String(currency).toLowerCase() !== 'eur') throw new Error(`the harness seeds EUR only, not ${String(currency)}`);
  return Math.round(Number(amount) * 100);
};
const pricesOf = (prices: any[]) =>
  prices.map((price) => ({ amount: Number(price.amount), currency_code: String(price.currency_code).toLowerCase() }))
    .sort((a, b) => a.currency_code.localeCompare(b.currency_code) || a.amount - b.amount);

async function recordsByBackendId(service: Service, collection: string): Promise<Map<string, any>> {
  const answer = await http(service, 'GET', `/api/${collection}?limit=1000&depth=0`);
  if (answer.status !== 200) throw new Error(`GET /api/${collection} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return new Map((answer.body.docs as any[]).map((doc) => [doc.backendId as string, doc]));
}

function checkRecord(label: string, record: any, product: any, preorder: boolean): void {
  const problems: string[] = [];
  const expect = (field: string, actual: unknown, expected: unknown) => {
    if (JSON.stringify(actual) !== JSON.stringify(expected)) problems.push(`${field}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
  };
  expect('title', record.title, product.title);
  expect('handle', record.handle, product.handle);
  expect('description', record.description, product.description ?? '');
  expect('status', record.status, product.status);
  expect('thumbnail', record.thumbnail, product.thumbnail);
  expect('images', (record.images ?? []).map((image: any) => image?.url ?? image).sort(), product.images.map((image: any) => image.url).sort());
  expect('categories', sortedIds(record.categories), sortedIds(product.categories));
  expect('collection', record.collection?.id ?? record.collection ?? null, product.collection?.id ?? null);
  const allPrices = product.variants.flatMap((variant: any) => variant.prices.map((price: any) => minor(price.amount, price.currency_code)));
  expect('startPrice', record.startPrice, allPrices.length > 0 ? Math.min(...allPrices) : null);
  const variants = new Map<string, any>((record.variants ?? []).map((variant: any) => [variant.id, variant]));
  expect('variant ids', [...variants.keys()].sort(), product.variants.map((variant: any) => variant.id).sort());
  for (const variant of product.variants) {
    const mine = variants.get(variant.id);
    if (!mine) continue;
    expect(`${variant.sku} title`, mine.title, variant.title);
    expect(`${variant.sku} sku`, mine.sku, variant.sku);
    expect(`${variant.sku} currentOrders`, num(mine.currentOrders), num(variant.metadata?.current_orders));
    expect(`${variant.sku} maxOrders`, num(mine.maxOrders), num(variant.metadata?.max_orders));
    expect(`${variant.sku} prices (minor units)`, pricesOf(mine.prices ?? []),
      pricesOf(variant.prices.map((price: any) => ({ amount: minor(price.amount, price.currency_code), currency_code: price.currency_code }))));
    const options = Object.fromEntries(variant.options.map((option: any) => [option.option?.title, option.value]));
    expect(`${variant.sku} options`, mine.options, options);
    expect(`${variant.sku} metadata.color_hint`, mine.metadata?.color_hint, variant.metadata?.color_hint);
  }
  if (preorder) {
    expect('_status', record._status, product.status === 'published' ? 'published' : 'draft');
    expect('fundingGoal', num(record.fundingGoal), num(product.metadata.funding_goal));
    expect('preorderEndDate', record.preorderEndDate ? Date.parse(record.preorderEndDate) : null, Date.parse(product.metadata.preorder_end_date));
    expect('orderCount', num(record.orderCount), product.variants.reduce((sum: number, variant: any) => sum + num(variant.metadata?.current_orders), 0));
    if (product.metadata.seed_id) expect('seedId', record.seedId, product.metadata.seed_id);
  }
  check(`${label}: record matches Medusa (fields, prices, options, counters)`, problems.length === 0, problems.join('; '));
}

async function checkFullSync(service: Service, admin: AdminClient, seeded: Seeded): Promise<void> {
  const started = Date.now();
  const sync = await http(service, 'POST', '/api/sync-backend', {});
  log(`full sync took ${Date.now() - started} ms`);
  check('full sync answers 200 success', sync.status === 200 && sync.body?.success === true, sync);
  const results = sync.body?.results ?? {};
  equal('full sync totals (20 created, 0 errors)', { total: results.total, created: results.created, updated: results.updated, skipped: results.skipped, errors: results.errors },
    { total: 20, created: 20, updated: 0, skipped: 0, errors: 0 });
  const details = new Map<string, any>((results.details ?? []).map((detail: any) => [detail.backendId, detail]));
  const wrong = seeded.specs.filter((spec) => {
    const detail = details.get(seeded.productIds[spec.key]!);
    return detail?.action !== 'created' || detail?.collection !== (spec.preorder ? 'preorder-products' : 'products');
  });
  check('full sync details: every product created in its collection', wrong.length === 0, wrong.map((spec) => ({ key: spec.key, detail: details.get(seeded.productIds[spec.key]!) })));

  const truth = await medusaProducts(admin);
  const preorders = await recordsByBackendId(service, 'preorder-products');
  const regular = await recordsByBackendId(service, 'products');
  equal('collection sizes (8 preorder, 12 regular)', [preorders.size, regular.size], [8, 12]);
  for (const spec of seeded.specs) {
    const id = seeded.productIds[spec.key]!;
    const product = truth.get(id);
    const [mine, other] = spec.preorder ? [preorders.get(id), regular.get(id)] : [regular.get(id), preorders.get(id)];
    if (!check(`${spec.key} in ${spec.preorder ? 'preorder-products' : 'products'} only`, Boolean(mine) && !other, { mine: Boolean(mine), other: Boolean(other) })) continue;
    checkRecord(spec.key, mine, product, spec.preorder);
  }

  // endpoint 7 figures for two campaigns, from Medusa's counters
  for (const key of [CAMPAIGN_KEY, COUNTER_KEY, 'p03']) {
    const id = seeded.productIds[key]!;
    const product = truth.get(id);
    const detail = await http(service, 'GET', `/api/preorders/${key === 'p03' ? 'harness-seed-3' : id}`);
    const preorder = detail.body?.preorder ?? {};
    const current = product.variants.reduce((sum: number, variant: any) => sum + num(variant.metadata?.current_orders), 0);
    const max = product.variants.reduce((sum: number, variant: any) => sum + num(variant.metadata?.max_orders), 0);
    equal(`GET /api/preorders/${key === 'p03' ? 'harness-seed-3' : key}: figures from Medusa`,
      { status: detail.status, backend_id: preorder.backend_id, current_orders: preorder.current_orders, total_max_orders: preorder.total_max_orders,
        funding_goal: preorder.funding_goal, variants_count: preorder.variants_count, total_available_slots: preorder.total_available_slots },
      { status: 200, backend_id: id, current_orders: current, total_max_orders: max, funding_goal: num(product.metadata.funding_goal),
        variants_count: product.variants.length, total_available_slots: max - current });
  }

  const again = await http(service, 'GET', '/api/sync-backend');
  const r = again.body?.results ?? {};
  equal('second full sync without force: everything skipped', { status: again.status, total: r.total, skipped: r.skipped, created: r.created, errors: r.errors },
    { status: 200, total: 20, skipped: 20, created: 0, errors: 0 });
}

async function checkMovesAndUpdates(service: Service, admin: AdminClient, seeded: Seeded): Promise<void> {
  // a regular product becomes a campaign in Medusa
  const toPreorder = seeded.productIds[MOVE_TO_PREORDER_KEY]!;
  const spec = seeded.specs.find((s) => s.key === MOVE_TO_PREORDER_KEY)!;
  await admin.request('POST', `/admin/products/${toPreorder}?fields=id`, {
    metadata: { ...spec.metadata, is_preorder: true, funding_goal: 250, preorder_end_date: '2027-03-01T00:00:00.000Z' },
  });
  const moved = await http(service, 'GET', `/api/sync-backend?backendId=${toPreorder}`);
  equal(`${MOVE_TO_PREORDER_KEY}: is_preorder flipped on in Medusa, sync by backendId -> moved to preorder-products`,
    { status: moved.status, success: moved.body?.success, action: moved.body?.action, collection: moved.body?.collection },
    { status: 200, success: true, action: 'moved', collection: 'preorder-products' });
  const [preorders, regular] = [await recordsByBackendId(service, 'preorder-products'), await recordsByBackendId(service, 'products')];
  check(`${MOVE_TO_PREORDER_KEY}: now only in preorder-products`, preorders.has(toPreorder) && !regular.has(toPreorder));
  equal(`${MOVE_TO_PREORDER_KEY}: campaign settings from Medusa metadata`, { fundingGoal: num(preorders.get(toPreorder)?.fundingGoal), id: moved.body?.productId },
    { fundingGoal: 250, id: preorders.get(toPreorder)?.id });
  const detail = await http(service, 'GET', `/api/preorders/${toPreorder}`);
  check(`${MOVE_TO_PREORDER_KEY}: GET /api/preorders/{backendId} 200`, detail.status === 200 && detail.body?.preorder?.funding_goal === 250, detail.body);

  // a campaign stops being one
  const toRegular = seeded.productIds[MOVE_TO_REGULAR_KEY]!;
  const spec7 = seeded.specs.find((s) => s.key === MOVE_TO_REGULAR_KEY)!;
  await admin.request('POST', `/admin/products/${toRegular}?fields=id`, { metadata: { ...spec7.metadata, is_preorder: false } });
  const back = await http(service, 'POST', '/api/sync-backend', { backendId: toRegular });
  equal(`${MOVE_TO_REGULAR_KEY}: is_preorder flipped off, POST sync by backendId -> moved to products`,
    { status: back.status, success: back.body?.success, action: back.body?.action, collection: back.body?.collection },
    { status: 200, success: true, action: 'moved', collection: 'products' });
  const gone = await http(service, 'GET', `/api/preorders/${toRegular}`);
  const regularAfter = await recordsByBackendId(service, 'products');
  check(`${MOVE_TO_REGULAR_KEY}: now in products and no longer a campaign (GET /api/preorders 404)`, gone.status === 404 && regularAfter.has(toRegular), gone);

  // a forced update carries a title change made in Medusa
  const p09 = seeded.productIds.p09!;
  await admin.request('POST', `/admin/products/${p09}?fields=id`, { title: 'Harness Product 09 (renamed)' });
  const skipped = await http(service, 'GET', `/api/sync-backend?backendId=${p09}`);
  equal('p09: sync by backendId without force -> skipped', skipped.body?.action, 'skipped');
  const updated = await http(service, 'GET', `/api/sync-backend?backendId=${p09}&forceUpdate=true`);
  equal('p09: forced sync -> updated', { action: updated.body?.action, collection: updated.body?.collection }, { action: 'updated', collection: 'products' });
  const after = await recordsByBackendId(service, 'products');
  equal('p09: renamed title synced', after.get(p09)?.title, 'Harness Product 09 (renamed)');

  const missing = await http(service, 'GET', '/api/sync-backend?backendId=prod_does_not_exist');
  equal('sync of a product Medusa does not have -> not_found', { status: missing.status, success: missing.body?.success, action: missing.body?.action },
    { status: 200, success: false, action: 'not_found' });
}

async function checkCounters(service: Service, admin: AdminClient, seeded: Seeded): Promise<void> {
  const productId = seeded.productIds[COUNTER_KEY]!;
  const spec = seeded.specs.find((s) => s.key === COUNTER_KEY)!;
  const [first, second] = spec.variants.map((variant) => seeded.variantIds[COUNTER_KEY]![variant.sku]!);
  const path = `/api/preorders/${productId}`;
  const before = await medusaVariantMetadata(admin, first!);
  const originalMax = num(before.max_orders);

  const steps: { body: Record<string, unknown>; current: number; max: number }[] = [
    { body: { current_orders: 7 }, current: 7, max: originalMax },
    { body: { increment: 3 }, current: 10, max: originalMax },
    { body: { decrement: 4 }, current: 6, max: originalMax },
    { body: { decrement: 100 }, current: 0, max: originalMax },
    { body: { current_orders: 4, max_orders: 8 }, current: 4, max: 8 },
    { body: { increment: 6 }, current: 10, max: 8 },
    { body: { current_orders: 5 }, current: 5, max: 8 },
  ];
  for (const step of steps) {
    const answer = await http(service, 'PATCH', path, { variant_id: first, ...step.body });
    const stored = await medusaVariantMetadata(admin, first!);
    equal(`PATCH ${JSON.stringify(step.body)}: answer and Medusa's variant metadata`,
      { status: answer.status, success: answer.body?.success, variant_id: answer.body?.variant_id, current_orders: answer.body?.current_orders,
        max_orders: answer.body?.max_orders, available_slots: answer.body?.available_slots, sold_out: answer.body?.sold_out,
        medusa_current: num(stored.current_orders), medusa_max: num(stored.max_orders), color_hint_kept: stored.color_hint },
      { status: 200, success: true, variant_id: first, current_orders: step.current, max_orders: step.max, available_slots: step.max - step.current,
        sold_out: step.max > 0 && step.current >= step.max, medusa_current: step.current, medusa_max: step.max, color_hint_kept: before.color_hint });
  }
  const shown = await http(service, 'GET', path);
  const shownVariant = (shown.body?.preorder?.variants ?? []).find((variant: any) => variant.id === first);
  equal('GET /api/preorders/{id} shows the new counters', { current: shownVariant?.current_orders, max: shownVariant?.max_orders }, { current: 5, max: 8 });

  // 50 concurrent increments end exactly 50 higher, in Medusa and in the service
  const start = num((await medusaVariantMetadata(admin, second!)).current_orders);
  const answers = await Promise.all(Array.from({ length: 50 }, () => http(service, 'PATCH', path, { variant_id: second, increment: 1 })));
  const statuses = answers.map((answer) => answer.status);
  check('50 concurrent increments all answer 200', statuses.every((status) => status === 200), statuses.filter((status) => status !== 200));
  const seen = answers.map((answer) => answer.body?.current_orders).sort((a, b) => a - b);
  equal('50 concurrent increments answer 50 distinct successive counts', seen, Array.from({ length: 50 }, (_, index) => start + index + 1));
  const end = num((await medusaVariantMetadata(admin, second!)).current_orders);
  equal('50 concurrent increments: Medusa holds exactly 50 more', end, start + 50);
  const shownAfter = await http(service, 'GET', path);
  equal('50 concurrent increments: the service shows exactly 50 more',
    (shownAfter.body?.preorder?.variants ?? []).find((variant: any) => variant.id === second)?.current_orders, start + 50);

  const unknown = await http(service, 'PATCH', path, { variant_id: 'variant_does_not_exist', increment: 1 });
  check('PATCH of a campaign with a variant Medusa does not have -> 404 {error}',
    shown.status === 200 && unknown.status === 404 && typeof unknown.body?.error === 'string', { campaign: shown.status, unknown });

  const product = await http(service, 'PATCH', path, { fake_order_count: 5, funding_goal: 900 });
  check('PATCH product mode still works', product.status === 200 && product.body?.success === true
    && ['fakeOrderCount', 'fundingGoal'].every((field) => product.body.updated_fields?.includes(field)), product);
}

async function checkOrders(service: Service, admin: AdminClient, seeded: Seeded): Promise<void> {
  for (const key of [CAMPAIGN_KEY, 'p05', MOVE_TO_PREORDER_KEY]) {
    const productId = seeded.productIds[key]!;
    const expected = await medusaOrdersOf(admin, productId);
    const answer = await http(service, 'GET', `/api/preorders/${productId}/orders`);
    const orders: any[] = answer.body?.orders ?? [];
    const label = `GET /api/preorders/${key}/orders`;
    if (!check(`${label}: 200`, answer.status === 200, answer)) continue;
    if (key === CAMPAIGN_KEY) {
      check(`${label}: Medusa holds ${expected.length} orders of it (more than one page of 15 and of 100)`,
        expected.length === seeded.campaignOrderIds.length && expected.length > 100, { medusa: expected.length, seeded: seeded.campaignOrderIds.length });
    }
    equal(`${label}: count`, [answer.body?.count, orders.length], [expected.length, expected.length]);
    equal(`${label}: exactly the orders holding the product`, orders.map((order) => order.id).sort(), expected.map((order) => order.id).sort());
    const times = orders.map((order) => Date.parse(order.created_at));
    check(`${label}: newest first`, times.every((time, index) => index === 0 || times[index - 1]! >= time));
    const truth = new Map(expected.map((order) => [order.id, order]));
    const problems: unknown[] = [];
    for (const order of orders) {
      const medusa = truth.get(order.id);
      if (!medusa) continue;
      const items = medusa.items.filter((item: any) => item.product_id === productId)
        .map((item: any) => ({ id: item.id, variant_id: item.variant_id, title: item.title, quantity: item.quantity,
          unit_price: minor(item.unit_price, medusa.currency_code), total: minor(item.total, medusa.currency_code) }))
        .sort((a: any, b: any) => a.id.localeCompare(b.id));
      const mine = (order.items ?? []).map((item: any) => ({ id: item.id, variant_id: item.variant_id, title: item.title, quantity: item.quantity, unit_price: item.unit_price, total: item.total }))
        .sort((a: any, b: any) => a.id.localeCompare(b.id));
      const head = (o: any, total: number) => ({ display_id: o.display_id, status: o.status, payment_status: o.payment_status, fulfillment_status: o.fulfillment_status,
        customer_id: o.customer_id, email: o.email, total, currency_code: o.currency_code, created_at: Date.parse(o.created_at), updated_at: Date.parse(o.updated_at) });
      if (JSON.stringify(head(order, order.total)) !== JSON.stringify(head(medusa, minor(medusa.total, medusa.currency_code)))) problems.push({ order: order.id, expected: head(medusa, minor(medusa.total, medusa.currency_code)), actual: head(order, order.total) });
      if (JSON.stringify(mine) !== JSON.stringify(items)) problems.push({ order: order.id, expectedItems: items, actualItems: mine });
    }
    check(`${label}: order fields and only this product's items, as Medusa holds them`, problems.length === 0, problems.slice(0, 3));
    equal(`${label}: product`, answer.body?.product ? { title: answer.body.product.title, backend_id: answer.body.product.backend_id } : null,
      { title: (await admin.request('GET', `/admin/products/${productId}?fields=title`)).product.title, backend_id: productId });
  }
  const unknown = await http(service, 'GET', '/api/preorders/prod_does_not_exist/orders');
  check('orders of an unknown campaign -> 404 {error}', unknown.status === 404 && typeof unknown.body?.error === 'string', unknown);
}

// ---------------------------------------------------------------------------------------------
// Commerce events: Medusa's own events, sent by the plugin of integrations/medusa

/** Polls `probe` until it gives a value, at most `timeoutMs`; the value and how long it took. */
async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<{ value: T; ms: number } | undefined> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const value = await probe();
    if (value !== undefined) return { value, ms: Date.now() - started };
    await sleep(20);
  }
  return undefined;
}

/** Medusa's store API as a storefront calls it, with a publishable key. */
function storeClient(publishableKey: string) {
  return async (method: 'GET' | 'POST', pathAndQuery: string, body?: unknown): Promise<any> => {
    const response = await fetch(medusaUrl + pathAndQuery, {
      method,
      headers: { 'x-publishable-api-key': publishableKey, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(60_000),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`Medusa store ${method} ${pathAndQuery} answered ${response.status}: ${text.slice(0, 500)}`);
    return JSON.parse(text);
  };
}

async function checkCommerceEvents(service: Service, admin: AdminClient, seeded: Seeded): Promise<void> {
  const detail = async (id: string) => http(service, 'GET', `/api/preorders/${id}`);
  const counters = (answer: Answer, sku: string) => (answer.body?.preorder?.variants ?? []).find((variant: any) => variant.sku === sku)?.current_orders;

  // product.created: a campaign created in Medusa's admin reaches the service without a sync call
  const created = await admin.request('POST', '/admin/products?fields=id,variants.id,variants.sku', {
    title: 'Harness Events Campaign',
    handle: 'harness-events-campaign',
    status: 'published',
    metadata: { is_preorder: true, funding_goal: 30, preorder_end_date: '2027-06-30T00:00:00.000Z' },
    sales_channels: [{ id: seeded.salesChannelId }],
    options: [{ title: 'Size', values: ['S', 'M'] }],
    variants: ['S', 'M'].map((size) => ({
      title: `Size ${size}`, sku: `HARN-EVT-${size}`, options: { Size: size }, manage_inventory: false, allow_backorder: true,
      prices: [{ amount: 25, currency_code: 'eur' }], metadata: { current_orders: 0, max_orders: 20 },
    })),
  });
  const productId: string = created.product.id;
  const variantOf = (sku: string) => created.product.variants.find((variant: any) => variant.sku === sku).id as string;
  const appeared = await waitFor(async () => {
    const answer = await detail(productId);
    return answer.status === 200 ? answer : undefined;
  });
  if (!check('product.created: a campaign created through Medusa\'s admin API shows up in the service', appeared?.value.body?.preorder?.title === 'Harness Events Campaign', appeared?.value.body)) return;
  log(`product.created: in the service ${appeared!.ms} ms after Medusa answered`);

  // product.updated
  await admin.request('POST', `/admin/products/${productId}?fields=id`, { title: 'Harness Events Campaign (edited in Medusa)' });
  const renamed = await waitFor(async () => {
    const answer = await detail(productId);
    return answer.body?.preorder?.title === 'Harness Events Campaign (edited in Medusa)' ? answer : undefined;
  });
  check('product.updated: a title edited through Medusa\'s admin API shows in the service', renamed !== undefined);
  if (renamed) log(`product.updated: in the service ${renamed.ms} ms after Medusa answered`);

  // order.placed: a shopper's checkout through Medusa's store API
  await admin.request('POST', `/admin/regions/${seeded.regionId}?fields=id`, { payment_providers: ['pp_system_default'] });
  const key = await admin.request('POST', '/admin/api-keys', { title: 'Harness storefront', type: 'publishable' });
  await admin.request('POST', `/admin/api-keys/${key.api_key.id}/sales-channels`, { add: [seeded.salesChannelId] });
  const store = storeClient(key.api_key.token);
  /** A shopper's checkout: cart, the system payment provider, complete; Medusa's answer. */
  const checkout = async (email: string, items: { variant_id: string; quantity: number }[]) => {
    const { cart } = await store('POST', '/store/carts', { region_id: seeded.regionId, email, items });
    const { payment_collection: paymentCollection } = await store('POST', '/store/payment-collections', { cart_id: cart.id });
    await store('POST', `/store/payment-collections/${paymentCollection.id}/payment-sessions`, { provider_id: 'pp_system_default' });
    return store('POST', `/store/carts/${cart.id}/complete`);
  };
  const completed = await checkout('live-backer@harness.local',
    [{ variant_id: variantOf('HARN-EVT-S'), quantity: 2 }, { variant_id: variantOf('HARN-EVT-M'), quantity: 1 }]);
  if (!check('store checkout: the cart completes into an order', completed.type === 'order' && typeof completed.order?.id === 'string', completed)) return;
  const orderId: string = completed.order.id;
  const counted = await waitFor(async () => {
    const answer = await detail(productId);
    return counters(answer, 'HARN-EVT-S') === 2 && counters(answer, 'HARN-EVT-M') === 1 ? answer : undefined;
  });
  check('order.placed: the service\'s variant counters moved by the order\'s quantities (S +2, M +1)', counted !== undefined,
    await detail(productId).then((answer) => ({ S: counters(answer, 'HARN-EVT-S'), M: counters(answer, 'HARN-EVT-M') })));
  if (counted) log(`order.placed: counters moved ${counted.ms} ms after the checkout answered`);
  await sleep(3000);
  const settled = await detail(productId);
  equal('order.placed: counted exactly once, in the service and in Medusa\'s variant metadata (3 s later)',
    { S: counters(settled, 'HARN-EVT-S'), M: counters(settled, 'HARN-EVT-M'), current_orders: settled.body?.preorder?.current_orders,
      medusaS: num((await medusaVariantMetadata(admin, variantOf('HARN-EVT-S'))).current_orders),
      medusaM: num((await medusaVariantMetadata(admin, variantOf('HARN-EVT-M'))).current_orders) },
    { S: 2, M: 1, current_orders: 3, medusaS: 2, medusaM: 1 });
  const orders = await http(service, 'GET', `/api/preorders/${productId}/orders`);
  equal('order.placed: the campaign\'s orders list the checkout\'s order', { count: orders.body?.count, ids: (orders.body?.orders ?? []).map((order: any) => order.id) },
    { count: 1, ids: [orderId] });

  // order.canceled
  await admin.request('POST', `/admin/orders/${orderId}/cancel?fields=id`);
  const reverted = await waitFor(async () => {
    const answer = await detail(productId);
    return counters(answer, 'HARN-EVT-S') === 0 && counters(answer, 'HARN-EVT-M') === 0 ? answer : undefined;
  });
  check('order.canceled: the counters went back (S 0, M 0)', reverted !== undefined);
  await sleep(1000);
  equal('order.canceled: Medusa\'s variant metadata back to 0',
    [num((await medusaVariantMetadata(admin, variantOf('HARN-EVT-S'))).current_orders), num((await medusaVariantMetadata(admin, variantOf('HARN-EVT-M'))).current_orders)], [0, 0]);

  // the delay from a checkout's answer to the service's counter, over ten checkouts one after another
  const delays: number[] = [];
  for (let n = 1; n <= 10; n++) {
    const order = await checkout(`backer-${n}@events.harness.local`, [{ variant_id: variantOf('HARN-EVT-M'), quantity: 1 }]);
    if (order.type !== 'order') break;
    const moved = await waitFor(async () => (counters(await detail(productId), 'HARN-EVT-M') === n ? true : undefined), 30_000);
    if (!moved) break;
    delays.push(moved.ms);
  }
  const sorted = [...delays].sort((a, b) => a - b);
  if (sorted.length > 0) log(`order.placed to counter over ${sorted.length} checkouts: median ${sorted[Math.floor(sorted.length / 2)]} ms, min ${sorted[0]} ms, max ${sorted.at(-1)} ms`);
  await sleep(1000);
  equal('ten more checkouts: each counted once, in the service and in Medusa',
    { counted: delays.length, M: counters(await detail(productId), 'HARN-EVT-M'), medusaM: num((await medusaVariantMetadata(admin, variantOf('HARN-EVT-M'))).current_orders) },
    { counted: 10, M: 10, medusaM: 10 });

  // product.deleted
  await admin.request('DELETE', `/admin/products/${productId}`);
  const removed = await waitFor(async () => {
    const answer = await detail(productId);
    return answer.status === 404 ? answer : undefined;
  });
  check('product.deleted: the campaign is gone from the service (GET /api/preorders 404)', removed !== undefined);
}

// ---------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  let service: Service | undefined;
  const stop = () => {
    stopService(service);
    process.exit(130);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  try {
    const admin = await createSecretKey(medusaUrl, requiredEnv('MEDUSA_ADMIN_EMAIL'), requiredEnv('MEDUSA_ADMIN_PASSWORD'));
    log(`secret API key created (${admin.apiKey.slice(0, 6)}…)`);
    const probe = await fetch(`${medusaUrl}/admin/products?limit=1&fields=id`, { headers: { authorization: `Bearer ${admin.apiKey}` } });
    check('Medusa refuses the key as Bearer (so the service must send Basic)', probe.status === 401, probe.status);

    // First without COMMERCE_WEBHOOK_SECRET, from before the seed on: the plugin's events (the seed's, the
    // checks' own edits) are refused with 401, which the plugin does not retry, so the sync checks see only
    // what they do themselves.
    const dataDir = mkdtempSync(path.join(workDir, 'service-data-'));
    service = await startService(admin.apiKey, dataDir);
    log(`service on ${service.url} (COMMERCE_FLAVOR=medusa-v2)`);

    const seedStarted = Date.now();
    const seeded = await seed(admin, { campaignOrders, log });
    log(`seeded in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s`);

    await checkFullSync(service, admin, seeded);
    await checkMovesAndUpdates(service, admin, seeded);
    await checkCounters(service, admin, seeded);
    await checkOrders(service, admin, seeded);

    // Then with it: the same data, now taking Medusa's events
    await stopServiceAndWait(service);
    service = await startService(admin.apiKey, dataDir, { COMMERCE_WEBHOOK_SECRET: eventsSecret });
    log('service restarted with COMMERCE_WEBHOOK_SECRET: Medusa\'s events now count');
    await checkCommerceEvents(service, admin, seeded);
  } catch (error) {
    check('harness ran to the end', false, error instanceof Error ? error.stack ?? error.message : String(error));
  } finally {
    if (failed > 0 && service) {
      console.log('--- last lines of the service log ---');
      console.log(safeRead(service.logFile));
    }
    stopService(service);
    if (!process.env.HARNESS_WORK_DIR) rmSync(workDir, { recursive: true, force: true });
  }
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed > 0 ? 1 : 0);
}

await main();
