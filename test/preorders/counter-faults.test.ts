import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import { auditLog } from '../../src/db/schema.js';
import type { DemoBackend } from '../../demo/commerce-backend.js';
import { startAppWithBackend, type TestApp } from '../helpers/app.js';
import { backendProduct } from '../helpers/backend-products.js';

// Issue 34, point 1: a request answered anything but 200 leaves no count in the backend, and the local
// copy equals the backend after every acknowledged write.
const PRODUCT = 'prod_faults';
const VARIANT = 'var_faults';
const START = 40;

describe('variant counters when a write fails half way', () => {
  let backend: DemoBackend;
  let t: TestApp;
  let stop: () => Promise<void>;
  let recordId: string;

  const patch = (payload: object) => t.app.inject({ method: 'PATCH', url: `/api/preorders/${PRODUCT}`, payload: { variant_id: VARIANT, ...payload } });
  const backendCount = () => Number(backend.catalog.products[0]!.variants[0]!.metadata.current_orders);
  const localCount = async () => (await t.app.inject({ url: `/api/preorders/${PRODUCT}` })).json().preorder.variants[0].current_orders as number;
  const counterEntries = async () => (await t.database.db.select().from(auditLog)
    .where(and(eq(auditLog.documentId, recordId), eq(auditLog.operation, 'counters')))).length;

  before(async () => {
    ({ backend, t, close: stop } = await startAppWithBackend({ COMMERCE_TIMEOUT_MS: '3000' }));
    backend.addProduct(backendProduct(PRODUCT, { preorder: true, variants: [{ id: VARIANT, current: START, max: 0 }] }));
    const synced = await t.app.inject({ url: `/api/sync-backend?backendId=${PRODUCT}` });
    assert.equal(synced.statusCode, 200, synced.body);
    recordId = synced.json().productId;
  });
  after(() => stop());
  beforeEach(() => backend.clearFaults());

  it('takes a backend write whose answer was lost as written when the backend holds it: 200, the copy here equal', async () => {
    const base = backendCount();
    backend.fail('updateVariant', { dropAfterApplying: true, times: 1 });
    const answer = await patch({ increment: 2 });
    assert.equal(answer.statusCode, 200, answer.body);
    assert.equal(answer.json().current_orders, base + 2);
    assert.equal(backendCount(), base + 2);
    assert.equal(await localCount(), base + 2);
  });

  it('writes the backend back when the copy here cannot be written: the failed request counts nowhere', async () => {
    const base = backendCount();
    const entries = await counterEntries();
    // The database refuses the write of this record's counters (as a lost connection or a full disk would).
    await t.database.db.execute(sql.raw(`
      create or replace function refuse_counter_write() returns trigger language plpgsql as $$
      begin
        if new.id = '${recordId}' then raise exception 'refused by the test'; end if;
        return new;
      end $$`));
    await t.database.db.execute(sql.raw('create trigger refuse_counter_write before update on documents for each row execute function refuse_counter_write()'));
    try {
      const answer = await patch({ increment: 1 });
      assert.equal(answer.statusCode, 500, answer.body);
      assert.equal(backendCount(), base, 'the backend holds what it held before');
      assert.equal(await localCount(), base);
      assert.equal(await counterEntries(), entries, 'no audit entry');
    } finally {
      await t.database.db.execute(sql.raw('drop trigger refuse_counter_write on documents'));
      await t.database.db.execute(sql.raw('drop function refuse_counter_write()'));
    }
    const next = await patch({ increment: 1 });
    assert.equal(next.json().current_orders, base + 1);
    assert.deepEqual([backendCount(), await localCount()], [base + 1, base + 1]);
  });

  it('answers 200 and keeps the backend when announcing the committed counts fails: they are recorded', async () => {
    const base = backendCount();
    const entries = await counterEntries();
    let failing = true;
    t.context.changes.subscribe((slug) => {
      if (failing && slug === 'preorder-products') {
        failing = false;
        throw new Error('a listener failing after the commit');
      }
    });
    const answer = await patch({ increment: 1 });
    assert.equal(failing, false, 'the listener ran');
    assert.equal(answer.statusCode, 200, answer.body);
    assert.equal(answer.json().current_orders, base + 1);
    assert.deepEqual([backendCount(), await localCount()], [base + 1, base + 1], 'not set back');
    assert.equal(await counterEntries(), entries + 1);
  });

  it('records the groups of several variants of one product that are ready together in one transaction, each with its own counts', async () => {
    const variants = Array.from({ length: 6 }, (_, index) => ({ id: `var_many_faults_${index}`, current: index * 10, max: 0 }));
    backend.addProduct(backendProduct('prod_many_faults', { preorder: true, variants }));
    assert.equal((await t.app.inject({ url: '/api/sync-backend?backendId=prod_many_faults' })).statusCode, 200);
    const answers = await Promise.all(variants.flatMap((variant) => [1, 2, 3].map(() =>
      t.app.inject({ method: 'PATCH', url: '/api/preorders/prod_many_faults', payload: { variant_id: variant.id, increment: 1 } }))));
    assert.deepEqual(answers.filter((answer) => answer.statusCode !== 200).map((answer) => answer.body), []);
    const detail = (await t.app.inject({ url: '/api/preorders/prod_many_faults' })).json().preorder;
    const held = backend.catalog.products.find((product) => product.id === 'prod_many_faults')!.variants;
    for (const [index, variant] of variants.entries()) {
      const counts = answers.slice(index * 3, index * 3 + 3).map((answer) => answer.json().current_orders).sort((a, b) => a - b);
      assert.deepEqual(counts, [variant.current + 1, variant.current + 2, variant.current + 3]);
      assert.equal(Number(held[index]!.metadata.current_orders), variant.current + 3);
      assert.equal(detail.variants[index].current_orders, variant.current + 3, `${variant.id} here`);
    }
    assert.equal(detail.current_orders, variants.reduce((total, variant) => total + variant.current + 3, 0));
  });
});

describe('variant counters of a campaign removed or synced again', () => {
  const GONE = 'prod_removed';
  const GONE_VARIANT = 'var_removed';
  let backend: DemoBackend;
  let t: TestApp;
  let stop: () => Promise<void>;

  const patch = () => t.app.inject({ method: 'PATCH', url: `/api/preorders/${GONE}`, payload: { variant_id: GONE_VARIANT, increment: 1 } });
  const backendCount = () => Number(backend.catalog.products.find((product) => product.id === GONE)!.variants[0]!.metadata.current_orders);
  const sync = async () => {
    const synced = await t.app.inject({ url: `/api/sync-backend?backendId=${GONE}` });
    assert.equal(synced.statusCode, 200, synced.body);
    return synced.json().productId as string;
  };
  const remove = async (id: string) => assert.equal((await t.app.inject({ method: 'DELETE', url: `/api/preorder-products/${id}` })).statusCode, 200);
  const localCount = async () => (await t.app.inject({ url: `/api/preorders/${GONE}` })).json().preorder.variants[0].current_orders as number;

  before(async () => {
    ({ backend, t, close: stop } = await startAppWithBackend({ COMMERCE_TIMEOUT_MS: '3000' }));
    backend.addProduct(backendProduct(GONE, { preorder: true, variants: [{ id: GONE_VARIANT, current: 5, max: 0 }] }));
  });
  after(() => stop());

  it('answers 404 and counts nowhere once the record is deleted, and counts on the record a sync makes again', async () => {
    const first = await sync();
    assert.equal((await patch()).statusCode, 200);
    assert.equal(backendCount(), 6);
    await remove(first);
    const refused = await patch();
    assert.equal(refused.statusCode, 404, refused.body);
    assert.equal(backendCount(), 6);
    await sync();
    const counted = await patch();
    assert.equal(counted.statusCode, 200, counted.body);
    assert.equal(counted.json().current_orders, 7);
    assert.equal(backendCount(), 7);
    assert.equal(await localCount(), 7);
  });

  it('sets the backend back and answers 404 when the record is deleted while its counters are written', async () => {
    const id = await sync();
    const base = backendCount();
    backend.fail('updateVariant', { delayMs: 300, times: 1 });
    const pending = patch();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await remove(id);
    const answer = await pending;
    assert.equal(answer.statusCode, 404, answer.body);
    assert.equal(backendCount(), base);
  });
});
