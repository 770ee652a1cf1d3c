import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { refineDocument } from './openapi/refine-document.js';

export const DOCS_PREFIX = '/docs';

/**
 * The API document is generated from the route schemas by @fastify/swagger: registered before the
 * routes, it sees each one as it is added. /openapi.json serves it; /docs is Swagger UI, whose assets
 * come from the npm package (no external CDN).
 */
export async function enableOpenApi(app: FastifyInstance, version: string): Promise<void> {
  await app.register(fastifySwagger, {
    // The generated document, refined for client generators (src/http/openapi/refine-document.ts).
    transformObject: (documentObject) => refineDocument((documentObject as unknown as { openapiObject: Parameters<typeof refineDocument>[0] }).openapiObject) as object,
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Storefront content and preorder service',
        version,
        description:
          'Home page data, preorder campaigns, product recommendations, the content API and the sync with the commerce backend.',
      },
      tags: [
        { name: 'storefront', description: 'Public read routes a storefront calls on every page view' },
        { name: 'preorders', description: 'Preorder counters, metadata and orders (commerce backend)' },
        { name: 'sync', description: 'Product sync from the commerce backend' },
        { name: 'maintenance', description: 'Statistics and bulk deletion' },
        { name: 'content', description: 'Payload-compatible content API' },
        { name: 'operations', description: 'Health, readiness, metrics and this document' },
      ],
      components: {
        securitySchemes: {
          storeApiKey: { type: 'apiKey', in: 'header', name: 'x-store-api-key' },
          adminBearer: { type: 'http', scheme: 'bearer', description: 'ADMIN_API_KEY, when it is set' },
        },
      },
    },
  });
  await app.register(fastifySwaggerUi, { routePrefix: DOCS_PREFIX, staticCSP: true });
  app.get('/openapi.json', {
    schema: {
      tags: ['operations'],
      summary: 'This OpenAPI 3.1 document',
      response: {
        200: { type: 'object', additionalProperties: true, examples: [{ openapi: '3.1.0', info: { title: 'Storefront content and preorder service', version }, paths: {} }] },
      },
    },
    logLevel: 'warn',
    config: { access: 'public' },
  }, async () => app.swagger());
}
