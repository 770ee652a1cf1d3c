import { type FieldSelection, type Json, selectFields } from './fields.js';
import { ITEM_TOTAL_KEYS, type MedusaOrder, type MedusaProduct, type MedusaVariant } from './shapes.js';

/** What each Medusa route answers for one record, per the recorded answers (fixtures 10–55). */
const omit = (record: Json, keys: readonly string[]): Json =>
  Object.fromEntries(Object.entries(record).filter(([key]) => !keys.includes(key)));
const pick = (record: Json, keys: readonly string[]): Json =>
  Object.fromEntries(keys.filter((key) => key in record).map((key) => [key, record[key]]));

/** Categories only on request (fixtures 10, 12). */
export function productView(product: MedusaProduct, selection: FieldSelection): Json {
  return selectFields(product, omit(product, ['categories']), selection);
}

const PRODUCT_SUMMARY_KEYS = [
  'id', 'title', 'handle', 'subtitle', 'description', 'is_giftcard', 'status', 'thumbnail', 'weight', 'length', 'height',
  'width', 'origin_country', 'hs_code', 'mid_code', 'material', 'discountable', 'external_id', 'metadata', 'type_id', 'type',
  'collection_id', 'collection', 'created_at', 'updated_at', 'deleted_at',
];

/** Variants read on their own carry option ids only, not option titles (fixtures 30, 34). */
function variantAlone(variant: MedusaVariant): Json {
  const options = variant.options.map((value) => ({ ...value, option: { id: (value.option as Json | undefined)?.id } }));
  return { ...omit(variant, ['images']), options };
}

/** GET /admin/product-variants (fixture 30): the variant with a summary of its product. */
export function variantListView(variant: MedusaVariant, product: MedusaProduct, selection: FieldSelection): Json {
  const summary = pick(product, PRODUCT_SUMMARY_KEYS);
  const collection = product.collection as Json | null;
  const full = { ...variantAlone(variant), product: { ...summary, collection: collection && { id: collection.id } } };
  return selectFields(full, full, selection);
}

/** GET /admin/products/{pid}/variants/{vid} (fixture 34). */
export function nestedVariantView(variant: MedusaVariant, selection: FieldSelection): Json {
  const full = variantAlone(variant);
  return selectFields(full, full, selection);
}

const ORDER_LIST_KEYS = [
  'id', 'display_id', 'custom_display_id', 'status', 'version', 'summary', 'total', 'metadata', 'locale', 'created_at',
  'updated_at', 'items', 'payment_status', 'fulfillment_status',
];
const ORDER_ALWAYS = ['status', 'version', 'payment_status', 'fulfillment_status'];

function wantsItemTotals(fields: string): boolean {
  return fields.split(',').some((entry) => entry === '*items' || entry === 'items.*'
    || (entry.startsWith('items.') && ITEM_TOTAL_KEYS.includes(entry.slice('items.'.length))));
}

/**
 * GET /admin/orders (fixtures 50–55): the default set lacks email, currency_code and customer_id;
 * an explicit list still brings status, version, payment and fulfillment status and whole items,
 * whose totals come only when asked for.
 */
export function orderListView(order: MedusaOrder, fields: string | undefined, selection: FieldSelection): Json {
  if (!selection.replace) return selectFields(order, pick(order, ORDER_LIST_KEYS), selection);
  const selected = selectFields(order, order, selection);
  const items = wantsItemTotals(fields ?? '') ? order.items : order.items.map((item) => omit(item, ITEM_TOTAL_KEYS));
  return { ...selected, ...pick(order, ORDER_ALWAYS), items: structuredClone(items) };
}
