import { BadRequest } from '../lib/errors.js';
import { isPlainObject } from '../lib/plain-object.js';

export const COMMERCE_EVENT_TYPES = ['order.placed', 'order.canceled', 'product.created', 'product.updated', 'product.deleted'] as const;
export type CommerceEventType = (typeof COMMERCE_EVENT_TYPES)[number];

export interface OrderItem {
  product_id: string;
  variant_id: string;
  quantity: number;
}

export type CommerceEvent =
  | { type: 'order.placed' | 'order.canceled'; timestamp: string; data: { id: string; items: OrderItem[] } }
  | { type: 'product.created' | 'product.updated' | 'product.deleted'; timestamp: string; data: { id: string } };

const MAX_ITEMS = 500;
const MAX_ID_LENGTH = 200;

function id(value: unknown, field: string): string {
  if (typeof value !== 'string' || value === '' || value.length > MAX_ID_LENGTH) throw new BadRequest(`must be a non-empty string of at most ${MAX_ID_LENGTH} characters`, field);
  return value;
}

/** A verified body `{type, timestamp, data}`: the type one of ours (else 400), data in its shape. */
export function parseCommerceEvent(body: unknown): CommerceEvent {
  if (!isPlainObject(body)) throw new BadRequest('The body must be a JSON object {type, timestamp, data}.');
  const { type, timestamp, data } = body;
  if (typeof type !== 'string' || !(COMMERCE_EVENT_TYPES as readonly string[]).includes(type)) {
    throw new BadRequest(`Unknown event type ${JSON.stringify(type)}: one of ${COMMERCE_EVENT_TYPES.join(', ')}.`, 'type');
  }
  if (typeof timestamp !== 'string' || Number.isNaN(Date.parse(timestamp))) throw new BadRequest('must be a date-time', 'timestamp');
  if (!isPlainObject(data)) throw new BadRequest('must be an object', 'data');
  const dataId = id(data.id, 'data.id');
  if (type.startsWith('product.')) return { type: type as 'product.created', timestamp, data: { id: dataId } };
  if (!Array.isArray(data.items) || data.items.length > MAX_ITEMS) throw new BadRequest(`must be a list of at most ${MAX_ITEMS} items`, 'data.items');
  const items = data.items.map((item, index) => {
    if (!isPlainObject(item)) throw new BadRequest('must be an object {product_id, variant_id, quantity}', `data.items.${index}`);
    const quantity = item.quantity;
    if (typeof quantity !== 'number' || !Number.isSafeInteger(quantity) || quantity < 1) {
      throw new BadRequest('must be a whole number above 0', `data.items.${index}.quantity`);
    }
    return { product_id: id(item.product_id, `data.items.${index}.product_id`), variant_id: id(item.variant_id, `data.items.${index}.variant_id`), quantity };
  });
  return { type: type as 'order.placed', timestamp, data: { id: dataId, items } };
}
