import type { AppContext } from '../../app-context.js';
import type { Actor } from '../../identity/actor.js';
import type { Db } from '../../db/client.js';
import { HttpError } from '../../lib/errors.js';
import type { CollectionDefinition } from '../fields.js';
import type { Doc } from '../repository.js';
import { stripSecrets } from '../validate.js';
import { type BulkQuery, lockBulkSelection } from './bulk-selection.js';
import { updateData, writeUpdate } from './update-document.js';

/** What a document of a bulk write that could not be written failed with (Payload's `errors`). */
export interface BulkError {
  id: string;
  message: string;
}

/** A bulk write refused because some of its documents could not be written: none was (see updateDocuments). */
export class BulkWriteFailed extends Error {
  constructor(readonly errors: readonly BulkError[], readonly total: number) {
    super(`${errors.length} of ${total} documents could not be written.`);
  }
}

/**
 * Payload's update by `where`: the same fields merged into every matching document, each through the
 * one-document update (locked read, reference limits, the user's sessions, an audit entry, the change
 * log). All or nothing: one transaction, each document in a savepoint of its own so that every
 * document's failure is found, and if any failed, nothing is written and BulkWriteFailed lists them.
 * One change announcement after the commit (the collection, as for any write of several documents).
 */
export async function updateDocuments(
  { db, changes, passwords }: Pick<AppContext, 'db' | 'changes' | 'passwords'>,
  collection: CollectionDefinition,
  query: BulkQuery,
  body: unknown,
  actor: Actor,
): Promise<Doc[]> {
  // ---- validate once: every document gets the same fields
  const data = await updateData(collection, body, passwords);
  // ---- lock the matching documents, then write each; a refusal rolls the whole call back
  const written = await changes.write(db, async (tx, log) => {
    const ids = await lockBulkSelection(tx, collection, query, 'update');
    const docs: Doc[] = [];
    const errors: BulkError[] = [];
    for (const id of ids) {
      try {
        const update = await tx.transaction((savepoint) => writeUpdate(savepoint as unknown as Db, log, collection, id, data, actor));
        if (update) docs.push(update.after);
      } catch (error) {
        // only a refusal of this document (reference limits, a unique field); anything else fails the call
        if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
        errors.push({ id, message: error.message });
      }
    }
    if (errors.length > 0) throw new BulkWriteFailed(errors, ids.length);
    return docs;
  });
  return written.map((doc) => stripSecrets(doc) as Doc);
}
