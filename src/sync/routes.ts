import { Readable } from 'node:stream';
import type { FastifyBaseLogger, FastifyPluginAsync, FastifyReply } from 'fastify';
import type { AppContext } from '../app-context.js';
import { assertPermission } from '../access/guard.js';
import type { Permission } from '../access/policy.js';
import { answerErrorsWith, successFalse } from '../lib/error-bodies.js';
import { BadRequest } from '../lib/errors.js';
import { runSync, type SyncRequest, type SyncRunResult } from './run-sync.js';
import { refuseHead } from '../http/refuse-head.js';
import { clientGone } from '../http/client-gone.js';
import { syncGetSchema, syncPostSchema } from './schemas.js';

function optionalString(source: Record<string, unknown>, name: string): string | undefined {
  const value = source[name];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw new BadRequest(`${name} must be a string`);
  return value;
}

function fromQuery(query: Record<string, unknown>): SyncRequest {
  return {
    backendId: optionalString(query, 'backendId'),
    recordId: optionalString(query, 'recordId'),
    collection: optionalString(query, 'collection') ?? '',
    forceUpdate: query.forceUpdate === 'true',
  };
}

function fromBody(body: unknown): SyncRequest {
  if (body === undefined || body === null) return { collection: '', forceUpdate: true };
  if (typeof body !== 'object' || Array.isArray(body)) throw new BadRequest('The body must be a JSON object');
  const fields = body as Record<string, unknown>;
  const { forceUpdate } = fields;
  if (forceUpdate !== undefined && typeof forceUpdate !== 'boolean') throw new BadRequest('forceUpdate must be a boolean');
  return {
    backendId: optionalString(fields, 'backendId'),
    recordId: optionalString(fields, 'recordId'),
    collection: optionalString(fields, 'collection') ?? '',
    forceUpdate: forceUpdate ?? true,
  };
}

/**
 * The answer of a full sync lists every product: sent as a stream of the counts and then the details as
 * SyncDetails keeps them (in a temporary file past the first megabyte), the same bytes JSON.stringify
 * writes, so the answer to a sync of any size takes no more memory than a small one. The response schema's
 * serializer would validate the whole answer to choose between its two shapes and then write it item by
 * item (100,000 products: about 0.5 s and 110 MB more heap). One-product answers keep the serializer.
 */
function answer(reply: FastifyReply, result: SyncRunResult): SyncRunResult | FastifyReply {
  if (!('results' in result)) return result;
  const { details, ...counts } = result.results;
  const head = JSON.stringify({ success: result.success, message: result.message, results: counts });
  const body = Readable.from((async function* () {
    try {
      yield `${head.slice(0, -2)},"details":`;
      yield* details.json();
      yield '}}';
    } finally {
      details.dispose();
    }
  })());
  // A stream destroyed before it was read: the generator never started.
  body.once('close', () => details.dispose());
  return reply.type('application/json; charset=utf-8').send(body);
}

/** GET and POST /api/sync-backend (contract endpoint 10). */
export const syncRoutes: FastifyPluginAsync<{ context: AppContext }> = async (app, { context }) => {
  answerErrorsWith(app, successFalse);

  const run = (request: SyncRequest, log: FastifyBaseLogger, signal: AbortSignal) =>
    runSync({ ...context, commerce: context.commerce.withLogger(log) }, request, undefined, signal);

  // One product (backendId or recordId) is an editor's sync; every product, an admin's.
  const scope = (sync: SyncRequest): Permission => (sync.backendId || sync.recordId ? 'sync:one' : 'sync:all');
  const scopeOfQuery = (query: unknown): Permission => {
    try {
      return scope(fromQuery(query as Record<string, unknown>));
    } catch {
      return 'sync:all';
    }
  };
  refuseHead(app, '/api/sync-backend', 'GET, POST');
  app.get('/api/sync-backend', {
    schema: syncGetSchema,
    exposeHeadRoute: false,
    config: { access: (request) => scopeOfQuery(request.query), changesState: true },
  }, async (request, reply) => answer(reply, await run({ ...fromQuery(request.query as Record<string, unknown>), actor: request.actor }, request.log, clientGone(reply))));
  // The body is not read yet when access is checked: the least rule first, the full one once it is.
  app.post('/api/sync-backend', { schema: syncPostSchema, config: { access: 'sync:one' } }, async (request, reply) => {
    const sync = fromBody(request.body);
    assertPermission(context.config, request, scope(sync));
    return answer(reply, await run({ ...sync, actor: request.actor }, request.log, clientGone(reply)));
  });
};
