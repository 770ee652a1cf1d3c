/**
 * What a save sends: only the top-level fields whose value differs from the record as loaded, so a field
 * the editor never touched is never written back (issue 36: a save rewrote synced images nobody changed,
 * and a concurrent sync's values would be overwritten by a form's stale copy).
 */
export function changedFields(data: Record<string, unknown>, previous: Record<string, unknown> | undefined): Record<string, unknown> {
  if (!previous) return data;
  return Object.fromEntries(Object.entries(data).filter(([key, value]) => !sameValue(value, previous[key])));
}

export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  // An empty input reads null where the record had no value at all.
  if ((a === null || a === undefined) && (b === null || b === undefined)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) return a.length === (b as unknown[]).length && a.every((item, index) => sameValue(item, (b as unknown[])[index]));
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  return [...keys].every((key) => sameValue(left[key], right[key]));
}

/** The caps an editor changed on a synced campaign's variants: `{variantId: newCap}`. */
export function changedCaps(data: Record<string, unknown>, previous: Record<string, unknown>): { index: number; id: string; maxOrders: unknown }[] {
  const before = new Map(((previous.variants ?? []) as Record<string, unknown>[]).map((variant) => [variant?.id, variant?.maxOrders]));
  return ((data.variants ?? []) as Record<string, unknown>[]).flatMap((variant, index) =>
    typeof variant?.id === 'string' && before.has(variant.id) && !sameValue(variant.maxOrders, before.get(variant.id))
      ? [{ index, id: variant.id, maxOrders: variant.maxOrders }]
      : []);
}
