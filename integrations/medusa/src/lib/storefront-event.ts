// The events this plugin forwards and the bodies the storefront service takes for them
// (POST /api/commerce/events: {type, timestamp, data}). Pure functions, no Medusa imports.

export const FORWARDED_EVENTS = ['order.placed', 'order.canceled', 'product.created', 'product.updated', 'product.deleted'] as const;
export type ForwardedEventName = (typeof FORWARDED_EVENTS)[number];

export interface OrderItem {
  product_id: string;
  variant_id: string;
  quantity: number;
}

export interface StorefrontEvent {
  type: ForwardedEventName;
  timestamp: string;
  data: { id: string; items?: OrderItem[] };
}

/**
 * A line of a Medusa order as `query.graph` gives it (`items.*`): the quantity may come as a number, a
 * numeric string or Medusa's BigNumber, on the line or in its `detail`.
 */
export interface OrderLine {
  product_id?: string | null;
  variant_id?: string | null;
  quantity?: unknown;
  detail?: { quantity?: unknown } | null;
}

export const isForwardedEvent = (name: string): name is ForwardedEventName => (FORWARDED_EVENTS as readonly string[]).includes(name);

/**
 * The order's lines as the service counts them: lines without a product or a variant (custom items) are
 * left out, and so are quantities that are not whole numbers above 0; two lines of one variant are summed.
 */
export function orderItems(lines: readonly (OrderLine | null | undefined)[]): OrderItem[] {
  const byVariant = new Map<string, OrderItem>();
  for (const line of lines) {
    const quantity = Number(line?.quantity ?? line?.detail?.quantity);
    if (!line?.product_id || !line.variant_id || !Number.isSafeInteger(quantity) || quantity < 1) continue;
    const known = byVariant.get(line.variant_id);
    if (known) known.quantity += quantity;
    else byVariant.set(line.variant_id, { product_id: line.product_id, variant_id: line.variant_id, quantity });
  }
  return [...byVariant.values()];
}

/**
 * The Standard Webhooks message id. An order is placed or canceled once, so its events get an id of their
 * own that a repeat (Medusa's Redis event bus retrying a subscriber) keeps; product events may happen many
 * times and get a fresh id each, kept across this plugin's own retries.
 */
export function messageId(name: ForwardedEventName, id: string, random: () => string = () => globalThis.crypto.randomUUID()): string {
  return name.startsWith('order.') ? `medusa_${name}_${id}` : `medusa_${name}_${id}_${random()}`;
}

export function storefrontEvent(name: ForwardedEventName, id: string, at: Date, lines?: readonly (OrderLine | null | undefined)[]): StorefrontEvent {
  const timestamp = at.toISOString();
  return name.startsWith('order.') ? { type: name, timestamp, data: { id, items: orderItems(lines ?? []) } } : { type: name, timestamp, data: { id } };
}
