import type { AppContext } from '../../app-context.js';
import { NotFound } from '../../lib/errors.js';
import { type ExpandOptions, expandReferences } from '../expand.js';
import { isRenderable, UnrenderableDocument } from '../limits.js';
import type { CollectionDefinition } from '../fields.js';
import { type Doc, findById, findSizedByIds } from '../repository.js';
import type { Db } from '../../db/client.js';
import { stripSecrets } from '../validate.js';
import { isPublished } from '../publication.js';
import { applySelect, type SelectQuery } from '../select.js';

export async function findDocument(
  { db, contentCache }: Pick<AppContext, 'db' | 'contentCache'>,
  collection: CollectionDefinition,
  id: string,
  depth: number,
  options: ExpandOptions & { publishedOnly?: boolean; select?: SelectQuery } = {},
): Promise<Doc> {
  const keptDocuments = contentCache.documents;
  const doc = await storedDocument(db, keptDocuments, collection.slug, id);
  // a draft is answered as if it did not exist to a caller who may not see it
  if (!doc || (options.publishedOnly && !isPublished(collection, doc))) throw new NotFound(`No ${collection.slug} document with id "${id}".`);
  if (!isRenderable(doc)) throw new UnrenderableDocument(collection.slug, id);
  const [expanded] = await expandReferences(db, collection.fields, [applySelect(stripSecrets(doc), options.select)], depth, { ...options, keptDocuments });
  return expanded as Doc;
}

/** From the kept documents when kept there, else read (and kept). */
async function storedDocument(db: Db, keptDocuments: AppContext['contentCache']['documents'], slug: string, id: string): Promise<Doc | undefined> {
  if (!keptDocuments.keepsCollection(slug)) return findById(db, slug, id);
  const kept = keptDocuments.document(slug, id);
  if (kept) return kept.doc;
  const stamp = keptDocuments.stamp(slug);
  const found = await findSizedByIds(db, slug, [id]);
  keptDocuments.keepDocuments(slug, stamp, found);
  return found[0]?.doc;
}
