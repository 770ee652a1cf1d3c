import type { Field, Fields } from './fields.js';
import { isPlainObject } from '../lib/plain-object.js';

/** Who changes a field: the commerce backend through sync, or editors (the default). */
export const ownerOf = (field: Field): 'editor' | 'sync' => field.owner ?? 'editor';

/** The names of the fields a sync writes on a record that exists. */
export function syncOwnedNames(fields: Fields): string[] {
  return Object.entries(fields).flatMap(([name, field]) => (ownerOf(field) === 'sync' ? [name] : []));
}

/** The editor-owned fields of the rows of an array of objects (a variant's cap). */
function editorOwnedRowFields(field: Field): string[] {
  if (field.type !== 'array' || field.of.type !== 'object') return [];
  return Object.entries(field.of.fields).flatMap(([name, child]) => (ownerOf(child) === 'editor' ? [name] : []));
}

/**
 * What a sync may write to an existing record, from what it would like to write: the sync-owned fields only,
 * and in a sync-owned list of rows (variants), each row keeps the editor-owned values of the row with the same
 * id already on the record. A new row takes the backend's values. The field definitions decide, nothing else.
 */
export function syncWritableChanges(fields: Fields, existing: Record<string, unknown>, changes: Record<string, unknown>): Record<string, unknown> {
  const allowed: Record<string, unknown> = {};
  for (const name of syncOwnedNames(fields)) {
    if (!Object.hasOwn(changes, name)) continue;
    const kept = editorOwnedRowFields(fields[name]!);
    allowed[name] = kept.length > 0 ? keepRowValues(changes[name], existing[name], kept) : changes[name];
  }
  return allowed;
}

function keepRowValues(incoming: unknown, current: unknown, kept: readonly string[]): unknown {
  if (!Array.isArray(incoming) || !Array.isArray(current)) return incoming;
  const byId = new Map(current.filter(isPlainObject).map((row) => [row.id, row] as const));
  return incoming.map((row) => {
    const held = isPlainObject(row) ? byId.get(row.id) : undefined;
    if (!held) return row;
    const editorValues = Object.fromEntries(kept.filter((name) => Object.hasOwn(held, name)).map((name) => [name, held[name]]));
    return { ...(row as Record<string, unknown>), ...editorValues };
  });
}
