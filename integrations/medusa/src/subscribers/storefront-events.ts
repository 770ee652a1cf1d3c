// Forwards Medusa's order and product events to the storefront service (POST /api/commerce/events).
// Orders are read with their lines (product, variant, quantity) so the service can move the preorder
// counters; product events carry the product id and the service syncs or removes that product.
import type { SubscriberArgs, SubscriberConfig } from '@medusajs/framework';
import { readPluginOptions, sendEvent } from '../lib/send-event';
import { FORWARDED_EVENTS, isForwardedEvent, messageId, storefrontEvent, type OrderLine } from '../lib/storefront-event';

const PLUGIN_NAME = '@storefront-service/medusa-plugin';

/**
 * The options given to this plugin in medusa-config. Medusa 2.21 hands plugin subscribers no options
 * (`pluginOptions` is empty), so they are read from the configuration's plugin list when it is.
 */
function optionsOf(container: SubscriberArgs['container'], given: Record<string, unknown>): Record<string, unknown> | undefined {
  if (Object.keys(given ?? {}).length > 0) return given;
  const entry = container.resolve('configModule').plugins
    .find((plugin) => typeof plugin !== 'string' && plugin.resolve === PLUGIN_NAME);
  return typeof entry === 'object' ? entry.options : undefined;
}

export default async function forwardToStorefront({ event, container, pluginOptions }: SubscriberArgs<{ id: string }>): Promise<void> {
  const logger = container.resolve('logger');
  const name = event.name;
  const id = event.data?.id;
  if (!isForwardedEvent(name) || typeof id !== 'string') return;
  const options = readPluginOptions(optionsOf(container, pluginOptions));

  let lines: OrderLine[] | undefined;
  if (name.startsWith('order.')) {
    const query = container.resolve('query');
    const { data } = await query.graph({
      entity: 'order',
      fields: ['id', 'items.*'],
      filters: { id },
    });
    const order = data[0] as { items?: OrderLine[] } | undefined;
    if (!order) {
      logger.warn(`storefront plugin: ${name} for order ${id}, which Medusa does not have: not sent`);
      return;
    }
    lines = order.items ?? [];
  }

  const body = storefrontEvent(name, id, new Date(), lines);
  if (lines && body.data.items?.length === 0) {
    logger.warn(`storefront plugin: ${name} ${id} has no line with a product, a variant and a whole quantity: ${JSON.stringify(lines).slice(0, 500)}`);
  }
  const message = messageId(name, id);
  const outcome = await sendEvent(body, message, options);
  if (outcome.delivered) {
    logger.info(`storefront plugin: ${name} ${id} delivered (${message}, attempt ${outcome.attempts}): ${outcome.answer}`);
  } else {
    logger.error(`storefront plugin: ${name} ${id} not delivered after ${outcome.attempts} attempt(s), last answer ${outcome.status ?? 'none'}: ${outcome.answer}`);
  }
}

export const config: SubscriberConfig = {
  event: [...FORWARDED_EVENTS],
  context: { subscriberId: 'storefront-service-events' },
};
