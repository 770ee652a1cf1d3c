import type { BackendOrder, BackendProduct } from '../../src/commerce/types.js';

export interface VariantSpec {
  id: string;
  current?: number | string;
  max?: number | string;
  price?: number;
}

/** A small, explicit backend product for tests that need exact figures. */
export function backendProduct(
  id: string,
  options: { preorder?: boolean | 'true'; title?: string; status?: string; variants?: VariantSpec[]; metadata?: Record<string, unknown> } = {},
): BackendProduct {
  const variants = options.variants ?? [{ id: `${id}_v1`, current: 0, max: 0, price: 1000 }];
  return {
    id,
    title: options.title ?? `Product ${id}`,
    description: `About ${id}`,
    handle: id.toLowerCase(),
    status: options.status ?? 'published',
    thumbnail: `https://images.example.com/${id}.jpg`,
    images: [{ id: `img_${id}`, url: `https://images.example.com/${id}.jpg` }],
    metadata: { ...(options.preorder ? { is_preorder: options.preorder } : {}), ...options.metadata },
    variants: variants.map((variant) => ({
      id: variant.id,
      title: `Variant ${variant.id}`,
      sku: `SKU-${variant.id}`,
      prices: [{ amount: variant.price ?? 1000, currency_code: 'eur' }],
      options: { Size: 'M' },
      metadata: { current_orders: variant.current ?? 0, max_orders: variant.max ?? 0, color: 'teal' },
    })),
    categories: [],
    collection: null,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
  };
}

export function backendOrder(
  id: string,
  createdAt: string,
  items: { id: string; product_id: string; variant_id: string; quantity?: number }[],
): BackendOrder {
  const lines = items.map((item) => ({
    id: item.id, product_id: item.product_id, variant_id: item.variant_id, title: `Item ${item.id}`,
    quantity: item.quantity ?? 1, unit_price: 1000, total: (item.quantity ?? 1) * 1000,
  }));
  return {
    id, display_id: Number(id.replace(/\D/g, '')) || 1, status: 'completed', payment_status: 'captured',
    fulfillment_status: 'not_fulfilled', customer_id: `cus_${id}`, email: `${id}@example.com`,
    total: lines.reduce((sum, line) => sum + line.total, 0), currency_code: 'eur', created_at: createdAt, updated_at: createdAt,
    items: lines,
  };
}
