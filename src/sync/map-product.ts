import type { BackendProduct, BackendVariant } from '../commerce/types.js';
import { collections, type ProductCollection } from '../content/collections.js';
import { syncWritableChanges } from '../content/ownership.js';
import { toInt } from '../domain/preorder-figures.js';
import { parseNumericString } from '../lib/numeric-string.js';

/** Placement rule (service-interface.md): preorder when `metadata.is_preorder` is true or "true". */
export function targetCollection(product: BackendProduct): ProductCollection {
  const flag = product.metadata.is_preorder;
  return flag === true || flag === 'true' ? 'preorder-products' : 'products';
}

/** The lowest price amount over all variants; null without prices. */
export function startPrice(product: BackendProduct): number | null {
  const amounts = product.variants.flatMap((variant) => variant.prices.map((price) => price.amount));
  return amounts.length > 0 ? Math.min(...amounts) : null;
}

export function mapVariant(variant: BackendVariant) {
  return {
    id: variant.id,
    title: variant.title ?? '',
    sku: variant.sku,
    currentOrders: Math.max(0, toInt(variant.metadata.current_orders)),
    maxOrders: Math.max(0, toInt(variant.metadata.max_orders)),
    prices: variant.prices,
    options: variant.options,
    metadata: variant.metadata,
  };
}

/** What a sync maps from the backend product: all of it on create; on an update, what the definitions give the sync. */
export function backendOwnedFields(product: BackendProduct, target: ProductCollection, syncedAt: Date) {
  const variants = product.variants.map(mapVariant);
  const common = {
    title: product.title,
    description: product.description ?? '',
    handle: product.handle,
    thumbnail: product.thumbnail,
    images: product.images,
    status: product.status,
    variants,
    categories: product.categories,
    collection: product.collection,
    startPrice: startPrice(product),
    lastSyncedAt: syncedAt.toISOString(),
  };
  if (target === 'products') return common;
  return {
    ...common,
    _status: product.status === 'published' ? 'published' : 'draft',
    orderCount: variants.reduce((total, variant) => total + variant.currentOrders, 0),
  };
}

function isoDate(value: unknown): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

function numericOrZero(value: unknown): number | string {
  if (typeof value === 'number' && Number.isFinite(value) && value >= 0) return value;
  if (typeof value === 'string' && (parseNumericString(value.trim()) ?? -1) >= 0) return value.trim();
  return 0;
}

/** Preorder settings from backend metadata: a new record's first values; editors own them from then on. */
export function preorderSettings(product: BackendProduct) {
  const { metadata } = product;
  return {
    preorderType: typeof metadata.preorder_type === 'string' && metadata.preorder_type ? metadata.preorder_type : 'standard',
    preorderStartDate: isoDate(metadata.preorder_start_date),
    preorderEndDate: isoDate(metadata.preorder_end_date),
    fundingGoal: numericOrZero(metadata.funding_goal),
  };
}

/** A new record for the target collection. `carried` keeps editor content across a move. */
export function newRecord(
  product: BackendProduct,
  target: ProductCollection,
  syncedAt: Date,
  carried: Record<string, unknown> = {},
): Record<string, unknown> {
  const seedId = typeof product.metadata.seed_id === 'string' ? product.metadata.seed_id : carried.seedId;
  return {
    backendId: product.id,
    ...(seedId ? { seedId } : {}),
    ...(carried.content !== undefined ? { content: carried.content } : {}),
    metadata: product.metadata,
    ...backendOwnedFields(product, target, syncedAt),
    ...(target === 'preorder-products' ? preorderSettings(product) : {}),
  };
}

/**
 * The changes a forced update writes: what the field definitions give the sync (`owner: 'sync'`), nothing
 * an editor owns. Editor-owned fields (the story, publication state, preorder settings, added backers, seed id,
 * each variant's cap) take their first value from the backend when a sync creates the record, and are the
 * editors' from then on.
 */
export function updateChanges(
  existing: Record<string, unknown>,
  product: BackendProduct,
  target: ProductCollection,
  syncedAt: Date,
): Record<string, unknown> {
  return syncWritableChanges(collections[target]!.fields, existing, backendOwnedFields(product, target, syncedAt));
}
