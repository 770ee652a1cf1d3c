import type { AppContext } from '../../app-context.js';
import type { CollectionDefinition } from '../fields.js';
import { countMatching } from '../repository.js';
import { matchCondition } from './find-documents.js';

/** Payload's count: how many documents match `where` among those the caller may read (drafts as for find). */
export async function countDocuments(
  { db }: Pick<AppContext, 'db'>,
  collection: CollectionDefinition,
  where: unknown,
  publishedOnly: boolean,
): Promise<{ totalDocs: number }> {
  return { totalDocs: await countMatching(db, collection.slug, matchCondition(collection, where, publishedOnly)) };
}
