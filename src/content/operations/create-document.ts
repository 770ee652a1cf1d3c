import type { AppContext } from '../../context.js';
import { ValidationFailed } from '../../lib/errors.js';
import type { CollectionDefinition } from '../fields.js';
import { type Doc, insertDocument } from '../repository.js';
import { stripSecrets, validateDocument } from '../validate.js';

export async function createDocument(
  { db, changes }: Pick<AppContext, 'db' | 'changes'>,
  collection: CollectionDefinition,
  body: unknown,
): Promise<Doc> {
  const result = validateDocument(collection.fields, body, 'create');
  if (!result.ok) throw new ValidationFailed(result.errors);
  const doc = await insertDocument(db, collection.slug, result.data);
  await changes.publish(collection.slug);
  return stripSecrets(doc) as Doc;
}
