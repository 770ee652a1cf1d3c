import { collections, globalDefinitions } from '../../content/collections.js';
import type { Field, Fields } from '../../content/fields.js';
import { ANSWER_SCHEMAS } from './answer-schemas.js';
import { type Document, type Operation, hoist, pascal } from './components.js';
import { ERROR_SCHEMAS, documentErrors } from './error-answers.js';
import { expandContentPaths } from './content-paths.js';
import { type JsonSchema, fieldSchema, propertySchema, ref } from './field-schemas.js';
import { OPERATION_IDS } from './operation-ids.js';

/**
 * Turns the document @fastify/swagger generates from the route schemas into the one storefront
 * developers generate clients from: content paths per collection, an operationId on every operation,
 * named component schemas for every body and answer, the real types of the hot routes' fields (their
 * runtime schemas stay open, as fast-json-stringify serializes them fastest), parameters with defaults
 * optional, and each error status with the body its route group really answers.
 */
const camel = (name: string) => name.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

// ---- the hot routes' fields, typed from the field definitions (document only) ----

const productFields = collections['preorder-products']!.fields;
const variantFields = (productFields.variants as Extract<Field, { type: 'array' }>).of as Extract<Field, { type: 'object' }>;
const listField = (globalDefinitions['product-recommendations']!.fields.lists as Extract<Field, { type: 'array' }>).of as Extract<Field, { type: 'object' }>;
const slideField = (globalDefinitions['hero-slider']!.fields.slides as Extract<Field, { type: 'array' }>).of;
const anyProduct = { anyOf: [ref('Product'), ref('PreorderProduct')] };

/**
 * `fields`: where an answer's open property takes its type, by name (snake_case names looked up in
 * camelCase). `nullable`: the answer writes `?? null` for an absent field (home cards, the preorder
 * detail, recommendation lists). `aliases`: an answer name that shows another field. `openObject`:
 * what an open object of the answer is.
 */
interface Refinement { fields?: Fields; nullable?: boolean; aliases?: Record<string, string>; openObject?: JsonSchema }

const REFINEMENTS: Record<string, Refinement> = {
  getHome: { fields: { ...listField.fields, ...collections.announcements!.fields, ...productFields }, nullable: true, openObject: fieldSchema(slideField, 'read') },
  getPreorder: { fields: { ...variantFields.fields, ...productFields }, nullable: true, aliases: { status: '_status' } },
  listPreorderOrders: { fields: productFields, nullable: true },
  getRecommendations: { fields: listField.fields, nullable: true, openObject: anyProduct },
  signIn: { openObject: ref('User') },
  getMe: { openObject: ref('User') },
  refreshSession: { openObject: ref('User') },
  updateMe: { openObject: ref('User') },
  getContentSchema: { openObject: ref('PublishedField') },
  syncBackend: { openObject: ref('SyncDetail') },
  syncBackendWithBody: { openObject: ref('SyncDetail') },
  listAuditEntries: { openObject: ref('AuditEntryPage') },
};

function typedProperty(name: string, refinement: Refinement): JsonSchema {
  const schema = propertySchema(refinement.fields ?? {}, refinement.aliases?.[name] ?? camel(name));
  if (!schema) return ref('JsonValue');
  return refinement.nullable && !JSON.stringify(schema).includes('"null"') ? { anyOf: [schema, { type: 'null' }] } : schema;
}

const isEmptySchema = (schema: JsonSchema) => Object.keys(schema).every((key) => key === 'description');
const isOpenObject = (schema: JsonSchema) =>
  schema.type === 'object' && schema.additionalProperties === true && Object.keys((schema.properties as JsonSchema | undefined) ?? {}).length === 0;

function refine(schema: JsonSchema, refinement: Refinement): JsonSchema {
  if (refinement.openObject && isOpenObject(schema)) return refinement.openObject;
  const copy: JsonSchema = { ...schema };
  if (copy.properties) {
    copy.properties = Object.fromEntries(Object.entries(copy.properties as Record<string, JsonSchema>).map(([name, property]) => [
      name,
      isEmptySchema(property) ? typedProperty(name, refinement) : refine(property, refinement),
    ]));
  }
  if (copy.items) copy.items = refine(copy.items as JsonSchema, refinement);
  for (const key of ['anyOf', 'oneOf'] as const) if (Array.isArray(copy[key])) copy[key] = (copy[key] as JsonSchema[]).map((s) => refine(s, refinement));
  return copy;
}

// ---- bodies the routes read themselves (their runtime schema is open: they answer malformed ones in their family) ----

const stringList = { type: 'array', items: { type: 'string' } };
const BODIES: Record<string, Record<string, { schema: JsonSchema; example: unknown }>> = {
  clearCollections: { 'application/json': { schema: { type: 'object', properties: { collections: stringList } }, example: { collections: ['articles'] } } },
  syncBackendWithBody: {
    'application/json': {
      schema: { type: 'object', properties: { backendId: { type: 'string' }, recordId: { type: 'string' }, collection: { type: 'string' }, forceUpdate: { type: 'boolean', default: true } } },
      example: { backendId: 'prod_01' },
    },
  },
  uploadMedia: {
    'application/json': { schema: ref('MediaInput'), example: { url: 'https://images.example.com/kit.jpg', alt: 'Winter Kit' } },
    'multipart/form-data': { schema: ref('MediaUpload'), example: { alt: 'Winter Kit' } },
  },
};
const MEDIA_UPLOAD: JsonSchema = {
  type: 'object', required: ['file'],
  properties: {
    file: { type: 'string', format: 'binary', description: 'A PNG, JPEG, GIF, WebP or AVIF image; its sizes (`thumbnail` 300 px and `card` 768 px wide, never enlarged) are made at once' },
    alt: { type: 'string' },
  },
};
/** What an upload's answer holds of its sizes (src/content/uploads/image-sizes.ts). */
const UPLOADED_SIZES = {
  width: 1200, height: 800, mimeType: 'image/jpeg', filename: 'kit.jpg',
  sizes: {
    thumbnail: { url: '/media/kit-thumbnail.jpg', width: 300, height: 200, mimeType: 'image/jpeg', filesize: 14_210, filename: 'kit-300x200.jpg' },
    card: { url: '/media/kit-card.jpg', width: 768, height: 512, mimeType: 'image/jpeg', filesize: 61_544, filename: 'kit-768x512.jpg' },
  },
};

// ---- named components for every body and answer ----

function derivedOperationId(method: string, path: string): string {
  const words = path.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return method.toLowerCase() + words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('');
}

function nameOperation(method: string, path: string, operation: Operation, schemas: Record<string, JsonSchema>): void {
  // A route missing from OPERATION_IDS still gets an id (the document must never fail); a test requires the entry.
  const id = operation.operationId ?? OPERATION_IDS[`${method.toUpperCase()} ${path}`] ?? derivedOperationId(method, path);
  operation.operationId = id;
  for (const parameter of operation.parameters ?? []) if (parameter.schema?.default !== undefined) parameter.required = false;
  if (BODIES[id]) operation.requestBody = { ...operation.requestBody, content: structuredClone(BODIES[id]) };
  if (id === 'uploadMedia') operation.responses['201']!.content = { 'application/json': { schema: ref('MediaChange'), example: { doc: { id: '45fc346a65ba293add7af9db', url: '/media/kit.jpg', alt: 'Winter Kit', ...UPLOADED_SIZES, createdAt: '2026-11-20T09:00:00.000Z', updatedAt: '2026-11-20T09:00:00.000Z' }, message: 'media document created successfully.' } } };
  const refinement = REFINEMENTS[id];
  const successes = Object.keys(operation.responses).filter((code) => code.startsWith('2'));
  for (const code of successes) {
    for (const media of Object.values(operation.responses[code]!.content ?? {})) {
      if (media.example === undefined && Array.isArray(media.schema.examples)) media.example = media.schema.examples[0];
      if (refinement) media.schema = refine(media.schema, refinement);
      hoist(schemas, `${pascal(id)}${code === successes[0] ? '' : code}Response`, media);
    }
  }
  for (const media of Object.values(operation.requestBody?.content ?? {})) hoist(schemas, `${pascal(id)}Body`, media);
  documentErrors(path, operation, schemas);
}

export function refineDocument(generated: Document): Document {
  const document = structuredClone(generated);
  const schemas: Record<string, JsonSchema> = { ...ERROR_SCHEMAS, ...ANSWER_SCHEMAS, MediaUpload: MEDIA_UPLOAD };
  document.paths = expandContentPaths(document.paths as never, schemas) as Document["paths"];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) nameOperation(method, path, operation, schemas);
  }
  document.components = { ...document.components, schemas: { ...document.components?.schemas, ...schemas } };
  return document;
}
