import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { describe, it } from 'node:test';
import { type SyncDetail, SyncDetails } from '../../src/sync/sync-details.js';

const detailsOf = (count: number): SyncDetail[] => Array.from({ length: count }, (_, index) => index % 7 === 3
  ? { backendId: `prod_${index}`, title: `Product "${index}" ✓`, action: 'error', error: 'does not fit\nproducts' }
  : { backendId: `prod_${index}`, title: `Product ${index}`, action: 'created', collection: 'products' });

async function text(details: SyncDetails): Promise<string> {
  let whole = '';
  for await (const chunk of details.json()) whole += chunk.toString();
  return whole;
}

const spillFolders = () => readdirSync(tmpdir()).filter((name) => name.startsWith('storefront-sync-'));

describe('the details of a full sync', () => {
  it('writes the JSON that JSON.stringify writes, from memory and from its file alike, and removes the file when disposed', async () => {
    const before = spillFolders();
    const expected = detailsOf(500);
    const kept = new SyncDetails(200);
    let folders: string[] = [];
    try {
      for (const detail of expected) kept.add(detail);
      folders = spillFolders().filter((name) => !before.includes(name));
      assert.equal(folders.length, 1, 'past 200 bytes the details went to a temporary file');
      assert.equal(kept.length, 500);
      assert.equal(await text(kept), JSON.stringify(expected));
      assert.deepEqual(kept.list(), expected);
      assert.equal(JSON.stringify({ details: kept }), JSON.stringify({ details: expected }));
    } finally {
      kept.dispose();
    }
    assert.equal(existsSync(`${tmpdir()}/${folders[0]}`), false);

    const small = new SyncDetails();
    for (const detail of expected.slice(0, 3)) small.add(detail);
    assert.deepEqual(spillFolders().filter((name) => !before.includes(name)), [], 'a small sync never writes a file');
    assert.equal(await text(small), JSON.stringify(expected.slice(0, 3)));
    const none = new SyncDetails(10);
    assert.equal(await text(none), '[]');
    assert.deepEqual(none.list(), []);
  });

  it('keeps the details in memory where no temporary file can be written', async () => {
    const saved = process.env.TMPDIR;
    process.env.TMPDIR = '/nonexistent/storefront-tests';
    try {
      const expected = detailsOf(100);
      const kept = new SyncDetails(50);
      for (const detail of expected) kept.add(detail);
      assert.equal(await text(kept), JSON.stringify(expected));
      kept.dispose();
    } finally {
      if (saved === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = saved;
    }
  });
});
