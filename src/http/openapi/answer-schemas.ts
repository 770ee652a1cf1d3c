import { type JsonSchema, ref } from './field-schemas.js';

/**
 * Document-only schemas of answers whose runtime schema is an open object (fast-json-stringify passes
 * them through): their shapes as the code builds them (src/sync/sync-details.ts SyncDetail,
 * src/audit/audit-log.ts findAuditEntries, src/content/publish-schema.ts PublishedField).
 */
const detail = (action: JsonSchema, extra: Record<string, JsonSchema>): JsonSchema => ({
  type: 'object',
  required: ['backendId', 'title', 'action', ...Object.keys(extra)],
  properties: { backendId: { type: 'string' }, title: { type: 'string' }, action, ...extra },
});

const nullableString = { type: ['string', 'null'] };

const FIELD_TYPES = ['text', 'email', 'password', 'number', 'numeric', 'boolean', 'date', 'json', 'richText', 'object', 'array', 'relationship'];

export const ANSWER_SCHEMAS: Record<string, JsonSchema> = {
  PublishedFieldType: {
    type: 'object',
    required: ['type'],
    description: 'A field definition as GET /api/schema publishes it',
    properties: {
      type: { type: 'string', enum: FIELD_TYPES }, required: { type: 'boolean' }, nullable: { type: 'boolean' }, default: ref('JsonValue'),
      options: { type: 'array', items: { type: 'string' } }, min: { type: 'number' }, integer: { type: 'boolean' },
      relationTo: { type: 'array', items: { type: 'string' } }, loose: { type: 'boolean' },
      fields: { type: 'array', items: ref('PublishedField'), description: 'The fields of an object' },
      of: { ...ref('PublishedFieldType'), description: 'The element of an array' },
      label: { type: 'string', description: 'An array element\'s human name, when the definition gives one' },
      admin: ref('FieldAdmin'),
    },
  },
  PublishedField: {
    allOf: [ref('PublishedFieldType'), {
      type: 'object',
      required: ['name', 'label', 'owner'],
      properties: {
        name: { type: 'string' },
        label: { type: 'string', description: 'The human name ("Funding goal")' },
        owner: { type: 'string', enum: ['editor', 'sync'], description: 'sync: the commerce backend\'s, written by every sync and read-only in the admin app on a synced record; editor: never written by a sync once the record exists' },
      },
    }],
  },
  FieldAdmin: {
    type: 'object',
    description: 'How the admin app presents a field (src/content/fields.ts FieldAdmin)',
    properties: {
      description: { type: 'string', description: 'Help under the input' },
      placeholder: { type: 'string' },
      group: { type: 'string', description: 'The form section; sections follow their first field\'s order' },
      position: { type: 'string', const: 'sidebar' },
      readOnly: { type: 'boolean' },
      technical: { type: 'boolean', description: 'In the collapsed "Technical details" section, read-only' },
      hidden: { type: 'boolean', description: 'Not in the forms' },
      condition: {
        description: 'Shown only while another field of the same record (or row) equals, differs from, or has a value',
        type: 'object',
        required: ['field'],
        properties: { field: { type: 'string' }, equals: ref('JsonValue'), notEquals: ref('JsonValue'), exists: { type: 'boolean' } },
      },
      listed: { type: 'boolean', description: 'A column of the list' },
      filter: { type: 'boolean', description: 'A filter of the list' },
    },
  },
  SyncDetail: {
    description: 'What the sync did with one product',
    anyOf: [
      detail({ type: 'string', enum: ['created', 'updated', 'skipped'] }, { collection: { type: 'string' } }),
      detail({ type: 'string', const: 'moved' }, { from: { type: 'string' }, to: { type: 'string' } }),
      detail({ type: 'string', const: 'error' }, { error: { type: 'string' } }),
    ],
  },
  AuditEntry: {
    type: 'object',
    required: ['id', 'at', 'actor', 'collection', 'documentId', 'operation', 'changes'],
    properties: {
      id: { type: 'string' },
      at: { type: 'string', format: 'date-time' },
      actor: { type: 'object', required: ['kind'], properties: { kind: { type: 'string' }, id: nullableString, label: nullableString } },
      collection: nullableString,
      documentId: nullableString,
      operation: { type: 'string', enum: ['create', 'update', 'delete', 'clear', 'sync', 'counters', 'sign-in', 'key-create', 'key-revoke', 'password-reset', 'secret-rotate', 'redeliver', 'export'] },
      changes: {
        description: 'Per field, [old value, new value] (secrets hidden)',
        anyOf: [{ type: 'object', additionalProperties: { type: 'array', prefixItems: [ref('JsonValue'), ref('JsonValue')], items: false } }, { type: 'null' }],
      },
    },
  },
  AuditEntryPage: {
    type: 'object',
    required: ['docs', 'totalDocs', 'limit', 'totalPages', 'page', 'pagingCounter', 'hasPrevPage', 'hasNextPage', 'prevPage', 'nextPage'],
    properties: {
      docs: { type: 'array', items: ref('AuditEntry') },
      totalDocs: { type: 'integer' }, limit: { type: 'integer' }, totalPages: { type: 'integer' }, page: { type: 'integer' },
      pagingCounter: { type: 'integer' }, hasPrevPage: { type: 'boolean' }, hasNextPage: { type: 'boolean' },
      prevPage: { type: ['integer', 'null'] }, nextPage: { type: ['integer', 'null'] },
    },
  },
};
