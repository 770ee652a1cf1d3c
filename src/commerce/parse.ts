import { Upstream } from '../lib/errors.js';
import type {
  BackendOrder, BackendOrderItem, BackendPrice, BackendProduct, BackendVariant, OrderPage, ProductPage,
} from './types.js';
import { isPlainObject } from '../lib/plain-object.js';

/**
 * Turns the backend's JSON into our own types. Optional fields fall back to empty values;
 * a missing identifier or list makes the whole answer malformed (an Upstream error, never a crash).
 */
type Json = Record<string, unknown>;


function object(value: unknown, what: string): Json {
  if (!isPlainObject(value)) throw new Upstream(`Commerce backend answered an unexpected shape: ${what} is not an object`);
  return value;
}

function list(value: unknown, what: string): unknown[] {
  if (!Array.isArray(value)) throw new Upstream(`Commerce backend answered an unexpected shape: ${what} is not a list`);
  return value;
}

function id(value: unknown, what: string): string {
  if (typeof value !== 'string' || value === '') throw new Upstream(`Commerce backend answered an unexpected shape: ${what} has no id`);
  return value;
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const number = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : Number(value) || 0);
const record = (value: unknown): Json => (isPlainObject(value) ? value : {});
const optionalList = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

function parsePrice(value: unknown): BackendPrice | undefined {
  if (!isPlainObject(value)) return undefined;
  const amount = Number(value.amount);
  return Number.isFinite(amount) ? { amount, currency_code: text(value.currency_code) ?? '' } : undefined;
}

/** Options arrive as an object, or as Medusa's `[{option:{title}, value}]` list: both become `{title: value}`. */
function parseOptions(value: unknown): Json {
  if (!Array.isArray(value)) return record(value);
  const options: Json = {};
  for (const entry of value) {
    if (!isPlainObject(entry)) continue;
    const title = text(record(entry.option).title) ?? text(entry.title) ?? text(entry.option_id);
    if (title) options[title] = entry.value ?? null;
  }
  return options;
}

export function parseVariant(value: unknown): BackendVariant {
  const variant = object(value, 'variant');
  return {
    id: id(variant.id, 'variant'),
    title: text(variant.title),
    sku: text(variant.sku),
    prices: optionalList(variant.prices).flatMap((price) => parsePrice(price) ?? []),
    options: parseOptions(variant.options),
    metadata: record(variant.metadata),
    ...(typeof variant.product_id === 'string' ? { product_id: variant.product_id } : {}),
  };
}

export function parseProduct(value: unknown): BackendProduct {
  const product = object(value, 'product');
  const collection = isPlainObject(product.collection) ? product.collection : null;
  return {
    id: id(product.id, 'product'),
    title: text(product.title) ?? '',
    description: text(product.description),
    handle: text(product.handle),
    status: text(product.status) ?? 'draft',
    thumbnail: text(product.thumbnail),
    images: optionalList(product.images).filter(isPlainObject).map((image) => ({ id: String(image.id ?? ''), url: String(image.url ?? '') })),
    metadata: record(product.metadata),
    variants: optionalList(product.variants).map(parseVariant),
    categories: optionalList(product.categories).filter(isPlainObject)
      .map((category) => ({ id: String(category.id ?? ''), name: String(category.name ?? ''), handle: String(category.handle ?? '') })),
    collection: collection && { id: String(collection.id ?? ''), title: String(collection.title ?? ''), handle: String(collection.handle ?? '') },
    created_at: text(product.created_at) ?? '',
    updated_at: text(product.updated_at) ?? '',
  };
}

function parseItem(value: unknown): BackendOrderItem {
  const item = object(value, 'order item');
  return {
    id: id(item.id, 'order item'),
    product_id: text(item.product_id),
    variant_id: text(item.variant_id),
    title: text(item.title) ?? '',
    quantity: number(item.quantity),
    unit_price: number(item.unit_price),
    total: number(item.total),
  };
}

export function parseOrder(value: unknown): BackendOrder {
  const order = object(value, 'order');
  return {
    id: id(order.id, 'order'),
    display_id: number(order.display_id),
    status: text(order.status) ?? '',
    payment_status: text(order.payment_status) ?? '',
    fulfillment_status: text(order.fulfillment_status) ?? '',
    customer_id: text(order.customer_id),
    email: text(order.email),
    total: number(order.total),
    currency_code: text(order.currency_code) ?? '',
    created_at: text(order.created_at) ?? '',
    updated_at: text(order.updated_at) ?? '',
    items: optionalList(order.items).map(parseItem),
  };
}

/** Without a reported count, paging goes on until an empty page. */
function reportedCount(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : Number.POSITIVE_INFINITY;
}

export function parseProductPage(body: unknown): ProductPage {
  const page = object(body, 'product list');
  const products = list(page.products, 'products').map(parseProduct);
  return { products, count: reportedCount(page.count) };
}

export function parseOrderPage(body: unknown): OrderPage {
  const page = object(body, 'order list');
  const orders = list(page.orders, 'orders').map(parseOrder);
  return { orders, count: reportedCount(page.count) };
}

export function parseWrapped<T>(body: unknown, key: string, parse: (value: unknown) => T): T {
  return parse(object(body, 'answer')[key]);
}
