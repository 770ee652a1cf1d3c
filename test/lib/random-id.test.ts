import assert from 'node:assert/strict';
import { test } from 'node:test';
import { randomBase64url, randomHex } from '../../src/lib/random-id.js';

test('random identifiers have the asked length and alphabet', () => {
  assert.match(randomHex(12), /^[0-9a-f]{24}$/);
  assert.match(randomBase64url(16), /^[A-Za-z0-9_-]{22}$/);
});

test('identifiers stay distinct across many refills of the pool', () => {
  // 12 bytes an id: 20,000 ids span about 60 refills of the 4 KB pool, and ids drawn across a refill.
  const ids = Array.from({ length: 20_000 }, () => randomHex(12));
  assert.equal(new Set(ids).size, ids.length);
  const mixed = Array.from({ length: 5_000 }, (_, index) => (index % 2 === 0 ? randomHex(7) : randomBase64url(16)));
  assert.equal(new Set(mixed).size, mixed.length);
});

test('every byte value turns up: the pool is really refilled, not reused', () => {
  const seen = new Set<string>();
  for (let index = 0; index < 2_000; index++) {
    const hex = randomHex(12);
    for (let at = 0; at < hex.length; at += 2) seen.add(hex.slice(at, at + 2));
  }
  assert.equal(seen.size, 256);
});

test('more bytes than the pool holds are refused', () => {
  assert.throws(() => randomHex(4097), RangeError);
});
