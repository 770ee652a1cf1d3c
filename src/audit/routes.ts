import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AppContext } from '../app-context.js';
import { FieldErrors, answers } from '../lib/route-schemas.js';
import { answerErrorsWith, fieldErrors } from '../lib/error-bodies.js';
import { BadRequest } from '../lib/errors.js';
import { findAuditEntries } from './audit-log.js';

const date = (value: string | undefined, field: string): Date | undefined => {
  if (value === undefined) return undefined;
  const time = Date.parse(value);
  if (Number.isNaN(time)) throw new BadRequest('Expected a date.', field);
  return new Date(time);
};

const schema = {
  tags: ['accounts'],
  summary: 'The audit trail, newest first (admins only): who changed what, with old and new values',
  querystring: Type.Object({
    collection: Type.Optional(Type.String({ maxLength: 200 })),
    id: Type.Optional(Type.String({ maxLength: 200, description: 'The changed record\'s id' })),
    actor: Type.Optional(Type.String({ maxLength: 200, description: 'A user id (sessions and that user\'s keys)' })),
    operation: Type.Optional(Type.String({ maxLength: 50 })),
    from: Type.Optional(Type.String({ description: 'ISO date-time, inclusive' })),
    to: Type.Optional(Type.String({ description: 'ISO date-time, inclusive' })),
    limit: Type.Integer({ minimum: 1, maximum: 1000, default: 10 }),
    page: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
  }),
  response: answers({
    200: Type.Object({}, {
      additionalProperties: true,
      description: 'A page: docs, totalDocs, limit, page, totalPages, …',
      examples: [{
        docs: [{
          id: '42', at: '2026-11-24T09:15:02.113Z', actor: { kind: 'user', id: '6751f0c2a1b2c3d4e5f60718', label: 'ed@shop.example' },
          collection: 'announcements', documentId: '45fc346a65ba293add7af9db', operation: 'update', changes: { title: ['Old title', 'New title'] },
        }],
        totalDocs: 1, limit: 10, page: 1, totalPages: 1, pagingCounter: 1, hasPrevPage: false, hasNextPage: false, prevPage: null, nextPage: null,
      }],
    }),
  }, FieldErrors, [400, 401, 403, 500]),
};

export const auditRoutes: FastifyPluginAsync<{ context: AppContext }> = async (parent, { context }) => {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  answerErrorsWith(app, fieldErrors);
  app.get('/api/audit', { schema, config: { access: 'audit:read' } }, async (request) => {
    const { from, to, ...rest } = request.query;
    return findAuditEntries(context.db, { ...rest, from: date(from, 'from'), to: date(to, 'to') });
  });
};
