import type { CollectionDefinition } from './fields.js';

/**
 * The field that says whether a document of a collection is public: `_status` where the collection has
 * Payload's drafts, else a `status` that can be `published`; none: every document is public (media).
 */
export function publicationField(collection: CollectionDefinition): '_status' | 'status' | undefined {
  if (collection.fields._status) return '_status';
  const status = collection.fields.status;
  return status && 'options' in status && status.options?.includes('published') ? 'status' : undefined;
}

export function isPublished(collection: CollectionDefinition, doc: Record<string, unknown>): boolean {
  const field = publicationField(collection);
  return field === undefined || doc[field] === 'published';
}

/** The `where` condition of published documents, for a collection that has drafts. */
export function publishedCondition(collection: CollectionDefinition): Record<string, { equals: 'published' }> | undefined {
  const field = publicationField(collection);
  return field === undefined ? undefined : { [field]: { equals: 'published' } };
}
