import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import {
  ARCHIVE_FORMAT, ARCHIVE_TABLES, ARCHIVE_VERSION, type ArchiveHeader, ArchiveRefused, type ArchiveTrailer, recordPrefix,
} from './archive-format.js';
import { linesOf } from '../lib/lines.js';

export interface ArchiveContents {
  header: ArchiveHeader;
  counts: Record<string, number>;
  sha256: string;
}

/** Called with each record's table and the row's JSON text exactly as written. */
export type OnRecord = (table: string, rowJson: string) => Promise<void>;

const PREFIXES = ARCHIVE_TABLES.map((table) => ({ table: table.name, prefix: recordPrefix(table.name) }));

/**
 * Reads an archive line by line (memory bounded by the longest line) and checks it: format and
 * version, every record line well-formed, the trailer's counts and SHA-256 against what was read.
 * Anything wrong throws ArchiveRefused; the importer reads the file once with no `onRecord` before
 * writing anything, then again to write, checking again before it commits.
 */
export async function readArchive(file: string, onRecord?: OnRecord): Promise<ArchiveContents> {
  const hash = createHash('sha256');
  const counts: Record<string, number> = Object.fromEntries(ARCHIVE_TABLES.map((table) => [table.name, 0]));
  let header: ArchiveHeader | undefined;
  let trailer: ArchiveTrailer | undefined;
  let lineNumber = 0;
  for await (const line of linesOf(createReadStream(file))) {
    lineNumber += 1;
    if (trailer) {
      if (line.trim() === '') continue;
      throw new ArchiveRefused(`line ${lineNumber}: data after the archive's trailer`);
    }
    if (!header) {
      header = parseHeader(line);
    } else if (line.startsWith('{"end":')) {
      trailer = parseTrailer(line, lineNumber);
      continue;
    } else {
      const table = recordTable(line, lineNumber, onRecord === undefined);
      counts[table]! += 1;
      if (onRecord) await onRecord(table, line.slice(recordPrefix(table).length, -1));
    }
    hash.update(`${line}\n`);
  }
  if (!header) throw new ArchiveRefused('the file is empty: not a storefront archive');
  if (!trailer) throw new ArchiveRefused('the archive ends before its trailer: the file is truncated');
  const sha256 = hash.digest('hex');
  if (trailer.sha256 !== sha256) throw new ArchiveRefused('the archive is corrupted: its SHA-256 does not match its trailer');
  for (const table of ARCHIVE_TABLES) {
    if (trailer.counts[table.name] !== counts[table.name]) {
      throw new ArchiveRefused(`the archive is corrupted: ${counts[table.name]} ${table.name} records, its trailer says ${trailer.counts[table.name]}`);
    }
  }
  return { header, counts, sha256 };
}

function parseJson(line: string, lineNumber: number): unknown {
  try {
    return JSON.parse(line);
  } catch {
    throw new ArchiveRefused(`line ${lineNumber} is not JSON: the archive is corrupted`);
  }
}

function parseHeader(line: string): ArchiveHeader {
  let header: Partial<ArchiveHeader>;
  try {
    header = JSON.parse(line) as Partial<ArchiveHeader>;
  } catch {
    throw new ArchiveRefused('not a storefront archive (its first line is not JSON)');
  }
  if (header?.format !== ARCHIVE_FORMAT) throw new ArchiveRefused('not a storefront archive (no storefront-archive header)');
  if (header.version !== ARCHIVE_VERSION) {
    throw new ArchiveRefused(`archive version ${String(header.version)}; this storefront reads version ${ARCHIVE_VERSION}`);
  }
  const expected = ARCHIVE_TABLES.map((table) => table.name);
  if (JSON.stringify(header.tables) !== JSON.stringify(expected) || typeof header.source?.migrations !== 'number') {
    throw new ArchiveRefused('the archive header is malformed');
  }
  return header as ArchiveHeader;
}

function parseTrailer(line: string, lineNumber: number): ArchiveTrailer {
  let trailer: Partial<ArchiveTrailer>;
  try {
    trailer = JSON.parse(line) as Partial<ArchiveTrailer>;
  } catch {
    throw new ArchiveRefused(`line ${lineNumber}: the trailer is cut: the file is truncated or corrupted`);
  }
  if (trailer.end !== true || typeof trailer.sha256 !== 'string' || typeof trailer.counts !== 'object' || trailer.counts === null) {
    throw new ArchiveRefused(`line ${lineNumber}: malformed trailer`);
  }
  return trailer as ArchiveTrailer;
}

/** The record's table; with `strict`, the whole line is parsed to prove it is one JSON object with a row. */
function recordTable(line: string, lineNumber: number, strict: boolean): string {
  const match = PREFIXES.find(({ prefix }) => line.startsWith(prefix));
  if (!match || !line.endsWith('}')) throw new ArchiveRefused(`line ${lineNumber} is not a record of a known table: the archive is corrupted`);
  if (strict) {
    const record = parseJson(line, lineNumber) as { row?: unknown };
    if (typeof record.row !== 'object' || record.row === null || Array.isArray(record.row)) {
      throw new ArchiveRefused(`line ${lineNumber}: a record without a row object`);
    }
  }
  return match.table;
}
