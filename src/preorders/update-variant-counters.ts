import { eq, sql } from 'drizzle-orm';
import { CommerceNotConfigured } from '../commerce/client.js';
import type { AppContext } from '../app-context.js';
import type { BackendVariant } from '../commerce/types.js';
import type { Doc } from '../content/repository.js';
import type { Db } from '../db/client.js';
import type { KeyedLock, KeyHold } from '../db/locks.js';
import { documents } from '../db/schema.js';
import { NotFound, ServiceUnavailable, Upstream, rootMessage } from '../lib/errors.js';
import { GroupCommit, type Settled } from '../lib/group-commit.js';
import { toInt } from './figures.js';
import { findPreorderRecord } from './get-preorder.js';
import type { Actor } from '../access/actor.js';
import { type AuditEntry, fieldChanges, recordAuditBatch } from '../audit/audit-log.js';
import { type ContentWrite, emitWriteEvents } from '../events/outbox.js';
import { type CounterChange, type Counters, nextCounters, variantCounterAnswer } from './variant-counters.js';

type Context = Pick<AppContext, 'db' | 'commerce' | 'changes' | 'locks'>;
type CounterAnswer = ReturnType<typeof variantCounterAnswer>;

interface CounterRequest {
  context: Context;
  /** The preorder product as the caller names it: internal id, backendId or seedId. */
  product: string;
  change: CounterChange;
  actor: Actor;
}

/** One accepted request of a group: the product it named and the counters it left. */
interface CounterStep {
  request: CounterRequest;
  record: Doc;
  after: Counters;
}

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

/** The backend is the source of truth: a variant of another product is not this campaign's. */
function assertVariantOf(record: Doc, variant: BackendVariant, variantId: string): void {
  const listed = Array.isArray(record.variants) && record.variants.some((held) => (held as { id?: unknown })?.id === variantId);
  const ownedByBackend = typeof record.backendId === 'string' && typeof variant.product_id === 'string'
    ? variant.product_id === record.backendId
    : listed;
  if (!ownedByBackend) throw new NotFound(`Variant ${variantId} is not a variant of preorder product "${record.id}"`);
}

function withCounters(data: Record<string, unknown>, variantId: string, counters: Counters): Record<string, unknown> {
  const variants = (data.variants as Record<string, unknown>[]).map((variant) =>
    variant?.id === variantId ? { ...variant, currentOrders: counters.current, maxOrders: counters.max } : variant,
  );
  const orderCount = variants.reduce((total, variant) => total + toInt(variant?.currentOrders), 0);
  return { ...data, variants, orderCount };
}

function countersIn(data: Record<string, unknown>, variantId: string): Counters {
  const variant = (data.variants as Record<string, unknown>[]).find((held) => held?.id === variantId);
  return { current: toInt(variant?.currentOrders), max: toInt(variant?.maxOrders) };
}

/** One variant group's accepted steps, written to the local copy with the other groups of its product that are ready. */
interface MirrorEntry {
  variantId: string;
  hold: KeyHold;
  steps: readonly CounterStep[];
}

/**
 * Keeps the local records' copy of the counters in step, so home, detail and recommendations show the
 * new figures at once: one short transaction for the variant groups of a product that are ready together
 * (their records' rows are one lock, so writing them one transaction each would queue them one by one),
 * with an audit entry and the events of each step (so each request is on the trail under its own caller,
 * and campaign moments are seen step by step). It confirms each group's lease first (a group whose lease
 * ran out is refused alone) and takes each product's sync lock, so a concurrent sync cannot interleave;
 * nothing in it waits for a second connection.
 */
async function mirrorCounters(db: Db, locks: KeyedLock, entries: readonly MirrorEntry[]): Promise<Settled<void>[]> {
  const confirmed = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const held = await locks.confirm(tx, entries.map((entry) => entry.hold));
    const kept = entries.filter((_, index) => held[index]);
    const records = [...new Map(kept.flatMap((entry) => entry.steps.map((step) => [step.record.id, step.record] as const))).values()];
    if (records.length === 0) return held;
    await locks.holdUntilCommit(tx, records.flatMap((record) => (typeof record.backendId === 'string' ? [`sync:${record.backendId}`] : [])));
    const audit: (AuditEntry & { actor: Actor })[] = [];
    const writes: ContentWrite[] = [];
    for (const record of records) {
      const where = sql`${documents.collection} = 'preorder-products' and ${eq(documents.id, record.id)}`;
      const [row] = await tx.select({ data: documents.data }).from(documents).where(where).for('update');
      if (!Array.isArray(row?.data.variants)) continue;
      let previous = row.data;
      for (const { variantId, steps } of kept) {
        if (!(previous.variants as Record<string, unknown>[]).some((variant) => variant?.id === variantId)) continue;
        for (const step of steps) {
          if (step.record.id !== record.id) continue;
          const next = withCounters(previous, variantId, step.after);
          const old = countersIn(previous, variantId);
          const now = step.after;
          audit.push({
            actor: step.request.actor, collection: 'preorder-products', documentId: record.id, operation: 'counters',
            changes: fieldChanges(
              { [`variants.${variantId}.currentOrders`]: old.current, [`variants.${variantId}.maxOrders`]: old.max },
              { [`variants.${variantId}.currentOrders`]: now.current, [`variants.${variantId}.maxOrders`]: now.max },
            ),
          });
          writes.push({ collection: 'preorder-products', id: record.id, operation: 'update', before: previous, after: next });
          previous = next;
        }
      }
      if (previous === row.data) continue;
      const { variants: updated, orderCount } = previous;
      await tx.update(documents)
        .set({ data: sql`${documents.data} || ${JSON.stringify({ variants: updated, orderCount })}::jsonb`, updatedAt: sql`now()` })
        .where(where);
    }
    await recordAuditBatch(tx, kept[0]!.steps[0]!.request.actor, audit);
    await emitWriteEvents(tx, writes);
    return held;
  });
  return confirmed.map((held, index) => (held
    ? { ok: true, value: undefined }
    : { ok: false, error: new ServiceUnavailable(`The lease on variant ${entries[index]!.variantId} ran out before its counters were recorded; try again.`, 1) }));
}

/**
 * After a backend write that failed, whether it landed anyway (a time-out after the backend applied it):
 * true when the backend holds exactly the counters written, false when it holds others, undefined when it
 * cannot be read.
 */
async function landed(commerce: Context['commerce'], variantId: string, written: Counters): Promise<boolean | undefined> {
  try {
    const variant = await commerce.getVariant(variantId);
    if (!variant) return false;
    return toInt(variant.metadata.current_orders) === written.current && toInt(variant.metadata.max_orders) === written.max;
  } catch {
    return undefined;
  }
}

/**
 * One group of a variant's waiting requests, while this caller holds the variant (see KeyedLock; no
 * database connection is held meanwhile): one lookup per product named, one backend read, each request's
 * change applied in arrival order (each answer its own count; a refused change leaves the others), one
 * backend write of the result, and the local copy written with the product's other groups that are ready
 * (see mirrorCounters), announced once that has committed. A request answered anything but 200 leaves no count: when the backend write fails
 * and did not land, nothing is written; when the local copy cannot be written, the backend is written back
 * to what it held before.
 */
async function applyGroup(groups: CounterGroups, hold: KeyHold, variantId: string, requests: readonly CounterRequest[]): Promise<Settled<CounterAnswer>[]> {
  // The first caller's context (with its request's logger in the commerce client) does the group's work.
  const { context } = requests[0]!;
  const products = [...new Set(requests.map((request) => request.product))];
  const found = new Map(await Promise.all(products.map((product) => findPreorderRecord(context, product).then(
    (value): [string, Settled<Doc>] => [product, { ok: true, value }],
    (error: unknown): [string, Settled<Doc>] => [product, { ok: false, error }],
  ))));
  if (!requests.some((request) => found.get(request.product)!.ok)) return requests.map((request) => found.get(request.product) as Settled<never>);

  const variant = await readVariant(context, variantId);
  let counters: Counters = { current: toInt(variant.metadata.current_orders), max: toInt(variant.metadata.max_orders) };
  const steps: CounterStep[] = [];
  const outcomes = requests.map((request): Settled<CounterAnswer> => {
    const record = found.get(request.product)!;
    if (!record.ok) return record;
    try {
      assertVariantOf(record.value, variant, variantId);
      const after = nextCounters(counters.current, counters.max, request.change);
      steps.push({ request, record: record.value, after });
      counters = after;
      return { ok: true, value: variantCounterAnswer(variantId, after) };
    } catch (error) {
      return { ok: false, error };
    }
  });
  if (steps.length === 0) return outcomes;
  const written = { ...variant.metadata, current_orders: String(counters.current), max_orders: String(counters.max) };
  try {
    await context.commerce.updateVariantMetadata(variantId, written, variant.product_id);
  } catch (error) {
    if ((await landed(context.commerce, variantId, counters)) !== true) {
      const failure = error instanceof Upstream ? error : new Upstream(`Writing variant ${variantId} failed: ${rootMessage(error)}`);
      return outcomes.map((outcome) => (outcome.ok ? { ok: false, error: failure } : outcome));
    }
  }
  try {
    await groups.mirrors.submit(steps[0]!.record.id, { variantId, hold, steps });
  } catch (error) {
    // Nothing was recorded here: the backend goes back to what it held, so no failed request counts there.
    // Not once the lease is lost: the variant's next holder may have written since.
    if (hold.held) {
      await context.commerce.updateVariantMetadata(variantId, variant.metadata, variant.product_id).catch((undo: unknown) => {
        throw new Upstream(`The counters of variant ${variantId} were written to the commerce backend but not recorded here (${rootMessage(error)}), `
          + `and writing the backend back failed (${rootMessage(undo)}): the next write or sync of the variant corrects the copy here.`);
      });
    }
    throw error;
  }
  return outcomes;
}

/** The group commits of an app: the requests that would queue on a variant's lock, and the variant groups ready to be recorded. */
interface CounterGroups {
  variants: GroupCommit<CounterRequest, CounterAnswer>;
  /** Keyed by the product's record id. */
  mirrors: GroupCommit<MirrorEntry, void>;
}

/** One set per keyed lock, that is per app. */
const groupsByLock = new WeakMap<KeyedLock, CounterGroups>();

function groupsOf(locks: KeyedLock, { db, changes }: Pick<AppContext, 'db' | 'changes'>) {
  let groups = groupsByLock.get(locks);
  if (!groups) {
    const made: CounterGroups = {
      variants: new GroupCommit((variantId, requests) => locks.run(`variant:${variantId}`, (hold) => applyGroup(made, hold, variantId, requests))),
      // Announced once the group's transaction has committed, once for all its variants.
      mirrors: new GroupCommit(async (_product, entries) => {
        const outcomes = await mirrorCounters(db, locks, entries);
        await changes.publish('preorder-products');
        return outcomes;
      }),
    };
    groups = made;
    groupsByLock.set(locks, groups);
  }
  return groups;
}

/**
 * Variant mode of PATCH /api/preorders/{id}: find the product, read the variant's counters from the
 * backend, apply the change, write them back. The requests of a variant that arrive while one is being applied are
 * applied together next (group commit), still one group at a time per variant (across instances on
 * PostgreSQL, through a lease on the variant), so N concurrent increments add exactly N and each caller
 * gets its own count.
 */
export function updateVariantCounters(context: Context, product: string, variantId: string, change: CounterChange, actor: Actor): Promise<CounterAnswer> {
  return groupsOf(context.locks, context).variants.submit(variantId, { context, product, change, actor });
}
