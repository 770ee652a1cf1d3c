import { BadRequest } from '../lib/errors.js';
import { isVariantSoldOut } from '../domain/preorder-figures.js';

export interface CounterChange {
  current_orders?: number;
  max_orders?: number;
  increment?: number;
  decrement?: number;
}

export interface Counters {
  current: number;
  max: number;
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * The contract's precedence: an absolute `current_orders` wins over `increment`, which wins over
 * `decrement`; the count is floored at 0. A given `max_orders` replaces the cap, floored at 0.
 * Counts are whole numbers, so fractions are truncated.
 */
export function nextCounters(current: number, max: number, change: CounterChange): Counters {
  let next = current;
  if (isNumber(change.current_orders)) next = change.current_orders;
  else if (isNumber(change.increment)) next = current + change.increment;
  else if (isNumber(change.decrement)) next = current - change.decrement;
  const counters = {
    current: Math.max(0, Math.trunc(next)),
    max: isNumber(change.max_orders) ? Math.max(0, Math.trunc(change.max_orders)) : max,
  };
  if (!Number.isSafeInteger(counters.current) || !Number.isSafeInteger(counters.max)) {
    throw new BadRequest(`Counters stay below ${Number.MAX_SAFE_INTEGER}.`);
  }
  return counters;
}

/** The answer of a variant-mode PATCH; `available_slots` may be negative when orders exceed the cap. */
export function variantCounterAnswer(variantId: string, counters: Counters) {
  return {
    success: true as const,
    variant_id: variantId,
    current_orders: counters.current,
    max_orders: counters.max,
    available_slots: counters.max - counters.current,
    sold_out: isVariantSoldOut(counters.current, counters.max),
  };
}
