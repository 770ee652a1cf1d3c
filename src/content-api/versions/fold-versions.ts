import { isPlainObject } from '../../lib/plain-object.js';

/** One audit entry of a record, as the fold reads it (oldest first). */
export interface HistoryEntry {
  id: string;
  at: Date;
  operation: string;
  /** `{field: [old, new]}`; a counter change names `variants.<variantId>.<field>`. */
  changes: Record<string, unknown> | null;
  /** Every field of a record created by this entry (sync inserts). */
  createdValues: Record<string, unknown> | null;
}

export interface FoldedVersion {
  id: string;
  at: Date;
  /** The record's fields right after the entry. */
  doc: Record<string, unknown>;
}

type State = Record<string, unknown>;

/**
 * The record as it was after each entry. A history that starts with its creation (a `create` entry, or one
 * carrying `created_values`) is folded forward from nothing. One that does not (the record was created
 * before the trail kept creations, or AUDIT_RETENTION_DAYS cut its first entries, or a sync moved it from
 * another collection) starts from the current record, unwound through each entry's old values back to
 * before its first known entry: fields no entry touched hold their current values throughout. Only the
 * collection's own fields count (`known`): ids, timestamps and secrets never enter a version.
 */
export function foldVersions(entries: readonly HistoryEntry[], known: ReadonlySet<string>, current?: State): FoldedVersion[] {
  const start = lastIndexWhere(entries, isBeginning);
  const history = start < 0 ? entries : entries.slice(start);
  let state: State = start < 0 ? unwind(pick(current ?? {}, known), history, known) : {};
  return history.map((entry) => {
    state = entry.createdValues ? pick(entry.createdValues, known) : applyChanges(state, entry.changes, known, 'new');
    return { id: entry.id, at: entry.at, doc: structuredClone(state) };
  });
}

const isBeginning = (entry: HistoryEntry) => entry.createdValues !== null || entry.operation === 'create';

function lastIndexWhere<T>(items: readonly T[], test: (item: T) => boolean): number {
  for (let index = items.length - 1; index >= 0; index--) if (test(items[index]!)) return index;
  return -1;
}

function pick(values: State, known: ReadonlySet<string>): State {
  return Object.fromEntries(Object.entries(values).filter(([key, value]) => known.has(key) && value !== null && value !== undefined));
}

/** The state before `entries`, from the state after them: each entry's old values, newest first. */
function unwind(state: State, entries: readonly HistoryEntry[], known: ReadonlySet<string>): State {
  let before = state;
  for (let index = entries.length - 1; index >= 0; index--) before = applyChanges(before, entries[index]!.changes, known, 'old');
  return before;
}

/** `state` with one side (old or new) of `changes` written in; null means the field is absent. */
function applyChanges(state: State, changes: Record<string, unknown> | null, known: ReadonlySet<string>, side: 'old' | 'new'): State {
  if (!changes) return state;
  const next: State = { ...state };
  for (const [key, pair] of Object.entries(changes)) {
    if (!Array.isArray(pair) || pair.length !== 2) continue;
    const value = structuredClone(side === 'old' ? pair[0] : pair[1]);
    if (known.has(key)) {
      if (value === null || value === undefined) delete next[key];
      else next[key] = value;
      continue;
    }
    const counter = /^variants\.(.+)\.(currentOrders|maxOrders)$/.exec(key);
    if (counter && known.has('variants')) next.variants = withVariantValue(next.variants, counter[1]!, counter[2]!, value);
  }
  return next;
}

/** A counter change (update-variant-counters) written into the variant it names, when the state has it. */
function withVariantValue(variants: unknown, variantId: string, field: string, value: unknown): unknown {
  if (!Array.isArray(variants)) return variants;
  return variants.map((variant: unknown) => (isPlainObject(variant) && variant.id === variantId ? { ...variant, [field]: value } : variant));
}
