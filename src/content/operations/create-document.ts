import type { AppContext } from '../../app-context.js';
import type { Actor } from '../../identity/actor.js';
import { hashPasswords } from '../../identity/plain-password.js';
import { fieldChanges, recordAuditBatch } from '../../audit/audit-log.js';
import { ValidationFailed } from '../../lib/errors.js';
import { GroupCommit, type Settled } from '../../lib/group-commit.js';
import { assertWithinReferenceLimits } from '../limits.js';
import type { CollectionDefinition } from '../fields.js';
import { type Doc, insertDocuments } from '../repository.js';
import { stripSecrets, validateDocument } from '../validate.js';

type Context = Pick<AppContext, 'db' | 'changes' | 'creates' | 'passwords'>;

interface CreateRequest {
  context: Context;
  /** Validated, passwords hashed. */
  data: Record<string, unknown>;
  actor: Actor;
}

/**
 * The documents, their audit entries and their events in one transaction, then one change announcement,
 * before any of their callers is answered. When the group fails as a whole (one document breaks a unique
 * rule), each is written on its own, so only the one at fault fails.
 */
async function insertGroup(slug: string, requests: readonly CreateRequest[]): Promise<Settled<Doc>[]> {
  const { db, changes } = requests[0]!.context;
  let created: Doc[];
  try {
    created = await changes.write(db, async (tx, log) => {
      const docs = await insertDocuments(tx, slug, requests.map((request) => request.data));
      await recordAuditBatch(tx, requests[0]!.actor, docs.map((doc, index) => ({
        actor: requests[index]!.actor, collection: slug, documentId: doc.id, operation: 'create' as const, changes: fieldChanges(undefined, doc),
      })));
      log.wrote(...docs.map((doc) => ({ collection: slug, id: doc.id, operation: 'create' as const })));
      return docs;
    });
  } catch (error) {
    if (requests.length === 1) throw error;
    return Promise.all(requests.map((request) => insertGroup(slug, [request]).then(([outcome]) => outcome!, (failure: unknown) => ({ ok: false as const, error: failure }))));
  }
  return created.map((doc) => ({ ok: true, value: stripSecrets(doc) as Doc }));
}

/** The app's creates waiting to be written (AppContext.creates): those of a collection that arrive while one group is written go together next. */
export class CreateQueue {
  private readonly groups = new GroupCommit<CreateRequest, Doc>(insertGroup);

  submit(slug: string, request: CreateRequest): Promise<Doc> {
    return this.groups.submit(slug, request);
  }
}

export async function createDocument(context: Context, collection: CollectionDefinition, body: unknown, actor: Actor): Promise<Doc> {
  // ---- validate, then hash any password off the event loop
  const result = validateDocument(collection.fields, body, 'create');
  if (!result.ok) throw new ValidationFailed(result.errors);
  assertWithinReferenceLimits(collection.fields, result.data);
  const data = await hashPasswords(result.data, context.passwords);
  // ---- written with the creates of the same collection that wait with it
  return context.creates.submit(collection.slug, { context, data, actor });
}
