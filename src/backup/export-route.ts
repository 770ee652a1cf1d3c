import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context.js';
import { actorLabel } from '../identity/actor.js';
import { recordAudit } from '../audit/audit-log.js';
import { SuccessFalse, adminSecurity, answers } from '../lib/route-schemas.js';
import { answerErrorsWith, successFalse } from '../lib/error-bodies.js';
import { writeArchive } from './write-archive.js';

const schema = {
  tags: ['maintenance'],
  summary: 'The whole database as a storefront archive (admins only; `storefront export --from-url` saves it)',
  description: 'One consistent snapshot: every collection, global, user (password hashes included), API key and audit entry, as NDJSON. '
    + 'Sessions and media files are not included. Restore with `storefront import`.',
  security: adminSecurity,
  response: answers({
    200: {
      description: 'The archive (NDJSON: a header line, one line per record, a trailer with counts and SHA-256)',
      content: { 'application/x-ndjson': { schema: { type: 'string', examples: ['{"format":"storefront-archive","version":1,…}\n…'] } } },
    },
  }, SuccessFalse, [401, 403, 500]),
};

/**
 * GET /api/admin/export. The archive is written to a temporary file first and sent from there: the
 * snapshot's transaction (which, on the embedded database, holds its only connection) lasts as long as
 * a local disk write, not as long as a slow download.
 */
export const exportRoute: FastifyPluginAsync<{ context: AppContext }> = async (app, { context }) => {
  answerErrorsWith(app, successFalse);

  app.get('/api/admin/export', { schema, config: { access: 'backup:export' } }, async (request, reply) => {
    const folder = await mkdtemp(path.join(tmpdir(), 'storefront-export-'));
    const removeFolder = () => rm(folder, { recursive: true, force: true });
    const file = path.join(folder, 'archive.ndjson');
    const startedAt = context.now();
    // Who took the whole database (password hashes included), written before the snapshot is read: an
    // export that fails half-way was still attempted.
    await recordAudit(context.db, request.actor, { collection: 'export', operation: 'export', changes: null });
    request.log.info({ actor: actorLabel(request.actor) }, 'database export started');
    try {
      const output = createWriteStream(file);
      try {
        const { counts } = await writeArchive(context.database, output, startedAt);
        request.log.info({ counts }, 'database exported');
      } finally {
        output.end();
        await finished(output);
      }
    } catch (error) {
      await removeFolder();
      throw error;
    }
    const stream = createReadStream(file);
    stream.once('close', () => void removeFolder());
    const stamp = startedAt.toISOString().replace(/[-:]/g, '').replace(/\..*/, 'Z');
    return reply
      .type('application/x-ndjson')
      .header('content-disposition', `attachment; filename="storefront-${stamp}.ndjson"`)
      .header('cache-control', 'no-store')
      .send(stream);
  });
};
