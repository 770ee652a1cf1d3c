import { closeSync, createReadStream, ftruncateSync, mkdtempSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export type SyncDetail =
  | { backendId: string; title: string; action: 'created' | 'updated' | 'skipped'; collection: string }
  | { backendId: string; title: string; action: 'moved'; from: string; to: string }
  | { backendId: string; title: string; action: 'error'; error: string };

/** Details kept in memory before they go to the file: a sync of up to about 9,000 products never writes one. */
export const DETAILS_IN_MEMORY_BYTES = 1 << 20;

/**
 * The details of a full sync's answer, one per product, which the contract has it list whole. They are
 * kept as their JSON text, in memory up to DETAILS_IN_MEMORY_BYTES and then appended to a temporary file,
 * so a sync holds about the same memory whatever the size of the catalog (100,000 products: 12 MB of JSON,
 * about 26 MB of heap as objects). Where no temporary file can be written they stay in memory.
 *
 * The owner of a sync's result calls `dispose` once done with it (the HTTP answer does once sent).
 */
export class SyncDetails {
  constructor(private readonly memoryBytes = DETAILS_IN_MEMORY_BYTES) {}

  private count = 0;
  private texts: string[] = [];
  private textBytes = 0;
  private spill: { folder: string; file: string; fd: number | undefined; bytes: number } | undefined;
  private spilled = false;
  private inMemoryOnly = false;
  /** A piece was cut short in the file and could not be taken back: reading fails rather than answer broken JSON. */
  private lost = false;

  get length(): number {
    return this.count;
  }

  add(detail: SyncDetail): void {
    const text = JSON.stringify(detail);
    this.texts.push(text);
    this.textBytes += text.length;
    this.count += 1;
    if (this.textBytes >= this.memoryBytes && !this.inMemoryOnly) this.writeOut();
  }

  private writeOut(): void {
    try {
      if (!this.spill) {
        const folder = mkdtempSync(path.join(tmpdir(), 'storefront-sync-'));
        const file = path.join(folder, 'details.json');
        this.spill = { folder, file, fd: openSync(file, 'w', 0o600), bytes: 0 };
      }
      const bytes = Buffer.from(`${this.spilled ? ',' : ''}${this.texts.join(',')}`);
      for (let written = 0; written < bytes.length;) written += writeSync(this.spill.fd!, bytes, written);
      this.spill.bytes += bytes.length;
      this.spilled = true;
      this.texts = [];
      this.textBytes = 0;
    } catch {
      // A read-only or full temporary folder: these details and the next stay in memory, the file as it was.
      if (this.spill?.fd !== undefined) {
        try {
          ftruncateSync(this.spill.fd, this.spill.bytes);
        } catch {
          this.lost = true;
        }
      }
      this.inMemoryOnly = true;
    }
  }

  private closeFile(): void {
    if (this.spill?.fd === undefined) return;
    closeSync(this.spill.fd);
    this.spill.fd = undefined;
  }

  /** The details as one JSON array, in pieces: what went to the file, then what is still in memory. */
  async *json(): AsyncGenerator<string | Buffer> {
    this.assertWhole();
    yield '[';
    if (this.spilled) {
      this.closeFile();
      for await (const chunk of createReadStream(this.spill!.file)) yield chunk as Buffer;
    }
    if (this.texts.length > 0) yield `${this.spilled ? ',' : ''}${this.texts.join(',')}`;
    yield ']';
  }

  /** Every detail as an object (the CLI's report, a caller of syncAll). */
  list(): SyncDetail[] {
    this.assertWhole();
    const written = this.spilled ? readFileSync(this.spill!.file, 'utf8') : '';
    const kept = this.texts.join(',');
    return JSON.parse(`[${written}${written && kept ? ',' : ''}${kept}]`) as SyncDetail[];
  }

  /** JSON.stringify of a result writes the details as the array they are. */
  toJSON(): SyncDetail[] {
    return this.list();
  }

  private assertWhole(): void {
    if (this.lost) throw new Error('The sync\'s details could not be kept: its temporary file failed to be written');
  }

  /** Removes the temporary file, if any; the details are gone after. */
  dispose(): void {
    this.texts = [];
    this.textBytes = 0;
    if (!this.spill) return;
    try {
      this.closeFile();
    } finally {
      rmSync(this.spill.folder, { recursive: true, force: true });
      this.spill = undefined;
      this.spilled = false;
    }
  }
}
