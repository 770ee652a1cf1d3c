import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { answerOf } from '../../src/lib/answer.js';
import { RenderedCache } from '../../src/lib/rendered-cache.js';

function counter(validFrom = 0, validUntil = Number.POSITIVE_INFINITY) {
  let builds = 0;
  const build = async () => {
    builds += 1;
    return { answer: answerOf(`v${builds}`), validFrom, validUntil };
  };
  return { build, builds: () => builds };
}

describe('RenderedCache', () => {
  it('builds once, serves the stored body, and rebuilds after invalidate', async () => {
    const cache = new RenderedCache(10);
    const source = counter();
    assert.equal((await cache.get('k', 1, source.build)).body.toString(), 'v1');
    assert.equal((await cache.get('k', 2, source.build)).body.toString(), 'v1');
    cache.invalidate();
    assert.equal((await cache.get('k', 3, source.build)).body.toString(), 'v2');
  });

  it('reports each lookup as a hit or a miss', async () => {
    const lookups: boolean[] = [];
    const cache = new RenderedCache(10, (hit) => lookups.push(hit));
    const source = counter();
    await cache.get('k', 1, source.build);
    await cache.get('k', 2, source.build);
    cache.invalidate();
    await cache.get('k', 3, source.build);
    assert.deepEqual(lookups, [false, true, false]);
  });

  it('keeps the ETag computed with the body, and a new body gets a new ETag', async () => {
    const cache = new RenderedCache(10);
    const source = counter();
    const first = await cache.get('k', 1, source.build);
    assert.equal((await cache.get('k', 2, source.build)).etag, first.etag);
    cache.invalidate();
    const second = await cache.get('k', 3, source.build);
    assert.match(first.etag, /^"[\w-]{27}"$/);
    assert.notEqual(second.etag, first.etag);
  });

  it('shares one computation between concurrent misses', async () => {
    const cache = new RenderedCache(10);
    const source = counter();
    const bodies = await Promise.all([1, 2, 3].map(() => cache.get('k', 1, source.build)));
    assert.deepEqual(bodies.map((answer) => answer.body.toString()), ['v1', 'v1', 'v1']);
    assert.equal(source.builds(), 1);
  });

  it('sends the waiters of a computation its own answer and later hits the kept one', async () => {
    const cache = new RenderedCache(10);
    const build = async () => ({ answer: answerOf('kept'), computed: answerOf('computed'), validFrom: 0, validUntil: Number.POSITIVE_INFINITY });
    const waiters = await Promise.all([1, 2].map(() => cache.get('k', 1, build)));
    assert.deepEqual(waiters.map((answer) => answer.body.toString()), ['computed', 'computed']);
    assert.equal((await cache.get('k', 2, build)).body.toString(), 'kept');
    assert.equal(cache.peek('k', 3)?.body.toString(), 'kept');
  });

  it('never stores a body whose computation raced with an invalidation', async () => {
    const cache = new RenderedCache(10);
    let release!: () => void;
    const slow = async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return { answer: answerOf('stale'), validFrom: 0, validUntil: Number.POSITIVE_INFINITY };
    };
    const pending = cache.get('k', 1, slow);
    cache.invalidate();
    release();
    assert.equal((await pending).body.toString(), 'stale', 'the racing caller still gets its answer');
    const fresh = counter();
    assert.equal((await cache.get('k', 2, fresh.build)).body.toString(), 'v1');
  });

  it('serves a body only inside its validity window', async () => {
    const cache = new RenderedCache(10);
    const source = counter(100, 200);
    await cache.get('k', 100, source.build);
    await cache.get('k', 199, source.build);
    assert.equal(source.builds(), 1);
    await cache.get('k', 200, source.build);
    assert.equal(source.builds(), 2, 'expired at validUntil');
    await cache.get('k', 50, source.build);
    assert.equal(source.builds(), 3, 'a clock set back misses');
  });

  it('keeps at most its bound, least recently used out first; bound 0 keeps nothing', async () => {
    const cache = new RenderedCache(2);
    const source = counter();
    await cache.get('a', 1, source.build);
    await cache.get('b', 1, source.build);
    await cache.get('a', 1, source.build);
    await cache.get('c', 1, source.build);
    assert.equal(source.builds(), 3);
    await cache.get('a', 1, source.build);
    assert.equal(source.builds(), 3, 'a was used recently');
    await cache.get('b', 1, source.build);
    assert.equal(source.builds(), 4, 'b was evicted');
    const none = new RenderedCache(0);
    const other = counter();
    await none.get('k', 1, other.build);
    await none.get('k', 1, other.build);
    assert.equal(other.builds(), 2);
  });

  it('orders by use across repeated hits on the newest key, bounds of one, and invalidations', async () => {
    const cache = new RenderedCache(2);
    const source = counter();
    await cache.get('a', 1, source.build);
    await cache.get('b', 1, source.build);
    assert.ok(cache.peek('b', 1), 'b is the newest: a hit without reordering');
    assert.ok(cache.peek('a', 1), 'a moves to the newest end');
    await cache.get('c', 1, source.build);
    assert.equal(cache.peek('b', 1), undefined, 'b, least recently used, went out');
    assert.ok(cache.peek('a', 1));
    cache.invalidate();
    await cache.get('b', 1, source.build);
    await cache.get('a', 1, source.build);
    await cache.get('b', 1, source.build);
    await cache.get('c', 1, source.build);
    assert.equal(cache.peek('a', 1), undefined, 'a went out: b was used after it');
    assert.ok(cache.peek('b', 1));
    const one = new RenderedCache(1);
    await one.get('x', 1, source.build);
    await one.get('y', 1, source.build);
    assert.equal(one.peek('x', 1), undefined);
    assert.ok(one.peek('y', 1));
  });
});
