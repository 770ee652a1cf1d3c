import { existsSync } from 'node:fs';
import { ArchiveRefused } from '../../backup/archive-format.js';
import { importArchive } from '../../backup/import-archive.js';
import { type Command, EXIT, err, out, UsageError } from '../command.js';
import { withDatabase } from '../open-service.js';
import { describeCounts } from './export.js';

export const importCommand: Command = {
  name: 'import',
  summary: 'load an archive made by export into an empty database (restore, or a move to PostgreSQL)',
  help: `Usage: storefront import FILE [--replace]

Loads a storefront archive into the configured database (DATABASE_URL, or DATA_DIR while no server
runs on it), migrations applied first. The whole archive is checked before anything is written: its
format version, its SHA-256 and record counts, and that it was made at this storefront's schema level.
Every record is then written in one transaction, keeping ids and timestamps: a refused or failed import
changes nothing. Everyone signs in again afterwards (sessions are not in archives). Copy the media
folder (MEDIA_DIR, default DATA_DIR/media) back separately.

A database that already holds records is refused, unless --replace is given: then what it holds is
deleted in the same transaction.

Options:
  --replace   empty a non-empty database first (in the same transaction)

Exit code 1 when the archive or the target is refused, or the import failed; nothing was written then.`,
  options: { replace: { type: 'boolean' } },
  positionals: 1,
  async run(values, [file]) {
    if (!file) throw new UsageError('the archive FILE to load is required');
    // Before the database is opened (and, for a new DATA_DIR, created).
    if (!existsSync(file)) {
      err(`storefront import: no file ${file}. Nothing was written.`);
      return EXIT.failure;
    }
    try {
      const { counts } = await withDatabase((database) => importArchive(database, file, { replace: values.replace === true }));
      out(`Imported ${describeCounts(counts)} from ${file}.`);
      return EXIT.ok;
    } catch (error) {
      if (!(error instanceof ArchiveRefused)) throw error;
      err(`storefront import: refused: ${error.message}. Nothing was written.`);
      return EXIT.failure;
    }
  },
};
