import { sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/client.js';
import type { KeyedLock } from '../../db/locks.js';
import { IMAGE_SIZES, sizeKey } from './image-sizes.js';
import type { MediaStorage } from './storage.js';

/** Where uploaded files are served; a media record's url points there. */
export const MEDIA_URL_PREFIX = '/media/';

/** `<64 hex of the content's SHA-256>-<16 hex, unique per upload>.<extension>` */
export const MEDIA_KEY = /^([0-9a-f]{64})-[0-9a-f]{16}\.(png|jpg|gif|webp|avif)$/;

/**
 * Every stored file's key: an original (MEDIA_KEY), or one of its sizes, `<original's key less its
 * extension>-<size name>.<extension>` (image-sizes.ts). Groups: the SHA-256, the size name, the extension.
 */
export const STORED_FILE_KEY = new RegExp(`^([0-9a-f]{64})-[0-9a-f]{16}(?:-(${IMAGE_SIZES.map((size) => size.name).join('|')}))?\\.(png|jpg|gif|webp|avif)$`);

export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  png: 'image/png', jpg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp', avif: 'image/avif',
};

/**
 * Storing, reusing and removing the file of one content (keyed by its SHA-256) happen one at a time, in
 * every instance (the app's KeyedLock: leases on PostgreSQL), so that a file is never removed between an
 * identical upload finding its record and answering with it.
 */
export const contentLockKey = (sha256: string) => `media:${sha256}`;

/** The key every new file takes to check and fill MEDIA_QUOTA_BYTES, one at a time across instances. */
export const QUOTA_LOCK_KEY = 'media:quota';

/** The stored file's key of an uploaded media url; undefined for URL-only media (files hosted elsewhere). */
export function mediaKeyOf(url: unknown): string | undefined {
  if (typeof url !== 'string' || !url.startsWith(MEDIA_URL_PREFIX)) return undefined;
  const key = url.slice(MEDIA_URL_PREFIX.length);
  return MEDIA_KEY.test(key) ? key : undefined;
}

/** The oldest media record showing an uploaded file of this content (SHA-256 in hex), if any. */
export async function findMediaIdByContent(db: Db, sha256: string): Promise<{ id: string; url: string } | undefined> {
  const pattern = `${MEDIA_URL_PREFIX}${sha256}-%`;
  const result = (await db.execute(sql`select id, data->>'url' as url from documents where collection = 'media' and data->>'url' like ${pattern} order by created_at, id limit 1`)) as unknown as { rows: { id: string; url: string }[] };
  const [row] = result.rows;
  return row && mediaKeyOf(row.url) ? row : undefined;
}

/** Removes a stored original and its sizes (those that exist). */
export async function removeStoredFiles(storage: MediaStorage, key: string): Promise<void> {
  await storage.remove(key);
  for (const size of IMAGE_SIZES) await storage.remove(sizeKey(key, size.name));
}

/** Removes the file of `url` and its sizes unless a media record still points at it; the caller holds the content's lock. */
export async function removeIfUnused(db: Db, storage: MediaStorage, url: unknown): Promise<void> {
  const key = mediaKeyOf(url);
  if (!key) return;
  const result = (await db.execute(sql`select 1 from documents where collection = 'media' and data->>'url' = ${url} limit 1`)) as unknown as { rows: unknown[] };
  if (result.rows.length === 0) await removeStoredFiles(storage, key);
}

/**
 * The sizes of the uploaded file at `url` (a stored path), as the oldest record showing it holds them; `{}`
 * for any other url. A media record's sizes are its file's: a record written to show an uploaded file gets
 * that file's sizes, whatever the body said.
 */
export async function sizesOfFile(db: Db, url: string): Promise<Record<string, unknown>> {
  if (!mediaKeyOf(url)) return {};
  const result = (await db.execute(sql`select data->'sizes' as sizes from documents where collection = 'media' and data->>'url' = ${url} order by created_at, id limit 1`)) as unknown as { rows: { sizes: unknown }[] };
  const sizes = result.rows[0]?.sizes;
  return typeof sizes === 'object' && sizes !== null && !Array.isArray(sizes) ? sizes as Record<string, unknown> : {};
}

/** Removes an uploaded file once no media record points at it any more (after its record was deleted or changed). */
export async function releaseMediaFile(locks: KeyedLock, db: Db, storage: MediaStorage, url: unknown): Promise<void> {
  const key = mediaKeyOf(url);
  if (!key) return;
  await locks.run(contentLockKey(key.slice(0, 64)), () => removeIfUnused(db, storage, url));
}

/** A media record updated to show another file (or none) lets go of the one it showed. */
export function releaseReplacedFiles(
  { db, changes, mediaStorage, locks }: Pick<AppContext, 'db' | 'changes' | 'mediaStorage' | 'locks'>,
  log: { warn(details: object, message: string): void },
): void {
  changes.subscribe(async (slug, update) => {
    if (slug !== 'media' || !update || update.before.url === update.after.url) return;
    try {
      await releaseMediaFile(locks, db, mediaStorage, update.before.url);
    } catch (error) {
      // The update is committed; a file left behind costs disk space, not correctness.
      log.warn({ url: update.before.url, reason: (error as Error).message }, 'replaced media file not removed');
    }
  });
}
