import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { globalDefinitions } from '../../src/content/collections.js';
import { expandReferences } from '../../src/content/expand.js';
import { insertDocument } from '../../src/content/repository.js';
import type { Database } from '../../src/db/client.js';
import { openTestDatabase } from '../helpers/database.js';

const queries: string[] = [];
let database: Database;
before(async () => {
  database = await openTestDatabase((query) => queries.push(query));
});
after(async () => database.close());

const recommendationFields = globalDefinitions['product-recommendations']!.fields;

async function seedLists(listCount: number, productsPerList: number) {
  const lists = [];
  for (let list = 0; list < listCount; list += 1) {
    const products = [];
    for (let index = 0; index < productsPerList; index += 1) {
      const image = await insertDocument(database.db, 'media', { url: `https://cdn.example/${list}-${index}.jpg` });
      const collection = index % 2 === 0 ? 'products' : 'preorder-products';
      const product = await insertDocument(database.db, collection, {
        title: `P${list}-${index}`,
        images: [{ relationTo: 'media', value: image.id }],
        thumbnail: { relationTo: 'media', value: image.id },
      });
      products.push({ relationTo: collection, value: product.id });
    }
    lists.push({ title: `L${list}`, products });
  }
  return { enabled: true, lists };
}

describe('expandReferences', () => {
  it('runs one query per level (the stored sizes for the budget and the documents together), whatever the number of references and collections', async () => {
    for (const [listCount, perList] of [[1, 2], [3, 20]] as const) {
      const global = await seedLists(listCount, perList);
      queries.length = 0;
      const [expanded] = await expandReferences(database.db, recommendationFields, [global], 3);
      // Level 1: products + preorder-products; level 2: media; level 3: nothing left to load.
      assert.equal(queries.length, 2, `${listCount} lists of ${perList}: ${queries.length} queries`);
      assert.equal(queries.filter((query) => query.includes('octet_length')).length, 2);
      const first = (expanded!.lists as unknown as { products: { value: { images: { value: { url: string } }[] } }[] }[])[0]!.products[0]!;
      assert.match(first.value.images[0]!.value.url, /^https:\/\/cdn\.example\//);
    }
  });

  it('leaves the input untouched and gives each placement its own copy', async () => {
    const global = await seedLists(1, 1);
    const reference = global.lists[0]!.products[0]!;
    const twice = { enabled: true, lists: [{ title: 'A', products: [reference, reference] }] };
    const before = structuredClone(twice);
    const [expanded] = await expandReferences(database.db, recommendationFields, [twice], 2);
    assert.deepEqual(twice, before);
    const [one, two] = (expanded!.lists as unknown as { products: { value: object }[] }[])[0]!.products;
    assert.deepEqual(one!.value, two!.value);
    assert.notEqual(one!.value, two!.value);
  });

  it('keeps the bare id of a missing document and stops at depth 0', async () => {
    const dangling = { enabled: true, lists: [{ title: 'A', products: [{ relationTo: 'products', value: 'missing' }] }] };
    const [expanded] = await expandReferences(database.db, recommendationFields, [dangling], 3);
    assert.deepEqual(expanded, dangling);
    queries.length = 0;
    const global = await seedLists(1, 1);
    queries.length = 0;
    const [unexpanded] = await expandReferences(database.db, recommendationFields, [global], 0);
    assert.deepEqual(unexpanded, global);
    assert.equal(queries.length, 0);
  });
});
