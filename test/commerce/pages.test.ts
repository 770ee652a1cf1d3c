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
  }, { idOf: String, maxPages: 1000 });
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

describe('pages against a backend that misbehaves', () => {
  async function run(read: (offset: number) => Promise<{ items: number[]; count: number }>, options: { maxPages?: number; signal?: AbortSignal } = {}) {
    const calls: number[] = [];
    const items: number[] = [];
    let error: unknown;
    try {
      for await (const page of pages(async (offset) => (calls.push(offset), read(offset)), { idOf: String, maxPages: options.maxPages ?? 50, signal: options.signal })) items.push(...page);
    } catch (caught) {
      error = caught;
    }
    return { calls: calls.length, items: items.length, error };
  }
  const full = (offset: number) => Array.from({ length: 100 }, (_, index) => offset + index);

  it('stops when a page repeats the previous one (offset ignored)', async () => {
    const result = await run(async () => ({ items: full(0), count: 1_000_000 }));
    assert.deepEqual(result, { calls: 2, items: 100, error: undefined });
  });

  it('stops when a page brings nothing new, even reshuffled', async () => {
    const result = await run(async (offset) => ({ items: offset === 0 ? full(0) : full(0).reverse(), count: 1_000_000 }));
    assert.equal(result.calls, 2);
    assert.equal(result.items, 100);
  });

  it('without a count, reads until a short page', async () => {
    const result = await run(async (offset) => ({ items: offset < 300 ? full(offset) : [offset], count: Number.POSITIVE_INFINITY }));
    assert.deepEqual(result, { calls: 4, items: 301, error: undefined });
  });

  it('fails past maxPages instead of reading for ever (a count that never ends, or none)', async () => {
    for (const count of [1e12, Number.POSITIVE_INFINITY]) {
      const result = await run(async (offset) => ({ items: full(offset), count }), { maxPages: 7 });
      assert.equal(result.calls, 7);
      assert.match(String((result.error as Error).message), /more than 7 pages/);
    }
  });

  it('requests nothing more once the signal is aborted', async () => {
    const controller = new AbortController();
    const result = await run(async (offset) => {
      if (offset >= 300) controller.abort();
      return { items: full(offset), count: 1e12 };
    }, { signal: controller.signal });
    assert.equal(result.calls, 4);
    assert.ok(result.error);
  });
});
