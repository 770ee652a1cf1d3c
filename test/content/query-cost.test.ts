import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../src/db/client.js';
import { buildWhere, MAX_CONDITIONS, MAX_TEXT_CONDITIONS, MAX_VALUE_LENGTH } from '../../src/content/where.js';
import { collections } from '../../src/content/collections.js';
import { MAX_QUERY_LENGTH } from '../../src/http/query-limits.js';
import { createDoc, startTestApp, type TestApp } from '../helpers/app.js';
import { healthProblem, pollHealth as pollHealthOf } from '../helpers/server-process.js';

const fields = collections.products!.fields;
const words = (count: number) => Array.from({ length: count }, (_, index) => `w${index}`).join(' ');

describe('query cost limits', () => {
  it('counts every like word and in element, caps like/contains conditions, values, nesting and sort', () => {
    assert.ok(buildWhere(fields, { title: { like: words(MAX_CONDITIONS) } }));
    assert.throws(() => buildWhere(fields, { title: { like: words(MAX_CONDITIONS + 1) } }), /At most 50 conditions/);
    assert.throws(() => buildWhere(fields, { title: { in: Array.from({ length: MAX_CONDITIONS + 1 }, (_, i) => `v${i}`) } }), /At most 50 conditions/);
    assert.throws(() => buildWhere(fields, { title: { in: Array.from({ length: MAX_CONDITIONS + 1 }, (_, i) => `v${i}`).join(',') } }), /At most 50 conditions/);
    const scans = (count: number) => ({ or: Array.from({ length: count }, (_, i) => ({ description: { contains: `x${i}` } })) });
    assert.ok(buildWhere(fields, scans(MAX_TEXT_CONDITIONS)));
    assert.throws(() => buildWhere(fields, scans(MAX_TEXT_CONDITIONS + 1)), /At most 3 like or contains/);
    assert.throws(() => buildWhere(fields, { title: { contains: 'x'.repeat(MAX_VALUE_LENGTH + 1) } }), /at most 200 characters/);
    assert.throws(() => buildWhere(fields, { title: { equals: 'a\u0000b' } }), /NUL/);
    let nested: Record<string, unknown> = { title: { equals: 'x' } };
    for (let level = 0; level < 6; level += 1) nested = { and: [nested] };
    assert.throws(() => buildWhere(fields, nested), /nest at most 5/);
  });
});

describe('query limits over HTTP', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp();
    await createDoc(t.app, 'products', { title: 'Aurora board game', description: 'Trade routes and alliances' });
  });
  after(async () => t.close());

  it('keeps like semantics (every word, any case, % and _ literal) with the single-scan form', async () => {
    const titles = async (query: string) => (await t.app.inject({ url: `/api/products?${query}` })).json().docs.map((doc: { title: string }) => doc.title);
    assert.deepEqual(await titles('where[title][like]=GAME%20aurora'), ['Aurora board game']);
    assert.deepEqual(await titles('where[title][like]=aurora%20chess'), []);
    assert.deepEqual(await titles('where[title][like]=%25'), []);
  });

  it('answers 400 past the limits and 414 to an over-long query string, in the content API\'s shape', async () => {
    const tooMany = await t.app.inject({ url: `/api/products?where[title][like]=${encodeURIComponent(words(MAX_CONDITIONS + 1))}` });
    assert.equal(tooMany.statusCode, 400);
    assert.equal(tooMany.json().errors[0].field, 'where');
    const long = await t.app.inject({ url: `/api/products?where[title][like]=${'a'.repeat(MAX_QUERY_LENGTH + 10)}` });
    assert.equal(long.statusCode, 414);
    assert.match(long.json().errors[0].message, /at most 4096 characters/);
  });
});

const onPostgres = process.env.TEST_DB === 'postgres';

describe('statement time limit and a free event loop', () => {
  let t: TestApp;
  let base: string;
  before(async () => {
    // The embedded database as the service runs it: in a data folder, on its own thread, with a limit
    // above the worst allowed query's time (its 503 is tested in test/db/pglite-thread.test.ts).
    const database = onPostgres
      ? undefined
      : await openDatabase({ kind: 'pglite', dataDir: mkdtempSync(path.join(tmpdir(), 'query-cost-')), statementTimeoutMs: 10_000 });
    await database?.migrate();
    // 2 s, not the default 5: the cancellation test below waits for it. Not lower: CI once ran the most
    // expensive allowed query past 300 ms on PostgreSQL while other test processes shared its 2 cores.
    t = await startTestApp({ DATABASE_STATEMENT_TIMEOUT_MS: '2000' }, { database });
    const description = 'A two-to-five player strategy game of trade routes and shifting alliances. '.repeat(14);
    // The seed is not what is limited: on a busy CI machine it once took longer than the limit.
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local statement_timeout = 0`);
      await tx.execute(sql`insert into documents (collection, id, data)
        select 'products', md5(g::text), jsonb_build_object('title', 'Game ' || g, 'description', ${description} || g, 'status', 'published')
        from generate_series(1, 5000) g`);
    });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  after(async () => t.close());

  const pollHealth = (until: Promise<unknown>) => pollHealthOf(base, until);

  it('answers /healthz within 100 ms (19 in 20, none waiting for the query) while the most expensive allowed query runs', async () => {
    // Every text scan the limits allow, with the longest values, and the rest of the conditions as like words.
    const or = Array.from({ length: MAX_TEXT_CONDITIONS - 1 }, (_, i) => `where[or][${i}][description][contains]=${'z'.repeat(MAX_VALUE_LENGTH - 1)}${i}`).join('&');
    const like = encodeURIComponent(words(MAX_CONDITIONS - MAX_TEXT_CONDITIONS).slice(0, MAX_VALUE_LENGTH));
    // A loop that waits for the query waits every time; a machine busy with other test processes only now
    // and then (CI once saw 122.7 ms during a 194 ms query on PostgreSQL): the first clean run of three passes.
    const problems: string[] = [];
    for (let run = 1; run <= 3; run += 1) {
      const started = performance.now();
      const query = fetch(`${base}/api/products?${or}&where[description][like]=${like}&limit=1000&page=${run}`);
      const times = await pollHealth(query);
      const queryMs = performance.now() - started;
      assert.equal((await query).status, 200);
      console.log(`# /healthz during the ${queryMs.toFixed(0)} ms query: ${times.length} answers, slowest ${Math.max(...times).toFixed(1)} ms`);
      const problem = healthProblem(times, 100, queryMs);
      if (problem === undefined) return;
      problems.push(problem);
    }
    assert.fail(`in three runs: ${problems.join('; ')}`);
  });

  it('cancels a statement past DATABASE_STATEMENT_TIMEOUT_MS with a 503 in the family\'s shape, the process answering throughout', { skip: !onPostgres && 'PostgreSQL: another session holds a lock; the embedded database\'s limit: test/db/pglite-thread.test.ts' }, async () => {
    // Another session holds the table, so the read waits for its lock until the time limit cancels it.
    const blocker = new pg.Client({ connectionString: t.database.url });
    await blocker.connect();
    try {
      await blocker.query('begin');
      await blocker.query('lock table documents in access exclusive mode');
      const started = performance.now();
      const read = fetch(`${base}/api/products`);
      const times = await pollHealth(read);
      const response = await read;
      assert.equal(response.status, 503);
      assert.match((await response.json()).errors[0].message, /DATABASE_STATEMENT_TIMEOUT_MS/);
      assert.ok(performance.now() - started < 5000);
      assert.ok(Math.max(...times) < 100);
    } finally {
      await blocker.query('rollback').catch(() => {});
      await blocker.end();
    }
  });
});
