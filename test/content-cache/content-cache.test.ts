import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { gunzipSync } from 'node:zlib';
import { ContentCache } from '../../src/content-cache/content-cache.js';
import { answerOf, answerOfData } from '../../src/lib/answer.js';
import type { Doc } from '../../src/content/repository.js';
import { createDoc, startTestApp, type TestApp } from '../helpers/app.js';

const doc = (id: string): Doc => ({ id, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' });
const cacheOf = (maxBytes?: number) => new ContentCache({ enabled: true, keepsCollection: (slug) => slug !== 'users', maxBytes });
/** A JSON answer of about `bytes` bytes, different for each `seed`, that compresses (its text repeats). */
const bulky = (seed: string, bytes: number) => answerOf(JSON.stringify({ seed, text: `${seed} `.repeat(Math.ceil(bytes / (seed.length + 1))) }));
const read = (slug: string, key: string) => ({ slug, depth: 0, key });

describe('the content cache: one budget over every layer', () => {
  it('keeps documents, answers and sent forms together under one bound, the layer holding most paying first', async () => {
    const cache = cacheOf(10_000);
    const memory = cache.documents;
    memory.keepDocuments('articles', memory.stamp('articles'), Array.from({ length: 6 }, (_, index) => ({ doc: doc(`d${index}`), size: 1_000 })));
    assert.equal(cache.budget.bytes, 6_000);
    for (const key of ['a', 'b', 'c']) await cache.answer(read('announcements', key), async () => JSON.parse(bulky(key, 1_500).body.toString()));
    assert.ok(cache.budget.bytes <= 10_000, `${cache.budget.bytes} bytes`);
    const layers = cache.budget.byLayer();
    assert.ok(layers.answers! > 3_000 && layers.documents! < 6_000, JSON.stringify(layers));
    assert.equal(memory.document('articles', 'd0'), undefined, 'the oldest document went first');
    assert.ok(memory.document('articles', 'd5'));
  });

  it('never keeps a form larger than the whole budget, and keeps the rest within it', async () => {
    const cache = cacheOf(4_000);
    const large = bulky('large', 9_000);
    const based = cache.forms.withBase(answerOf(`{"url":"/media/${'a'.repeat(64)}-${'b'.repeat(16)}.png","pad":"${'x'.repeat(9_000)}"}`), 'https://shop.example');
    assert.match(based.body.toString(), /"https:\/\/shop\.example\/media\//);
    assert.equal(cache.forms.bytes, 0, 'over the budget alone: sent, not kept');
    const gzipped = await cache.forms.coded(large, undefined, 'gzip');
    assert.equal(gunzipSync(gzipped.body).toString(), large.body.toString());
    assert.ok(cache.budget.bytes <= 4_000);
  });
});

describe('the content cache: sent forms', () => {
  it('compresses an answer once per base and coding, with an ETag of its own, and lets the forms go with the answer', async () => {
    const cache = cacheOf();
    const kept = await cache.answer(read('announcements', 'list'), async () => JSON.parse(bulky('list', 4_000).body.toString()));
    const first = await cache.forms.coded(kept, 'https://a.example', 'br');
    assert.equal(await cache.forms.coded(kept, 'https://a.example', 'br'), first, 'kept: not compressed again');
    assert.equal(cache.forms.peekCoded(kept, 'https://a.example', 'br'), first);
    assert.equal(cache.forms.peekCoded(kept, 'https://a.example', 'gzip'), undefined, 'peeking compresses nothing');
    assert.match(first.etag, /-br"$/);
    assert.notEqual(first.etag, kept.etag);
    assert.ok(cache.forms.bytes > 0);
    void cache.listener('announcements');
    assert.equal(cache.forms.bytes, 0, 'the answer was dropped by the change, its forms with it');
    assert.equal(cache.forms.peekCoded(kept, 'https://a.example', 'br'), undefined);
  });

  it('keeps forms by the bytes they came from: the same bytes built again reuse them, a weak ETag never does', async () => {
    const cache = new ContentCache({ enabled: false, keepsCollection: () => false });
    const json = bulky('again', 4_000).body.toString();
    const first = await cache.forms.coded(answerOf(json), undefined, 'gzip');
    assert.equal(await cache.forms.coded(answerOf(json), undefined, 'gzip'), first, 'built per request, compressed once');
    const path = `/media/${'e'.repeat(64)}-${'f'.repeat(16)}.png`;
    const fromCache = answerOfData(JSON.stringify({ cached: true, url: path }), 'data');
    const computed = answerOfData(JSON.stringify({ cached: false, url: path }), 'data');
    assert.equal(fromCache.etag, computed.etag, 'one weak ETag for both');
    assert.equal(JSON.parse(cache.forms.withBase(fromCache, 'https://a.example').body.toString()).cached, true);
    assert.equal(JSON.parse(cache.forms.withBase(computed, 'https://a.example').body.toString()).cached, false, 'its own bytes, not the other\'s');
  });

  it('puts media URLs on each base once, the ETag differing per base, and leaves an answer without media alone', () => {
    const cache = cacheOf();
    const path = `/media/${'c'.repeat(64)}-${'d'.repeat(16)}.jpg`;
    const answer = answerOf(JSON.stringify({ url: path }));
    const onA = cache.forms.withBase(answer, 'https://a.example');
    const onB = cache.forms.withBase(answer, 'https://b.example');
    assert.equal(JSON.parse(onA.body.toString()).url, `https://a.example${path}`);
    assert.equal(cache.forms.withBase(answer, 'https://a.example'), onA);
    assert.notEqual(onA.etag, onB.etag);
    const plain = answerOf('{"title":"no media"}');
    assert.equal(cache.forms.withBase(plain, 'https://a.example'), plain);
  });
});

describe('the content cache: one staleness token', () => {
  it('answers a build that a change of its sources overtook, but does not keep it', async () => {
    const cache = cacheOf();
    let builds = 0;
    const build = async () => {
      builds += 1;
      // the change lands while the build reads
      void cache.listener('media');
      return { built: builds };
    };
    // articles at depth 1 read media (their cover image): the change is one of the answer's sources
    const target = { slug: 'articles', depth: 1, key: 'list' };
    assert.deepEqual(JSON.parse((await cache.answer(target, build)).body.toString()), { built: 1 });
    assert.deepEqual(JSON.parse((await cache.answer(target, build)).body.toString()), { built: 2 }, 'built again: the first was not kept');
    let quiet = 0;
    const calm = async () => ({ built: (quiet += 1) });
    await cache.answer(target, calm);
    await cache.answer(target, calm);
    assert.equal(quiet, 1, 'a build no change overtook is kept');
    void cache.listener('announcements');
    await cache.answer(target, calm);
    assert.equal(quiet, 1, 'a change of a collection it does not read leaves it');
  });

  it('never hands a read that comes after a change the build that began before it', async () => {
    const cache = cacheOf();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let builds = 0;
    const slow = async () => {
      const mine = (builds += 1);
      if (mine === 1) await gate;
      return { built: mine };
    };
    const target = read('articles', 'slow');
    const early = cache.answer(target, slow);
    await new Promise((resolve) => setImmediate(resolve));
    void cache.listener('articles');
    const late = await cache.answer(target, slow);
    release();
    assert.deepEqual(JSON.parse((await early).body.toString()), { built: 1 });
    assert.deepEqual(JSON.parse(late.body.toString()), { built: 2 }, 'built anew under the new stamp');
    assert.equal((await cache.answer(target, slow)).body.toString(), late.body.toString(), 'and that one is kept');
  });

  it('shares one build among concurrent misses of a key', async () => {
    const cache = cacheOf();
    let builds = 0;
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.answer(read('articles', 'same'), async () => ({ built: (builds += 1) }))));
    assert.equal(builds, 1);
    assert.ok(answers.every((answer) => answer === answers[0]));
  });
});

describe('the content cache in the app', () => {
  let t: TestApp;
  const ADMIN = 'content-cache-admin';
  const admin = { authorization: `Bearer ${ADMIN}` };
  const gauge = (body: string, layer: string) => Number(new RegExp(`storefront_content_cache_bytes\\{layer="${layer}"\\} (\\d+)`).exec(body)?.[1]);

  before(async () => {
    t = await startTestApp({ ADMIN_API_KEY: ADMIN });
    for (let index = 0; index < 3; index += 1) await createDoc(t.app, 'articles', { title: `Cached ${index}`, status: 'published', excerpt: 'words '.repeat(200) }, admin);
  });
  after(() => t.close());

  it('reports each layer\'s bytes and the one budget in the metrics, and what a write drops', async () => {
    for (const encoding of ['identity', 'gzip']) {
      assert.equal((await t.app.inject({ url: '/api/articles?depth=1&limit=3', headers: { 'accept-encoding': encoding } })).statusCode, 200);
    }
    const before = (await t.app.inject({ url: '/metrics', headers: admin })).body;
    assert.match(before, /storefront_content_cache_budget_bytes \d+/);
    const cache = t.context.contentCache;
    if (!cache.documents.enabled) return; // PostgreSQL without Redis keeps nothing (see keepsRenderedAnswers)
    for (const layer of ['documents', 'answers', 'forms']) assert.ok(gauge(before, layer) > 0, `${layer}: ${gauge(before, layer)}`);
    await createDoc(t.app, 'articles', { title: 'Another', status: 'published' }, admin);
    const afterWrite = (await t.app.inject({ url: '/metrics', headers: admin })).body;
    assert.ok(gauge(afterWrite, 'answers') < gauge(before, 'answers'), 'the list answers went');
    assert.ok(gauge(afterWrite, 'forms') < gauge(before, 'forms'), 'and their compressed forms with them');
  });
});
