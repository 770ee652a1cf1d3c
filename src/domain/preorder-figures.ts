import { parseNumericString } from '../lib/numeric-string.js';

/**
 * The preorder figures of the contract (home `preorder` block, endpoint 7 detail),
 * as pure functions of a record and, where needed, "now".
 */

export interface VariantRecord {
  id?: string | null;
  title?: string | null;
  sku?: string | null;
  currentOrders?: unknown;
  maxOrders?: unknown;
  prices?: unknown[] | null;
  options?: Record<string, unknown> | null;
  metadata?: Record<string, unknown> | null;
}

export interface PreorderRecord {
  id?: string | null;
  title?: string | null;
  description?: string | null;
  content?: unknown;
  handle?: string | null;
  status?: string | null;
  _status?: string | null;
  thumbnail?: unknown;
  images?: unknown[] | null;
  seedId?: string | null;
  backendId?: string | null;
  preorderType?: string | null;
  preorderStartDate?: string | null;
  preorderEndDate?: string | null;
  fundingGoal?: unknown;
  orderCount?: unknown;
  fakeOrderCount?: unknown;
  startPrice?: number | null;
  variants?: VariantRecord[] | null;
  categories?: unknown[] | null;
  collection?: unknown;
  metadata?: Record<string, unknown> | null;
  lastSyncedAt?: string | null;
  createdAt?: string | null;
  updatedAt?: string | null;
}

const MS_PER_DAY = 86_400_000;

/** Adding +0 turns -0 into 0, which deepStrictEqual (Object.is) would otherwise tell apart. */
function withoutNegativeZero(value: number): number {
  return value + 0;
}

/**
 * A finite number, or a string in plain decimal notation, gives that number; anything else 0.
 * Hex/binary strings and "Infinity" are not numeric strings here, unlike Number().
 */
export function toNumber(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? withoutNegativeZero(value) : 0;
  if (typeof value !== 'string') return 0;
  const parsed = parseNumericString(value.trim());
  return parsed === undefined ? 0 : withoutNegativeZero(parsed);
}

export function toInt(value: unknown): number {
  return withoutNegativeZero(Math.trunc(toNumber(value)));
}

/** Rounded integer percentage (Math.round: .5 goes up); 0 when the whole is not above 0. */
function percentage(part: number, whole: number): number {
  return whole > 0 ? withoutNegativeZero(Math.round((part / whole) * 100)) : 0;
}

function preorderTypeOf(record: PreorderRecord): string {
  return record.preorderType || 'standard';
}

/** The end date as epoch milliseconds, or null when absent, empty or unparsable. */
function endTime(value: unknown): number | null {
  if (typeof value !== 'string' && !(value instanceof Date)) return null;
  if (value === '') return null;
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? null : time;
}

export function daysLeft(endDate: unknown, now: Date): number | null {
  const end = endTime(endDate);
  if (end === null) return null;
  // Math.max(0, -0) is 0, so an end date in the past never gives -0.
  return Math.max(0, Math.ceil((end - now.getTime()) / MS_PER_DAY));
}

/** The `preorder` block of a preorder product card on GET /api/home. */
export function homePreorderBlock(record: PreorderRecord, now: Date) {
  const fundingGoal = toNumber(record.fundingGoal);
  const orderCount = toNumber(record.orderCount) + toNumber(record.fakeOrderCount);
  return {
    type: preorderTypeOf(record),
    fundingGoal,
    orderCount,
    startDate: record.preorderStartDate ?? null,
    endDate: record.preorderEndDate ?? null,
    progress: percentage(orderCount, fundingGoal),
    daysLeft: daysLeft(record.preorderEndDate, now),
    backers: orderCount,
  };
}

/** A cap of 0 (or less) means "no cap", so such a variant never sells out. */
export function isVariantSoldOut(currentOrders: number, maxOrders: number): boolean {
  return maxOrders > 0 && currentOrders >= maxOrders;
}

export type VariantDetail = ReturnType<typeof variantDetail>;

export function variantDetail(variant: VariantRecord) {
  const current = toInt(variant.currentOrders);
  const max = toInt(variant.maxOrders);
  return {
    id: variant.id ?? null,
    title: variant.title ?? null,
    sku: variant.sku ?? null,
    current_orders: current,
    max_orders: max,
    // Negative when orders went over the cap; the contract keeps the formula literal.
    available_slots: max > 0 ? max - current : 0,
    sold_out: isVariantSoldOut(current, max),
    utilization_percentage: percentage(current, max),
    prices: variant.prices ?? [],
    options: variant.options ?? {},
    metadata: variant.metadata ?? {},
  };
}

function sumOf(variants: readonly VariantDetail[], pick: (variant: VariantDetail) => number): number {
  return variants.reduce((total, variant) => total + pick(variant), 0);
}

function variantTotals(variants: readonly VariantDetail[]) {
  return {
    currentOrders: sumOf(variants, (variant) => variant.current_orders),
    maxOrders: sumOf(variants, (variant) => variant.max_orders),
    availableSlots: sumOf(variants, (variant) => variant.available_slots),
    allSoldOut: variants.every((variant) => variant.sold_out),
    someSoldOut: variants.some((variant) => variant.sold_out),
  };
}

/** The `preorder` object of GET /api/preorders/{id}, keys in contract order. */
export function preorderDetail(record: PreorderRecord) {
  const variants = (Array.isArray(record.variants) ? record.variants : []).map(variantDetail);
  const totals = variantTotals(variants);
  const fundingGoal = toInt(record.fundingGoal) || totals.maxOrders;
  const orderCount = toInt(record.orderCount);
  const fakeOrderCount = toInt(record.fakeOrderCount);
  return {
    id: record.id ?? null,
    title: record.title ?? null,
    description: record.description ?? null,
    status: record._status ?? null,
    thumbnail: record.thumbnail ?? null,
    images: record.images ?? [],
    // An empty seedId counts as absent, so the backendId stands in for it.
    seed_id: record.seedId || record.backendId || null,
    backend_id: record.backendId ?? null,
    is_preorder: true,
    preorder_type: preorderTypeOf(record),
    preorder_end_date: record.preorderEndDate ?? null,
    funding_goal: fundingGoal,
    order_count: orderCount,
    fake_order_count: fakeOrderCount,
    total_display_count: orderCount + fakeOrderCount,
    current_orders: totals.currentOrders,
    total_max_orders: totals.maxOrders,
    total_available_slots: totals.availableSlots,
    completion_percentage: percentage(totals.currentOrders, fundingGoal),
    all_variants_sold_out: totals.allSoldOut,
    some_variants_sold_out: totals.someSoldOut,
    is_available: !totals.allSoldOut && totals.availableSlots > 0,
    variants,
    variants_count: variants.length,
    categories: record.categories ?? [],
    collection: record.collection ?? null,
    metadata: record.metadata ?? {},
    created_at: record.createdAt ?? null,
    updated_at: record.updatedAt ?? null,
    last_synced_at: record.lastSyncedAt ?? null,
  };
}

/**
 * The moment `daysLeft` of this end date next changes, seen from `now`; Infinity once it is 0 for good
 * (or there is no end date). Answers that show daysLeft stay right until then.
 */
export function daysLeftChangesAt(endDate: unknown, now: Date): number {
  const end = endTime(endDate);
  if (end === null || end <= now.getTime()) return Number.POSITIVE_INFINITY;
  const days = Math.ceil((end - now.getTime()) / MS_PER_DAY);
  return end - (days - 1) * MS_PER_DAY;
}
