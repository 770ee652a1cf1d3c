import type { BackendOrder, BackendOrderItem, BackendProduct, BackendVariant } from '../src/commerce/types.js';

export interface DemoCatalog {
  products: BackendProduct[];
  orders: BackendOrder[];
}

export interface CatalogOptions {
  products?: number;
  /** Share of products that are preorder campaigns (exact, rounded to a whole product). */
  preorderShare?: number;
  /** Average number of orders per product; orders go to a subset of the published products. */
  ordersPerProduct?: number;
  seed?: number;
  now?: Date;
}

/** mulberry32: a small seeded generator, so a seed always gives the same catalog. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    chance: (probability: number) => next() < probability,
  };
}
type Random = ReturnType<typeof createRandom>;

interface ProductLine {
  noun: string;
  category: string;
  blurb: string;
  option: string;
  editions: readonly string[];
}

const ADJECTIVES = ['Aurora', 'Copper', 'Nordic', 'Midnight', 'Lumen', 'Atlas', 'Ember', 'Harbor', 'Velvet', 'Granite', 'Solstice', 'Tidal', 'Saffron', 'Cobalt'];
const BRANDS = ['Northwind', 'Keystone Labs', 'Paper Moon Press', 'Fieldtone', 'Hexagon Works', 'Lowlight'];
const LINES: readonly ProductLine[] = [
  { noun: 'Mechanical Keyboard', category: 'keyboards', blurb: 'A hot-swappable 75% board with a gasket mount and PBT keycaps.', option: 'Switch', editions: ['Tactile', 'Linear', 'Silent', 'Clicky'] },
  { noun: 'Strategy Board Game', category: 'tabletop', blurb: 'A two-to-five player strategy game of trade routes and shifting alliances.', option: 'Edition', editions: ['Standard', 'Deluxe', 'Collector', 'Retail'] },
  { noun: 'Art Book', category: 'art-books', blurb: 'A 240-page art book of concept sketches, matte paintings and studio notes.', option: 'Binding', editions: ['Softcover', 'Hardcover', 'Signed', 'Slipcase'] },
  { noun: 'Studio Headphones', category: 'audio', blurb: 'Closed-back studio headphones with 50 mm drivers and a detachable cable.', option: 'Color', editions: ['Black', 'Sand', 'Forest', 'Slate'] },
  { noun: 'Desk Mat', category: 'desk', blurb: 'A stitched-edge desk mat in dense, water-repellent cloth.', option: 'Size', editions: ['S', 'M', 'L', 'XL'] },
];
const CATEGORIES = [
  { id: 'pcat_keyboards', name: 'Keyboards', handle: 'keyboards' },
  { id: 'pcat_tabletop', name: 'Tabletop games', handle: 'tabletop' },
  { id: 'pcat_art_books', name: 'Art books', handle: 'art-books' },
  { id: 'pcat_audio', name: 'Audio gear', handle: 'audio' },
  { id: 'pcat_desk', name: 'Desk setup', handle: 'desk' },
] as const;
const COLLECTIONS = [
  { id: 'pcol_winter_drop', title: 'Winter drop', handle: 'winter-drop' },
  { id: 'pcol_studio_series', title: 'Studio series', handle: 'studio-series' },
  { id: 'pcol_crowdfunding_classics', title: 'Crowdfunding classics', handle: 'crowdfunding-classics' },
] as const;
const FIRST_NAMES = ['ada', 'bruno', 'chen', 'dara', 'elif', 'femi', 'greta', 'hugo', 'ines', 'jonas', 'kaito', 'lena'];
const LAST_NAMES = ['meyer', 'okafor', 'silva', 'novak', 'larsen', 'moreau', 'tanaka', 'rossi'];
const CROCKFORD_BASE32 = [...'0123456789ABCDEFGHJKMNPQRSTVWXYZ'];
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ORDER_WINDOW = 60 * DAY;

/** Medusa-like id: prefix, then a 26-character ULID-looking suffix starting with "01". */
function makeId(rng: Random, prefix: string): string {
  let suffix = '01';
  while (suffix.length < 26) suffix += rng.pick(CROCKFORD_BASE32);
  return `${prefix}_${suffix}`;
}

function kebab(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/(^-|-$)/g, '');
}

/** Real metadata holds counters both as numbers and as numeric strings. */
function numberOrString(rng: Random, value: number): number | string {
  return rng.chance(0.5) ? value : String(value);
}

/** Exactly `wanted` distinct indexes below `count`, chosen by a partial Fisher-Yates shuffle. */
function chooseIndexes(rng: Random, count: number, wanted: number): Set<number> {
  const indexes = Array.from({ length: count }, (_, index) => index);
  for (let slot = 0; slot < wanted; slot += 1) {
    const swap = rng.int(slot, count - 1);
    [indexes[slot], indexes[swap]] = [indexes[swap]!, indexes[slot]!];
  }
  return new Set(indexes.slice(0, wanted));
}

function preorderCounters(rng: Random): Record<string, unknown> {
  const max = rng.pick([0, 0, 50, 100, 250, 500]);
  const soldOut = max > 0 && rng.chance(0.2);
  const current = soldOut ? max + rng.int(0, 2) : rng.int(0, max > 0 ? max - 1 : 400);
  return { current_orders: numberOrString(rng, current), max_orders: numberOrString(rng, max) };
}

function makeVariants(rng: Random, line: ProductLine, sku: string, preorder: boolean): BackendVariant[] {
  const basePrice = rng.int(15, 250) * 100 - rng.pick([0, 0, 100, 1]);
  const editions = line.editions.slice(0, rng.int(1, 4));
  return editions.map((edition, index) => {
    const amount = basePrice + index * rng.pick([1000, 2000, 2500]);
    return {
      id: makeId(rng, 'variant'),
      title: edition,
      sku: `${sku}-${edition.toUpperCase()}`,
      prices: [{ amount, currency_code: 'eur' }, { amount: Math.round((amount * 1.08) / 100) * 100, currency_code: 'usd' }],
      options: { [line.option]: edition },
      metadata: preorder ? preorderCounters(rng) : { warehouse: rng.pick(['AMS-1', 'BER-2', 'LYS-1']) },
    };
  });
}

function preorderMetadata(rng: Random, handle: string, now: number): Record<string, unknown> {
  return {
    is_preorder: rng.chance(0.5) ? true : 'true',
    preorder_type: rng.pick(['standard', 'limited', 'early-bird']),
    preorder_start_date: new Date(now - rng.int(1, 45) * DAY).toISOString(),
    preorder_end_date: rng.chance(0.2) ? null : new Date(now + rng.int(3, 90) * DAY).toISOString(),
    funding_goal: numberOrString(rng, rng.int(4, 80) * 250),
    seed_id: `seed-${handle}`,
  };
}

function ordinaryMetadata(rng: Random): Record<string, unknown> {
  return { brand: rng.pick(BRANDS), ...(rng.chance(0.3) ? { is_preorder: false } : {}) };
}

function makeProduct(rng: Random, index: number, preorder: boolean, now: number): BackendProduct {
  const line = rng.pick(LINES);
  const title = `${rng.pick(ADJECTIVES)} ${line.noun}`;
  const handle = `${kebab(title)}-${index + 1}`;
  const sku = `${title.split(' ').map((word) => word[0]).join('')}${String(index + 1).padStart(5, '0')}`;
  const imageCount = rng.int(1, 3);
  const images = Array.from({ length: imageCount }, (_, n) => ({
    id: makeId(rng, 'img'),
    url: `https://images.example.com/products/${handle}/${n + 1}.jpg`,
  }));
  const created = now - rng.int(30, 400) * DAY - rng.int(0, DAY - 1);
  const updated = created + rng.int(0, 25) * DAY;
  return {
    id: makeId(rng, 'prod'),
    title,
    description: `${line.blurb} ${preorder ? 'Made in a single production run once the campaign closes.' : 'In stock and ships within two working days.'}`,
    handle,
    status: rng.chance(0.85) ? 'published' : 'draft',
    thumbnail: images[0]!.url,
    images,
    metadata: preorder ? preorderMetadata(rng, handle, now) : ordinaryMetadata(rng),
    variants: makeVariants(rng, line, sku, preorder),
    categories: CATEGORIES.filter((category) => category.handle === line.category).map((category) => ({ ...category })),
    collection: rng.chance(0.6) ? { ...rng.pick(COLLECTIONS) } : null,
    created_at: new Date(created).toISOString(),
    updated_at: new Date(updated).toISOString(),
  };
}

interface Customer {
  id: string;
  email: string;
}

function makeCustomers(rng: Random, count: number): Customer[] {
  return Array.from({ length: count }, (_, index) => ({
    id: makeId(rng, 'cus'),
    email: `${rng.pick(FIRST_NAMES)}.${rng.pick(LAST_NAMES)}${index + 1}@example.com`,
  }));
}

function makeItems(rng: Random, products: readonly BackendProduct[]): BackendOrderItem[] {
  const items: BackendOrderItem[] = [];
  const wanted = rng.int(1, 3);
  for (let attempt = 0; attempt < wanted; attempt += 1) {
    const product = rng.pick(products);
    const variant = rng.pick(product.variants);
    if (items.some((item) => item.variant_id === variant.id)) continue;
    const quantity = rng.int(1, 3);
    const unitPrice = variant.prices.find((price) => price.currency_code === 'eur')?.amount ?? 0;
    items.push({
      id: makeId(rng, 'item'),
      product_id: product.id,
      variant_id: variant.id,
      title: `${product.title} (${variant.title})`,
      quantity,
      unit_price: unitPrice,
      total: quantity * unitPrice,
    });
  }
  return items;
}

/** Products that receive orders: about two thirds of the published ones (all products if none is published). */
function orderableProducts(rng: Random, products: readonly BackendProduct[]): BackendProduct[] {
  const published = products.filter((product) => product.status === 'published' && product.variants.length > 0);
  const pool = published.length > 0 ? published : products.filter((product) => product.variants.length > 0);
  const chosen = pool.filter(() => rng.chance(0.67));
  return chosen.length > 0 ? chosen : pool.slice(0, 1);
}

function makeOrders(rng: Random, products: readonly BackendProduct[], count: number, now: number): BackendOrder[] {
  const orderable = orderableProducts(rng, products);
  if (orderable.length === 0 || count === 0) return [];
  const customers = makeCustomers(rng, Math.max(1, Math.ceil(count / 3)));
  const step = ORDER_WINDOW / count;
  const orders: BackendOrder[] = [];
  for (let index = 0; index < count; index += 1) {
    // Oldest first, one per slot of the 60-day window with jitter inside half a slot: distinct timestamps.
    const created = Math.floor(now - ORDER_WINDOW + index * step + rng.next() * step * 0.5);
    const items = makeItems(rng, orderable);
    const customer = rng.pick(customers);
    const completed = rng.chance(0.6);
    orders.push({
      id: makeId(rng, 'order'),
      display_id: index + 1,
      status: completed ? 'completed' : 'pending',
      payment_status: completed || rng.chance(0.5) ? 'captured' : 'awaiting',
      fulfillment_status: completed ? 'fulfilled' : 'not_fulfilled',
      customer_id: customer.id,
      email: customer.email,
      total: items.reduce((sum, item) => sum + item.total, 0),
      currency_code: 'eur',
      created_at: new Date(created).toISOString(),
      updated_at: new Date(completed ? Math.min(now, created + rng.int(1, 72) * HOUR) : created).toISOString(),
      items,
    });
  }
  return orders;
}

/** A deterministic, realistic catalog of ordinary and preorder products with variants, caps and orders. */
export function generateCatalog(options: CatalogOptions = {}): DemoCatalog {
  const rng = createRandom(options.seed ?? 1);
  // Without an explicit `now`, the start of the current hour: repeated calls agree within the hour.
  const now = options.now?.getTime() ?? Math.floor(Date.now() / HOUR) * HOUR;
  const count = Math.max(0, Math.floor(options.products ?? 40));
  const share = Math.min(1, Math.max(0, options.preorderShare ?? 0.4));
  const preorders = chooseIndexes(rng, count, Math.round(count * share));
  const products = Array.from({ length: count }, (_, index) => makeProduct(rng, index, preorders.has(index), now));
  const orderCount = Math.round(count * Math.max(0, options.ordersPerProduct ?? 3));
  return { products, orders: makeOrders(rng, products, orderCount, now) };
}

/** The ids the README's examples name: the demo's first published campaign and its first variant. */
export const README_CAMPAIGN = { product: 'prod_01', variant: 'variant_01' } as const;

/**
 * The catalog with its first published campaign renamed to README_CAMPAIGN (orders follow), and that
 * variant below its cap, so the README's calls (`/api/preorders/prod_01`, an increment of `variant_01`)
 * work on `npm run demo` as written.
 */
export function withReadmeCampaign(catalog: DemoCatalog): DemoCatalog {
  const isCampaign = (product: BackendProduct) => (product.metadata.is_preorder === true || product.metadata.is_preorder === 'true') && product.status === 'published';
  const campaign = catalog.products.find((product) => isCampaign(product) && product.variants.length > 0);
  if (!campaign) return catalog;
  const [variant] = campaign.variants;
  const { product: productId, variant: variantId } = README_CAMPAIGN;
  const current = Number(variant!.metadata.current_orders ?? 0);
  const max = Number(variant!.metadata.max_orders ?? 0);
  const renamedVariant: BackendVariant = {
    ...variant!, id: variantId,
    metadata: { ...variant!.metadata, ...(max > 0 && current >= max ? { max_orders: current + 100 } : {}) },
  };
  const renamed: BackendProduct = { ...campaign, id: productId, variants: [renamedVariant, ...campaign.variants.slice(1)] };
  return {
    products: catalog.products.map((product) => (product === campaign ? renamed : product)),
    orders: catalog.orders.map((order) => ({
      ...order,
      items: order.items.map((item) => (item.product_id !== campaign.id ? item : {
        ...item, product_id: productId, ...(item.variant_id === variant!.id ? { variant_id: variantId } : {}),
      })),
    })),
  };
}
