import type { Db } from '../db/client.js';
import { findCollection } from './collections.js';
import { type Field, type Fields, isReference } from './fields.js';
import { findManyByIds, type Doc } from './repository.js';
import { stripSecrets } from './validate.js';

export const MAX_DEPTH = 10;

interface Node {
  fields: Fields;
  value: Record<string, unknown>;
}

interface Slot {
  holder: Record<string | number, unknown>;
  key: string | number;
  relationTo: string;
  id: string;
}

function collectSlots(field: Field, holder: Record<string | number, unknown>, key: string | number, slots: Slot[]): void {
  const value = holder[key];
  switch (field.type) {
    case 'relationship':
      if (isReference(value) && typeof value.value === 'string' && field.relationTo.includes(value.relationTo)) {
        slots.push({ holder, key, relationTo: value.relationTo, id: value.value });
      }
      return;
    case 'array':
      if (Array.isArray(value)) value.forEach((_, index) => collectSlots(field.of, value as unknown as Record<number, unknown>, index, slots));
      return;
    case 'object':
      if (value && typeof value === 'object' && !Array.isArray(value)) collectFieldSlots(field.fields, value as Record<string, unknown>, slots);
      return;
    default:
  }
}

function collectFieldSlots(fields: Fields, value: Record<string, unknown>, slots: Slot[]): void {
  for (const [name, field] of Object.entries(fields)) collectSlots(field, value, name, slots);
}

/**
 * Replaces references `{relationTo, value: id}` by `{relationTo, value: document}`, `depth` levels deep.
 * Works level by level: one query per referenced collection per level, however many references there are.
 * A reference whose document is missing keeps its bare id. The input is not modified.
 */
export async function expandReferences<T extends Record<string, unknown>>(
  db: Db,
  fields: Fields,
  roots: readonly T[],
  depth: number,
): Promise<T[]> {
  const copies = roots.map((root) => structuredClone(root));
  let level: Node[] = copies.map((value) => ({ fields, value }));
  for (let remaining = Math.min(depth, MAX_DEPTH); remaining > 0 && level.length > 0; remaining -= 1) {
    const slots: Slot[] = [];
    for (const node of level) collectFieldSlots(node.fields, node.value, slots);
    const loaded = await loadGrouped(db, slots);
    level = [];
    for (const slot of slots) {
      const found = loaded.get(slot.relationTo)?.get(slot.id);
      const definition = findCollection(slot.relationTo);
      if (!found || !definition) continue;
      // Each placement gets its own copy, so a document referenced twice (or cyclically) never shares objects.
      const copy = structuredClone(found);
      slot.holder[slot.key] = { relationTo: slot.relationTo, value: copy };
      level.push({ fields: definition.fields, value: copy });
    }
  }
  return copies;
}

async function loadGrouped(db: Db, slots: readonly Slot[]): Promise<Map<string, Map<string, Doc>>> {
  const idsByCollection = new Map<string, Set<string>>();
  for (const slot of slots) {
    const ids = idsByCollection.get(slot.relationTo) ?? new Set<string>();
    ids.add(slot.id);
    idsByCollection.set(slot.relationTo, ids);
  }
  const entries = await Promise.all(
    [...idsByCollection].map(async ([collection, ids]) => {
      const docs = await findManyByIds(db, collection, [...ids]);
      return [collection, new Map(docs.map((doc) => [doc.id, stripSecrets(doc) as Doc]))] as const;
    }),
  );
  return new Map(entries);
}
