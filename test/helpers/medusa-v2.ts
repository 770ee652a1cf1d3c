import { startMedusaV2Backend } from '../../demo/medusa-v2-backend.js';
import type { ProductSpec } from '../../demo/medusa-v2/shapes.js';
import { startTestApp } from './app.js';

/** The app in the medusa-v2 flavour against a fresh, empty fake Medusa v2, for one test file. */
export async function startAppWithMedusaV2(env: Record<string, string> = {}) {
  const medusa = await startMedusaV2Backend();
  const t = await startTestApp({
    COMMERCE_FLAVOR: 'medusa-v2', COMMERCE_URL: medusa.url, COMMERCE_API_KEY: medusa.apiKey, COMMERCE_TIMEOUT_MS: '2000', ...env,
  });
  return {
    medusa,
    t,
    close: async () => {
      await t.close();
      await medusa.close();
    },
  };
}

/** A product as a shop would enter it in Medusa: prices in major units, counters in variant metadata. */
export function medusaProductSpec(id: string, options: { preorder?: boolean | 'true'; variants?: number; title?: string } = {}): ProductSpec {
  return {
    id,
    title: options.title ?? `Product ${id}`,
    handle: id.toLowerCase(),
    description: `About ${id}`,
    thumbnail: `https://images.example.com/${id}.jpg`,
    images: [`https://images.example.com/${id}.jpg`],
    metadata: options.preorder ? { is_preorder: options.preorder, funding_goal: 50, preorder_end_date: '2027-01-01T00:00:00.000Z' } : null,
    categories: [{ id: 'pcat_apparel', name: 'Apparel', handle: 'apparel' }],
    collection: { id: 'pcol_drop', title: 'Drop', handle: 'drop' },
    variants: Array.from({ length: options.variants ?? 1 }, (_, index) => ({
      id: `${id}_v${index + 1}`,
      title: `Size ${index + 1}`,
      sku: `SKU-${id}-${index + 1}`,
      metadata: { current_orders: index + 1, max_orders: '20' },
      prices: [{ amount: 12.5 + index, currency_code: 'eur' }, { amount: 1500, currency_code: 'jpy' }],
      options: { Size: String(index + 1) },
    })),
  };
}
