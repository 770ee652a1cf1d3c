import fastifyCors, { type FastifyCorsOptions } from '@fastify/cors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findGlobal, isPublicCollection } from '../content/collections.js';

/**
 * The routes a storefront in a browser may call: home, preorder detail, recommendations, and the content
 * API's reads of public collections and globals (`/api/{collection}[/{id}]`, `/api/globals/{slug}`).
 */
export function isPublicReadPath(url: string): boolean {
  const path = url.split('?', 1)[0]!;
  if (path === '/api/home' || path === '/api/public/product-recommendations') return true;
  if (/^\/api\/preorders\/[^/]+$/.test(path)) return true;
  const global = /^\/api\/globals\/([^/]+)$/.exec(path);
  if (global) return findGlobal(global[1]!) !== undefined;
  const content = /^\/api\/([^/]+)(?:\/[^/]+)?$/.exec(path);
  return content !== null && isPublicCollection(content[1]!);
}

/** A GET or HEAD, or the preflight of one: a write to the same path (the content API's) gets no CORS. */
function isRead(request: FastifyRequest): boolean {
  const method = request.method === 'OPTIONS' ? String(request.headers['access-control-request-method'] ?? '').toUpperCase() : request.method;
  return method === 'GET' || method === 'HEAD';
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
      callback(null, isPublicReadPath(request.url) && isRead(request) ? publicRead : { origin: false }),
  });
}
