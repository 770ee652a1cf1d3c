import { type CollectionSchema, isSyncedRecord } from './schema';

/**
 * The field that says whether a record is in the shop: `_status` (campaigns), or an editor's `status` that
 * can be `published` (announcements, articles); a product's `status` is the commerce backend's, not ours.
 * As the service decides it (src/content/publication.ts), less the backend-owned field.
 */
export function publicationFieldOf(collection: CollectionSchema): '_status' | 'status' | undefined {
  const named = (name: string) => collection.fields.find((field) => field.name === name);
  if (named('_status')) return '_status';
  const status = named('status');
  return status && status.owner !== 'sync' && status.options?.includes('published') ? 'status' : undefined;
}

/**
 * Whether a record's publication follows its commerce product: a synced campaign's `_status` is the
 * backend's (each sync sets it), so the admin offers no publish or unpublish for it.
 */
export function followsBackend(collection: CollectionSchema, record: Record<string, unknown> | undefined): boolean {
  const field = publicationFieldOf(collection);
  return field !== undefined && isSyncedRecord(record) && collection.fields.find((candidate) => candidate.name === field)?.owner === 'sync';
}

/** Whether the scheduler can publish its drafts at a chosen time (a `publishAt` field). */
export const isSchedulable = (collection: CollectionSchema) => collection.fields.some((field) => field.name === 'publishAt');

export const hasField = (collection: CollectionSchema, name: string) => collection.fields.some((field) => field.name === name);

/** A moment as this browser's `datetime-local` input shows it (local time, to the minute). */
export function localInputValue(date: Date): string {
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

export const formatMoment = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
