import { Type } from 'typebox';
import { FieldErrors, OpenObject, StoredRecord, adminSecurity, answers } from '../lib/route-schemas.js';
import { collections, globalDefinitions } from '../content/collections.js';
import { MAX_DEPTH } from '../content/expand.js';
import { MAX_BULK_DOCUMENTS } from '../content/operations/bulk-selection.js';

export const MAX_PAGE_SIZE = 1000;

const depth = Type.Integer({ minimum: 0, maximum: MAX_DEPTH, default: 2, description: 'How deep references are expanded' });
const CollectionParams = Type.Object({ collection: Type.String({ description: `One of ${Object.keys(collections).join(', ')}` }) });
const DocumentParams = Type.Object({ collection: CollectionParams.properties.collection, id: Type.String() });
const GlobalParams = Type.Object({ slug: Type.String({ description: `One of ${Object.keys(globalDefinitions).join(', ')}` }) });
const DepthQuery = Type.Object({ depth: Type.Optional(depth) });
const draft = Type.Boolean({
  description: 'Protected mode: with a credential, include drafts (documents whose status or _status is not published). Without it, or anonymous, only published documents; open mode shows all',
});
const ReadQuery = Type.Object({ depth: Type.Optional(depth), draft: Type.Optional(draft) });
const ListQuery = Type.Object({
  where: Type.Optional(Type.Unknown({ description: 'Payload-style filter, e.g. where[status][equals]=published' })),
  sort: Type.Optional(Type.String({ description: 'Field name, "-" first for descending', examples: ['-createdAt'] })),
  limit: Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: 10 }),
  page: Type.Integer({ minimum: 1, default: 1 }),
  depth,
  draft: Type.Optional(draft),
});

const BulkQuery = Type.Object({
  where: Type.Optional(Type.Unknown({ description: 'Which documents: Payload-style filter, required' })),
  sort: Type.Optional(Type.String()),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_BULK_DOCUMENTS })),
  select: Type.Optional(Type.Record(Type.String(), Type.Union([Type.Boolean(), Type.Object({}, { additionalProperties: true })]), {
    description: 'Payload-style: select[field]=true keeps those fields (and id), select[field]=false leaves them out',
  })),
});

const exampleDoc = { id: '45fc346a65ba293add7af9db', title: 'Shipping update', type: 'news', status: 'published', createdAt: '2026-11-20T09:00:00.000Z', updatedAt: '2026-11-20T09:00:00.000Z' };

const Page = Type.Object({
  docs: Type.Array(StoredRecord),
  totalDocs: Type.Integer(), limit: Type.Integer(), totalPages: Type.Integer(), page: Type.Integer(),
  pagingCounter: Type.Integer(), hasPrevPage: Type.Boolean(), hasNextPage: Type.Boolean(),
  prevPage: Type.Union([Type.Integer(), Type.Null()]), nextPage: Type.Union([Type.Integer(), Type.Null()]),
}, {
  additionalProperties: true,
  examples: [{ docs: [exampleDoc], totalDocs: 1, limit: 10, totalPages: 1, page: 1, pagingCounter: 1, hasPrevPage: false, hasNextPage: false, prevPage: null, nextPage: null }],
});

const DocMessage = (message: string) => Type.Object(
  { doc: StoredRecord, message: Type.String() },
  { examples: [{ doc: exampleDoc, message }] },
);

/** Payload's answer to a bulk update or delete; a refused one lists each document's reason, and nothing is written. */
const bulkError = Type.Object({ id: Type.Optional(Type.String()), field: Type.Optional(Type.String()), message: Type.String() });
const BulkAnswer = (message: string) => Type.Object(
  { docs: Type.Array(StoredRecord), errors: Type.Array(bulkError), message: Type.String() },
  { examples: [{ docs: [exampleDoc], errors: [], message }] },
);
const BulkRefused = Type.Object(
  { docs: Type.Optional(Type.Array(StoredRecord)), errors: Type.Array(bulkError), message: Type.Optional(Type.String()) },
  { description: 'Failure: the where or body refused ({errors:[{message, field}]}), or documents that could not be written ({docs: [], errors: [{id, message}], message}): nothing is written' },
);

const errors = (statuses: number[]) => (success: Parameters<typeof answers>[0]) => answers(success, FieldErrors, statuses);
const tags = ['content'];

export const contentSchemas = {
  readGlobal: {
    tags, summary: 'Read a global (hero-slider, product-recommendations)', params: GlobalParams, querystring: ReadQuery,
    response: errors([404, 500])({
      200: Type.Object({}, { additionalProperties: true, description: 'The global\'s fields', examples: [{ slides: [{ title: 'Winter Kit', image: 'm1' }] }] }),
    }),
  },
  updateGlobal: {
    tags, summary: 'Update a global', security: adminSecurity, params: GlobalParams, querystring: DepthQuery,
    body: OpenObject('Fields to write'),
    response: errors([400, 401, 404, 500])({
      200: Type.Object({ result: OpenObject(), message: Type.String() }, { examples: [{ result: { enabled: true, lists: [] }, message: 'Updated product-recommendations successfully.' }] }),
    }),
  },
  find: {
    tags, summary: 'List a collection with where, sort, limit, page and depth (users needs the admin key when set)',
    params: CollectionParams, querystring: ListQuery, response: errors([400, 401, 404, 500])({ 200: Page }),
  },
  count: {
    tags, summary: 'Count the records a where matches (Payload\'s count)', params: CollectionParams,
    querystring: Type.Object({ where: ListQuery.properties.where, draft: Type.Optional(draft) }),
    response: errors([400, 401, 404, 500])({ 200: Type.Object({ totalDocs: Type.Integer() }, { examples: [{ totalDocs: 1 }] }) }),
  },
  bulkUpdate: {
    tags, summary: 'Update the records a where matches (Payload\'s bulk update)', security: adminSecurity, params: CollectionParams,
    querystring: BulkQuery, body: OpenObject('Fields to change'),
    response: { ...errors([401, 404, 409, 500])({ 200: BulkAnswer('Updated 1 announcements document successfully.') }), 400: BulkRefused },
  },
  bulkDelete: {
    tags, summary: 'Delete the records a where matches (Payload\'s bulk delete)', security: adminSecurity, params: CollectionParams, querystring: BulkQuery,
    response: { ...errors([401, 404, 500])({ 200: BulkAnswer('Deleted 1 announcements document successfully.') }), 400: BulkRefused },
  },
  findById: {
    tags, summary: 'Read one record', params: DocumentParams, querystring: ReadQuery,
    headers: Type.Object({
      'x-preview-token': Type.Optional(Type.String({ description: 'A token of POST /api/preview-tokens for this record: its draft is answered, in every mode; a token that expired, was altered or is for another record is refused (401)' })),
    }),
    response: errors([401, 404, 500])({ 200: Type.Object({}, { additionalProperties: true, examples: [exampleDoc] }) }),
  },
  create: {
    tags, summary: 'Create a record', security: adminSecurity, params: CollectionParams, body: OpenObject('The record\'s fields'),
    response: errors([400, 401, 404, 409, 500])({ 201: DocMessage('announcements document created successfully.') }),
  },
  update: {
    tags, summary: 'Update some fields of a record', security: adminSecurity, params: DocumentParams, body: OpenObject('Fields to change'),
    response: errors([400, 401, 404, 409, 500])({ 200: DocMessage('announcements document updated successfully.') }),
  },
  delete: {
    tags, summary: 'Delete a record', security: adminSecurity, params: DocumentParams,
    response: errors([401, 404, 500])({ 200: DocMessage('announcements document deleted successfully.') }),
  },
};

