import { eq, sql } from 'drizzle-orm';
import { CommerceNotConfigured } from '../commerce/client.js';
import type { AppContext } from '../app-context.js';
import type { Doc } from '../content/repository.js';
import type { Db } from '../db/client.js';
import { lockKeyForTransaction } from '../db/locks.js';
import { documents } from '../db/schema.js';
import { NotFound, Upstream, rootMessage } from '../lib/errors.js';
import { toInt } from './figures.js';
import type { Actor } from '../access/actor.js';
import { fieldChanges, recordAudit } from '../audit/audit-log.js';
import { emitWriteEvents } from '../events/outbox.js';
import { type CounterChange, nextCounters, variantCounterAnswer } from './variant-counters.js';

type Context = Pick<AppContext, 'db' | 'commerce' | 'changes' | 'locks'>;

async function readVariant(context: Context, variantId: string) {
  try {
    const variant = await context.commerce.getVariant(variantId);
    if (variant) return variant;
  } catch (error) {
    if (error instanceof CommerceNotConfigured) throw error;
    throw new NotFound(`Variant ${variantId} could not be read from the commerce backend: ${rootMessage(error)}`);
  }
  throw new NotFound(`Variant ${variantId} not found in the commerce backend`);
}

/**
 * Keeps the local record's copy of the counters in step, so home, detail and recommendations show
 * the new figures at once. Takes the product's sync lock, so a concurrent sync cannot interleave.
 */
async function mirrorCounters(db: Db, record: Doc, variantId: string, counters: { current: number; max: number }, actor: Actor) {
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    if (typeof record.backendId === 'string') await lockKeyForTransaction(tx, `sync:${record.backendId}`);
    const where = sql`${documents.collection} = 'preorder-products' and ${eq(documents.id, record.id)}`;
    const [row] = await tx.select({ data: documents.data }).from(documents).where(where).for('update');
    const variants = row?.data.variants;
    if (!Array.isArray(variants) || !variants.some((variant) => variant?.id === variantId)) return;
    const updated = variants.map((variant) =>
      variant?.id === variantId ? { ...variant, currentOrders: counters.current, maxOrders: counters.max } : variant,
    );
    const orderCount = updated.reduce((total, variant) => total + toInt(variant?.currentOrders), 0);
    const before = variants.find((variant) => variant?.id === variantId);
    await recordAudit(tx, actor, {
      collection: 'preorder-products', documentId: record.id, operation: 'counters',
      changes: fieldChanges(
        { [`variants.${variantId}.currentOrders`]: toInt(before?.currentOrders), [`variants.${variantId}.maxOrders`]: toInt(before?.maxOrders) },
        { [`variants.${variantId}.currentOrders`]: counters.current, [`variants.${variantId}.maxOrders`]: counters.max },
      ),
    });
    await tx.update(documents)
      .set({ data: sql`${documents.data} || ${JSON.stringify({ variants: updated, orderCount })}::jsonb`, updatedAt: sql`now()` })
      .where(where);
    await emitWriteEvents(tx, [{
      collection: 'preorder-products', id: record.id, operation: 'update',
      before: row!.data, after: { ...row!.data, variants: updated, orderCount },
    }]);
  });
}

/**
 * Variant mode of PATCH /api/preorders/{id}: read the variant's counters from the backend, apply the
 * change, write them back. One caller at a time per variant (across instances on PostgreSQL), so
 * N concurrent increments add exactly N.
 */
export async function updateVariantCounters(context: Context, record: Doc, variantId: string, change: CounterChange, actor: Actor) {
  return context.locks.run(`variant:${variantId}`, async (db) => {
    const variant = await readVariant(context, variantId);
    // The backend is the source of truth: a variant of another product is not this campaign's.
    const listed = Array.isArray(record.variants) && record.variants.some((held) => (held as { id?: unknown })?.id === variantId);
    const ownedByBackend = typeof record.backendId === 'string' && typeof variant.product_id === 'string'
      ? variant.product_id === record.backendId
      : listed;
    if (!ownedByBackend) throw new NotFound(`Variant ${variantId} is not a variant of preorder product "${record.id}"`);
    const counters = nextCounters(toInt(variant.metadata.current_orders), toInt(variant.metadata.max_orders), change);
    try {
      await context.commerce.updateVariantMetadata(variantId, {
        ...variant.metadata,
        current_orders: String(counters.current),
        max_orders: String(counters.max),
      }, variant.product_id);
    } catch (error) {
      if (error instanceof Upstream) throw error;
      throw new Upstream(`Writing variant ${variantId} failed: ${rootMessage(error)}`);
    }
    await mirrorCounters(db, record, variantId, counters, actor);
    await context.changes.publish('preorder-products');
    return variantCounterAnswer(variantId, counters);
  });
}
