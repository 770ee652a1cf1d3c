import type { AppContext } from '../../context.js';
import { NotFound, ValidationFailed } from '../../lib/errors.js';
import type { CollectionDefinition } from '../fields.js';
import { type Doc, patchDocument } from '../repository.js';
import { stripSecrets, validateDocument } from '../validate.js';

export async function updateDocument(
  { db, changes }: Pick<AppContext, 'db' | 'changes'>,
  collection: CollectionDefinition,
  id: string,
  body: unknown,
): Promise<Doc> {
  const result = validateDocument(collection.fields, body, 'update');
  if (!result.ok) throw new ValidationFailed(result.errors);
  const doc = await patchDocument(db, collection.slug, id, result.data);
  if (!doc) throw new NotFound(`No ${collection.slug} document with id "${id}".`);
  await changes.publish(collection.slug);
  return stripSecrets(doc) as Doc;
}
