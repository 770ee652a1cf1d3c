import type { AppContext } from '../app-context.js';
import { type Doc, findByIdForUpdate, patchDocument } from '../content/repository.js';
import type { Actor } from '../identity/actor.js';
import { fieldChanges, recordAudit } from '../audit/audit-log.js';
import { BadRequest, NotFound } from '../lib/errors.js';

export interface PreorderFieldChange {
  preorder_end_date?: string | null;
  funding_goal?: number;
  preorder_type?: string;
  fake_order_count?: number;
}

/** Contract conversions: the goal is stored as a string, a negative fake count as 0. */
export function preorderFieldChanges(change: PreorderFieldChange): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  if (change.preorder_end_date !== undefined) {
    const end = change.preorder_end_date;
    if (end !== null && Number.isNaN(Date.parse(end))) throw new BadRequest('preorder_end_date must be a date-time');
    changes.preorderEndDate = end === null ? null : new Date(end).toISOString();
  }
  if (change.funding_goal !== undefined) changes.fundingGoal = String(change.funding_goal);
  if (change.preorder_type !== undefined) changes.preorderType = change.preorder_type;
  if (change.fake_order_count !== undefined) changes.fakeOrderCount = Math.max(0, change.fake_order_count);
  return changes;
}

/** Product mode of PATCH /api/preorders/{id}. */
export async function updatePreorderFields(context: Pick<AppContext, 'db' | 'changes'>, record: Doc, change: PreorderFieldChange, actor: Actor) {
  const changes = preorderFieldChanges(change);
  const updatedFields = Object.keys(changes);
  if (updatedFields.length > 0) {
    await context.changes.write(context.db, async (tx, log) => {
      const before = await findByIdForUpdate(tx, 'preorder-products', record.id);
      const updated = before && (await patchDocument(tx, 'preorder-products', record.id, changes));
      if (!updated) throw new NotFound(`Preorder product "${record.id}" not found`);
      await recordAudit(tx, actor, { collection: 'preorder-products', documentId: record.id, operation: 'update', changes: fieldChanges(before, updated) });
      log.wrote({ collection: 'preorder-products', id: record.id, operation: 'update', before, after: updated });
    });
  }
  return {
    success: true as const,
    message: updatedFields.length > 0 ? `Updated ${updatedFields.join(', ')}` : 'No fields to update',
    updated_fields: updatedFields,
  };
}
