import type { FastifyInstance } from 'fastify';

/**
 * The contract's state-changing GETs (clear-data, sync) get no automatic HEAD route, which would run
 * their handler: HEAD answers 405 and does nothing.
 */
export function refuseHead(app: FastifyInstance, url: string, allow: string): void {
  app.head(url, { config: { access: 'public' }, schema: { hide: true } }, async (_request, reply) =>
    reply.code(405).header('allow', allow).send(),
  );
}
