import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { type DemoBackend, startDemoBackend } from '../../demo/commerce-backend.js';
import { backendProduct } from '../helpers/backend-products.js';
import { createDrillStore, drillOnPostgres, drillSize, DrillService, type DrillStore, reportFigure, sendJson } from '../helpers/drill.js';

// Drill: N variant increments in flight at once over real HTTP against real service processes (one on
// PGlite; two sharing PostgreSQL, and Redis when the runner gives one). The in-process tests
// (test/preorders/counter-safety.test.ts, counters-across-instances.test.ts) prove the same rule on 100.
const INCREMENTS = drillSize('INCREMENTS', 1000);
const START = 37;
const PRODUCT = 'prod_drill_counter';
const VARIANT = 'var_drill_counter';

/** The suite's Redis on a database index of its own, so other files' flushes and keys stay apart. */
function redisEnv(): Record<string, string> {
  const url = process.env.TEST_REDIS_URL;
  if (!drillOnPostgres || !url) return {};
  const own = new URL(url);
  own.pathname = '/7';
  return { REDIS_URL: own.toString() };
}

describe(`drill: ${INCREMENTS} concurrent increments of one variant`, { timeout: 1_800_000 }, () => {
  let backend: DemoBackend;
  let store: DrillStore;
  const services: DrillService[] = [];

  before(async () => {
    backend = await startDemoBackend({ catalog: { products: [], orders: [] } });
    backend.addProduct(backendProduct(PRODUCT, { preorder: true, variants: [{ id: VARIANT, current: START, max: 0 }] }));
    store = await createDrillStore();
    const env = {
      ...store.env,
      ...redisEnv(),
      COMMERCE_URL: backend.url,
      COMMERCE_TIMEOUT_MS: '30000',
      // Every increment holds its own connection until answered: all of them come from 127.0.0.1.
      HTTP_MAX_CONNECTIONS_PER_ADDRESS: String(INCREMENTS + 100),
    };
    for (let index = 0; index < (drillOnPostgres ? 2 : 1); index += 1) services.push(await DrillService.create(env));
    await Promise.all(services.map((service) => service.start()));
    const synced = await sendJson('GET', `${services[0]!.base}/api/sync-backend?backendId=${PRODUCT}`);
    assert.equal(synced.status, 200, JSON.stringify(synced.body));
  });
  after(async () => {
    await Promise.all(services.map((service) => service.kill()));
    await store?.remove();
    await backend?.close();
  });

  const increment = (service: DrillService) =>
    sendJson('PATCH', `${service.base}/api/preorders/${PRODUCT}`, { variant_id: VARIANT, increment: 1 });

  it('answers each increment with its own count, and ends exactly N higher in the backend and every instance', async () => {
    const started = performance.now();
    const answers = await Promise.all(Array.from({ length: INCREMENTS }, (_, index) => increment(services[index % services.length]!)));
    const seconds = (performance.now() - started) / 1000;

    assert.deepEqual(answers.filter((answer) => answer.status !== 200), [], 'every increment answered 200');
    const counts = answers.map((answer) => answer.body.current_orders as number).sort((a, b) => a - b);
    assert.deepEqual(counts, Array.from({ length: INCREMENTS }, (_, index) => START + index + 1), 'the answers hold each count once');
    const variant = backend.catalog.products[0]!.variants[0]!;
    assert.equal(variant.metadata.current_orders, String(START + INCREMENTS), 'the backend holds the exact count');
    for (const service of services) {
      const detail = await sendJson('GET', `${service.base}/api/preorders/${PRODUCT}`);
      assert.equal(detail.body.preorder.current_orders, START + INCREMENTS, 'every instance shows the exact count');
      assert.equal(detail.body.preorder.variants[0].current_orders, START + INCREMENTS);
    }
    reportFigure('counters', `${INCREMENTS} increments in flight over ${services.length} instance(s): ${seconds.toFixed(2)} s, `
      + `${Math.round(INCREMENTS / seconds)} increments/s; answers ${START + 1}..${START + INCREMENTS} each once; final ${START + INCREMENTS} everywhere`);
  });
});
