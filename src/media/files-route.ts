import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AppContext } from '../app-context.js';
import { etagMatches } from '../http/http-caching.js';
import { FieldErrors } from '../lib/route-schemas.js';
import { CONTENT_TYPES, STORED_FILE_KEY } from '../content/uploads/media-files.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * GET /media/{key}: uploaded files and their sizes, with the type read from the file at upload, a strong
 * ETag (the original content's SHA-256, and the size's name) and a year of caching: a key never names other
 * bytes (a size is made once, when its original is stored).
 */
export const mediaFilesRoute: FastifyPluginAsync<{ context: AppContext }> = async (parent, { context }) => {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/media/:key', {
    schema: {
      tags: ['content'], summary: 'An uploaded media file',
      params: Type.Object({ key: Type.String({ maxLength: 200 }) }),
      response: {
        200: {
          description: 'The file as uploaded, or one of its sizes (`sizes` of its media record); Content-Type from its bytes (PNG, JPEG, GIF, WebP, AVIF); strong ETag; cached for a year',
          content: Object.fromEntries(Object.values(CONTENT_TYPES).map((type) => [type, { schema: { type: 'string', format: 'binary', examples: ['(image bytes)'] } }])),
        },
        304: { description: 'Not modified (If-None-Match)', type: 'null' },
        404: FieldErrors,
      },
    },
    config: { access: 'public' },
  }, async (request, reply) => {
    const match = STORED_FILE_KEY.exec(request.params.key);
    const file = match ? await context.mediaStorage.open(request.params.key) : undefined;
    if (!match || !file) {
      return reply.code(404).type('application/json; charset=utf-8').send({ errors: [{ message: 'No such media file.' }] });
    }
    const etag = match[2] ? `"${match[1]}-${match[2]}"` : `"${match[1]}"`;
    reply.header('etag', etag).header('cache-control', IMMUTABLE).header('x-content-type-options', 'nosniff');
    if (etagMatches(request.headers['if-none-match'], etag)) {
      file.stream.destroy();
      return reply.code(304).send(null);
    }
    return reply
      .type(CONTENT_TYPES[match[3]!]!)
      .header('content-length', String(file.size))
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(file.stream);
  });
};
