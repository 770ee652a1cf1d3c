import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import type { ReadableStream } from 'node:stream/web';
import { ArchiveRefused } from '../../backup/archive-format.js';
import { readArchive } from '../../backup/read-archive.js';
import { writeArchive } from '../../backup/write-archive.js';
import { type Command, EXIT, err, out, UsageError } from '../command.js';
import { withDatabase } from '../open-service.js';
import { readSecret } from '../read-secret.js';

export const exportCommand: Command = {
  name: 'export',
  summary: 'write the whole database to an archive file (backup, or a move to PostgreSQL)',
  help: `Usage: storefront export FILE
       storefront export FILE --from-url URL

Writes every collection, global, user (password hashes included), API key and audit entry to FILE as
a storefront archive (NDJSON, format version 1) from one consistent snapshot, streamed: memory does not
grow with the data. Sessions are left out (a restore signs everyone out); media files are not in the
archive: copy MEDIA_DIR (default DATA_DIR/media) beside it. FILE is written as FILE.partial, checked,
then renamed: it appears only complete.

Without --from-url the configured database is opened: DATABASE_URL, or DATA_DIR while no server runs on
it. With --from-url a running service writes the archive (GET /api/admin/export): the admin key, or an
admin's API key, is read from the terminal or from the first line of standard input, never from the
command line. That is how to back up a running embedded service.

Options:
  --from-url URL   the running service's address, e.g. http://127.0.0.1:3000

Examples:
  storefront export backup.ndjson
  printf '%s\\n' "$ADMIN_API_KEY" | storefront export backup.ndjson --from-url http://127.0.0.1:3000`,
  options: { 'from-url': { type: 'string' } },
  positionals: 1,
  async run(values, [file]) {
    if (!file) throw new UsageError('the archive FILE to write is required');
    const fromUrl = values['from-url'];
    if (fromUrl !== undefined && (typeof fromUrl !== 'string' || !URL.canParse(fromUrl))) {
      throw new UsageError('--from-url must be the service\'s address, e.g. http://127.0.0.1:3000');
    }
    const partial = `${file}.partial`;
    try {
      if (typeof fromUrl === 'string') await download(fromUrl, partial);
      else await exportDatabase(partial);
      const { counts } = await readArchive(partial);
      await rename(partial, file);
      out(`Exported ${describeCounts(counts)} to ${file} (sessions and the scheduler's bookkeeping left out; media files are not in the archive).`);
      return EXIT.ok;
    } catch (error) {
      await rm(partial, { force: true });
      if (!(error instanceof ArchiveRefused)) throw error;
      err(`storefront export: the archive written is not valid (${error.message}); nothing was kept.`);
      return EXIT.failure;
    }
  },
};

export function describeCounts(counts: Record<string, number>): string {
  return Object.entries(counts).map(([table, count]) => `${count} ${table}`).join(', ');
}

async function exportDatabase(file: string): Promise<void> {
  const output = createWriteStream(file);
  try {
    await withDatabase((database) => writeArchive(database, output));
  } finally {
    output.end();
    await finished(output);
  }
}

async function download(base: string, file: string): Promise<void> {
  const key = await readSecret('Admin key', { confirm: false });
  if (!key) throw new UsageError('no key given: pipe the admin key (or an admin\'s API key) into standard input');
  const url = new URL('api/admin/export', base.endsWith('/') ? base : `${base}/`);
  const response = await fetch(url, { headers: { authorization: `Bearer ${key}` } });
  if (!response.ok || !response.body) {
    const text = await response.text().catch(() => '');
    throw new Error(`${url.href} answered ${response.status}: ${text.slice(0, 300)}`);
  }
  await pipeline(Readable.fromWeb(response.body as ReadableStream), createWriteStream(file));
}
