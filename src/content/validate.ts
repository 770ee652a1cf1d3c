import { randomHex } from '../lib/random-id.js';
import { PlainPassword } from '../identity/plain-password.js';
import { type Field, type Fields, isReference, type Reference } from './fields.js';
import { isPlainObject } from '../lib/plain-object.js';
import { parseNumericString } from '../lib/numeric-string.js';

export interface FieldError {
  message: string;
  field: string;
}

export type ValidationResult = { ok: true; data: Record<string, unknown> } | { ok: false; errors: FieldError[] };

type Mode = 'create' | 'update';
type FieldOf<T extends Field['type']> = Extract<Field, { type: T }>;

/** Where a value sits in the body (a dotted path), and where its errors are collected. */
interface Location {
  path: string;
  errors: FieldError[];
}

/** Server-managed keys that clients send back when they round-trip a document. */
const ROUND_TRIP_KEYS: ReadonlySet<string> = new Set(['id', 'createdAt', 'updatedAt']);
const REQUIRED = 'This field is required.';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MIN_PASSWORD_LENGTH = 8;
const MAX_PASSWORD_LENGTH = 1024;

export function validateDocument(fields: Fields, body: unknown, mode: Mode): ValidationResult {
  if (!isPlainObject(body)) return { ok: false, errors: [{ message: 'Expected a JSON object.', field: '' }] };
  const errors: FieldError[] = [];
  const data = validateFields(fields, withoutRoundTripKeys(fields, body), mode, { path: '', errors });
  return errors.length > 0 ? { ok: false, errors } : { ok: true, data };
}

export function stripSecrets(doc: Record<string, unknown>): Record<string, unknown> {
  // the document itself when it holds none (kept documents are shared, never written to)
  if (!Object.hasOwn(doc, 'passwordHash') && !Object.hasOwn(doc, 'password')) return doc;
  const { passwordHash: _passwordHash, password: _password, ...rest } = doc;
  return rest;
}

function withoutRoundTripKeys(fields: Fields, body: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).filter(([key]) => Object.hasOwn(fields, key) || !ROUND_TRIP_KEYS.has(key)));
}

function validateFields(fields: Fields, body: Record<string, unknown>, mode: Mode, at: Location): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(fields)) {
    let given = Object.hasOwn(body, name) ? body[name] : undefined;
    // A row of an array (variant, slide, recommendation list) written without an id gets one, as in Payload,
    // so every list in every answer carries the id the contract promises.
    if (name === 'id' && field.type === 'text' && at.path !== '' && (given === undefined || given === null || given === '')) given = newRowId();
    const value = given === undefined ? absentValue(field, mode, child(at, name)) : validateValue(field, given, child(at, name));
    // A password is only ever stored as its hash (computed off the event loop by the operation).
    if (value !== undefined) data[field.type === 'password' ? 'passwordHash' : name] = value;
  }
  for (const key of Object.keys(body)) {
    if (!Object.hasOwn(fields, key)) fail(child(at, key), 'Unknown field');
  }
  return data;
}

function absentValue(field: Field, mode: Mode, at: Location): unknown {
  if (mode === 'update') return undefined;
  if ('default' in field && field.default !== undefined) return structuredClone(field.default);
  return isRequired(field) ? fail(at, REQUIRED) : undefined;
}

function validateValue(field: Field, value: unknown, at: Location): unknown {
  if (isRequired(field) && (value === null || value === '')) return fail(at, REQUIRED);
  if (isEmpty(field, value)) {
    const empty = emptyValue(field);
    if (empty) return empty.value;
  }
  switch (field.type) {
    case 'text': return checkText(field, value, at);
    case 'email': return checkEmail(value, at);
    case 'password': return checkPassword(value, at);
    case 'number': return checkNumber(field, value, at);
    case 'numeric': return checkNumeric(field, value, at);
    case 'boolean': return typeof value === 'boolean' ? value : fail(at, 'Expected true or false.');
    case 'date': return checkDate(value, at);
    case 'json': return value;
    case 'object': return isPlainObject(value) ? validateFields(field.fields, value, 'create', at) : fail(at, 'Expected an object.');
    case 'array': return checkArray(field, value, at);
    case 'relationship': return checkRelationship(field, value, at);
  }
}

/** Types for which '' is no value at all (a form's empty number or date), unlike text (and an id, where it is a mistake). */
const EMPTY_STRING_IS_EMPTY: ReadonlySet<Field['type']> = new Set(['number', 'numeric', 'date']);

function isEmpty(field: Field, value: unknown): boolean {
  return value === null || (value === '' && EMPTY_STRING_IS_EMPTY.has(field.type));
}

/**
 * What an optional field left empty stores, as Payload accepts null for any optional field: its default
 * (a list's subtitle '', a variant's orders 0), else null where the field allows it; undefined when it
 * takes neither (then the type's own message says why).
 */
function emptyValue(field: Field): { value: unknown } | undefined {
  if ('default' in field && field.default !== undefined) return { value: structuredClone(field.default) };
  return acceptsNull(field) ? { value: null } : undefined;
}

function isRequired(field: Field): boolean {
  return 'required' in field && field.required === true;
}

export function acceptsNull(field: Field): boolean {
  if (field.type === 'json') return true;
  if (field.type === 'relationship' && field.loose === true) return true;
  return 'nullable' in field && field.nullable === true;
}

function checkText(field: FieldOf<'text'>, value: unknown, at: Location): unknown {
  if (typeof value !== 'string') return fail(at, 'Expected a string.');
  if (field.options && !field.options.includes(value)) return fail(at, `Must be one of: ${field.options.join(', ')}.`);
  return value;
}

function checkEmail(value: unknown, at: Location): unknown {
  const email = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return EMAIL.test(email) ? email : fail(at, 'Expected an email address.');
}

function checkPassword(value: unknown, at: Location): unknown {
  if (typeof value !== 'string') return fail(at, 'Expected a string.');
  if (value.length < MIN_PASSWORD_LENGTH) return fail(at, `Must be at least ${MIN_PASSWORD_LENGTH} characters.`);
  if (value.length > MAX_PASSWORD_LENGTH) return fail(at, `Must be at most ${MAX_PASSWORD_LENGTH} characters.`);
  return new PlainPassword(value);
}

/** Numbers an answer can show exactly (counters and goals are shown as integers). */
const OUT_OF_RANGE = `Must be between ${-Number.MAX_SAFE_INTEGER} and ${Number.MAX_SAFE_INTEGER}.`;
const inRange = (value: number) => Math.abs(value) <= Number.MAX_SAFE_INTEGER;

function checkNumber(field: FieldOf<'number'>, value: unknown, at: Location): unknown {
  if (typeof value !== 'number' || !Number.isFinite(value)) return fail(at, 'Expected a number.');
  if (!inRange(value)) return fail(at, OUT_OF_RANGE);
  if (field.integer && !Number.isInteger(value)) return fail(at, 'Expected a whole number.');
  return atLeast(field.min, value, value, at);
}

function checkNumeric(field: FieldOf<'numeric'>, value: unknown, at: Location): unknown {
  const numeric = typeof value === 'string' ? parseNumericString(value) ?? value : value;
  if (typeof numeric !== 'number' || !Number.isFinite(numeric)) return fail(at, 'Expected a number or a numeric string.');
  if (!inRange(numeric)) return fail(at, OUT_OF_RANGE);
  return atLeast(field.min, numeric, value, at);
}

/** `value` itself when its numeric reading respects `min` (a numeric string is kept as a string). */
function atLeast(min: number | undefined, numeric: number, value: unknown, at: Location): unknown {
  return min !== undefined && numeric < min ? fail(at, `Must be at least ${min}.`) : value;
}

function checkDate(value: unknown, at: Location): unknown {
  const time = typeof value === 'string' || typeof value === 'number' ? new Date(value).getTime() : Number.NaN;
  return Number.isNaN(time) ? fail(at, 'Expected a date.') : new Date(time).toISOString();
}

function checkArray(field: FieldOf<'array'>, value: unknown, at: Location): unknown {
  if (!Array.isArray(value)) return fail(at, 'Expected an array.');
  return value.map((item, index) => validateValue(field.of, item, child(at, index)));
}

function checkRelationship(field: FieldOf<'relationship'>, value: unknown, at: Location): unknown {
  if (isReference(value)) return checkReference(field, value, at);
  if (field.loose) return value;
  const [only, ...others] = field.relationTo;
  if (only === undefined || others.length > 0) return fail(at, 'Expected {relationTo, value}.');
  if (typeof value !== 'string') return fail(at, 'Expected an id or {relationTo, value}.');
  return value === '' ? fail(at, 'Expected a non-empty id.') : { relationTo: only, value };
}

function checkReference(field: FieldOf<'relationship'>, reference: Reference, at: Location): unknown {
  if (!field.relationTo.includes(reference.relationTo)) {
    return fail(at, `Unknown collection "${reference.relationTo}" in relationTo; expected one of ${field.relationTo.join(', ')}.`);
  }
  const id = referenceId(reference.value);
  return id === undefined ? fail(at, 'Expected a non-empty id in value.') : { relationTo: reference.relationTo, value: id };
}

function referenceId(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  // An expanded document sent back by a client is stored as its id.
  const id = isPlainObject(value) ? value.id : value;
  return typeof id === 'string' && id !== '' ? id : undefined;
}


function child(at: Location, key: string | number): Location {
  return { path: at.path === '' ? String(key) : `${at.path}.${key}`, errors: at.errors };
}

function fail(at: Location, message: string): undefined {
  at.errors.push({ message, field: at.path });
  return undefined;
}

const newRowId = () => randomHex(12);
