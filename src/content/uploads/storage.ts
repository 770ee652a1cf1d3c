import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { link, mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Transform } from 'node:stream';

/** How much of an upload is kept in memory to read its type and dimensions from. */
export const HEAD_BYTES = 1024 * 1024;

/** An upload written to a private temporary file: kept under a key, or discarded. */
export interface Incoming {
  size: number;
  /** Hex SHA-256 of the whole file. */
  sha256: string;
  /** Its first bytes (up to HEAD_BYTES). */
  head: Buffer;
  /** The temporary file, on local disk, to read the whole upload from (the image sizes are made from it). */
  file: string;
  /** Stores the file under `key`; a file already there (the same content) is kept as it is. */
  keep(key: string): Promise<void>;
  discard(): Promise<void>;
}

/** Where uploaded files live: local disk by default; another store (object storage) implements the same. */
export interface MediaStorage {
  /** Reads `upload` to the end into a temporary file. A stream that fails (too large, cut) leaves nothing behind. */
  receive(upload: Readable): Promise<Incoming>;
  open(key: string): Promise<{ stream: Readable; size: number } | undefined>;
  remove(key: string): Promise<void>;
  /** The total bytes of the stored files (for MEDIA_QUOTA_BYTES). */
  usage(): Promise<number>;
}

export function localDiskStorage(folder: string): MediaStorage {
  const incoming = path.join(folder, '.incoming');
  const pathOf = (key: string) => path.join(folder, key);
  return {
    async receive(upload) {
      await mkdir(incoming, { recursive: true });
      const temporary = path.join(incoming, randomBytes(12).toString('hex'));
      const hash = createHash('sha256');
      const chunks: Buffer[] = [];
      let size = 0;
      let headSize = 0;
      const measure = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          hash.update(chunk);
          if (headSize < HEAD_BYTES) {
            const part = chunk.subarray(0, HEAD_BYTES - headSize);
            chunks.push(part);
            headSize += part.length;
          }
          done(null, chunk);
        },
      });
      try {
        await pipeline(upload, measure, createWriteStream(temporary, { flags: 'wx' }));
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      return {
        size,
        sha256: hash.digest('hex'),
        head: Buffer.concat(chunks),
        file: temporary,
        keep: async (key) => {
          try {
            await link(temporary, pathOf(key));
          } catch (error) {
            if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
          } finally {
            await rm(temporary, { force: true });
          }
        },
        discard: () => rm(temporary, { force: true }),
      };
    },
    async open(key) {
      try {
        const { size } = await stat(pathOf(key));
        return { stream: createReadStream(pathOf(key)), size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    remove: (key) => rm(pathOf(key), { force: true }),
    async usage() {
      let entries;
      try {
        entries = await readdir(folder, { withFileTypes: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
        throw error;
      }
      const sizes = await Promise.all(entries.filter((entry) => entry.isFile()).map(async (entry) => {
        try {
          return (await stat(pathOf(entry.name))).size;
        } catch {
          return 0; // removed meanwhile
        }
      }));
      return sizes.reduce((total, size) => total + size, 0);
    },
  };
}
