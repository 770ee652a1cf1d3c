import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import { rootMessage } from '../lib/errors.js';
import { type CommerceClient, createCommerceClient } from './client.js';
import { CommerceCredentialRefused } from './medusa-v2-client.js';

export type AccessCheck = 'skipped' | 'ok' | 'refused' | 'unreachable';

/**
 * Start-up check of the medusa-v2 flavour: reads one product page so a missing or refused
 * COMMERCE_API_KEY shows in the log at once. It never stops the service: content, home and
 * recommendations work without the backend, and a backend that is down may come back.
 */
export async function checkCommerceAccess(
  config: Config,
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>,
  client: CommerceClient = createCommerceClient(config),
): Promise<AccessCheck> {
  if (config.commerceFlavor !== 'medusa-v2' || !config.commerceUrl) return 'skipped';
  try {
    const page = await client.listProducts(0, 1);
    log.info({ commerce: { flavor: config.commerceFlavor, products: page.count } }, 'commerce backend answers');
    return 'ok';
  } catch (error) {
    if (error instanceof CommerceCredentialRefused) {
      log.error({ commerce: { flavor: config.commerceFlavor, status: error.upstreamStatus } }, error.message);
      return 'refused';
    }
    log.warn({ commerce: { flavor: config.commerceFlavor } }, `commerce backend not reachable at start-up: ${rootMessage(error)}`);
    return 'unreachable';
  }
}
