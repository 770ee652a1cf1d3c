import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import type { DemoBackend } from '../../demo/commerce-backend.js';
import { startAppWithBackend, type TestApp } from '../helpers/app.js';
import { backendProduct } from '../helpers/backend-products.js';

// Issue 34, point 2: a change is announced once its transaction has committed, so an answer built while a
// write was in flight is never kept past it. A reader polls the detail while increments are acknowledged;
// the first read after each acknowledgement must show it (announced before the commit, a read in between
// kept the old count until the next write: 23 of 30 rounds on PostgreSQL with Redis).
const PRODUCT = 'prod_fresh';
const VARIANT = 'var_fresh';
const ROUNDS = 30;

/** On PostgreSQL, with Redis when the runner gives one (a database index of this file's own), as several instances run. */
function sharedEnv(): Record<string, string> {
  const url = process.env.TEST_REDIS_URL;
  if (process.env.TEST_DB !== 'postgres' || !url) return {};
  const own = new URL(url);
  own.pathname = '/5';
  return { REDIS_URL: own.toString() };
}

describe('variant counters: the first read after an acknowledged increment shows it', () => {
  let backend: DemoBackend;
  let t: TestApp;
  let stop: () => Promise<void>;
  let base: string;

  before(async () => {
    ({ backend, t, close: stop } = await startAppWithBackend({ COMMERCE_TIMEOUT_MS: '3000', ...sharedEnv() }));
    backend.addProduct(backendProduct(PRODUCT, { preorder: true, variants: [{ id: VARIANT, current: 0, max: 0 }] }));
    const synced = await t.app.inject({ url: `/api/sync-backend?backendId=${PRODUCT}` });
    assert.equal(synced.statusCode, 200);
    // Each commit of the campaign's record takes 30 ms (a deferred trigger runs at commit): an answer
    // announced before its commit leaves readers that long to rebuild from the data before it.
    await t.database.db.execute(sql.raw(`
      create function slow_commit() returns trigger language plpgsql as $$
      begin
        if new.id = '${synced.json().productId}' then perform pg_sleep(0.03); end if;
        return null;
      end $$`));
    await t.database.db.execute(sql.raw(`create constraint trigger slow_commit after update on documents
      deferrable initially deferred for each row execute function slow_commit()`));
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  after(() => stop());

  const detailCount = async () => {
    const response = await fetch(`${base}/api/preorders/${PRODUCT}`);
    if (process.env.DEBUG_FRESH) console.error('read', Date.now(), response.headers.get('etag'));
    return ((await response.json()) as { preorder: { current_orders: number } }).preorder.current_orders;
  };

  it(`in ${ROUNDS} rounds, while another client polls the same answer`, async () => {
    let polling = true;
    const poller = (async () => {
      while (polling) await detailCount();
    })();
    const stale: string[] = [];
    try {
      for (let round = 0; round < ROUNDS; round += 1) {
        // The backend write is slowed so the poller reads while the group is between its write and its commit.
        backend.fail('updateVariant', { delayMs: 20, times: 1 });
        const answer = await fetch(`${base}/api/preorders/${PRODUCT}`, {
          method: 'PATCH', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ variant_id: VARIANT, increment: 1 }),
        });
        assert.equal(answer.status, 200);
        const acknowledged = ((await answer.json()) as { current_orders: number }).current_orders;
        const read = await detailCount();
        if (read !== acknowledged) stale.push(`round ${round}: acknowledged ${acknowledged}, read ${read}`);
      }
    } finally {
      polling = false;
      await poller;
    }
    assert.deepEqual(stale, []);
  });
});
