import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startAppWithBackend } from '../helpers/app.js';
import { backendProduct } from '../helpers/backend-products.js';

const ADMIN = 'audit-writes-key';
const admin = { authorization: `Bearer ${ADMIN}` };

describe('the audit trail of syncs, counters and bulk deletions', () => {
  let env: Awaited<ReturnType<typeof startAppWithBackend>>;
  before(async () => {
    env = await startAppWithBackend({ ADMIN_API_KEY: ADMIN });
    env.backend.addProduct(backendProduct('prod_a', { preorder: true, variants: [{ id: 'var_a', current: 3, max: 10 }] }));
    env.backend.addProduct(backendProduct('prod_b'));
  });
  after(async () => env.close());

  const trail = async (query: string) => (await env.t.app.inject({ url: `/api/audit?${query}&limit=100`, headers: admin })).json().docs;

  it('records each product a sync writes, with who asked', async () => {
    assert.equal((await env.t.app.inject({ url: '/api/sync-backend', headers: admin })).statusCode, 200);
    const entries = await trail('operation=sync');
    assert.equal(entries.length, 2);
    assert.ok(entries.every((entry: { actor: { kind: string } }) => entry.actor.kind === 'admin-key'));
    assert.deepEqual(entries.map((entry: { collection: string }) => entry.collection).sort(), ['preorder-products', 'products']);
    // A created record's entry shows each of its fields from null to the value stored.
    for (const entry of entries as { collection: string; documentId: string; changes: Record<string, [unknown, unknown]> }[]) {
      const record = (await env.t.app.inject({ url: `/api/${entry.collection}/${entry.documentId}?depth=0`, headers: admin })).json();
      const { id, createdAt, updatedAt, ...values } = record;
      assert.ok(id && createdAt && updatedAt);
      assert.deepEqual(entry.changes, Object.fromEntries(Object.entries(values).filter(([, value]) => value !== null).map(([name, value]) => [name, [null, value]])));
    }
    // A second, skipping sync writes nothing and records nothing.
    await env.t.app.inject({ url: '/api/sync-backend', headers: admin });
    assert.equal((await trail('operation=sync')).length, 2);
  });

  it('records a counter change with the old and new figures, and nothing when the backend write fails', async () => {
    const patched = await env.t.app.inject({ method: 'PATCH', url: '/api/preorders/prod_a', headers: admin, payload: { variant_id: 'var_a', increment: 2 } });
    assert.equal(patched.statusCode, 200);
    const [entry] = await trail('operation=counters');
    assert.deepEqual(entry.changes, { 'variants.var_a.currentOrders': [3, 5] });
    env.backend.fail('updateVariant', { status: 500, times: 1 });
    const failing = await env.t.app.inject({ method: 'PATCH', url: '/api/preorders/prod_a', headers: admin, payload: { variant_id: 'var_a', increment: 1 } });
    assert.equal(failing.statusCode, 500);
    assert.equal((await trail('operation=counters')).length, 1, 'a failed write leaves no entry');
  });

  it('records a bulk deletion with its count', async () => {
    await env.t.app.inject({ method: 'POST', url: '/api/announcements', headers: admin, payload: { title: 'x' } });
    await env.t.app.inject({ method: 'DELETE', url: '/api/admin?collections=announcements', headers: admin });
    const [entry] = await trail('operation=clear');
    assert.equal(entry.collection, 'announcements');
    assert.deepEqual(entry.changes, { deleted: 1 });
  });
});
