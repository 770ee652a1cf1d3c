import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { webhookAttempts, webhookDeliveries, webhookEvents } from '../db/schema.js';

export interface DeliveryQuery {
  endpointId: string;
  status?: string;
  limit: number;
  /** Deliveries older than this id (the previous page's last). */
  before?: number;
}

/** An endpoint's deliveries, newest first, each with its event and every attempt (one query each, not one per delivery). */
export async function listDeliveries(db: Db, query: DeliveryQuery) {
  const conditions = [eq(webhookDeliveries.endpointId, query.endpointId)];
  if (query.status) conditions.push(eq(webhookDeliveries.status, query.status));
  if (query.before !== undefined) conditions.push(lt(webhookDeliveries.id, query.before));
  const rows = await db
    .select({ delivery: webhookDeliveries, type: webhookEvents.type, payload: webhookEvents.payload })
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(and(...conditions))
    .orderBy(desc(webhookDeliveries.id))
    .limit(query.limit);
  const attempts = rows.length === 0 ? [] : await db.select().from(webhookAttempts)
    .where(inArray(webhookAttempts.deliveryId, rows.map((row) => row.delivery.id)))
    .orderBy(webhookAttempts.id);
  const attemptsByDelivery = new Map<number, typeof attempts>();
  for (const attempt of attempts) attemptsByDelivery.set(attempt.deliveryId, [...(attemptsByDelivery.get(attempt.deliveryId) ?? []), attempt]);
  return rows.map(({ delivery, type, payload }) => ({
    id: delivery.id,
    eventId: delivery.eventId,
    eventType: type,
    payload,
    status: delivery.status,
    attempts: delivery.attempts,
    nextAttemptAt: delivery.status === 'pending' ? delivery.nextAttemptAt.toISOString() : null,
    deliveredAt: delivery.deliveredAt?.toISOString() ?? null,
    lastStatus: delivery.lastStatus,
    lastError: delivery.lastError,
    createdAt: delivery.createdAt.toISOString(),
    attemptLog: (attemptsByDelivery.get(delivery.id) ?? []).map((attempt) => ({
      at: attempt.at.toISOString(),
      statusCode: attempt.statusCode,
      durationMs: attempt.durationMs,
      responseExcerpt: attempt.responseExcerpt,
      error: attempt.error,
    })),
  }));
}

/**
 * Manual redelivery: the delivery is due again at once with a fresh retry schedule (its attempts so far
 * stay in the log). Answers false when it does not belong to the endpoint.
 */
export async function redeliver(db: Db, endpointId: string, deliveryId: number, now: Date): Promise<boolean> {
  const rows = await db.update(webhookDeliveries)
    .set({ status: 'pending', nextAttemptAt: now, leaseUntil: null, attempts: sql`0` })
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpointId)))
    .returning({ id: webhookDeliveries.id });
  return rows.length > 0;
}
