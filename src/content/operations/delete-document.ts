import type { AppContext } from '../../context.js';
import { NotFound } from '../../lib/errors.js';
import type { CollectionDefinition } from '../fields.js';
import { type Doc, removeDocument } from '../repository.js';
import { stripSecrets } from '../validate.js';

export async function deleteDocument(
  { db, changes }: Pick<AppContext, 'db' | 'changes'>,
  collection: CollectionDefinition,
  id: string,
): Promise<Doc> {
  const doc = await removeDocument(db, collection.slug, id);
  if (!doc) throw new NotFound(`No ${collection.slug} document with id "${id}".`);
  await changes.publish(collection.slug);
  return stripSecrets(doc) as Doc;
}
