import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sourcesOf } from '../../src/content/dependencies.js';

const sorted = (set: ReadonlySet<string>) => [...set].sort();

describe('sourcesOf: what an answer reads, from the field definitions', () => {
  it('is the roots alone at depth 0', () => {
    assert.deepEqual(sorted(sourcesOf(['product-recommendations'], 0)), ['product-recommendations']);
  });

  it('follows relationships level by level, in arrays and objects too', () => {
    assert.deepEqual(sorted(sourcesOf(['product-recommendations'], 1)), ['preorder-products', 'product-recommendations', 'products']);
    assert.deepEqual(sorted(sourcesOf(['product-recommendations'], 2)), ['media', 'preorder-products', 'product-recommendations', 'products']);
    assert.deepEqual(sorted(sourcesOf(['articles'], 1)), ['articles', 'media', 'users']);
    assert.deepEqual(sorted(sourcesOf(['hero-slider'], 1)), ['hero-slider', 'media']);
  });

  it('gives the kept answers their sources: home, preorder detail, recommendations', () => {
    assert.deepEqual(sorted(sourcesOf(['announcements', 'hero-slider', 'product-recommendations'], 2)),
      ['announcements', 'hero-slider', 'media', 'preorder-products', 'product-recommendations', 'products']);
    assert.deepEqual(sorted(sourcesOf(['preorder-products'], 2)), ['media', 'preorder-products']);
  });

  it('refuses a name that is neither a collection nor a global', () => {
    assert.throws(() => sourcesOf(['nope'], 1), /no collection or global "nope"/);
  });
});
