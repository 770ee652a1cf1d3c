import { type FieldSelection, type Json, parseFields } from './fields.js';
import type { MedusaOrder, MedusaProduct, MedusaVariant } from './shapes.js';
import { nestedVariantView, orderListView, productView, variantListView } from './views.js';
import { isPlainObject } from '../../src/lib/plain-object.js';

export type Operation =
  | 'listProducts' | 'getProduct' | 'listVariants' | 'getNestedVariant' | 'updateVariant' | 'listOrders' | 'getOrder' | 'listDraftOrders';

export interface Store {
  products: MedusaProduct[];
  orders: MedusaOrder[];
}

export interface Request {
  method: string;
  path: string;
  params: URLSearchParams;
  body: unknown;
}

export type Answer = { status: number; body: unknown } | { status: 404; html: string };

/** Medusa's strict validator for POST /admin/products/{id}/variants/{id} (fixture 49). */
const VARIANT_UPDATE_KEYS = [
  'title', 'sku', 'ean', 'upc', 'barcode', 'hs_code', 'mid_code', 'allow_backorder', 'manage_inventory', 'variant_rank',
  'weight', 'length', 'height', 'width', 'origin_country', 'material', 'metadata', 'prices', 'options', 'thumbnail',
];
const DEFAULT_LIMIT = { products: 50, variants: 50, orders: 15, draft_orders: 50 } as const;

const ok = (body: unknown): Answer => ({ status: 200, body });
const notFound = (message: string): Answer => ({ status: 404, body: { type: 'not_found', message } });
const invalid = (message: string): Answer => ({ status: 400, body: { type: 'invalid_data', message } });
const unknownError: Answer = { status: 500, body: { code: 'unknown_error', type: 'unknown_error', message: 'An unknown error occurred.' } };

function whole(text: string | null, fallback: number): number {
  return text !== null && /^\d+$/.test(text) ? Number(text) : fallback;
}

function page<T>(key: keyof typeof DEFAULT_LIMIT, items: T[], params: URLSearchParams, view: (item: T) => Json): Answer {
  const limit = whole(params.get('limit'), DEFAULT_LIMIT[key]);
  const offset = whole(params.get('offset'), 0);
  return ok({ [key]: items.slice(offset, offset + limit).map(view), count: items.length, offset, limit });
}

function ordered<T extends { created_at: string }>(items: T[], params: URLSearchParams): T[] {
  const order = params.get('order');
  if (order !== 'created_at' && order !== '-created_at') return items;
  const sign = order.startsWith('-') ? -1 : 1;
  return [...items].sort((a, b) => sign * (Date.parse(a.created_at) - Date.parse(b.created_at)));
}

/** `id` and `handle` filter, `q` searches titles; other filters (metadata, …) are ignored (fixtures 14, 15). */
function productsMatching(products: MedusaProduct[], params: URLSearchParams): MedusaProduct[] {
  const ids = params.getAll('id').flatMap((id) => id.split(','));
  const handle = params.get('handle');
  const q = params.get('q')?.toLowerCase();
  return products.filter((product) => (ids.length === 0 || ids.includes(product.id))
    && (handle === null || product.handle === handle)
    && (q === undefined || product.title.toLowerCase().includes(q)));
}

function variants(store: Store): { variant: MedusaVariant; product: MedusaProduct }[] {
  return store.products.flatMap((product) => product.variants.map((variant) => ({ variant, product })));
}

/** Metadata keys merge; `""` deletes a key, `null` is stored as null (fixtures 41–46). */
export function mergeMetadata(current: Json | null, update: Json): Json {
  const merged: Json = { ...current };
  for (const [key, value] of Object.entries(update)) {
    if (value === '') delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

/** Unknown product: 500; unknown variant under a known product: 200 and nothing written (fixtures 47, 48). */
function updateVariant(store: Store, productId: string, variantId: string, body: unknown, fields: FieldSelection, write: boolean): Answer {
  if (!isPlainObject(body)) return invalid('Invalid request: Expected object, received undefined');
  const unknown = Object.keys(body).filter((key) => !VARIANT_UPDATE_KEYS.includes(key));
  if (unknown.length > 0) return invalid(`Invalid request: Unrecognized fields: ${unknown.map((key) => `'${key}'`).join(', ')}`);
  if (body.metadata !== undefined && !isPlainObject(body.metadata)) return invalid('Invalid request: Expected object, received string');
  const product = store.products.find((candidate) => candidate.id === productId);
  if (!product) return unknownError;
  const variant = product.variants.find((candidate) => candidate.id === variantId);
  if (variant && write) {
    if (isPlainObject(body.metadata)) variant.metadata = mergeMetadata(variant.metadata, body.metadata);
    if (typeof body.title === 'string') variant.title = body.title;
    if (typeof body.sku === 'string') variant.sku = body.sku;
    variant.updated_at = new Date().toISOString();
  }
  return ok({ product: productView(product, fields) });
}

export interface Routed {
  operation: Operation;
  answer(store: Store, options: { write: boolean }): Answer;
}

/** The route a request takes, or undefined: Express then answers its HTML 404 (fixtures 33, 40). */
export function route(request: Request): Routed | undefined {
  const { method, path, params } = request;
  const fields = parseFields(params.get('fields') ?? undefined);
  const parts = path.split('/').slice(1).map(decodeURIComponent);
  const at = (operation: Operation, answer: Routed['answer']): Routed => ({ operation, answer });
  if (parts[0] !== 'admin') return undefined;
  const [, resource, id, sub, subId, extra] = parts;
  if (extra !== undefined) return undefined;
  if (method === 'GET' && resource === 'products' && id === undefined) {
    return at('listProducts', (store) => page('products', ordered(productsMatching(store.products, params), params), params, (product) => productView(product, fields)));
  }
  if (method === 'GET' && resource === 'products' && id && sub === undefined) {
    return at('getProduct', (store) => {
      const product = store.products.find((candidate) => candidate.id === id);
      return product ? ok({ product: productView(product, fields) }) : notFound('Product not found');
    });
  }
  if (resource === 'products' && id && sub === 'variants' && subId) {
    if (method === 'POST') return at('updateVariant', (store, { write }) => updateVariant(store, id, subId, request.body, fields, write));
    if (method === 'GET') {
      return at('getNestedVariant', (store) => {
        const found = store.products.find((product) => product.id === id)?.variants.find((variant) => variant.id === subId);
        return ok(found ? { variant: nestedVariantView(found, fields) } : {});
      });
    }
  }
  if (method === 'GET' && resource === 'product-variants' && id === undefined) {
    const ids = params.getAll('id').flatMap((value) => value.split(','));
    return at('listVariants', (store) => page('variants', variants(store).filter(({ variant }) => ids.length === 0 || ids.includes(variant.id)),
      params, ({ variant, product }) => variantListView(variant, product, fields)));
  }
  if (method === 'GET' && resource === 'orders' && id === undefined) {
    return at('listOrders', (store) => page('orders', ordered(store.orders, params), params, (order) => orderListView(order, params.get('fields') ?? undefined, fields)));
  }
  if (method === 'GET' && resource === 'orders' && id && sub === undefined) {
    return at('getOrder', (store) => {
      const order = store.orders.find((candidate) => candidate.id === id);
      return order ? ok({ order: structuredClone(order) }) : notFound(`Order id not found: ${id}`);
    });
  }
  if (method === 'GET' && resource === 'draft-orders' && id === undefined) return at('listDraftOrders', () => page('draft_orders', [], params, (order) => order));
  return undefined;
}

export function expressNotFound(method: string, path: string): Answer {
  const html = `<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>Error</title>\n</head>\n<body>\n<pre>Cannot ${method} ${path}</pre>\n</body>\n</html>\n`;
  return { status: 404, html };
}
