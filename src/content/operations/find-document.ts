import type { AppContext } from '../../context.js';
import { NotFound } from '../../lib/errors.js';
import { expandReferences } from '../expand.js';
import type { CollectionDefinition } from '../fields.js';
import { type Doc, findById } from '../repository.js';
import { stripSecrets } from '../validate.js';

export async function findDocument(
  { db }: Pick<AppContext, 'db'>,
  collection: CollectionDefinition,
  id: string,
  depth: number,
): Promise<Doc> {
  const doc = await findById(db, collection.slug, id);
  if (!doc) throw new NotFound(`No ${collection.slug} document with id "${id}".`);
  const [expanded] = await expandReferences(db, collection.fields, [stripSecrets(doc)], depth);
  return expanded as Doc;
}
