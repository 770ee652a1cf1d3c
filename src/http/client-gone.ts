import type { FastifyReply } from 'fastify';

/** Aborted when the client's connection closes before its answer is sent: long work stops calling out. */
export function clientGone(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort(new Error('The client closed the connection.'));
  });
  return controller.signal;
}
