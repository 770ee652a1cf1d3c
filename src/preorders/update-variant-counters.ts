import { eq, sql } from 'drizzle-orm';
import { CommerceNotConfigured } from '../commerce/client.js';
import type { AppContext } from '../app-context.js';
import type { BackendVariant } from '../commerce/types.js';
import type { ContentWrite } from '../content/changes.js';
import type { Doc } from '../content/repository.js';
import type { KeyedLock, KeyHold } from '../db/locks.js';
import { documents } from '../db/schema.js';
import { NotFound, ServiceUnavailable, Upstream, rootMessage } from '../lib/errors.js';
import { GroupCommit, type Settled } from '../lib/group-commit.js';
import { toInt } from '../domain/preorder-figures.js';
import { findPreorderRecord } from './get-preorder.js';
import type { Actor } from '../identity/actor.js';
import { type AuditEntry, fieldChanges, recordAuditBatch } from '../audit/audit-log.js';
import { type CounterChange, type Counters, nextCounters, variantCounterAnswer } from './variant-counters.js';

type Context = Pick<AppContext, 'db' | 'commerce' | 'changes' | 'locks' | 'counters'>;
type CounterAnswer = ReturnType<typeof variantCounterAnswer>;

interface CounterRequest {
  context: Context;
  /** The preorder product's record, found by the name the caller gave (internal id, backendId or seedId). */
  record: Doc;
  variantId: string;
  change: CounterChange;
  actor: Actor;
}

/** One accepted request of a group and the counters it left. */
interface CounterStep {
  request: CounterRequest;
  after: Counters;
}

/** A variant's accepted steps, in arrival order, once the backend holds their result. */
interface VariantSteps {
  variantId: string;
  steps: readonly CounterStep[];
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

/**
 * The record a hold's requests named is no longer the campaign they were checked against (deleted, moved out
 * of preorder-products, or its backend product changed) by the time its counters were recorded: nothing is
 * recorded and the backend is set back, so the request can be looked up afresh.
 */
export class RecordGone extends NotFound {
  constructor(record: Doc) {
    super(`Preorder product "${record.id}" was removed or changed while its counters were written; nothing was counted`);
  }
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

/**
 * Keeps the local records' copy of the counters in step, so home, detail and recommendations show the
 * new figures at once: one short transaction for every variant of the hold, with an audit entry and the
 * events of each step (so each request is on the trail under its own caller, and campaign moments are seen
 * step by step). It confirms the lease first (false when it ran out: nothing is written) and takes each
 * product's sync lock, so a concurrent sync cannot interleave; nothing in it waits for a second connection.
 */
async function mirrorCounters({ db, locks, changes }: Context, hold: KeyHold, variants: readonly VariantSteps[], committed: () => void): Promise<boolean> {
  return changes.write(db, async (tx, log) => {
    const [held] = await locks.confirm(tx, [hold]);
    if (!held) return false;
    const records = [...new Map(variants.flatMap(({ steps }) => steps.map(({ request }) => [request.record.id, request.record] as const))).values()];
    await locks.holdUntilCommit(tx, records.flatMap((record) => (typeof record.backendId === 'string' ? [`sync:${record.backendId}`] : [])));
    const audit: (AuditEntry & { actor: Actor })[] = [];
    const writes: ContentWrite[] = [];
    for (const record of records) {
      const where = sql`${documents.collection} = 'preorder-products' and ${eq(documents.id, record.id)}`;
      const [row] = await tx.select({ data: documents.data, backendId: documents.backendId }).from(documents).where(where).for('update');
      if (!row || (typeof record.backendId === 'string' && row.backendId !== record.backendId)) throw new RecordGone(record);
      if (!Array.isArray(row.data.variants)) continue;
      let previous = row.data;
      for (const { variantId, steps } of variants) {
        if (!(previous.variants as Record<string, unknown>[]).some((variant) => variant?.id === variantId)) continue;
        for (const step of steps) {
          if (step.request.record.id !== record.id) continue;
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
    await recordAuditBatch(tx, variants[0]!.steps[0]!.request.actor, audit);
    log.wrote(...writes);
    return true;
  }, (recorded) => {
    if (recorded) committed();
  });
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


/** What one variant's part of a hold did: each request's outcome, and what the backend held before when it was written. */
interface VariantResult {
  variantId: string;
  requests: readonly CounterRequest[];
  outcomes: Settled<CounterAnswer>[];
  written?: { before: BackendVariant; steps: readonly CounterStep[] };
}

/**
 * One variant's requests of a hold: its backend counters (read with its product's, or on their own), each request's change applied in arrival order (each
 * answer its own count; a refused change leaves the others), one backend write of the result. When the
 * write fails and did not land, the requests it carried fail and nothing is written.
 */
async function applyToVariant(variantId: string, requests: readonly CounterRequest[], read: BackendVariant | undefined): Promise<VariantResult> {
  // The first caller's context (with its request's logger in the commerce client) does the variant's calls.
  const { context } = requests[0]!;
  let variant: BackendVariant;
  try {
    variant = read ?? await readVariant(context, variantId);
  } catch (error) {
    return { variantId, requests, outcomes: requests.map(() => ({ ok: false, error })) };
  }
  let counters: Counters = { current: toInt(variant.metadata.current_orders), max: toInt(variant.metadata.max_orders) };
  const steps: CounterStep[] = [];
  const outcomes = requests.map((request): Settled<CounterAnswer> => {
    try {
      assertVariantOf(request.record, variant, variantId);
      const after = nextCounters(counters.current, counters.max, request.change);
      steps.push({ request, after });
      counters = after;
      return { ok: true, value: variantCounterAnswer(variantId, after) };
    } catch (error) {
      return { ok: false, error };
    }
  });
  if (steps.length === 0) return { variantId, requests, outcomes };
  const written = { ...variant.metadata, current_orders: String(counters.current), max_orders: String(counters.max) };
  try {
    await context.commerce.updateVariantMetadata(variantId, written, variant.product_id);
  } catch (error) {
    if ((await landed(context.commerce, variantId, counters)) !== true) {
      const failure = error instanceof Upstream ? error : new Upstream(`Writing variant ${variantId} failed: ${rootMessage(error)}`);
      return { variantId, requests, outcomes: failAccepted(outcomes, failure) };
    }
  }
  return { variantId, requests, outcomes, written: { before: variant, steps } };
}

const PRODUCT_LEASE = 'product:';
const productOfLease = (key: string) => (key.startsWith(PRODUCT_LEASE) ? key.slice(PRODUCT_LEASE.length) : undefined);

/**
 * The variants of a hold's product with their counters, in one backend read when the hold has several
 * variants (the lease on the product keeps them as read). Empty when it cannot be read: each variant is
 * then read on its own, and answers its own error.
 */
async function readProductVariants(context: Context, productId: string | undefined, variantCount: number): Promise<Map<string, BackendVariant>> {
  if (productId === undefined || variantCount < 2) return new Map();
  const product = await context.commerce.getProduct(productId).catch(() => undefined);
  return new Map((product?.variants ?? []).map((variant) => [variant.id, { ...variant, product_id: productId }]));
}

/** The accepted outcomes turned into `failure`; refusals keep their own reason. */
const failAccepted = (outcomes: readonly Settled<CounterAnswer>[], failure: unknown): Settled<CounterAnswer>[] =>
  outcomes.map((outcome) => (outcome.ok ? { ok: false, error: failure } : outcome));

/**
 * One hold of a product's lease (see KeyedLock; no database connection is held meanwhile): every waiting
 * request of the product, whatever its variant. The variants' backend reads and writes run side by side,
 * then the local copy of all of them is written in one transaction (see mirrorCounters), announced by the
 * change feed once it has committed. A request answered anything but 200 leaves no count: when the local copy cannot be
 * written, each variant written is set back in the backend to what it held before.
 */
async function applyHold(hold: KeyHold, requests: readonly CounterRequest[]): Promise<Settled<CounterAnswer>[]> {
  const { context } = requests[0]!;
  const byVariant = new Map<string, CounterRequest[]>();
  for (const request of requests) {
    const queued = byVariant.get(request.variantId);
    if (queued) queued.push(request);
    else byVariant.set(request.variantId, [request]);
  }
  const read = await readProductVariants(context, productOfLease(hold.key), byVariant.size);
  const results = await Promise.all([...byVariant].map(([variantId, queued]) => applyToVariant(variantId, queued, read.get(variantId))));
  const written = results.filter((result) => result.written);
  if (written.length > 0) {
    let failure: unknown;
    let recorded = false;
    try {
      const held = await mirrorCounters(context, hold, written.map(({ variantId, written }) => ({ variantId, steps: written!.steps })), () => {
        recorded = true;
      });
      if (!held) failure = new ServiceUnavailable('The lease on the product ran out before its counters were recorded; try again.', 1);
    } catch (error) {
      // A failure after the commit (while it was announced) leaves the counts recorded: the answers stand.
      if (!recorded) failure = error;
    }
    if (failure !== undefined) {
      await Promise.all(written.map(async (result) => {
        let outcomeError = failure;
        // Nothing was recorded here: the backend goes back to what it held, so no failed request counts there.
        // Not once the lease is lost: the product's next holder may have written since.
        if (hold.held) {
          const { before } = result.written!;
          await context.commerce.updateVariantMetadata(result.variantId, before.metadata, before.product_id).catch((undo: unknown) => {
            outcomeError = new Upstream(`The counters of variant ${result.variantId} were written to the commerce backend but not recorded here `
              + `(${rootMessage(failure)}), and writing the backend back failed (${rootMessage(undo)}): the next write or sync of the variant corrects the copy here.`);
          });
        }
        result.outcomes = failAccepted(result.outcomes, outcomeError);
      }));
    }
  }
  const outcomeOf = new Map<CounterRequest, Settled<CounterAnswer>>();
  for (const result of results) result.requests.forEach((request, index) => outcomeOf.set(request, result.outcomes[index]!));
  return requests.map((request) => outcomeOf.get(request)!);
}

/** How many variants' products are remembered for records without a backend id (see CounterQueue.leaseKeyOf). */
const REMEMBERED_VARIANTS = 10_000;
/** How many names callers gave are remembered with their record (see CounterQueue.recordOfName). */
const REMEMBERED_NAMES = 10_000;

/**
 * The counter changes waiting in an app, owned by its AppContext. A change is applied under a lease on the
 * backend product its variant belongs to, one holder at a time across instances; the requests that arrive
 * while the product is held are applied together next (group commit), whatever their variant, so 40
 * variants of a product in flight take one lease, not 40.
 */
export class CounterQueue {
  /** Requests waiting for their record's lookup, by the name the caller gave: one lookup per name at a time. */
  private readonly records: GroupCommit<Pick<AppContext, 'db'>, Doc>;
  /**
   * The record each name led to lately. Not kept fresh by the change feed (every hold of every instance
   * writes the record, so it would be dropped at each): the hold's transaction checks it under the row's lock
   * (see RecordGone), and a request that finds it gone is looked up again.
   */
  private readonly recordOfName = new Map<string, Doc>();
  /** Requests waiting for their product's lease, by lease key. */
  private readonly holds: GroupCommit<CounterRequest, CounterAnswer, KeyHold>;
  /** The backend product of variants named by records without a backend id (a variant never changes product). */
  private readonly productOfVariant = new Map<string, string>();

  constructor(locks: KeyedLock) {
    this.records = new GroupCommit(async (product, lookups) => {
      const record = await findPreorderRecord(lookups[0]!, product);
      return lookups.map(() => ({ ok: true, value: record }));
    });
    // The group is cut once the lease is held: what arrived while another instance held it comes along.
    this.holds = new GroupCommit((_key, requests, hold) => applyHold(hold, requests), 1000, (key, work) => locks.run(key, work));
  }

  /**
   * The lease of a change: the backend product the variant belongs to. A record names it as its backendId;
   * a record without one only lists its variants, so the variant's own product is read from the backend
   * once (two records may list one variant, and must then take the same lease). A variant the backend
   * names no product for is leased alone.
   */
  private async leaseKeyOf(context: Context, record: Doc, variantId: string): Promise<string> {
    if (typeof record.backendId === 'string') return `${PRODUCT_LEASE}${record.backendId}`;
    let product = this.productOfVariant.get(variantId);
    if (product === undefined) {
      product = (await readVariant(context, variantId)).product_id;
      if (product === undefined) return `variant:${variantId}`;
      if (this.productOfVariant.size >= REMEMBERED_VARIANTS) this.productOfVariant.clear();
      this.productOfVariant.set(variantId, product);
    }
    return `${PRODUCT_LEASE}${product}`;
  }

  async submit(context: Context, product: string, variantId: string, change: CounterChange, actor: Actor): Promise<CounterAnswer> {
    const remembered = this.recordOfName.get(product);
    if (remembered) {
      try {
        return await this.apply(context, remembered, variantId, change, actor);
      } catch (error) {
        if (!(error instanceof RecordGone)) throw error;
        this.recordOfName.delete(product);
      }
    }
    const record = await this.records.submit(product, context);
    // Only records with a backend product: the hold's checks of a record without one rest on its variant list.
    if (typeof record.backendId === 'string') {
      if (this.recordOfName.size >= REMEMBERED_NAMES) this.recordOfName.clear();
      this.recordOfName.set(product, record);
    }
    return this.apply(context, record, variantId, change, actor);
  }

  private async apply(context: Context, record: Doc, variantId: string, change: CounterChange, actor: Actor): Promise<CounterAnswer> {
    const key = await this.leaseKeyOf(context, record, variantId);
    return this.holds.submit(key, { context, record, variantId, change, actor });
  }
}

/**
 * Variant mode of PATCH /api/preorders/{id}: find the product, read the variant's counters from the
 * backend, apply the change, write them back; through the app's CounterQueue, so N concurrent increments
 * add exactly N and each caller gets its own count, across instances on PostgreSQL.
 */
export function updateVariantCounters(context: Context, product: string, variantId: string, change: CounterChange, actor: Actor): Promise<CounterAnswer> {
  return context.counters.submit(context, product, variantId, change, actor);
}
