// A tiny client of a real Medusa 2.21.2 admin API and the seed of npm run test:medusa.
// Everything here goes through Medusa's own HTTP API: the admin user logs in once to create a
// secret API key, and every later call authenticates with that key (HTTP Basic, key as user name).

export interface AdminClient {
  readonly baseUrl: string;
  readonly apiKey: string;
  request<T = any>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T>;
}

export class MedusaError extends Error {
  constructor(readonly status: number, readonly method: string, readonly path: string, readonly body: string) {
    super(`Medusa ${method} ${path} answered ${status}: ${body.slice(0, 500)}`);
  }
}

async function call(baseUrl: string, headers: Record<string, string>, method: string, path: string, body?: unknown): Promise<any> {
  const response = await fetch(baseUrl + path, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(60_000),
  });
  const text = await response.text();
  if (!response.ok) throw new MedusaError(response.status, method, path, text);
  return text === '' ? {} : JSON.parse(text);
}

/** Logs the admin user in (POST /auth/user/emailpass) and creates a secret API key with the token. */
export async function createSecretKey(baseUrl: string, email: string, password: string): Promise<AdminClient> {
  const login = await call(baseUrl, {}, 'POST', '/auth/user/emailpass', { email, password });
  if (typeof login.token !== 'string') throw new Error(`Medusa login answered no token: ${JSON.stringify(login)}`);
  const created = await call(baseUrl, { authorization: `Bearer ${login.token}` }, 'POST', '/admin/api-keys', {
    title: `storefront-harness-${Date.now()}`,
    type: 'secret',
  });
  const apiKey = created.api_key?.token;
  if (typeof apiKey !== 'string' || !apiKey.startsWith('sk_')) throw new Error(`Medusa created no secret key: ${JSON.stringify(created)}`);
  return adminClient(baseUrl, apiKey);
}

export function adminClient(baseUrl: string, apiKey: string): AdminClient {
  const headers = { authorization: `Basic ${Buffer.from(`${apiKey}:`).toString('base64')}` };
  return {
    baseUrl,
    apiKey,
    request: (method, path, body) => call(baseUrl, headers, method, path, body),
  };
}

/** Runs `work` over `items` with at most `limit` at a time, keeping the order of the results. */
export async function mapLimit<T, R>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!, index);
    }
  });
  await Promise.all(workers);
  return results;
}

/** Every page of an admin list, by limit/offset until `count`. */
export async function listAll<T = any>(admin: AdminClient, path: string, key: string, pageSize = 50): Promise<T[]> {
  const all: T[] = [];
  for (let offset = 0; ; offset += pageSize) {
    const separator = path.includes('?') ? '&' : '?';
    const page = await admin.request('GET', `${path}${separator}limit=${pageSize}&offset=${offset}`);
    const rows = page[key] as T[];
    all.push(...rows);
    if (rows.length === 0 || all.length >= page.count) return all;
  }
}

// ---------------------------------------------------------------------------------------------
// Seed

export interface SeedVariant {
  title: string;
  sku: string;
  size: string;
  price: number;
  metadata: Record<string, unknown>;
}

export interface SeedProduct {
  key: string;
  title: string;
  handle: string;
  status: 'published' | 'draft';
  preorder: boolean;
  metadata: Record<string, unknown>;
  variants: SeedVariant[];
  categoryKey: 'games' | 'gear' | null;
  inCollection: boolean;
}

export interface Seeded {
  regionId: string;
  salesChannelId: string;
  collectionId: string;
  categoryIds: Record<'games' | 'gear', string>;
  /** key -> Medusa product id */
  productIds: Record<string, string>;
  /** key -> sku -> Medusa variant id */
  variantIds: Record<string, Record<string, string>>;
  specs: SeedProduct[];
  /** order ids with at least one item of the main campaign */
  campaignOrderIds: string[];
  otherOrderIds: string[];
}

export const CAMPAIGN_KEY = 'p01';
export const MOVE_TO_PREORDER_KEY = 'p12';
export const MOVE_TO_REGULAR_KEY = 'p07';
export const COUNTER_KEY = 'p02';

const SIZES = ['S', 'M', 'L'];

/** 20 products: p01–p08 preorder campaigns (varied metadata forms), p09–p20 regular products. */
export function seedSpecs(): SeedProduct[] {
  const specs: SeedProduct[] = [];
  for (let n = 1; n <= 20; n++) {
    const key = `p${String(n).padStart(2, '0')}`;
    const preorder = n <= 8;
    const variantCount = preorder ? 2 + (n % 2) : 1 + (n % 3 === 0 ? 1 : 0);
    const variants: SeedVariant[] = Array.from({ length: variantCount }, (_, index) => {
      const size = SIZES[index]!;
      const metadata: Record<string, unknown> = { color_hint: `c${n}${size}` };
      if (preorder) {
        // numbers on odd products, numeric strings on even ones (both forms occur in real shops)
        const current = n + index * 2;
        const max = 20 + n * 5 + index * 10;
        metadata.current_orders = n % 2 === 1 ? current : String(current);
        metadata.max_orders = n % 2 === 1 ? max : String(max);
      } else if (n % 4 === 0) {
        metadata.current_orders = 1;
      }
      // prices in EUR major units, with cents on some
      return { title: `Size ${size}`, sku: `HARN-${n}-${size}`, size, price: 10 + n + index * 1.5 + (n % 3 === 0 ? 0.99 : 0), metadata };
    });
    const metadata: Record<string, unknown> = { seeded_by: 'storefront-harness' };
    if (preorder) {
      metadata.is_preorder = n === 4 ? 'true' : true;
      metadata.funding_goal = n % 2 === 0 ? String(100 * n) : 100 * n;
      metadata.preorder_end_date = `2027-0${(n % 9) + 1}-15T00:00:00.000Z`;
      metadata.preorder_type = 'standard';
      if (n === 3) metadata.seed_id = 'harness-seed-3';
    } else if (n === 10) {
      metadata.is_preorder = false;
    }
    specs.push({
      key,
      title: `${preorder ? 'Harness Campaign' : 'Harness Product'} ${String(n).padStart(2, '0')}`,
      handle: `harness-${key}`,
      status: n === 8 || n === 20 ? 'draft' : 'published',
      preorder,
      metadata,
      variants,
      categoryKey: n % 3 === 0 ? 'games' : n % 3 === 1 ? 'gear' : null,
      inCollection: n % 2 === 1,
    });
  }
  return specs;
}

export async function seed(admin: AdminClient, options: { campaignOrders: number; log: (line: string) => void }): Promise<Seeded> {
  const { log } = options;
  const region = await admin.request('POST', '/admin/regions', { name: 'Harness Europe', currency_code: 'eur', countries: ['de', 'fr', 'nl'] });
  const channels = await admin.request('GET', '/admin/sales-channels?fields=id,name');
  const salesChannelId: string = channels.sales_channels[0].id;
  const collection = await admin.request('POST', '/admin/collections', { title: 'Harness Drop', handle: 'harness-drop' });
  const games = await admin.request('POST', '/admin/product-categories', { name: 'Harness Games', handle: 'harness-games', is_active: true });
  const gear = await admin.request('POST', '/admin/product-categories', { name: 'Harness Gear', handle: 'harness-gear', is_active: true });
  const categoryIds = { games: games.product_category.id as string, gear: gear.product_category.id as string };
  log(`region ${region.region.id}, sales channel ${salesChannelId}, collection ${collection.collection.id}`);

  const specs = seedSpecs();
  const productIds: Record<string, string> = {};
  const variantIds: Record<string, Record<string, string>> = {};
  await mapLimit(specs, 4, async (spec) => {
    const answer = await admin.request('POST', '/admin/products?fields=id,variants.id,variants.sku', {
      title: spec.title,
      handle: spec.handle,
      status: spec.status,
      description: `Seeded by the storefront harness: ${spec.key}.`,
      thumbnail: `https://images.example.invalid/${spec.key}.png`,
      images: [{ url: `https://images.example.invalid/${spec.key}-1.png` }, { url: `https://images.example.invalid/${spec.key}-2.png` }],
      metadata: spec.metadata,
      sales_channels: [{ id: salesChannelId }],
      ...(spec.inCollection ? { collection_id: collection.collection.id } : {}),
      ...(spec.categoryKey ? { categories: [{ id: categoryIds[spec.categoryKey] }] } : {}),
      options: [{ title: 'Size', values: spec.variants.map((variant) => variant.size) }],
      variants: spec.variants.map((variant) => ({
        title: variant.title,
        sku: variant.sku,
        options: { Size: variant.size },
        manage_inventory: false,
        allow_backorder: true,
        prices: [{ amount: variant.price, currency_code: 'eur' }],
        metadata: variant.metadata,
      })),
    });
    productIds[spec.key] = answer.product.id;
    variantIds[spec.key] = Object.fromEntries(answer.product.variants.map((variant: any) => [variant.sku, variant.id]));
  });
  log(`${specs.length} products created`);

  // Orders: draft orders converted to orders (the 2.21.2 admin API's way to place an order).
  const campaign = specs.find((spec) => spec.key === CAMPAIGN_KEY)!;
  const campaignVariants = campaign.variants.map((variant) => variantIds[CAMPAIGN_KEY]![variant.sku]!);
  // Medusa takes only published products into a draft order
  const regular = specs.filter((spec) => !spec.preorder && spec.status === 'published');
  const otherCampaigns = specs.filter((spec) => spec.preorder && spec.status === 'published' && spec.key !== CAMPAIGN_KEY);
  const otherVariant = (n: number) => {
    const spec = regular[n % regular.length]!;
    return variantIds[spec.key]![spec.variants[0]!.sku]!;
  };
  const placeOrder = async (email: string, items: { variant_id: string; quantity: number }[]) => {
    const draft = await admin.request('POST', '/admin/draft-orders?fields=id', {
      email,
      region_id: region.region.id,
      sales_channel_id: salesChannelId,
      items,
    });
    const order = await admin.request('POST', `/admin/draft-orders/${draft.draft_order.id}/convert-to-order?fields=id`);
    return order.order.id as string;
  };
  const plans: { email: string; campaign: boolean; items: { variant_id: string; quantity: number }[] }[] = [];
  for (let n = 0; n < options.campaignOrders; n++) {
    const items = [{ variant_id: campaignVariants[n % campaignVariants.length]!, quantity: 1 + (n % 3) }];
    // every fourth order also holds another product, which must not show in the campaign's items
    if (n % 4 === 1) items.push({ variant_id: otherVariant(n), quantity: 1 });
    // and some hold two lines of the campaign
    if (n % 10 === 7) items.push({ variant_id: campaignVariants[(n + 1) % campaignVariants.length]!, quantity: 2 });
    plans.push({ email: `backer-${n + 1}@harness.local`, campaign: true, items });
  }
  for (let n = 0; n < 12; n++) {
    const spec = otherCampaigns[n % otherCampaigns.length]!;
    const items = [{ variant_id: variantIds[spec.key]![spec.variants[0]!.sku]!, quantity: 1 }, { variant_id: otherVariant(n + 3), quantity: 1 }];
    plans.push({ email: `shopper-${n + 1}@harness.local`, campaign: false, items });
  }
  // interleave the other orders among the campaign's so the campaign's are not one contiguous block
  plans.sort((a, b) => (hash(a.email) % 1000) - (hash(b.email) % 1000));
  const campaignOrderIds: string[] = [];
  const otherOrderIds: string[] = [];
  let placed = 0;
  await mapLimit(plans, 4, async (plan) => {
    const id = await placeOrder(plan.email, plan.items);
    (plan.campaign ? campaignOrderIds : otherOrderIds).push(id);
    placed++;
    if (placed % 50 === 0) log(`${placed}/${plans.length} orders placed`);
  });
  log(`${plans.length} orders placed (${campaignOrderIds.length} with ${CAMPAIGN_KEY})`);
  return {
    regionId: region.region.id,
    salesChannelId,
    collectionId: collection.collection.id,
    categoryIds,
    productIds,
    variantIds,
    specs,
    campaignOrderIds,
    otherOrderIds,
  };
}

function hash(text: string): number {
  let value = 7;
  for (const char of text) value = (value * 31 + char.charCodeAt(0)) >>> 0;
  return value;
}
