import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import type { DemoBackend } from '../../demo/commerce-backend.js';
import { startAppWithBackend, type TestApp } from '../helpers/app.js';
import { backendProduct } from '../helpers/backend-products.js';

/**
 * The change feed (ContentChanges.write): each write is announced once its transaction has committed, never
 * inside it, and a write that fails inside its transaction announces nothing. The listener here reads the
 * database when it hears of a write: on PostgreSQL from another pooled connection, which sees only committed
 * rows; on PGlite's one connection a read inside an open transaction would wait for it forever.
 */
describe('the change feed', { timeout: 60_000 }, () => {
  let t: TestApp;
  let backend: DemoBackend;
  let close: () => Promise<void>;
  /** What the listener heard, with the stored title of the watched record at that moment. */
  let heard: { slug: string; title: string | null }[] = [];
  let watched = '';

  const storedTitle = async () => {
    const result = await t.context.db.execute(sql`select data->>'title' as title from documents where id = ${watched}`);
    return ((result as unknown as { rows: { title: string | null }[] }).rows[0]?.title) ?? null;
  };
  const send = async (method: 'POST' | 'PATCH' | 'DELETE' | 'GET', url: string, payload?: object) => {
    heard = [];
    const answer = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
    return answer;
  };

  before(async () => {
    ({ backend, t, close } = await startAppWithBackend());
    t.context.changes.subscribe(async (slug) => {
      heard.push({ slug, title: watched ? await storedTitle() : null });
    });
  });
  after(() => close?.());

  it('announces a create, an update and a delete after each commits, once each', async () => {
    const created = await send('POST', '/api/products', { title: 'First', backendId: 'prod_feed_a' });
    assert.equal(created.statusCode, 201, created.body);
    assert.deepEqual(heard.map(({ slug }) => slug), ['products']);
    watched = created.json().doc.id;

    const updated = await send('PATCH', `/api/products/${watched}`, { title: 'Second' });
    assert.equal(updated.statusCode, 200, updated.body);
    assert.deepEqual(heard, [{ slug: 'products', title: 'Second' }], 'the listener read the committed update');

    const deleted = await send('DELETE', `/api/products/${watched}`);
    assert.equal(deleted.statusCode, 200, deleted.body);
    assert.deepEqual(heard, [{ slug: 'products', title: null }], 'the listener no longer finds the record');
    watched = '';
  });

  it('announces a global, a sync, a campaign field and a counter change after their commits', async () => {
    const global = await send('POST', '/api/globals/product-recommendations', { enabled: true, lists: [] });
    assert.equal(global.statusCode, 200, global.body);
    assert.deepEqual(heard.map(({ slug }) => slug), ['product-recommendations']);

    backend.addProduct(backendProduct('prod_feed_p', { preorder: true, title: 'Synced title', variants: [{ id: 'var_feed', current: 2 }] }));
    const synced = await send('GET', '/api/sync-backend?backendId=prod_feed_p');
    assert.equal(synced.statusCode, 200, synced.body);
    assert.deepEqual(heard.map(({ slug }) => slug), ['products', 'preorder-products'], 'one announcement of the batch');
    watched = synced.json().productId;

    const stored = async () => {
      const result = await t.context.db.execute(sql`select data from documents where id = ${watched}`);
      return (result as unknown as { rows: { data: { fakeOrderCount?: unknown; variants: { currentOrders: unknown }[] } }[] }).rows[0]!.data;
    };
    const seenAtAnnouncement: unknown[] = [];
    t.context.changes.subscribe(async () => {
      if (watched) seenAtAnnouncement.push(await stored());
    });
    const field = await send('PATCH', '/api/preorders/prod_feed_p', { fake_order_count: 7 });
    assert.equal(field.statusCode, 200, field.body);
    assert.deepEqual(heard.map(({ slug }) => slug), ['preorder-products']);
    assert.equal((seenAtAnnouncement.at(-1) as { fakeOrderCount: unknown }).fakeOrderCount, 7);

    const counter = await send('PATCH', '/api/preorders/prod_feed_p', { variant_id: 'var_feed', increment: 3 });
    assert.equal(counter.statusCode, 200, counter.body);
    assert.deepEqual(heard.map(({ slug }) => slug), ['preorder-products']);
    assert.equal(Number((seenAtAnnouncement.at(-1) as { variants: { currentOrders: unknown }[] }).variants[0]!.currentOrders), 5);
    watched = '';
  });

  it('announces nothing for a write that fails inside its transaction', async () => {
    const first = await send('POST', '/api/products', { title: 'Taken', backendId: 'prod_feed_dup' });
    assert.equal(first.statusCode, 201, first.body);
    const duplicate = await send('POST', '/api/preorder-products', { title: 'Same product', backendId: 'prod_feed_dup' });
    assert.equal(duplicate.statusCode, 400, duplicate.body);
    assert.deepEqual(heard, []);
  });
});
