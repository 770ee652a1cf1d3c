import type { AppContext } from '../../app-context.js';
import { NotFound } from '../../lib/errors.js';
import { type ExpandOptions, expandReferences } from '../expand.js';
import { isRenderable, UnrenderableDocument } from '../limits.js';
import type { CollectionDefinition } from '../fields.js';
import { type Doc, findById } from '../repository.js';
import { stripSecrets } from '../validate.js';
import { isPublished } from '../publication.js';

export async function findDocument(
  { db }: Pick<AppContext, 'db'>,
  collection: CollectionDefinition,
  id: string,
  depth: number,
  options: ExpandOptions & { publishedOnly?: boolean } = {},
): Promise<Doc> {
  const doc = await findById(db, collection.slug, id);
  // a draft is answered as if it did not exist to a caller who may not see it
  if (!doc || (options.publishedOnly && !isPublished(collection, doc))) throw new NotFound(`No ${collection.slug} document with id "${id}".`);
  if (!isRenderable(doc)) throw new UnrenderableDocument(collection.slug, id);
  const [expanded] = await expandReferences(db, collection.fields, [stripSecrets(doc)], depth, options);
  return expanded as Doc;
}
