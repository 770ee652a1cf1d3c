import { isPlainObject } from '../../src/lib/plain-object.js';

/**
 * Medusa v2's `fields` query parameter, as the recorded answers show it: entries without a prefix
 * replace the default field set (`id` always stays), `+` adds to it, `-` removes from it.
 * `*rel`, `rel.*` and `*a.rel` ask for a whole relation, `rel.field` for one field of it; a bare
 * `+rel` adds nothing for a relation (only plain fields are added that way).
 */
export type Json = Record<string, unknown>;

interface Node {
  all: boolean;
  children: Map<string, Node>;
}

export interface FieldSelection {
  replace?: Node;
  add: { path: string[]; whole: boolean }[];
  remove: string[];
}

const node = (): Node => ({ all: false, children: new Map() });

function entryPath(entry: string): { path: string[]; whole: boolean } {
  if (entry.startsWith('*')) return { path: entry.slice(1).split('.'), whole: true };
  if (entry.endsWith('.*')) return { path: entry.slice(0, -2).split('.'), whole: true };
  return { path: entry.split('.'), whole: false };
}

function insert(root: Node, path: string[], whole: boolean): void {
  let current = root;
  for (const segment of path) {
    let next = current.children.get(segment);
    if (!next) current.children.set(segment, (next = node()));
    current = next;
  }
  if (whole) current.all = true;
}

export function parseFields(param: string | undefined): FieldSelection {
  const selection: FieldSelection = { add: [], remove: [] };
  for (const raw of (param ?? '').split(',').map((entry) => entry.trim()).filter(Boolean)) {
    if (raw.startsWith('-')) selection.remove.push(raw.slice(1));
    else if (raw.startsWith('+')) selection.add.push(entryPath(raw.slice(1)));
    else {
      const { path, whole } = entryPath(raw);
      insert((selection.replace ??= node()), path, whole);
    }
  }
  return selection;
}


function project(value: unknown, at: Node): unknown {
  if (at.all || at.children.size === 0) return structuredClone(value);
  if (Array.isArray(value)) return value.map((entry) => project(entry, at));
  if (!isPlainObject(value)) return value;
  const result: Json = 'id' in value ? { id: value.id } : {};
  for (const [key, child] of at.children) if (key in value) result[key] = project(value[key], child);
  return result;
}

/** The answer for one record: `full` holds everything the field list may name, `base` the default set. */
export function selectFields(full: Json, base: Json, selection: FieldSelection): Json {
  const result = selection.replace ? (project(full, selection.replace) as Json) : structuredClone(base);
  for (const { path, whole } of selection.add) {
    const [key, ...rest] = path;
    if (!key || !(key in full)) continue;
    const plain = !isPlainObject(full[key]) && !Array.isArray(full[key]);
    if (!whole && rest.length === 0 && !plain) continue;
    const tree = node();
    insert(tree, path, whole || rest.length === 0);
    result[key] = (project(full, tree) as Json)[key];
  }
  for (const key of selection.remove) delete result[key];
  return result;
}
