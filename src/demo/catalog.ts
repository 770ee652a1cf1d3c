import type { BackendOrder, BackendProduct, BackendVariant } from '../commerce/types.js';

export interface DemoCatalog {
  products: BackendProduct[];
  orders: BackendOrder[];
}

export interface CatalogOptions {
  products?: number;
  /** Share of products that are preorder campaigns. */
  preorderShare?: number;
  /** Average number of orders per product. */
  ordersPerProduct?: number;
  seed?: number;
  now?: Date;
}

/** mulberry32: a small seeded generator, so a seed always gives the same catalog. */
function random(seed: number) {
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
type Random = ReturnType<typeof random>;

const ADJECTIVES = ['Aurora', 'Copper', 'Nordic', 'Midnight', 'Lumen', 'Atlas', 'Ember', 'Harbor', 'Velvet', 'Granite', 'Solstice', 'Tidal'];
const LINES = [
  { noun: 'Mechanical Keyboard', category: 'keyboards', editions: ['Tactile', 'Linear', 'Silent'] },
  { noun: 'Strategy Board Game', category: 'tabletop', editions: ['Standard', 'Deluxe', 'Collector'] },
  { noun: 'Art Book', category: 'books', editions: ['Softcover', 'Hardcover', 'Signed'] },
  { noun: 'Studio Headphones', category: 'audio', editions: ['Black', 'Sand', 'Forest'] },
  { noun: 'Desk Lamp', category: 'home', editions: ['S', 'M', 'L'] },
] as const;
const CATEGORIES = [
  { id: 'pcat_keyboards', name: 'Keyboards', handle: 'keyboards' },
  { id: 'pcat_tabletop', name: 'Tabletop games', handle: 'tabletop' },
  { id: 'pcat_books', name: 'Art books', handle: 'books' },
  { id: 'pcat_audio', name: 'Audio', handle: 'audio' },
  { id: 'pcat_home', name: 'Home', handle: 'home' },
];
const COLLECTIONS = [
  { id: 'pcol_winter', title: 'Winter drop', handle: 'winter-drop' },
  { id: 'pcol_studio', title: 'Studio series', handle: 'studio-series' },
];
const BASE32 = [...'ABCDEFGHJKMNPQRSTVWXYZ0123456789'];
const DAY = 86_400_000;

function makeId(rng: Random, prefix: string): string {
  let suffix = '';
  for (let index = 0; index < 26; index += 1) suffix += rng.pick(BASE32);
  return `${prefix}_01${suffix.slice(2)}`;
}

function kebab(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/(^-|-$)/g, '');
}

/** Counters as numbers or numeric strings, as real metadata holds both. */
const asStored = (rng: Random, value: number) => (rng.chance(0.5) ? value : String(value));

function makeVariants(rng: Random, editions: readonly string[], handle: string, preorder: boolean): BackendVariant[] {
  const count = rng.int(1, Math.min(3, editions.length));
  const basePrice = rng.int(19, 249) * 100;
  return editions.slice(0, count).map((edition, index) => {
    const cap = preorder ? rng.pick([0, 50, 100, 250, 500]) : 0;
    const current = preorder ? (cap > 0 && rng.chance(0.2) ? cap : rng.int(0, cap > 0 ? cap - 1 : 300)) : 0;
    const amount = basePrice + index * 2000;
    return {
      id: makeId(rng, 'variant'),
      title: edition,
      sku: `${handle.toUpperCase().slice(0, 12)}-${kebab(edition).toUpperCase()}`,
      prices: [{ amount, currency_code: 'eur' }, { amount: Math.round(amount * 1.08), currency_code: 'usd' }],
      options: { Edition: edition },
      metadata: preorder ? { current_orders: asStored(rng, current), max_orders: asStored(rng, cap) } : {},
    };
  });
}

function preorderMetadata(rng: Random, handle: string, now: number): Record<string, unknown> {
  return {
    is_preorder: rng.chance(0.5) ? true : 'true',
    preorder_type: rng.pick(['standard', 'limited', 'early-bird']),
    preorder_start_date: new Date(now - rng.int(1, 30) * DAY).toISOString(),
    preorder_end_date: rng.chance(0.15) ? null : new Date(now + rng.int(2, 60) * DAY).toISOString(),
    funding_goal: asStored(rng, rng.int(5, 40) * 50),
    seed_id: `seed-${handle}`,
  };
}

function makeProduct(rng: Random, index: number, preorder: boolean, now: number): BackendProduct {
  const line = rng.pick(LINES);
  const title = `${rng.pick(ADJECTIVES)} ${line.noun}`;
  const handle = `${kebab(title)}-${index + 1}`;
  const created = now - rng.int(30, 400) * DAY;
  const image = (n: number) => ({ id: makeId(rng, 'img'), url: `https://images.example.com/products/${handle}-${n}.jpg` });
  return {
    id: makeId(rng, 'prod'),
    title,
    description: `${title}: ${preorder ? 'a crowdfunded run, made once the goal is reached' : 'in stock and ready to ship'}.`,
    handle,
    status: rng.chance(0.9) ? 'published' : 'draft',
    thumbnail: `https://images.example.com/products/${handle}-1.jpg`,
    images: [image(1), image(2)],
    metadata: preorder ? preorderMetadata(rng, handle, now) : { brand: rng.pick(ADJECTIVES), ...(rng.chance(0.3) ? { is_preorder: false } : {}) },
    variants: makeVariants(rng, line.editions, handle, preorder),
    categories: [CATEGORIES.find((category) => category.handle === line.category)!],
    collection: rng.chance(0.5) ? rng.pick(COLLECTIONS) : null,
    created_at: new Date(created).toISOString(),
    updated_at: new Date(created + rng.int(0, 20) * DAY).toISOString(),
  };
}

function makeOrders(rng: Random, products: BackendProduct[], count: number, now: number): BackendOrder[] {
  const orders: BackendOrder[] = [];
  for (let index = 0; index < count; index += 1) {
    const items = Array.from({ length: rng.int(1, 3) }, () => {
      const product = rng.pick(products);
      const variant = rng.pick(product.variants);
      const quantity = rng.int(1, 3);
      const unitPrice = variant.prices[0]?.amount ?? 0;
      return { id: makeId(rng, 'item'), product_id: product.id, variant_id: variant.id, title: `${product.title} (${variant.title})`, quantity, unit_price: unitPrice, total: quantity * unitPrice };
    });
    // Distinct timestamps: one order every 37 minutes going back from now, in random order.
    const createdAt = new Date(now - (count - index) * 37 * 60_000 - rng.int(0, 30) * 1000).toISOString();
    orders.push({
      id: makeId(rng, 'order'),
      display_id: index + 1,
      status: rng.pick(['pending', 'completed']),
      payment_status: rng.pick(['captured', 'awaiting']),
      fulfillment_status: rng.pick(['not_fulfilled', 'fulfilled']),
      customer_id: makeId(rng, 'cus'),
      email: `backer${index + 1}@example.com`,
      total: items.reduce((sum, item) => sum + item.total, 0),
      currency_code: 'eur',
      created_at: createdAt,
      updated_at: createdAt,
      items,
    });
  }
  return orders;
}

/** A deterministic, realistic catalog of ordinary and preorder products with variants, caps and orders. */
export function generateCatalog(options: CatalogOptions = {}): DemoCatalog {
  const rng = random(options.seed ?? 1);
  const now = (options.now ?? new Date()).getTime();
  const count = options.products ?? 40;
  const share = options.preorderShare ?? 0.4;
  const products = Array.from({ length: count }, (_, index) => makeProduct(rng, index, rng.chance(share), now));
  const orderCount = products.length === 0 ? 0 : Math.round(count * (options.ordersPerProduct ?? 3));
  return { products, orders: makeOrders(rng, products, orderCount, now) };
}
