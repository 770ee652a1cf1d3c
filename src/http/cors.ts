import fastifyCors, { type FastifyCorsOptions } from '@fastify/cors';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The routes a storefront in a browser may call: home, preorder detail, recommendations. */
export function isPublicReadPath(url: string): boolean {
  const path = url.split('?', 1)[0]!;
  if (path === '/api/home' || path === '/api/public/product-recommendations') return true;
  return /^\/api\/preorders\/[^/]+$/.test(path);
}

/**
 * CORS for the public read routes only, for the origins in CORS_ORIGINS; preflight requests are
 * answered. With no origin configured nothing is registered, so no origin is ever allowed.
 */
export async function enableCors(app: FastifyInstance, origins: readonly string[]): Promise<void> {
  if (origins.length === 0) return;
  const publicRead: FastifyCorsOptions = {
    origin: [...origins],
    methods: ['GET', 'HEAD'],
    allowedHeaders: ['x-store-api-key', 'if-none-match', 'x-request-id'],
    exposedHeaders: ['etag', 'x-request-id'],
    maxAge: 600,
  };
  await app.register(fastifyCors, {
    delegator: (request: FastifyRequest, callback) =>
      callback(null, isPublicReadPath(request.url) ? publicRead : { origin: false }),
  });
}
