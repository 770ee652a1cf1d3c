import { collections, globalDefinitions } from '../../content/collections.js';
import type { Field, Fields } from '../../content/fields.js';
import { JSON_ARRAY, JSON_OBJECT, JSON_VALUE, type JsonSchema, documentSchema, inputSchema, ref, schemaName, whereSchema } from './field-schemas.js';

/**
 * The content API is two generic routes (`/api/{collection}`, `/api/{collection}/{id}`) and one for the
 * globals; the document lists them per collection and per global instead, each with its own schemas,
 * so that `/api/preorder-products` documents preorder products. The generic operations serve as
 * templates: their parameters, security and error answers are kept.
 */
type Operation = Record<string, unknown> & { parameters?: { name: string; in: string }[]; responses: Record<string, unknown> };
type PathItem = Record<string, Operation>;

const GENERIC_PATHS = [
  '/api/{collection}', '/api/{collection}/count', '/api/{collection}/{id}', '/api/globals/{slug}',
  '/api/{collection}/versions', '/api/{collection}/versions/{id}', '/api/globals/{slug}/versions', '/api/globals/{slug}/versions/{id}',
] as const;

/** Payload's versions routes of one collection or global, from their generic templates. */
function versionPaths(base: string, parameter: 'collection' | 'slug', name: string, list: PathItem, one: PathItem): Record<string, PathItem> {
  const what = base.replace('/api/', '');
  return {
    [`${base}/versions`]: { get: without(list.get!, parameter, { operationId: `list${name}Versions`, summary: `The versions of ${what}, from the audit trail` }) },
    [`${base}/versions/{id}`]: {
      get: without(one.get!, parameter, { operationId: `get${name}Version`, summary: `One version of ${what}` }),
      post: without(one.post!, parameter, { operationId: `restore${name}Version`, summary: `Restore ${what} to a version` }),
    },
  };
}
const EXAMPLE_TIME = '2026-11-20T09:00:00.000Z';

function exampleValue(field: Field): unknown {
  switch (field.type) {
    case 'text': return field.default ?? field.options?.[0] ?? (field.nullable ? null : 'Winter Kit');
    case 'email': return 'editor@example.com';
    case 'password': return undefined;
    case 'number': return field.default ?? (field.nullable ? null : 0);
    case 'numeric': return field.default ?? 0;
    case 'boolean': return field.default ?? false;
    case 'date': return field.nullable ? null : EXAMPLE_TIME;
    case 'json': return field.default ?? null;
    case 'object': return field.default ?? exampleOf(field.fields);
    case 'array': return field.default ?? [];
    case 'relationship': return field.nullable || field.loose ? null : { relationTo: field.relationTo[0], value: '45fc346a65ba293add7af9db' };
  }
}

/** A record as a freshly created one reads: every field at its default, required text filled in. */
export function exampleOf(fields: Fields): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).flatMap(([name, field]) => {
    const value = exampleValue(field);
    return value === undefined ? [] : [[name, value]];
  }));
}

function exampleDocument(fields: Fields): Record<string, unknown> {
  return { id: '45fc346a65ba293add7af9db', ...exampleOf(fields), createdAt: EXAMPLE_TIME, updatedAt: EXAMPLE_TIME };
}

const json = (schema: JsonSchema, example?: unknown) => ({ 'application/json': { schema, ...(example === undefined ? {} : { example }) } });

function withSuccess(template: Operation, status: string, description: string, schema: JsonSchema, example: unknown): Operation['responses'] {
  const errors = Object.fromEntries(Object.entries(template.responses).filter(([code]) => !code.startsWith('2')));
  return { [status]: { description, content: json(schema, example) }, ...errors };
}

function without(template: Operation, parameter: string, changes: Record<string, unknown>): Operation {
  return {
    ...template,
    ...(template.parameters ? { parameters: template.parameters.filter((p) => p.name !== parameter) } : {}),
    ...changes,
  };
}

function collectionPaths(slug: string, fields: Fields, templates: Record<string, PathItem>, schemas: Record<string, JsonSchema>): Record<string, PathItem> {
  const name = schemaName(slug);
  const plural = schemaName(slug, false);
  const doc = exampleDocument(fields);
  const listTemplate = templates['/api/{collection}']!;
  const oneTemplate = templates['/api/{collection}/{id}']!;
  const countTemplate = templates['/api/{collection}/count']!;
  const definition = collections[slug]!;

  schemas[name] = documentSchema(fields, `A record of ${slug}`);
  schemas[`${name}Page`] = {
    type: 'object',
    description: `A page of ${slug}`,
    required: ['docs', 'totalDocs', 'limit', 'totalPages', 'page', 'pagingCounter', 'hasPrevPage', 'hasNextPage', 'prevPage', 'nextPage'],
    properties: {
      docs: { type: 'array', items: ref(name) },
      totalDocs: { type: 'integer' }, limit: { type: 'integer' }, totalPages: { type: 'integer' }, page: { type: 'integer' },
      pagingCounter: { type: 'integer' }, hasPrevPage: { type: 'boolean' }, hasNextPage: { type: 'boolean' },
      prevPage: { type: ['integer', 'null'] }, nextPage: { type: ['integer', 'null'] },
    },
  };
  schemas[`${name}Where`] = whereSchema(fields, `${name}Where`);
  schemas[`${name}Input`] = inputSchema(fields, 'create', `The fields of a new record of ${slug}`);
  schemas[`${name}Patch`] = inputSchema(fields, 'patch', `Fields of a record of ${slug} to change`);
  schemas[`${name}Change`] = {
    type: 'object', required: ['doc', 'message'],
    properties: { doc: ref(name), message: { type: 'string' } },
  };

  const list = without(listTemplate.get!, 'collection', {
    operationId: `list${plural}`,
    summary: `List ${slug}: where, sort, limit, page, depth`,
    ...(definition.privateReads ? { description: 'Admins only, in every mode: the admin key, an admin\'s session or API key. Others get 401 or 403; an article\'s author stays a bare id for them.' } : {}),
    parameters: listTemplate.get!.parameters!.filter((p) => p.name !== 'collection').map((p) => p.name === 'where'
      ? { name: 'where', in: 'query', required: false, style: 'deepObject', explode: true, description: 'Payload-style filter, e.g. where[status][equals]=published', schema: ref(`${name}Where`) }
      : p),
    responses: withSuccess(listTemplate.get!, '200', `A page of ${slug}`, ref(`${name}Page`), {
      docs: [doc], totalDocs: 1, limit: 10, totalPages: 1, page: 1, pagingCounter: 1, hasPrevPage: false, hasNextPage: false, prevPage: null, nextPage: null,
    }),
  });
  const change = (verb: string) => ({ doc, message: `${slug} document ${verb} successfully.` });
  const create = without(listTemplate.post!, 'collection', {
    operationId: `create${name}`,
    summary: `Create a record of ${slug}`,
    requestBody: { required: true, content: json(ref(`${name}Input`), exampleOf(fields)) },
    responses: withSuccess(listTemplate.post!, '201', 'Created', ref(`${name}Change`), change('created')),
  });
  const read = without(oneTemplate.get!, 'collection', {
    operationId: `get${name}`, summary: `Read one record of ${slug}`,
    responses: withSuccess(oneTemplate.get!, '200', 'The record', ref(name), doc),
  });
  const update = without(oneTemplate.patch!, 'collection', {
    operationId: `update${name}`, summary: `Update some fields of a record of ${slug}`,
    requestBody: { required: true, content: json(ref(`${name}Patch`), { [Object.keys(fields)[0]!]: doc[Object.keys(fields)[0]!] }) },
    responses: withSuccess(oneTemplate.patch!, '200', 'Updated', ref(`${name}Change`), change('updated')),
  });
  const remove = without(oneTemplate.delete!, 'collection', {
    operationId: `delete${name}`, summary: `Delete a record of ${slug}`,
    responses: withSuccess(oneTemplate.delete!, '200', 'Deleted', ref(`${name}Change`), change('deleted')),
  });
  const whereOf = (operation: Operation, description: string) => operation.parameters!.filter((p) => p.name !== 'collection').map((p) => p.name === 'where'
    ? { name: 'where', in: 'query', required: false, style: 'deepObject', explode: true, description, schema: ref(`${name}Where`) }
    : p);
  const count = without(countTemplate.get!, 'collection', {
    operationId: `count${plural}`, summary: `Count the records of ${slug} a where matches`,
    parameters: whereOf(countTemplate.get!, 'Payload-style filter; none counts every record'),
    responses: withSuccess(countTemplate.get!, '200', 'How many', { type: 'object', required: ['totalDocs'], properties: { totalDocs: { type: 'integer' } } }, { totalDocs: 1 }),
  });
  schemas[`${plural}Bulk`] = {
    type: 'object', required: ['docs', 'errors', 'message'],
    properties: {
      docs: { type: 'array', items: ref(name) },
      errors: { type: 'array', items: { type: 'object', required: ['message'], properties: { id: { type: 'string' }, message: { type: 'string' } } } },
      message: { type: 'string' },
    },
  };
  const bulk = (verb: string) => ({ docs: [doc], errors: [], message: `${verb} 1 ${slug} document successfully.` });
  const updateMany = without(listTemplate.patch!, 'collection', {
    operationId: `update${plural}Where`, summary: `Update the records of ${slug} a where matches, all or none`,
    parameters: whereOf(listTemplate.patch!, 'Which records (required)'),
    requestBody: { required: true, content: json(ref(`${name}Patch`), { [Object.keys(fields)[0]!]: doc[Object.keys(fields)[0]!] }) },
    responses: withSuccess(listTemplate.patch!, '200', 'Updated', ref(`${plural}Bulk`), bulk('Updated')),
  });
  const deleteMany = without(listTemplate.delete!, 'collection', {
    operationId: `delete${plural}Where`, summary: `Delete the records of ${slug} a where matches, all or none`,
    parameters: whereOf(listTemplate.delete!, 'Which records (required)'),
    responses: withSuccess(listTemplate.delete!, '200', 'Deleted', ref(`${plural}Bulk`), bulk('Deleted')),
  });
  return {
    [`/api/${slug}`]: { get: list, post: create, patch: updateMany, delete: deleteMany },
    [`/api/${slug}/count`]: { get: count },
    [`/api/${slug}/{id}`]: { get: read, patch: update, delete: remove },
  };
}

function globalPaths(slug: string, fields: Fields, template: PathItem, schemas: Record<string, JsonSchema>): Record<string, PathItem> {
  const name = schemaName(slug, false);
  const value = exampleOf(fields);
  schemas[name] = { ...documentSchema(fields, `The ${slug} global`), required: Object.keys(fields) };
  delete (schemas[name]!.properties as JsonSchema).id;
  delete (schemas[name]!.properties as JsonSchema).createdAt;
  delete (schemas[name]!.properties as JsonSchema).updatedAt;
  schemas[`${name}Input`] = inputSchema(fields, 'patch', `Fields of ${slug} to write`);
  schemas[`${name}Updated`] = { type: 'object', required: ['result', 'message'], properties: { result: ref(name), message: { type: 'string' } } };
  return {
    [`/api/globals/${slug}`]: {
      get: without(template.get!, 'slug', {
        operationId: `get${name}`, summary: `Read the ${slug} global`,
        responses: withSuccess(template.get!, '200', `The ${slug} global`, ref(name), value),
      }),
      post: without(template.post!, 'slug', {
        operationId: `update${name}`, summary: `Update the ${slug} global`,
        requestBody: { required: true, content: json(ref(`${name}Input`), value) },
        responses: withSuccess(template.post!, '200', 'Updated', ref(`${name}Updated`), { result: value, message: `Updated ${slug} successfully.` }),
      }),
    },
  };
}

/** Replaces the generic content paths by one set per collection and per global, with their component schemas. */
export function expandContentPaths(paths: Record<string, PathItem>, schemas: Record<string, JsonSchema>): Record<string, PathItem> {
  const templates = Object.fromEntries(GENERIC_PATHS.map((path) => [path, paths[path]!]));
  const rest = Object.fromEntries(Object.entries(paths).filter(([path]) => !(GENERIC_PATHS as readonly string[]).includes(path)));
  Object.assign(schemas, { JsonValue: JSON_VALUE, JsonArray: JSON_ARRAY, JsonObject: JSON_OBJECT });
  const generated: Record<string, PathItem> = {};
  for (const [slug, definition] of Object.entries(collections)) {
    Object.assign(generated, collectionPaths(slug, definition.fields, templates, schemas));
    Object.assign(generated, versionPaths(`/api/${slug}`, 'collection', schemaName(slug), templates['/api/{collection}/versions']!, templates['/api/{collection}/versions/{id}']!));
  }
  for (const [slug, definition] of Object.entries(globalDefinitions)) {
    Object.assign(generated, globalPaths(slug, definition.fields, templates['/api/globals/{slug}']!, schemas));
    Object.assign(generated, versionPaths(`/api/globals/${slug}`, 'slug', schemaName(slug, false), templates['/api/globals/{slug}/versions']!, templates['/api/globals/{slug}/versions/{id}']!));
  }
  // A route of its own answers POST /api/media (uploads): it wins over the generic create.
  for (const [path, item] of Object.entries(rest)) generated[path] = { ...generated[path], ...item };
  return generated;
}
