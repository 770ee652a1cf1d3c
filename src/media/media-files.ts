import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { MediaStorage } from './storage.js';

/** Where uploaded files are served; a media record's url points there. */
export const MEDIA_URL_PREFIX = '/media/';

/** `<64 hex of the content's SHA-256>-<16 hex, unique per upload>.<extension>` */
export const MEDIA_KEY = /^([0-9a-f]{64})-[0-9a-f]{16}\.(png|jpg|gif|webp|avif)$/;

export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  png: 'image/png', jpg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp', avif: 'image/avif',
};

/** The stored file's key of an uploaded media url; undefined for URL-only media (files hosted elsewhere). */
export function mediaKeyOf(url: unknown): string | undefined {
  if (typeof url !== 'string' || !url.startsWith(MEDIA_URL_PREFIX)) return undefined;
  const key = url.slice(MEDIA_URL_PREFIX.length);
  return MEDIA_KEY.test(key) ? key : undefined;
}

/** Removes an uploaded file once no media record points at it any more (after its record was deleted). */
export async function releaseMediaFile(db: Db, storage: MediaStorage, url: unknown): Promise<void> {
  const key = mediaKeyOf(url);
  if (!key) return;
  const result = (await db.execute(sql`select 1 from documents where collection = 'media' and data->>'url' = ${url} limit 1`)) as unknown as { rows: unknown[] };
  if (result.rows.length === 0) await storage.remove(key);
}
