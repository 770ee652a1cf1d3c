import type { Db } from '../db/client.js';
import type { Actor } from '../identity/actor.js';
import { fieldChanges, recordAudit } from '../audit/audit-log.js';
import { type ApiKeyView, createApiKey, revokeApiKey } from '../identity/api-keys.js';
import type { Role } from '../identity/roles.js';

/** What the audit trail keeps of a key: never its hash, nor more of the key than the prefix the list shows. */
const audited = (view: ApiKeyView) => ({ name: view.name, role: view.role, user: view.user, prefix: view.prefix });

/** Creates a key (shown once) and its audit entry in one transaction. */
export async function createAuditedApiKey(
  db: Db, actor: Actor, input: { userId: string; name: string; role: Role | null },
): Promise<{ key: string; view: ApiKeyView }> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const created = await createApiKey(tx, input);
    await recordAudit(tx, actor, { collection: 'api-keys', documentId: created.view.id, operation: 'key-create', changes: fieldChanges(undefined, audited(created.view)) });
    return created;
  });
}

/** Revokes a key and writes its audit entry in one transaction; undefined when there was none. */
export async function revokeAuditedApiKey(db: Db, actor: Actor, id: string): Promise<ApiKeyView | undefined> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const view = await revokeApiKey(tx, id);
    if (view) await recordAudit(tx, actor, { collection: 'api-keys', documentId: view.id, operation: 'key-revoke', changes: fieldChanges(audited(view), undefined) });
    return view;
  });
}
