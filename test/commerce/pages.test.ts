import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { pages } from '../../src/commerce/client.js';

async function collect(total: number, reportedCount: number, pageSize = 100) {
  const offsets: number[] = [];
  const seen: number[][] = [];
  const reader = pages(async (offset) => {
    offsets.push(offset);
    const items = Array.from({ length: Math.max(0, Math.min(pageSize, total - offset)) }, (_, index) => offset + index);
    return { items, count: reportedCount };
  });
  for await (const page of reader) seen.push(page);
  return { offsets, items: seen.flat().length };
}

describe('pages', () => {
  it('reads by offset until the reported count is reached', async () => {
    assert.deepEqual(await collect(250, 250), { offsets: [0, 100, 200], items: 250 });
    assert.deepEqual(await collect(200, 200), { offsets: [0, 100], items: 200 });
  });

  it('stops at an empty page even when the count says more', async () => {
    assert.deepEqual(await collect(150, 1000), { offsets: [0, 100, 150], items: 150 });
    assert.deepEqual(await collect(0, 5), { offsets: [0], items: 0 });
  });

  it('advances by what a page held when the backend caps the page size', async () => {
    assert.deepEqual(await collect(40, 40, 15), { offsets: [0, 15, 30], items: 40 });
  });

  it('stops when the count is reached even if more items exist', async () => {
    assert.deepEqual(await collect(300, 100), { offsets: [0], items: 100 });
  });
});
