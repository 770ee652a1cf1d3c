import type { Field, Fields } from '../../content/fields.js';

/**
 * JSON Schemas of the content store's records, written from the field definitions, for the API document
 * only: the routes keep their open runtime schemas (fast to serialize, and a record keeps whatever an
 * editor stored). Every name refers to a component of the document (`#/components/schemas/…`).
 */
export type JsonSchema = Record<string, unknown>;

export const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });
const nullable = (schema: JsonSchema, isNullable: boolean): JsonSchema => (isNullable ? { anyOf: [schema, { type: 'null' }] } : schema);

/** `preorder-products` → `PreorderProduct`, `media` → `Media`, `hero-slider` → `HeroSlider`. */
export function schemaName(slug: string, singular = true): string {
  const pascal = slug.split('-').map((word) => word[0]!.toUpperCase() + word.slice(1)).join('');
  return singular && pascal.endsWith('s') ? pascal.slice(0, -1) : pascal;
}

/** Any JSON value: the contract's "any" fields (rich text, prices, metadata). */
export const JSON_VALUE: JsonSchema = {
  description: 'Any JSON value',
  anyOf: [
    { type: 'string' }, { type: 'number' }, { type: 'boolean' }, { type: 'null' },
    ref('JsonArray'), ref('JsonObject'),
  ],
};
// Named apart from JsonValue: a type that names itself directly is circular to TypeScript.
export const JSON_ARRAY: JsonSchema = { type: 'array', items: ref('JsonValue') };
export const JSON_OBJECT: JsonSchema = { type: 'object', additionalProperties: ref('JsonValue') };

/** A reference as answered: `{relationTo, value}` with the id, or with the document once depth expands it. */
function readReference(relationTo: readonly string[]): JsonSchema {
  const one = (slug: string): JsonSchema => ({
    type: 'object',
    required: ['relationTo', 'value'],
    properties: {
      relationTo: { type: 'string', const: slug },
      value: { anyOf: [{ type: 'string', description: 'The id (not expanded)' }, ref(schemaName(slug))] },
    },
  });
  return relationTo.length === 1 ? one(relationTo[0]!) : { anyOf: relationTo.map(one) };
}

/** A reference as written: `{relationTo, value: id}`, or the bare id when there is one target. */
function writeReference(relationTo: readonly string[]): JsonSchema {
  const reference: JsonSchema = {
    type: 'object',
    required: ['relationTo', 'value'],
    properties: { relationTo: { type: 'string', enum: [...relationTo] }, value: { type: 'string', minLength: 1 } },
  };
  return relationTo.length === 1 ? { anyOf: [{ type: 'string', minLength: 1 }, reference] } : reference;
}

type Mode = 'read' | 'write';

export function fieldSchema(field: Field, mode: Mode): JsonSchema {
  switch (field.type) {
    case 'text':
      return nullable({ type: 'string', ...(field.options ? { enum: [...field.options] } : {}) }, field.nullable === true || field.default === null);
    case 'email':
      return { type: 'string', format: 'email' };
    case 'password':
      return { type: 'string', writeOnly: true };
    case 'number':
      return nullable({ type: field.integer ? 'integer' : 'number', ...(field.min === undefined ? {} : { minimum: field.min }) }, field.nullable === true || field.default === null);
    case 'numeric':
      return nullable({ anyOf: [{ type: 'number' }, { type: 'string', description: 'A number written as a string' }] }, field.nullable === true);
    case 'boolean':
      return { type: 'boolean' };
    case 'date':
      return nullable({ type: 'string', format: 'date-time' }, field.nullable === true);
    case 'json':
      return ref('JsonValue');
    case 'object':
      return objectSchema(field.fields, mode, false);
    case 'array':
      return { type: 'array', items: fieldSchema(field.of, mode) };
    case 'relationship': {
      const reference = mode === 'read' ? readReference(field.relationTo) : writeReference(field.relationTo);
      const loose = field.loose ? [{ type: 'string', description: 'A value kept as written (the URL of an image hosted elsewhere)' }] : [];
      const schema = loose.length > 0 ? { anyOf: [reference, ...loose] } : reference;
      return nullable(schema, field.nullable === true);
    }
  }
}

/** An optional field written empty (null) stores its default (src/content/validate.ts): worth saying where null is not already allowed. */
function emptyTakesDefault(field: Field): boolean {
  const allowsNull = field.type === 'json' || ('nullable' in field && field.nullable === true) || ('default' in field && field.default === null);
  return !allowsNull && 'default' in field && field.default !== undefined;
}

function objectSchema(fields: Fields, mode: Mode, requireRequired: boolean): JsonSchema {
  const entries = Object.entries(fields).filter(([, field]) => mode === 'write' || field.type !== 'password');
  const required = entries.filter(([, field]) => requireRequired && 'required' in field && field.required === true).map(([name]) => name);
  return {
    type: 'object',
    properties: Object.fromEntries(entries.map(([name, field]) => [name, mode === 'write' && emptyTakesDefault(field) ? { anyOf: [fieldSchema(field, mode), { type: 'null', description: 'Empty: the default' }] } : fieldSchema(field, mode)])),
    ...(required.length > 0 ? { required } : {}),
  };
}

const SYSTEM_PROPERTIES: Record<string, JsonSchema> = {
  id: { type: 'string' },
  createdAt: { type: 'string', format: 'date-time' },
  updatedAt: { type: 'string', format: 'date-time' },
};

/** A stored record as answered: id, the collection's fields (never a password), createdAt, updatedAt. */
export function documentSchema(fields: Fields, description: string): JsonSchema {
  const schema = objectSchema(fields, 'read', true);
  return {
    ...schema,
    description,
    properties: { id: SYSTEM_PROPERTIES.id, ...(schema.properties as JsonSchema), createdAt: SYSTEM_PROPERTIES.createdAt, updatedAt: SYSTEM_PROPERTIES.updatedAt },
    required: ['id', ...((schema.required as string[] | undefined) ?? []), 'createdAt', 'updatedAt'],
  };
}

/** A create body (`required` fields required) or a patch body (every field optional). */
export function inputSchema(fields: Fields, kind: 'create' | 'patch', description: string): JsonSchema {
  return { ...objectSchema(fields, 'write', kind === 'create'), description };
}

/** The schema of a property by its name in a field map, for the hot routes' document-only refinement. */
export function propertySchema(fields: Fields, name: string): JsonSchema | undefined {
  if (Object.hasOwn(SYSTEM_PROPERTIES, name)) return SYSTEM_PROPERTIES[name];
  return Object.hasOwn(fields, name) ? fieldSchema(fields[name]!, 'read') : undefined;
}

const COMPARED: Partial<Record<Field['type'], JsonSchema>> = {
  text: { type: 'string' }, email: { type: 'string' }, number: { type: 'number' }, numeric: { type: 'number' },
  boolean: { type: 'boolean' }, date: { type: 'string', format: 'date-time' }, relationship: { type: 'string', description: 'An id' },
};

/** A Payload-style `where`: `{field: {operator: value}}`, combined with `and` / `or`. */
export function whereSchema(fields: Fields, name: string): JsonSchema {
  const condition = (value: JsonSchema): JsonSchema => ({
    type: 'object',
    properties: {
      equals: value, not_equals: value, in: { type: 'array', items: value }, not_in: { type: 'array', items: value },
      exists: { type: 'boolean' }, greater_than: value, greater_than_equal: value, less_than: value, less_than_equal: value,
      like: { type: 'string', description: 'Every word appears, in any case' }, contains: { type: 'string' },
    },
    additionalProperties: false,
  });
  const compared = Object.entries(fields).flatMap(([field, definition]) => {
    const value = COMPARED[definition.type];
    return value ? [[field, condition(value)] as const] : [];
  });
  return {
    type: 'object',
    description: 'Conditions on the fields, e.g. where[status][equals]=published',
    properties: {
      id: condition({ type: 'string' }),
      ...Object.fromEntries(compared),
      createdAt: condition({ type: 'string', format: 'date-time' }),
      updatedAt: condition({ type: 'string', format: 'date-time' }),
      and: { type: 'array', items: ref(name) },
      or: { type: 'array', items: ref(name) },
    },
    additionalProperties: false,
  };
}
