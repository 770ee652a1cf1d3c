import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.js';
import { addressGuard } from '../lib/address-guard.js';
import { DeliveryWorker } from './delivery-worker.js';

/**
 * Runs the delivery worker while the app is up: a round right after each committed write that queued
 * deliveries in this process, and every WEBHOOK_POLL_MS (retries, and events other instances or the CLI
 * wrote). Stopped before the database closes.
 */
export function startWebhookDelivery(app: FastifyInstance, context: AppContext): { wake: () => void; worker: DeliveryWorker } {
  const worker = new DeliveryWorker({
    db: context.db,
    guard: addressGuard(context.config.webhookBlockedAddresses),
    timeoutMs: context.config.webhookTimeoutMs,
    pollMs: context.config.webhookPollMs,
    now: context.now,
    log: app.log,
    onAttempt: (outcome, seconds) => context.metrics.webhookAttempt(outcome, seconds),
    soleProcess: context.database.kind === 'pglite',
  });
  context.changes.subscribe(() => {
    if (context.outbox.takeDeliveriesQueued()) worker.wake();
  });
  app.addHook('onReady', async () => worker.start());
  app.addHook('preClose', async () => worker.stop());
  return { wake: () => worker.wake(), worker };
}
