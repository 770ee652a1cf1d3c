import { type SQL, sql } from 'drizzle-orm';
import { documents } from '../db/schema.js';
import { BadRequest } from '../lib/errors.js';
import type { Field, Fields } from './fields.js';
import { isPlainObject } from '../lib/plain-object.js';
import { parseNumericString } from '../lib/numeric-string.js';

/**
 * Turns a Payload-style `where` object (as parsed from `where[field][op]=value`) and `sort`
 * into SQL. Field names are checked against the collection's fields and, like every value,
 * reach SQL only as bound parameters.
 */
const OPERATORS = [
  'equals', 'not_equals', 'in', 'not_in', 'exists', 'greater_than', 'greater_than_equal',
  'less_than', 'less_than_equal', 'like', 'contains',
] as const;
type Operator = (typeof OPERATORS)[number];

type Kind = 'text' | 'number' | 'boolean' | 'timestamp' | 'reference' | 'opaque';

export interface Column {
  expression: SQL;
  kind: Kind;
}

/** Every comparison counts: each word of `like`, each element of `in`/`not_in`, each operator. */
export const MAX_CONDITIONS = 50;
/** Characters in one compared value (a `like` phrase, an `equals` operand, an `in` element). */
export const MAX_VALUE_LENGTH = 200;
/**
 * `like` and `contains` scan the text of every candidate row (the costliest conditions by far: about a
 * tenth of a second per condition on 5,000 products on the embedded database), so a query holds few.
 */
export const MAX_TEXT_CONDITIONS = 3;
/** Fields in one `sort`. */
export const MAX_SORT_TERMS = 5;
/** Nesting of and/or groups. */
export const MAX_WHERE_DEPTH = 5;

function columnFor(fields: Fields, name: string): Column {
  if (name === 'id') return { expression: sql`${documents.id}`, kind: 'text' };
  if (name === 'createdAt') return { expression: sql`${documents.createdAt}`, kind: 'timestamp' };
  if (name === 'updatedAt') return { expression: sql`${documents.updatedAt}`, kind: 'timestamp' };
  const field: Field | undefined = Object.hasOwn(fields, name) ? fields[name] : undefined;
  if (!field || field.type === 'password') throw new BadRequest(`Unknown field "${name}".`, name);
  const text = sql`(${documents.data} ->> ${name}::text)`;
  switch (field.type) {
    case 'number':
    case 'numeric':
      return { expression: sql`(${text})::numeric`, kind: 'number' };
    case 'boolean':
      return { expression: sql`(${text})::boolean`, kind: 'boolean' };
    case 'relationship':
      return { expression: sql`(${documents.data} -> ${name}::text ->> 'value')`, kind: 'reference' };
    case 'json':
    case 'object':
    case 'array':
      return { expression: sql`(${documents.data} -> ${name}::text)`, kind: 'opaque' };
    default:
      return { expression: text, kind: 'text' };
  }
}

function operand(column: Column, field: string, raw: unknown): SQL {
  if (typeof raw !== 'string' && typeof raw !== 'number' && typeof raw !== 'boolean') {
    throw new BadRequest('Expected a single value.', field);
  }
  const value = boundedText(raw, field);
  switch (column.kind) {
    case 'number': {
      if (parseNumericString(value.trim()) === undefined) throw new BadRequest('Expected a number.', field);
      return sql`${value.trim()}::numeric`;
    }
    case 'boolean': {
      if (value !== 'true' && value !== 'false') throw new BadRequest('Expected true or false.', field);
      return sql`${value}::boolean`;
    }
    case 'timestamp': {
      if (Number.isNaN(Date.parse(value))) throw new BadRequest('Expected a date.', field);
      const iso = new Date(value).toISOString();
      // JavaScript dates reach ±275760; the database reads four-digit years from 0001 only.
      if (!/^(?!0000)\d{4}-/.test(iso)) throw new BadRequest('Expected a date between the years 1 and 9999.', field);
      return sql`${iso}::timestamptz`;
    }
    default:
      return sql`${value}::text`;
  }
}

function boundedText(raw: string | number | boolean, field: string): string {
  const value = String(raw);
  if (value.length > MAX_VALUE_LENGTH) throw new BadRequest(`A value may hold at most ${MAX_VALUE_LENGTH} characters.`, field);
  if (value.includes('\u0000')) throw new BadRequest('A value may not hold a NUL character.', field);
  return value;
}

function listOf(raw: unknown): unknown[] {
  if (Array.isArray(raw)) return raw;
  if (typeof raw === 'string') return raw.split(',');
  if (raw && typeof raw === 'object') return Object.values(raw);
  return [raw];
}

function likePattern(value: string): string {
  return `%${value.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function condition(column: Column, field: string, operator: Operator, raw: unknown, spend: (count: number, textScans?: number) => void): SQL {
  const { expression } = column;
  if (operator === 'exists') {
    if (raw !== 'true' && raw !== 'false' && typeof raw !== 'boolean') throw new BadRequest('Expected true or false.', field);
    const present = column.kind === 'opaque'
      ? sql`(${expression} is not null and ${expression} <> 'null'::jsonb)`
      : sql`${expression} is not null`;
    return raw === true || raw === 'true' ? present : sql`not coalesce(${present}, false)`;
  }
  if (column.kind === 'opaque') throw new BadRequest(`Operator "${operator}" is not supported on this field.`, field);
  switch (operator) {
    case 'equals':
      return sql`${expression} = ${operand(column, field, raw)}`;
    case 'not_equals':
      return sql`${expression} is distinct from ${operand(column, field, raw)}`;
    case 'greater_than':
      return sql`${expression} > ${operand(column, field, raw)}`;
    case 'greater_than_equal':
      return sql`${expression} >= ${operand(column, field, raw)}`;
    case 'less_than':
      return sql`${expression} < ${operand(column, field, raw)}`;
    case 'less_than_equal':
      return sql`${expression} <= ${operand(column, field, raw)}`;
    case 'in':
    case 'not_in': {
      const items = listOf(raw);
      spend(Math.max(0, items.length - 1));
      const values = items.map((item) => operand(column, field, item));
      if (values.length === 0) return operator === 'in' ? sql`false` : sql`true`;
      const list = sql.join(values, sql`, `);
      return operator === 'in' ? sql`${expression} in (${list})` : sql`(${expression} is null or ${expression} not in (${list}))`;
    }
    case 'like':
    case 'contains': {
      if (typeof raw !== 'string' && typeof raw !== 'number') throw new BadRequest('Expected a single value.', field);
      // like: every word must appear (Payload's semantics); contains: the whole value must appear.
      const text = boundedText(raw, field);
      const words = operator === 'like' ? text.split(/\s+/).filter(Boolean) : [text];
      if (words.length === 0) return sql`true`;
      spend(words.length - 1, 1);
      // One extraction of the field per row, matched against every pattern.
      const patterns = JSON.stringify(words.map(likePattern));
      return sql`${expression}::text ilike all (array(select jsonb_array_elements_text(${patterns}::jsonb)))`;
    }
  }
}


export function buildWhere(fields: Fields, where: unknown): SQL | undefined {
  return buildWhereOn((name) => columnFor(fields, name), where);
}

/** buildWhere over other columns (the versions' `parent`, `latest`…): `columnOf` throws for an unknown name. */
export function buildWhereOn(columnOf: (name: string) => Column, where: unknown): SQL | undefined {
  if (where === undefined || where === '') return undefined;
  let count = 0;
  let textScans = 0;
  const spend = (conditions: number, scans = 0) => {
    count += conditions;
    textScans += scans;
    if (count > MAX_CONDITIONS) throw new BadRequest(`At most ${MAX_CONDITIONS} conditions are allowed (each like word and in element counts).`, 'where');
    if (textScans > MAX_TEXT_CONDITIONS) throw new BadRequest(`At most ${MAX_TEXT_CONDITIONS} like or contains conditions are allowed.`, 'where');
  };
  const build = (node: unknown, depth: number): SQL => {
    if (!isPlainObject(node)) throw new BadRequest('Malformed where clause.', 'where');
    if (depth > MAX_WHERE_DEPTH) throw new BadRequest(`and/or groups nest at most ${MAX_WHERE_DEPTH} deep.`, 'where');
    const parts: SQL[] = [];
    for (const [key, value] of Object.entries(node)) {
      if (key === 'and' || key === 'or') {
        const groups = listOf(value);
        spend(0);
        const children = groups.map((child) => build(child, depth + 1));
        if (children.length > 0) parts.push(sql`(${sql.join(children, key === 'and' ? sql` and ` : sql` or `)})`);
        continue;
      }
      const column = columnOf(key);
      if (!isPlainObject(value)) throw new BadRequest('Expected where[field][operator]=value.', key);
      for (const [operator, operandValue] of Object.entries(value)) {
        if (!(OPERATORS as readonly string[]).includes(operator)) {
          throw new BadRequest(`Unknown operator "${operator}"; expected one of ${OPERATORS.join(', ')}.`, key);
        }
        spend(1);
        parts.push(condition(column, key, operator as Operator, operandValue, spend));
      }
    }
    return parts.length === 0 ? sql`true` : sql`(${sql.join(parts, sql` and `)})`;
  };
  return build(where, 0);
}

/** `sort=field`, `sort=-field`, or several separated by commas; ties are broken by creation then id. */
export function buildOrderBy(fields: Fields, sort: unknown): SQL {
  const requested = typeof sort === 'string' && sort.trim() !== '' ? sort.split(',') : ['-createdAt'];
  if (requested.length > MAX_SORT_TERMS) throw new BadRequest(`At most ${MAX_SORT_TERMS} sort fields.`, 'sort');
  const terms = requested.map((term) => {
    const descending = term.trim().startsWith('-');
    const name = term.trim().replace(/^-/, '');
    const column = columnFor(fields, name);
    if (column.kind === 'opaque') throw new BadRequest('This field cannot be sorted on.', name);
    return descending ? sql`${column.expression} desc nulls last` : sql`${column.expression} asc nulls last`;
  });
  terms.push(sql`${documents.createdAt} desc`, sql`${documents.id} asc`);
  return sql.join(terms, sql`, `);
}

/**
 * The top-level fields a where clause and a sort read (with the tie-breakers): a change to any other field
 * of a document cannot move it into, out of, or within the page they select. Called on a clause that
 * buildWhere and buildOrderBy have accepted.
 */
export function fieldsOfQuery(where: unknown, sort: unknown): Set<string> {
  const names = new Set(['createdAt', 'id']);
  const visit = (node: unknown) => {
    if (!isPlainObject(node)) return;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'and' || key === 'or') listOf(value).forEach(visit);
      else names.add(key);
    }
  };
  if (where !== undefined && where !== '') visit(where);
  if (typeof sort === 'string') for (const term of sort.split(',')) names.add(term.trim().replace(/^-/, ''));
  return names;
}
