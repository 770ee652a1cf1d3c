import { pages } from '../commerce/client.js';
import type { BackendOrder, BackendOrderItem } from '../commerce/types.js';
import type { AppContext } from '../app-context.js';
import { BadRequest } from '../lib/errors.js';
import { findPreorderRecord } from './get-preorder.js';

function orderView(order: BackendOrder, items: BackendOrderItem[]) {
  return {
    id: order.id,
    display_id: order.display_id,
    status: order.status,
    payment_status: order.payment_status,
    fulfillment_status: order.fulfillment_status,
    customer_id: order.customer_id,
    email: order.email,
    total: order.total,
    currency_code: order.currency_code,
    created_at: order.created_at,
    updated_at: order.updated_at,
    items: items.map(({ id, variant_id, title, quantity, unit_price, total }) => ({ id, variant_id, title, quantity, unit_price, total })),
  };
}

const newestFirst = (a: { created_at: string }, b: { created_at: string }) =>
  (Date.parse(b.created_at) || 0) - (Date.parse(a.created_at) || 0);

/**
 * GET /api/preorders/{id}/orders: every backend order with an item of this product, only those items,
 * newest first. Only those small views are kept while the pages go by (COMMERCE_MAX_PAGES of them at most).
 */
export async function listPreorderOrders(context: Pick<AppContext, 'db' | 'commerce' | 'config'>, identifier: string, signal?: AbortSignal) {
  const record = await findPreorderRecord(context, identifier);
  const backendId = record.backendId;
  if (typeof backendId !== 'string' || backendId === '') {
    throw new BadRequest('This preorder product has no backendId, so it has no commerce orders');
  }
  const orders = [];
  const orderPages = pages(async (offset) => {
    const page = await context.commerce.listOrders(offset);
    return { items: page.orders, count: page.count };
  }, { idOf: (order) => order.id, maxPages: context.config.commerceMaxPages, signal });
  for await (const page of orderPages) {
    for (const order of page) {
      const items = order.items.filter((item) => item.product_id === backendId);
      if (items.length > 0) orders.push(orderView(order, items));
    }
  }
  orders.sort(newestFirst);
  return { orders, count: orders.length, product: { id: record.id, title: record.title ?? null, backend_id: backendId } };
}
