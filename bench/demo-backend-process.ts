import { generateCatalog } from '../demo/catalog.js';
import { startDemoBackend } from '../demo/commerce-backend.js';

import type { DemoCatalog } from '../demo/catalog.js';

/**
 * The demo commerce backend in a process of its own, so a bench's client does not share its event loop:
 * prints its URL, runs until killed. `N`: N generated products (bench/sync.ts); `campaign ID:V1,V2,… ...`:
 * those preorder products with those variants, counters at 0 (bench/beyond.ts's scale-out increments).
 */
function campaigns(specs: string[]): DemoCatalog {
  const products = specs.map((spec) => {
    const [id, variants] = spec.split(':') as [string, string];
    return {
      id, title: id, description: '', handle: id, status: 'published', thumbnail: null, images: [], metadata: { is_preorder: true }, categories: [],
      collection: null, created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z',
      variants: variants.split(',').map((variant) => ({
        id: variant, title: variant, sku: variant, prices: [{ amount: 1000, currency_code: 'eur' }], options: {}, metadata: { current_orders: 0, max_orders: 0 },
      })),
    };
  });
  return { products, orders: [] } as unknown as DemoCatalog;
}

const [first, ...rest] = process.argv.slice(2);
const catalog = first === 'campaign' ? campaigns(rest) : generateCatalog({ products: Number(first ?? 10_000), ordersPerProduct: 0 });
const backend = await startDemoBackend({ catalog });
console.log(backend.url);
process.once('SIGTERM', () => void backend.close().then(() => process.exit(0)));
