import { findCollection, findGlobal } from './collections.js';
import type { Field, Fields } from './fields.js';

/** The collections a relationship among `fields` (at any nesting) points to. */
function referencedCollections(fields: Fields): Set<string> {
  const found = new Set<string>();
  const visit = (field: Field) => {
    if (field.type === 'relationship') for (const target of field.relationTo) found.add(target);
    else if (field.type === 'object') Object.values(field.fields).forEach(visit);
    else if (field.type === 'array') visit(field.of);
  };
  Object.values(fields).forEach(visit);
  return found;
}

/**
 * Every collection and global an answer built from `roots` reads when it expands references `depth`
 * levels deep (as the content API's `depth`): the roots, then whatever their relationships reach, level
 * by level. A kept answer is dropped on a write to any of them, so its sources follow the field
 * definitions: a reference added to a collection cannot be forgotten here.
 */
export function sourcesOf(roots: readonly string[], depth: number): ReadonlySet<string> {
  const sources = new Set(roots);
  let level = new Set(roots);
  for (let expanded = 0; expanded < depth && level.size > 0; expanded += 1) {
    const next = new Set<string>();
    for (const slug of level) {
      const definition = findCollection(slug) ?? findGlobal(slug);
      if (!definition) throw new Error(`sourcesOf: no collection or global "${slug}"`);
      for (const target of referencedCollections(definition.fields)) if (!sources.has(target)) next.add(target);
    }
    for (const slug of next) sources.add(slug);
    level = next;
  }
  return sources;
}
