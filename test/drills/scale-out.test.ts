import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { type DemoBackend, startDemoBackend } from '../../demo/commerce-backend.js';
import { backendProduct } from '../helpers/backend-products.js';
import { drillSize, DrillService, reportFigure as report, sendJson } from '../helpers/drill.js';
import { scaleOutUnavailable, sendIncrements, tallyIncrements, ThrowawayPostgres, ThrowawayRedis } from '../helpers/scale-out-set.js';

// Drills of the deployment the README recommends for a growing shop: three service processes on one
// PostgreSQL 15 and one Redis (both the drill's own, so it may restart them), behind no balancer: the
// requests go to the instances in turn. Each drill prints what was acknowledged, what the backend holds,
// and what was lost, doubled or stale. Runs in the PostgreSQL pass of the suite.
const INCREMENTS = drillSize('SCALE_INCREMENTS', 1000);
const IN_FLIGHT = 100;
const VARIANTS = 40;
const PRODUCT = 'prod_scale_drill';
const ONE = 'prod_scale_one';
const variantIds = Array.from({ length: VARIANTS }, (_, index) => `var_scale_${index}`);
const reportFigure = (drill: string, line: string) => report(drill, line, 'three instances, PostgreSQL 15, Redis');
const unavailable = process.env.TEST_DB !== 'postgres' ? 'runs in the PostgreSQL pass (TEST_DB=postgres)' : scaleOutUnavailable();

describe('drill: three instances on PostgreSQL with Redis', { skip: unavailable, timeout: 900_000 }, () => {
  let postgres: ThrowawayPostgres;
  let redis: ThrowawayRedis;
  let backend: DemoBackend;
  let dataDir: string;
  const services: DrillService[] = [];
  const bases = () => services.map((service) => service.base);

  before(async () => {
    [postgres, redis, backend] = await Promise.all([ThrowawayPostgres.create(), ThrowawayRedis.create(), startDemoBackend({ catalog: { products: [], orders: [] } })]);
    backend.addProduct(backendProduct(PRODUCT, { preorder: true, variants: variantIds.map((id, index) => ({ id, current: index * 100, max: 0 })) }));
    backend.addProduct(backendProduct(ONE, { preorder: true, variants: [{ id: 'var_scale_one', current: 5, max: 0 }] }));
    dataDir = mkdtempSync(path.join(tmpdir(), 'scale-drill-'));
    const env = {
      DATABASE_URL: postgres.url, REDIS_URL: redis.url, DATA_DIR: dataDir, COMMERCE_URL: backend.url, COMMERCE_TIMEOUT_MS: '10000',
      HTTP_MAX_CONNECTIONS_PER_ADDRESS: '2000',
    };
    for (let index = 0; index < 3; index += 1) services.push(await DrillService.create(env));
    // One after the other: the first migrates.
    for (const service of services) await service.start();
    for (const id of [PRODUCT, ONE]) {
      const synced = await sendJson('GET', `${services[0]!.base}/api/sync-backend?backendId=${id}`);
      assert.equal(synced.status, 200, JSON.stringify(synced.body));
      await sendJson('PATCH', `${services[0]!.base}/api/preorder-products/${synced.body.productId}`, { status: 'published' });
    }
    const recordId = (await sendJson('GET', `${services[0]!.base}/api/preorders/${PRODUCT}`)).body.preorder.id;
    const global = await sendJson('POST', `${services[0]!.base}/api/globals/product-recommendations`, {
      enabled: true, lists: [{ id: 'drill', title: 'Drill', products: [{ relationTo: 'preorder-products', value: recordId }] }],
    });
    assert.equal(global.status, 200, JSON.stringify(global.body));
  });
  after(async () => {
    await Promise.all(services.map((service) => service.kill()));
    await backend?.close();
    await redis?.stop();
    await postgres?.remove();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const backendCounts = () => new Map(backend.catalog.products.flatMap((product) => product.variants)
    .map((variant) => [variant.id, Number(variant.metadata.current_orders)] as const));
  const localCounts = async (base: string, product: string) => {
    const { body } = await sendJson('GET', `${base}/api/preorders/${product}`);
    return new Map((body.preorder.variants as { id: string; current_orders: number }[]).map((variant) => [variant.id, variant.current_orders] as const));
  };
  const only = (counts: Map<string, number>, ids: readonly string[]) => new Map(ids.map((id) => [id, counts.get(id)!] as const));
  /** Variants whose copy on some instance differs from the backend. */
  const drift = async (product: string, ids: readonly string[]) => {
    const held = backendCounts();
    const drifted: string[] = [];
    for (const base of bases()) {
      const local = await localCounts(base, product);
      for (const id of ids) if (local.get(id) !== held.get(id)) drifted.push(`${base} ${id}: ${local.get(id)} here, ${held.get(id)} in the backend`);
    }
    return drifted;
  };

  const runAndTally = async (label: string, product: string, ids: readonly string[], total: number, extra: Parameters<typeof sendIncrements>[0]['onAnswer'] = undefined) => {
    const start = only(backendCounts(), ids);
    const run = await sendIncrements({ bases: bases(), product, variants: ids, total, inFlight: IN_FLIGHT, onAnswer: extra });
    const tally = tallyIncrements(run.answers, start, only(backendCounts(), ids));
    reportFigure('scale-out', `${label}: ${total} sent, ${IN_FLIGHT} in flight, ${run.seconds.toFixed(2)} s, `
      + `${Math.round(tally.acknowledged / run.seconds)} acknowledged/s; acknowledged ${tally.acknowledged}, the backend rose ${tally.counted}, `
      + `lost ${tally.lost}, counted unanswered ${tally.unanswered}, counts answered twice ${tally.repeatedCounts}; statuses ${JSON.stringify(tally.statuses)}`);
    return { ...run, tally, start };
  };

  it(`one variant: ${INCREMENTS} increments over three instances, each answered with its own count, the backend exact`, async () => {
    const { tally, answers, start } = await runAndTally('one variant', ONE, ['var_scale_one'], INCREMENTS);
    assert.deepEqual(tally.statuses, { 200: INCREMENTS });
    const counts = answers.map((answer) => answer.count!).sort((a, b) => a - b);
    assert.deepEqual(counts, Array.from({ length: INCREMENTS }, (_, index) => start.get('var_scale_one')! + index + 1));
    assert.equal(tally.counted, INCREMENTS);
    assert.deepEqual(await drift(ONE, ['var_scale_one']), []);
  });

  it(`${VARIANTS} variants: ${INCREMENTS} increments over three instances, more variants in flight than a pool has connections`, async () => {
    const { tally } = await runAndTally(`${VARIANTS} variants`, PRODUCT, variantIds, INCREMENTS);
    assert.deepEqual(tally.statuses, { 200: INCREMENTS });
    assert.deepEqual([tally.lost, tally.unanswered, tally.repeatedCounts, tally.counted], [0, 0, 0, INCREMENTS]);
    assert.deepEqual(await drift(PRODUCT, variantIds), []);
  });

  it('an instance killed -9 mid-run: nothing acknowledged is lost or doubled, the copies match the backend after the next write', async () => {
    const victim = services[2]!;
    let killed: Promise<void> | undefined;
    const { tally, answers } = await runAndTally('instance killed -9 at a third', PRODUCT, variantIds, 600, (answered) => {
      if (answered === 200) killed = victim.kill();
    });
    await killed;
    // Only the killed instance may leave a request unanswered; every other answer is 200.
    assert.deepEqual(answers.filter((answer) => answer.status !== 200 && !(answer.status === 0 && answer.instance === 2)), []);
    assert.deepEqual([tally.lost, tally.repeatedCounts], [0, 0]);
    const cut = answers.filter((answer) => answer.status === 0).length;
    assert.ok(tally.unanswered <= cut, `${tally.unanswered} counted without an answer, ${cut} requests cut`);
    await victim.start();
    // The next write of each variant writes the backend's count here, whatever the killed instance left.
    const healed = await sendIncrements({ bases: bases(), product: PRODUCT, variants: variantIds, total: VARIANTS, inFlight: VARIANTS });
    assert.ok(healed.answers.every((answer) => answer.status === 200));
    assert.deepEqual(await drift(PRODUCT, variantIds), []);
    reportFigure('scale-out', `after the kill: ${cut} requests cut with the instance, ${tally.unanswered} of them counted by the backend; `
      + `copies equal to the backend on all three instances after one more increment per variant`);
  });

  it('reads from the other instances right after an acknowledged write are never stale (content, home, detail counts)', async () => {
    let stale = 0;
    const rounds = 30;
    const products = await sendJson('POST', `${services[0]!.base}/api/products`, { title: 'Drill 0', status: 'published' });
    assert.equal(products.status, 201, JSON.stringify(products.body));
    const productId = products.body.doc.id;
    for (let round = 0; round < rounds; round += 1) {
      const writer = round % 3;
      const readers = bases().filter((_, index) => index !== writer);
      const title = `Drill ${round + 1}`;
      const patched = await sendJson('PATCH', `${bases()[writer]}/api/products/${productId}`, { title });
      assert.equal(patched.status, 200);
      const incremented = await sendJson('PATCH', `${bases()[writer]}/api/preorders/${PRODUCT}`, { variant_id: variantIds[0], increment: 1 });
      assert.equal(incremented.status, 200);
      const total = (await sendJson('GET', `${bases()[writer]}/api/preorders/${PRODUCT}`)).body.preorder.current_orders;
      for (const reader of readers) {
        const [doc, detail, home] = await Promise.all([
          sendJson('GET', `${reader}/api/products/${productId}`),
          sendJson('GET', `${reader}/api/preorders/${PRODUCT}`),
          sendJson('GET', `${reader}/api/home`),
        ]);
        if (doc.body.title !== title) stale += 1;
        const variant = detail.body.preorder.variants.find((held: { id: string }) => held.id === variantIds[0]);
        if (variant.current_orders !== incremented.body.current_orders) stale += 1;
        if (home.body.productRecommendations.lists[0].products[0].preorder.orderCount !== total) stale += 1;
      }
    }
    reportFigure('scale-out', `staleness: ${rounds} rounds of a content write and an increment on one instance, then content, detail and home `
      + `read on the two others: ${stale} stale reads of ${rounds * 6}`);
    assert.equal(stale, 0);
  });

  it('PostgreSQL restarted mid-run (pg_ctl restart -m fast), increments waiting on a slow backend: no instance exits, failures answer 503 and count nowhere', async () => {
    // A few backend writes are slow, so increments are waiting on the backend when every connection is cut.
    backend.fail('updateVariant', { delayMs: 1500, times: 6 });
    let restarted = false;
    const { tally, answers } = await runAndTally('PostgreSQL restarted at a quarter', PRODUCT, variantIds, 400, (answered) => {
      if (answered === 100 && !restarted) {
        restarted = true;
        postgres.restart();
      }
    });
    backend.clearFaults();
    for (const service of services) {
      assert.equal(service.exitCode(), null, `an instance exited:\n${service.output().slice(-2000)}`);
    }
    const others = answers.filter((answer) => answer.status !== 200);
    assert.deepEqual(others.filter((answer) => answer.status !== 503), [], 'every failure is a 503');
    assert.ok(others.every((answer) => answer.retryAfter !== null && Number(answer.retryAfter) > 0), 'every 503 says when to retry');
    assert.deepEqual([tally.lost, tally.unanswered, tally.repeatedCounts], [0, 0, 0]);
    for (const base of bases()) assert.equal((await sendJson('GET', `${base}/readyz`)).status, 200);
    const healed = await sendIncrements({ bases: bases(), product: PRODUCT, variants: variantIds, total: VARIANTS, inFlight: VARIANTS });
    assert.ok(healed.answers.every((answer) => answer.status === 200), JSON.stringify(healed.answers.filter((answer) => answer.status !== 200)));
    assert.deepEqual(await drift(PRODUCT, variantIds), []);
  });

  it('Redis stopped for 3 s mid-run: every request still answered, every instance ready, fresh reads again once it is back', async () => {
    let stopped: Promise<void> | undefined;
    const readiness: number[] = [];
    const { tally } = await runAndTally('Redis stopped at a quarter for 3 s', PRODUCT, variantIds, 400, (answered) => {
      if (answered !== 100) return;
      stopped = (async () => {
        await redis.stop();
        await new Promise((resolve) => setTimeout(resolve, 1500));
        for (const base of bases()) readiness.push((await sendJson('GET', `${base}/readyz`)).status);
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await redis.start();
      })();
    });
    await stopped;
    assert.deepEqual(tally.statuses, { 200: 400 });
    assert.deepEqual([tally.lost, tally.unanswered, tally.repeatedCounts], [0, 0, 0]);
    assert.deepEqual(readiness, [200, 200, 200], '/readyz while Redis is down');
    // Once every instance has seen Redis back (its next check), reads after a write are fresh again.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    let stale = 0;
    for (let round = 0; round < 9; round += 1) {
      const written = await sendJson('PATCH', `${bases()[round % 3]}/api/preorders/${PRODUCT}`, { variant_id: variantIds[1], increment: 1 });
      for (const base of bases()) {
        const local = await localCounts(base, PRODUCT);
        if (local.get(variantIds[1]!) !== written.body.current_orders) stale += 1;
      }
    }
    reportFigure('scale-out', `Redis back: ${stale} stale detail reads of 27 after acknowledged increments; /readyz during the outage ${readiness.join(', ')}`);
    assert.equal(stale, 0);
  });
});
