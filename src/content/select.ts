import { BadRequest } from '../lib/errors.js';
import { isPlainObject } from '../lib/plain-object.js';
import type { Field, Fields } from './fields.js';

/**
 * Payload's Select API as its REST clients send it (`select[title]=true`, `select[variants][sku]=true`):
 * include mode keeps the fields marked true, exclude mode (`=false`) drops those marked false. `id` is
 * always kept, as in Payload. Checked against the field definitions, so a select is as small as the
 * collection: an unknown field or a value other than true/false answers 400 (a typo never returns
 * everything silently).
 */
export type Select = { [field: string]: boolean | Select };

export interface SelectQuery {
  mode: 'include' | 'exclude';
  fields: Select;
}

/** Fields every document has besides its definitions. */
const SYSTEM_FIELDS: Fields = { id: { type: 'text' }, createdAt: { type: 'date' }, updatedAt: { type: 'date' } };

/** The sub-fields a nested select may name: those of an object, or of the objects an array holds. */
function subFields(field: Field): Fields | undefined {
  if (field.type === 'object') return field.fields;
  if (field.type === 'array' && field.of.type === 'object') return field.of.fields;
  return undefined;
}

/** The parsed `select` query (undefined or empty: everything), checked and with its mode; throws BadRequest. */
export function parseSelect(fields: Fields, raw: unknown): SelectQuery | undefined {
  if (raw === undefined || raw === '') return undefined;
  const modes = new Set<boolean>();
  const parse = (node: unknown, known: Fields, path: string): Select => {
    if (!isPlainObject(node)) throw new BadRequest('Expected select[field]=true or select[field]=false.', path || 'select');
    const parsed: Select = {};
    for (const [name, value] of Object.entries(node)) {
      const at = path ? `${path}.${name}` : name;
      const field = Object.hasOwn(known, name) ? known[name] : path === '' ? SYSTEM_FIELDS[name] : undefined;
      if (!field || field.type === 'password') throw new BadRequest(`Unknown field "${at}" in select.`, at);
      if (value === true || value === 'true' || value === false || value === 'false') {
        const on = value === true || value === 'true';
        modes.add(on);
        parsed[name] = on;
        continue;
      }
      const nested = subFields(field);
      if (!nested) throw new BadRequest(`Expected true or false for "${at}".`, at);
      parsed[name] = parse(value, nested, at);
    }
    return parsed;
  };
  const parsed = parse(raw, fields, '');
  if (modes.size > 1) throw new BadRequest('A select either includes fields (true) or excludes them (false), not both.', 'select');
  return { mode: modes.has(false) ? 'exclude' : 'include', fields: parsed };
}

function project(value: unknown, select: Select, mode: SelectQuery['mode']): unknown {
  if (Array.isArray(value)) return value.map((item) => project(item, select, mode));
  if (!isPlainObject(value)) return value;
  const result: Record<string, unknown> = {};
  for (const [name, item] of Object.entries(value)) {
    const chosen = select[name];
    if (typeof chosen === 'object') result[name] = project(item, chosen, mode);
    else if (mode === 'include' ? chosen === true : chosen !== false) result[name] = item;
  }
  return result;
}

/** The document with only what `select` asks for (and its id); a new object, the document is left as it is. */
export function applySelect<T extends Record<string, unknown>>(doc: T, select: SelectQuery | undefined): T {
  if (!select) return doc;
  const projected = project(doc, select.fields, select.mode) as Record<string, unknown>;
  return ('id' in doc ? { id: doc.id, ...projected } : projected) as T;
}
