import type { FastifyBaseLogger } from 'fastify';
import { Upstream } from '../lib/errors.js';
import { type CommerceClient, PAGE_SIZE } from './commerce-client.js';
import { callBackend, type HttpAnswer, type HttpSettings } from './http.js';
import { orderInMinorUnits, productInMinorUnits } from './money.js';
import { parseOrderPage, parseProduct, parseProductPage, parseVariant, parseWrapped } from './parse.js';
import type { BackendVariant } from './types.js';

// Categories come only on request (`+*categories`; a bare `+categories` adds nothing).
const PRODUCT_FIELDS = '%2B*categories';
const VARIANT_FIELDS = 'id,title,sku,product_id,metadata';
// Medusa's default order fields lack email, currency_code, customer_id and item totals.
const ORDER_FIELDS = [
  'id', 'display_id', 'status', 'payment_status', 'fulfillment_status', 'customer_id', 'email', 'total', 'currency_code',
  'created_at', 'updated_at', 'items.id', 'items.product_id', 'items.variant_id', 'items.title', 'items.quantity',
  'items.unit_price', 'items.total',
].join(',');

/** A 401/403 from Medusa: the secret API key is missing, wrong or revoked. */
export class CommerceCredentialRefused extends Upstream {
  constructor(status: number, what: string, keySet: boolean) {
    super(keySet
      ? `The commerce backend refused COMMERCE_API_KEY (HTTP ${status} on ${what}): set it to a valid Medusa secret API key`
      : `COMMERCE_API_KEY is missing: the medusa-v2 flavour needs a Medusa secret API key (the commerce backend answered HTTP ${status} on ${what})`,
    status);
  }
}

const COUNTER_KEYS = ['current_orders', 'max_orders'];

/** Whether a read-back shows the written counters (or, without counters, every written plain value). */
export function metadataLanded(sent: Record<string, unknown>, stored: Record<string, unknown>): boolean {
  const counters = COUNTER_KEYS.filter((key) => key in sent);
  const keys = counters.length > 0 ? counters : Object.keys(sent).filter((key) => ['string', 'number', 'boolean'].includes(typeof sent[key]));
  return keys.every((key) => (sent[key] === '' ? !(key in stored) : key in stored && String(stored[key]) === String(sent[key])));
}

export function basicCredential(apiKey: string): Record<string, string> {
  return { Authorization: `Basic ${Buffer.from(`${apiKey}:`).toString('base64')}` };
}

/** A real Medusa v2 admin API, authenticated with a secret API key; amounts leave it in minor units. */
export function medusaV2Client(settings: HttpSettings, apiKey: string | undefined, log?: FastifyBaseLogger): CommerceClient {
  const http: HttpSettings = { ...settings, headers: { ...settings.headers, ...(apiKey ? basicCredential(apiKey) : {}) } };
  const call = (method: 'GET' | 'POST', path: string, body?: unknown) => callBackend(http, method, path, { body, log });
  const segment = encodeURIComponent;

  function judge(answer: HttpAnswer, what: string, absentOn404 = false): boolean {
    if (answer.status === 401 || answer.status === 403) throw new CommerceCredentialRefused(answer.status, what, Boolean(apiKey));
    if (absentOn404 && answer.status === 404) return false;
    if (answer.status < 200 || answer.status >= 300) throw new Upstream(`Commerce backend answered ${answer.status} to ${what}`, answer.status);
    return true;
  }

  async function getVariant(id: string): Promise<BackendVariant | undefined> {
    const what = `variant ${id}`;
    const answer = await call('GET', `/admin/product-variants?id=${segment(id)}&fields=${VARIANT_FIELDS}`);
    judge(answer, what);
    const variants = parseWrapped(answer.body, 'variants', (value) => (Array.isArray(value) ? value : undefined));
    if (!variants) throw new Upstream(`Commerce backend answered an unexpected shape: variants of ${what} is not a list`);
    return variants.map(parseVariant).find((variant) => variant.id === id);
  }

  async function confirmWrite(id: string, metadata: Record<string, unknown>): Promise<BackendVariant> {
    const written = await getVariant(id);
    if (!written || !metadataLanded(metadata, written.metadata)) {
      throw new Upstream(`The commerce backend answered the update of variant ${id} but did not store it`);
    }
    return written;
  }

  return {
    async listProducts(offset, limit = PAGE_SIZE) {
      const answer = await call('GET', `/admin/products?limit=${limit}&offset=${offset}&fields=${PRODUCT_FIELDS}`);
      judge(answer, 'the product list');
      const page = parseProductPage(answer.body);
      return { ...page, products: page.products.map(productInMinorUnits) };
    },
    async getProduct(id) {
      const answer = await call('GET', `/admin/products/${segment(id)}?fields=${PRODUCT_FIELDS}`);
      if (!judge(answer, `product ${id}`, true)) return undefined;
      return productInMinorUnits(parseWrapped(answer.body, 'product', parseProduct));
    },
    getVariant,
    async updateVariantMetadata(id, metadata, productId) {
      const owner = productId ?? (await getVariant(id))?.product_id;
      if (!owner) throw new Upstream(`Variant ${id} not found in the commerce backend`);
      const answer = await call('POST', `/admin/products/${segment(owner)}/variants/${segment(id)}?fields=id`, { metadata });
      judge(answer, `the update of variant ${id}`);
      // Medusa answers 200 and writes nothing for a variant it does not find under the product.
      return confirmWrite(id, metadata);
    },
    async listOrders(offset, limit = PAGE_SIZE) {
      const answer = await call('GET', `/admin/orders?limit=${limit}&offset=${offset}&fields=${ORDER_FIELDS}`);
      judge(answer, 'the order list');
      const page = parseOrderPage(answer.body);
      return { ...page, orders: page.orders.map(orderInMinorUnits) };
    },
    withLogger: (requestLog) => medusaV2Client(settings, apiKey, requestLog),
  };
}
