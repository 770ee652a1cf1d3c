import { isVariantSoldOut, type PreorderRecord, toInt, toNumber } from '../domain/preorder-figures.js';
import type { EventType } from './event-types.js';

export interface Transition {
  type: EventType;
  data: Record<string, unknown>;
}

/** Real and shown extra orders against the goal; the goal counts as reached once they reach it (a goal of 0 never is). */
function goalFigures(record: PreorderRecord) {
  const fundingGoal = toNumber(record.fundingGoal);
  const orderCount = toNumber(record.orderCount) + toNumber(record.fakeOrderCount);
  return { fundingGoal, orderCount, reached: fundingGoal > 0 && orderCount >= fundingGoal };
}

function soldOutByVariant(record: PreorderRecord): Map<string, { soldOut: boolean; currentOrders: number; maxOrders: number }> {
  const variants = new Map<string, { soldOut: boolean; currentOrders: number; maxOrders: number }>();
  for (const variant of Array.isArray(record.variants) ? record.variants : []) {
    if (typeof variant?.id !== 'string') continue;
    const currentOrders = toInt(variant.currentOrders);
    const maxOrders = toInt(variant.maxOrders);
    variants.set(variant.id, { soldOut: isVariantSoldOut(currentOrders, maxOrders), currentOrders, maxOrders });
  }
  return variants;
}

/**
 * The campaign moments one write of a preorder product causes: the goal reached (it was not before),
 * a variant sold out or available again. A variant that appears or disappears moves nothing; a record
 * created or deleted has no "before" or "after" to compare, so it causes none.
 */
export function preorderTransitions(before: PreorderRecord | undefined, after: PreorderRecord | undefined): Transition[] {
  if (!before || !after) return [];
  const product = { id: after.id ?? before.id ?? null, backendId: after.backendId ?? null, title: after.title ?? null };
  const transitions: Transition[] = [];
  const goalBefore = goalFigures(before);
  const goalAfter = goalFigures(after);
  if (goalAfter.reached && !goalBefore.reached) {
    transitions.push({
      type: 'preorder.goal_reached',
      data: { ...product, fundingGoal: goalAfter.fundingGoal, orderCount: goalAfter.orderCount },
    });
  }
  const variantsBefore = soldOutByVariant(before);
  for (const [variantId, now] of soldOutByVariant(after)) {
    const was = variantsBefore.get(variantId);
    if (!was || was.soldOut === now.soldOut) continue;
    transitions.push({
      type: now.soldOut ? 'preorder.variant_sold_out' : 'preorder.variant_available',
      data: { ...product, variantId, currentOrders: now.currentOrders, maxOrders: now.maxOrders },
    });
  }
  return transitions;
}
