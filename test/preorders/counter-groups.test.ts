import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { and, asc, eq } from 'drizzle-orm';
import { auditLog } from '../../src/db/schema.js';
import type { DemoBackend } from '../../demo/commerce-backend.js';
import { startAppWithBackend, type TestApp } from '../helpers/app.js';
import { backendProduct } from '../helpers/backend-products.js';

// Group commit (issue 19, point 2): the increments of a variant that arrive while one is being applied
// go together next, with one backend read and one write, each answer its own count.
const ADMIN = 'group-commit-admin-key';
const PRODUCT = 'prod_groups';
const VARIANT = 'var_groups';
const START = 10;

describe('variant counters: group commit', () => {
  let backend: DemoBackend;
  let t: TestApp;
  let stop: () => Promise<void>;
  let editorKey: string;
  let recordId: string;

  const admin = { authorization: `Bearer ${ADMIN}` };
  const patch = (payload: object, headers: Record<string, string> = admin) =>
    t.app.inject({ method: 'PATCH', url: `/api/preorders/${PRODUCT}`, headers, payload: { variant_id: VARIANT, ...payload } });
  const backendCount = () => Number(backend.catalog.products[0]!.variants[0]!.metadata.current_orders);
  const backendWrites = () => backend.requests.filter((request) => request.method === 'POST' && request.path.includes(VARIANT)).length;
  const localCount = async () => (await t.app.inject({ url: `/api/preorders/${PRODUCT}` })).json().preorder.variants[0].current_orders as number;
  const auditTrail = () => t.database.db.select().from(auditLog)
    .where(and(eq(auditLog.documentId, recordId), eq(auditLog.operation, 'counters'))).orderBy(asc(auditLog.id));
  /** Holds the first group's backend read, so the requests sent meanwhile wait and form the next group. */
  const holdFirstRead = () => backend.fail('getVariant', { delayMs: 500, times: 1 });
  const backendReads = () => backend.requests.filter((request) => request.method === 'GET' && request.path.includes(VARIANT)).length;
  /**
   * Sends `first`, then the others once the first is inside its group (its backend read has begun): a group
   * is cut when its lease is held, so requests sent while the first waits for the lease would join it.
   */
  const sendAfterFirst = async <R>(first: () => Promise<R>, others: (() => Promise<R>)[]): Promise<R[]> => {
    const readsBefore = backendReads();
    const answer = first();
    while (backendReads() === readsBefore) await new Promise((resolve) => setTimeout(resolve, 2));
    return Promise.all([answer, ...others.map((send) => send())]);
  };

  before(async () => {
    ({ backend, t, close: stop } = await startAppWithBackend({ ADMIN_API_KEY: ADMIN, COMMERCE_TIMEOUT_MS: '5000' }));
    backend.addProduct(backendProduct(PRODUCT, { preorder: true, variants: [{ id: VARIANT, current: START, max: 0 }] }));
    assert.equal((await t.app.inject({ url: `/api/sync-backend?backendId=${PRODUCT}`, headers: admin })).statusCode, 200);
    recordId = (await t.app.inject({ url: `/api/preorder-products?where[backendId][equals]=${PRODUCT}`, headers: admin })).json().docs[0].id;
    const editor = await t.app.inject({ method: 'POST', url: '/api/users', headers: admin, payload: { email: 'ed@shop.example', password: 'editor password 1', roles: ['editor'] } });
    assert.equal(editor.statusCode, 201, editor.body);
    const login = await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email: 'ed@shop.example', password: 'editor password 1' } });
    const key = await t.app.inject({ method: 'POST', url: '/api/api-keys', headers: { authorization: `Bearer ${login.json().token}` }, payload: { name: 'checkout' } });
    assert.equal(key.statusCode, 201, key.body);
    editorKey = key.json().key;
  });
  after(() => stop());
  beforeEach(() => backend.clearFaults());

  it('applies the increments that waited as one group: one backend read and write, each answer its own count, each caller on the trail', async () => {
    const writesBefore = backendWrites();
    const base = backendCount();
    holdFirstRead();
    const callers = Array.from({ length: 60 }, (_, index) => (index % 2 === 0 ? admin : { authorization: `Bearer ${editorKey}` }));
    const [firstCaller, ...otherCallers] = callers.map((headers) => () => patch({ increment: 1 }, headers));
    const answers = await sendAfterFirst(firstCaller!, otherCallers);

    assert.deepEqual(answers.filter((answer) => answer.statusCode !== 200).map((answer) => answer.body), []);
    const counts = answers.map((answer) => answer.json().current_orders as number);
    // Arrival at the counters follows each request's own authentication, so the order may differ from sending.
    assert.deepEqual([...counts].sort((a, b) => a - b), Array.from({ length: 60 }, (_, index) => base + index + 1), 'each its own count');
    assert.equal(backendCount(), base + 60);
    assert.equal(await localCount(), base + 60);
    // The first request ran alone while the 59 others arrived: two groups, two writes (not 60).
    assert.equal(backendWrites() - writesBefore, 2);

    const trail = (await auditTrail()).slice(-60);
    assert.deepEqual(trail.map((entry) => (entry.changes as Record<string, number[]>)[`variants.${VARIANT}.currentOrders`]),
      Array.from({ length: 60 }, (_, index) => [base + index, base + index + 1]), 'one entry per request, chained in order');
    const callerOfCount = new Map(counts.map((count, index) => [count, callers[index] === admin ? 'admin-key' : 'api-key']));
    assert.deepEqual(trail.map((entry) => entry.actorKind), trail.map((_, index) => callerOfCount.get(base + index + 1)),
      'each entry under the caller that got its count');
  });

  it('refuses one request of a group on its own and applies the others', async () => {
    const base = backendCount();
    holdFirstRead();
    const answers = await sendAfterFirst(() => patch({ increment: 1 }), [
      () => patch({ increment: 1 }),
      () => patch({ increment: Number.MAX_SAFE_INTEGER }),
      () => patch({ increment: 1 }),
    ]);
    assert.deepEqual(answers.map((answer) => answer.statusCode), [200, 200, 400, 200]);
    assert.deepEqual([answers[0]!, answers[1]!, answers[3]!].map((answer) => answer.json().current_orders), [base + 1, base + 2, base + 3]);
    assert.equal(backendCount(), base + 3);
    assert.equal(await localCount(), base + 3);
  });

  it('fails every request of a group whose backend write fails, and changes nothing', async () => {
    const base = backendCount();
    const trailBefore = (await auditTrail()).length;
    holdFirstRead();
    // The first group's write goes through; the second group's fails.
    backend.fail('updateVariant', { status: 500, after: 1, times: 1 });
    const answers = await sendAfterFirst(() => patch({ increment: 1 }), Array.from({ length: 7 }, () => () => patch({ increment: 1 })));
    assert.deepEqual(answers.map((answer) => answer.statusCode), [200, 500, 500, 500, 500, 500, 500, 500]);
    assert.equal(answers[0]!.json().current_orders, base + 1);
    assert.equal(backendCount(), base + 1);
    assert.equal(await localCount(), base + 1);
    assert.equal((await auditTrail()).length, trailBefore + 1);

    const next = await patch({ increment: 1 });
    assert.equal(next.json().current_orders, base + 2);
  });
});
