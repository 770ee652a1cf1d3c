import { sql } from 'drizzle-orm';
import type { AppContext } from '../app-context.js';
import type { Actor } from '../identity/actor.js';
import { collections } from '../content/collections.js';
import type { CollectionDefinition } from '../content/fields.js';
import { updateData, writeUpdate } from '../content/operations/update-document.js';
import { publicationField } from '../content/publication.js';
import { findByIdForUpdate } from '../content/repository.js';
import type { Db } from '../db/client.js';
import { rootMessage } from '../lib/errors.js';

export const SCHEDULED_PUBLICATIONS_JOB = 'scheduled-publications';
/** Records published per run at most; the rest wait for the next run, seconds later. */
const BATCH = 100;

type Context = Pick<AppContext, 'db' | 'changes' | 'contentCache' | 'passwords'>;

/** Collections whose drafts can be scheduled: a publication field and a `publishAt`. */
export const schedulableCollections = (): CollectionDefinition[] =>
  Object.values(collections).filter((collection) => collection.fields.publishAt !== undefined && publicationField(collection) !== undefined);

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Records whose `publishAt` has passed, the earliest first (the partial index documents_publish_at). */
async function dueRecords(db: Db, now: Date, slugs: readonly string[]): Promise<{ collection: string; id: string }[]> {
  if (slugs.length === 0) return [];
  return rowsOf<{ collection: string; id: string }>(await db.execute(sql`
    select collection, id from documents
    where (data ->> 'publishAt') is not null and (data ->> 'publishAt') <= ${now.toISOString()}
      and collection in (${sql.join(slugs.map((slug) => sql`${slug}`), sql`, `)})
    order by (data ->> 'publishAt') limit ${BATCH}`));
}

/** Who set this `publishAt` (the newest audit entry that wrote it): the publication is audited on their behalf. */
async function schedulingActor(tx: Db, slug: string, id: string, publishAt: string): Promise<Actor> {
  const [entry] = rowsOf<{ actor_kind: string; actor_id: string | null; actor_label: string | null }>(await tx.execute(sql`
    select actor_kind, actor_id, actor_label from audit_log
    where collection = ${slug} and document_id = ${id} and changes -> 'publishAt' ->> 1 = ${publishAt}
    order by id desc limit 1`));
  const label = entry ? entry.actor_label ?? (entry.actor_kind === 'anonymous' ? 'anonymous (open mode)' : entry.actor_kind) : null;
  return { kind: 'scheduler', role: 'admin', onBehalfOf: { id: entry?.actor_id ?? null, label } };
}

/**
 * Publishes one record if its `publishAt` has passed, and empties `publishAt`, in one transaction that
 * first locks the record: a second instance (or run) that found the same record waits for the lock, then
 * finds `publishAt` gone and does nothing. So a due publication is applied exactly once, and a schedule
 * cancelled (emptied) or moved before it is applied is never applied at the old time. Answers whether it published.
 */
export async function publishIfDue(context: Context, collection: CollectionDefinition, id: string, now: Date): Promise<boolean> {
  const field = publicationField(collection);
  if (!field) return false;
  const stamp = context.contentCache.stamps.of(collection.slug);
  return context.changes.write(context.db, async (tx, log) => {
    const current = await findByIdForUpdate(tx, collection.slug, id);
    const at = typeof current?.publishAt === 'string' ? current.publishAt : undefined;
    if (!current || at === undefined || Date.parse(at) > now.getTime()) return false;
    const body: Record<string, unknown> = { publishAt: null, [field]: 'published' };
    if (collection.fields.publishedAt && !current.publishedAt) body.publishedAt = at;
    const written = await writeUpdate(tx, log, collection, id, await updateData(collection, body, context.passwords), await schedulingActor(tx, collection.slug, id, at));
    if (!written) return false;
    log.updated(collection.slug, { before: written.before, after: written.after, size: written.size, stamp });
    return true;
  });
}

/** The job: every due scheduled publication, each in its own transaction; one that fails is logged and tried again next run. */
export async function publishDue(
  context: Context, now: Date, signal: AbortSignal, log: { error(details: object, message: string): void },
): Promise<{ published: number; failed: number }> {
  const schedulable = schedulableCollections();
  const due = await dueRecords(context.db, now, schedulable.map((collection) => collection.slug));
  let published = 0;
  let failed = 0;
  for (const record of due) {
    if (signal.aborted) break;
    const collection = schedulable.find((candidate) => candidate.slug === record.collection)!;
    try {
      if (await publishIfDue(context, collection, record.id, now)) published += 1;
    } catch (error) {
      failed += 1;
      log.error({ collection: record.collection, id: record.id, reason: rootMessage(error) }, 'scheduled publication failed: tried again on the next run');
    }
  }
  return { published, failed };
}
