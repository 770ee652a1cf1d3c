import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { generateCatalog } from '../../demo/catalog.js';
import { type DemoBackend, startDemoBackend } from '../../demo/commerce-backend.js';
import { type MedusaV2Backend, startMedusaV2Backend, storeOf } from '../../demo/medusa-v2-backend.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

// One catalog, held once by the contract's backend (minor units) and once by a Medusa v2 (major
// units): the service must store and answer the same figures whatever the flavour.
const catalog = generateCatalog({ products: 24, seed: 7, now: new Date('2026-11-20T00:00:00Z') });
let contract: { backend: DemoBackend; t: TestApp };
let medusa: { backend: MedusaV2Backend; t: TestApp };

before(async () => {
  const demoBackend = await startDemoBackend({ catalog: structuredClone(catalog) });
  contract = { backend: demoBackend, t: await startTestApp({ COMMERCE_URL: demoBackend.url }) };
  const medusaBackend = await startMedusaV2Backend({ store: storeOf(structuredClone(catalog)) });
  medusa = {
    backend: medusaBackend,
    t: await startTestApp({ COMMERCE_FLAVOR: 'medusa-v2', COMMERCE_URL: medusaBackend.url, COMMERCE_API_KEY: medusaBackend.apiKey }),
  };
  for (const side of [contract, medusa]) assert.equal((await side.t.app.inject({ url: '/api/sync-backend' })).json().success, true);
});
after(async () => {
  for (const side of [contract, medusa]) {
    await side.t.close();
    await side.backend.close();
  }
});

async function synced(t: TestApp) {
  const docs = [];
  for (const collection of ['products', 'preorder-products']) {
    docs.push(...(await t.app.inject({ url: `/api/${collection}?limit=1000&depth=0&sort=backendId` })).json().docs);
  }
  return docs.map((doc: any) => ({
    collection: doc._status === undefined ? 'products' : 'preorder-products', backendId: doc.backendId, title: doc.title,
    status: doc.status, startPrice: doc.startPrice, categories: doc.categories, collectionRef: doc.collection,
    images: doc.images.map((image: any) => image.url), orderCount: doc.orderCount, fundingGoal: doc.fundingGoal,
    variants: doc.variants.map((variant: any) => ({ ...variant })),
  }));
}

describe('the same catalog through both flavours', () => {
  it('syncs to the same records: prices in minor units, options, counters, placement', async () => {
    const mine = await synced(medusa.t);
    assert.equal(mine.length, catalog.products.length);
    assert.deepEqual(mine, await synced(contract.t));
  });

  it('answers the same orders for every preorder campaign', async () => {
    const campaigns = catalog.products.filter((product) => product.metadata.is_preorder === true || product.metadata.is_preorder === 'true');
    let orders = 0;
    for (const product of campaigns) {
      const answers = await Promise.all([contract, medusa].map(async (side) => (await side.t.app.inject({ url: `/api/preorders/${product.id}/orders` })).json()));
      assert.deepEqual({ ...answers[1], product: undefined }, { ...answers[0], product: undefined }, product.id);
      orders += answers[0].count;
    }
    assert.ok(orders > 0, 'the campaigns have orders');
  });
});
