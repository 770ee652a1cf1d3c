import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';

/** Where `npm run build:admin` writes the app (Vite's outDir). */
export const DEFAULT_ADMIN_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../admin/dist');

/** No inline scripts; MUI's runtime styles need inline style elements; images from anywhere an editor links. */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'", "script-src 'self'", "style-src 'self' 'unsafe-inline'", "img-src 'self' data: blob: https:",
  "connect-src 'self'", "font-src 'self' data:", "object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'", "form-action 'self'",
].join('; ');

const hidden = { hide: true } as const;

/** Whether `npm run build:admin` has written the app into `folder`. */
export function adminAppBuilt(folder = DEFAULT_ADMIN_DIR): boolean {
  return existsSync(path.join(folder, 'index.html'));
}

/**
 * The admin web app at /admin/: index.html revalidated on every visit, Vite's hashed assets cached for a
 * year. The app signs in through /api/users/login, so these files are public.
 */
export const adminAppRoutes: FastifyPluginAsync<{ folder?: string }> = async (app, { folder = DEFAULT_ADMIN_DIR }) => {
  const built = () => adminAppBuilt(folder);
  await app.register(fastifyStatic, { root: folder, serve: false, decorateReply: true, etag: true, lastModified: false, cacheControl: false });

  app.get('/admin', { schema: hidden, config: { access: 'public' } }, async (_request, reply) => reply.redirect('/admin/', 301));

  app.get('/admin/', { schema: hidden, config: { access: 'public' } }, async (_request, reply) => {
    if (!built()) {
      return reply.code(503).send({ error: 'The admin app is not built: run npm run build:admin (npm ci does it).' });
    }
    return reply
      .header('cache-control', 'no-cache')
      .header('content-security-policy', CONTENT_SECURITY_POLICY)
      .header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'same-origin')
      .sendFile('index.html');
  });

  app.get('/admin/assets/:file', {
    schema: { ...hidden, params: Type.Object({ file: Type.String({ pattern: '^[A-Za-z0-9._-]+$', maxLength: 200 }) }) },
    config: { access: 'public' },
  }, async (request, reply) => {
    const { file } = request.params as { file: string };
    if (!existsSync(path.join(folder, 'assets', file))) return reply.code(404).send({ error: 'No such file.' });
    return reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .sendFile(path.join('assets', file));
  });
};
