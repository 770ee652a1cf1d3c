import type { Json } from './fields.js';

/**
 * Records as a Medusa 2.21.2 holds them (the keys of the recorded answers; amounts in major units),
 * built from small specs. The fake answers views of these.
 */
export interface MedusaVariant extends Json {
  id: string;
  product_id: string;
  metadata: Json | null;
  options: Json[];
  prices: Json[];
}

export interface MedusaProduct extends Json {
  id: string;
  title: string;
  handle: string;
  created_at: string;
  variants: MedusaVariant[];
}

export interface MedusaOrder extends Json {
  id: string;
  created_at: string;
  items: Json[];
}

export interface VariantSpec {
  id: string;
  title?: string;
  sku?: string | null;
  metadata?: Json | null;
  /** Major units, as Medusa holds them (12.5 is 12.50). */
  prices?: { amount: number; currency_code: string }[];
  /** Option title -> value, e.g. `{Size: 'M'}`. */
  options?: Record<string, string>;
}

export interface ProductSpec {
  id: string;
  title?: string;
  handle?: string;
  description?: string | null;
  status?: string;
  thumbnail?: string | null;
  metadata?: Json | null;
  images?: string[];
  categories?: { id: string; name: string; handle: string }[];
  collection?: { id: string; title: string; handle: string } | null;
  variants?: VariantSpec[];
  created_at?: string;
}

export interface OrderItemSpec {
  id: string;
  product_id: string;
  variant_id: string;
  title?: string;
  quantity?: number;
  unit_price: number;
}

export interface OrderSpec {
  id: string;
  display_id?: number;
  created_at: string;
  updated_at?: string;
  status?: string;
  payment_status?: string;
  fulfillment_status?: string;
  customer_id?: string | null;
  email?: string | null;
  currency_code?: string;
  metadata?: Json | null;
  items: OrderItemSpec[];
}

const EPOCH = '2026-01-01T00:00:00.000Z';
const raw = (value: number) => ({ value: String(value), precision: 20 });
const money = (value: number) => Math.round(value * 1e6) / 1e6;
const stamps = (at: string) => ({ created_at: at, updated_at: at, deleted_at: null });
const NO_DIMENSIONS = { hs_code: null, origin_country: null, mid_code: null, material: null, weight: null, length: null, height: null, width: null };
const optionId = (productId: string, title: string) => `opt_${productId}_${title}`;
const valueId = (productId: string, title: string, value: string) => `optval_${productId}_${title}_${value}`;

function optionValue(productId: string, title: string, value: string, at: string) {
  return { id: valueId(productId, title, value), value, rank: null, metadata: null, option_id: optionId(productId, title), ...stamps(at) };
}

function optionHead(productId: string, title: string, at: string) {
  return { id: optionId(productId, title), title, is_exclusive: true, metadata: null, ...stamps(at) };
}

function medusaVariant(productId: string, spec: VariantSpec, at: string): MedusaVariant {
  return {
    id: spec.id, title: spec.title ?? spec.id, sku: spec.sku ?? null, barcode: null, ean: null, upc: null,
    allow_backorder: true, manage_inventory: false, ...NO_DIMENSIONS, metadata: spec.metadata ?? null,
    variant_rank: 0, thumbnail: null, product_id: productId, ...stamps(at), images: [],
    options: Object.entries(spec.options ?? {}).map(([title, value]) => ({
      ...optionValue(productId, title, value, at), option: optionHead(productId, title, at),
    })),
    prices: (spec.prices ?? []).map((price, index) => ({
      id: `price_${spec.id}_${index}`, amount: price.amount, currency_code: price.currency_code,
      min_quantity: null, max_quantity: null, variant_id: spec.id, created_at: at, updated_at: at, rules: {},
    })),
  };
}

function productOptions(productId: string, variants: VariantSpec[], at: string) {
  const values = new Map<string, Set<string>>();
  for (const [title, value] of variants.flatMap((variant) => Object.entries(variant.options ?? {}))) {
    values.set(title, (values.get(title) ?? new Set()).add(value));
  }
  return [...values].map(([title, set]) => ({
    ...optionHead(productId, title, at), values: [...set].map((value) => optionValue(productId, title, value, at)),
  }));
}

export function medusaProduct(spec: ProductSpec): MedusaProduct {
  const at = spec.created_at ?? EPOCH;
  const collection = spec.collection ? { ...spec.collection, external_id: null, metadata: null, ...stamps(at) } : null;
  const variants = spec.variants ?? [];
  return {
    id: spec.id, title: spec.title ?? spec.id, subtitle: null, status: spec.status ?? 'published', external_id: null,
    description: spec.description ?? null, handle: spec.handle ?? spec.id.toLowerCase(), is_giftcard: false, discountable: true,
    thumbnail: spec.thumbnail ?? null, collection_id: collection?.id ?? null, type_id: null, ...NO_DIMENSIONS,
    ...stamps(at), metadata: spec.metadata ?? null, type: null, collection,
    options: productOptions(spec.id, variants, at), tags: [],
    images: (spec.images ?? []).map((url, index) => ({ id: `img_${spec.id}_${index}`, url, rank: index, metadata: null, ...stamps(at) })),
    variants: variants.map((variant) => medusaVariant(spec.id, variant, at)),
    categories: (spec.categories ?? []).map((category) => ({
      ...category, description: '', mpath: category.id, is_active: true, is_internal: false, rank: 0, external_id: null,
      metadata: null, parent_category_id: null, parent_category: null, ...stamps(at),
    })),
    sales_channels: [{ id: 'sc_default', name: 'Default Sales Channel', description: 'Created by Medusa', is_disabled: false, metadata: null, ...stamps(at) }],
  };
}

const TOTAL_NAMES = [
  'subtotal', 'total', 'original_subtotal', 'original_total', 'discount_subtotal', 'discount_tax_total', 'discount_total',
  'tax_total', 'original_tax_total', 'refundable_total_per_unit', 'refundable_total', 'fulfilled_total', 'shipped_total',
  'return_requested_total', 'return_received_total', 'return_dismissed_total', 'write_off_total',
] as const;

function itemTotals(unitPrice: number, quantity: number): Json {
  const line = money(unitPrice * quantity);
  const values: Record<(typeof TOTAL_NAMES)[number], number> = {
    subtotal: line, total: line, original_subtotal: line, original_total: line, discount_subtotal: 0, discount_tax_total: 0,
    discount_total: 0, tax_total: 0, original_tax_total: 0, refundable_total_per_unit: unitPrice, refundable_total: line,
    fulfilled_total: 0, shipped_total: 0, return_requested_total: 0, return_received_total: 0, return_dismissed_total: 0, write_off_total: 0,
  };
  return { tax_lines: [], adjustments: [], ...values, ...Object.fromEntries(TOTAL_NAMES.map((name) => [`raw_${name}`, raw(values[name])])) };
}

/** Keys of an order item that Medusa computes; they come only with the default fields or when asked for. */
export const ITEM_TOTAL_KEYS: readonly string[] = ['tax_lines', 'adjustments', ...TOTAL_NAMES, ...TOTAL_NAMES.map((name) => `raw_${name}`)];

const QUANTITY_NAMES = ['fulfilled', 'delivered', 'shipped', 'return_requested', 'return_received', 'return_dismissed', 'written_off'];

function itemDetail(orderId: string, itemId: string, quantity: number, at: string): Json {
  return {
    id: `orditem_${itemId}`, version: 1, metadata: {}, order_id: orderId, raw_unit_price: null, raw_compare_at_unit_price: null,
    raw_quantity: raw(quantity), ...Object.fromEntries(QUANTITY_NAMES.map((name) => [`raw_${name}_quantity`, raw(0)])),
    ...stamps(at), item_id: itemId, unit_price: null, compare_at_unit_price: null, quantity,
    ...Object.fromEntries(QUANTITY_NAMES.map((name) => [`${name}_quantity`, 0])),
  };
}

function orderSummary(total: number): Json {
  const values: Record<string, number> = {
    paid_total: 0, refunded_total: 0, accounting_total: total, credit_line_total: 0, transaction_total: 0,
    pending_difference: total, current_order_total: total, original_order_total: total,
  };
  return { ...values, ...Object.fromEntries(Object.entries(values).map(([name, value]) => [`raw_${name}`, raw(value)])) };
}

function orderItem(orderId: string, spec: OrderItemSpec, at: string): Json {
  const quantity = spec.quantity ?? 1;
  const title = spec.title ?? spec.product_id;
  return {
    id: spec.id, title, subtitle: null, thumbnail: null, variant_id: spec.variant_id, product_id: spec.product_id,
    product_title: title, product_description: null, product_subtitle: null, product_type: null, product_type_id: null,
    product_collection: null, product_handle: null, variant_sku: null, variant_barcode: null, variant_title: null,
    variant_option_values: null, requires_shipping: false, is_giftcard: false, is_discountable: true, is_tax_inclusive: false,
    is_custom_price: false, metadata: {}, raw_compare_at_unit_price: null, raw_unit_price: raw(spec.unit_price), ...stamps(at),
    compare_at_unit_price: null, unit_price: spec.unit_price, quantity, raw_quantity: raw(quantity), line_item_metadata: {},
    detail: itemDetail(orderId, spec.id, quantity, at),
    ...itemTotals(spec.unit_price, quantity),
  };
}

export function medusaOrder(spec: OrderSpec): MedusaOrder {
  const at = spec.created_at;
  const items = spec.items.map((item) => orderItem(spec.id, item, at));
  const total = money(items.reduce((sum, item) => sum + (item.total as number), 0));
  return {
    id: spec.id, display_id: spec.display_id ?? 1, custom_display_id: null, status: spec.status ?? 'pending', version: 1,
    summary: orderSummary(total),
    total, metadata: spec.metadata ?? null, locale: null, created_at: at, updated_at: spec.updated_at ?? at,
    customer_id: spec.customer_id ?? null, email: spec.email ?? null, currency_code: spec.currency_code ?? 'eur',
    items, payment_status: spec.payment_status ?? 'not_paid', fulfillment_status: spec.fulfillment_status ?? 'not_fulfilled',
  };
}
