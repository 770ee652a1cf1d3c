import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { AppContext } from '../app-context.js';
import type { Actor } from '../identity/actor.js';
import { collections } from '../content/collections.js';
import { createDocument } from '../content/operations/create-document.js';
import { findDocument } from '../content/operations/find-document.js';
import type { Doc } from '../content/repository.js';
import { HttpError } from '../lib/errors.js';
import type { ImageInfo } from '../content/uploads/image-info.js';
import { type MadeSize, makeImageSizes, sizeKey } from '../content/uploads/image-sizes.js';
import {
  CONTENT_TYPES, contentLockKey, findMediaIdByContent, MEDIA_URL_PREFIX, QUOTA_LOCK_KEY, removeIfUnused, removeStoredFiles,
} from '../content/uploads/media-files.js';
import type { Incoming } from '../content/uploads/storage.js';

class InsufficientStorage extends HttpError {
  constructor(message: string) {
    super(507, message, 'file');
  }
}

interface UploadFields { alt: string; filename: string | null }

type Context = Pick<AppContext, 'db' | 'changes' | 'contentCache' | 'mediaStorage' | 'config' | 'locks' | 'creates' | 'outbox' | 'passwords'>;

/** Sizes made of an upload, each in a temporary file of its own until the original is kept. */
interface PendingSize extends Omit<MadeSize, 'bytes'> { incoming: Incoming }

/** A logger: a size that cannot be made is reported, and the upload kept without sizes. */
type Log = { warn(details: object, message: string): void };

/**
 * Keeps an uploaded image, its sizes and its media record. Identical content is stored once: when a record
 * already shows a file with the same SHA-256, that record is the answer (`created: false`) and nothing new
 * is kept; its alt and filename stay as they are (change them with PATCH). A new file and its sizes must fit
 * in MEDIA_QUOTA_BYTES with the files already stored, or the upload answers 507. An image sharp cannot read
 * is kept without sizes. A refused or failed upload leaves no file and no record.
 */
export async function storeUpload(context: Context, incoming: Incoming, info: ImageInfo, fields: UploadFields, actor: Actor, log: Log): Promise<{ doc: Doc; created: boolean }> {
  const media = collections.media!;
  return context.locks.run(contentLockKey(incoming.sha256), async () => {
    // ---- the same content already shown by a record: its file serves this upload too
    const existing = await findMediaIdByContent(context.db, incoming.sha256);
    if (existing) {
      await incoming.keep(existing.url.slice(MEDIA_URL_PREFIX.length)); // back in place if it went missing
      return { doc: await findDocument(context, media, existing.id, 0), created: false };
    }
    // ---- a new file: its sizes made, then kept with them within the quota
    const key = `${incoming.sha256}-${randomBytes(8).toString('hex')}.${info.extension}`;
    const sizes = await pendingSizes(context, incoming, info, log);
    await keepWithinQuota(context, key, incoming, sizes);
    // ---- its record, through the content API's own create (validation, audit, change publication)
    const url = `${MEDIA_URL_PREFIX}${key}`;
    const filename = fields.filename ?? `upload.${info.extension}`;
    try {
      const doc = await createDocument(context, media, {
        url, alt: fields.alt, filename, mimeType: info.mimeType,
        filesize: incoming.size, width: info.width ?? null, height: info.height ?? null,
        sizes: sizesField(key, filename, sizes),
      }, actor);
      return { doc, created: true };
    } catch (error) {
      await removeIfUnused(context.db, context.mediaStorage, url);
      throw error;
    }
  });
}

/** The upload's sizes in temporary files; none when sharp cannot read the image (reported, not refused). */
async function pendingSizes(context: Context, incoming: Incoming, info: ImageInfo, log: Log): Promise<PendingSize[]> {
  let made: MadeSize[];
  try {
    made = await makeImageSizes(incoming.file, info);
  } catch (error) {
    log.warn({ sha256: incoming.sha256, reason: (error as Error).message }, 'image sizes not made: the upload is kept without them');
    return [];
  }
  const pending: PendingSize[] = [];
  try {
    for (const { bytes, ...size } of made) pending.push({ ...size, incoming: await context.mediaStorage.receive(Readable.from([bytes])) });
  } catch (error) {
    await Promise.all(pending.map((size) => size.incoming.discard()));
    await incoming.discard();
    throw error;
  }
  return pending;
}

/** Keeps the original and its sizes if they fit in MEDIA_QUOTA_BYTES; else, or if keeping one fails, none of them. */
async function keepWithinQuota(context: Context, key: string, incoming: Incoming, sizes: readonly PendingSize[]): Promise<void> {
  const discardAll = () => Promise.all([incoming, ...sizes.map((size) => size.incoming)].map((file) => file.discard()));
  const needed = sizes.reduce((total, size) => total + size.incoming.size, incoming.size);
  await context.locks.run(QUOTA_LOCK_KEY, async () => {
    const used = await context.mediaStorage.usage();
    if (used + needed > context.config.mediaQuotaBytes) {
      await discardAll();
      throw new InsufficientStorage(`Media storage is full: ${used} of ${context.config.mediaQuotaBytes} bytes are used (MEDIA_QUOTA_BYTES) and this file needs ${needed} with its sizes. Delete unused media, or raise the quota.`);
    }
    try {
      await incoming.keep(key);
      for (const size of sizes) await size.incoming.keep(sizeKey(key, size.name));
    } catch (error) {
      await discardAll();
      await removeStoredFiles(context.mediaStorage, key);
      throw error;
    }
  });
}

/** The record's `sizes`, in Payload's shape: `{thumbnail: {url, width, height, mimeType, filesize, filename}, …}`. */
function sizesField(key: string, filename: string, sizes: readonly PendingSize[]): Record<string, unknown> {
  const stem = filename.replace(/\.[^.]*$/, '');
  return Object.fromEntries(sizes.map((size) => [size.name, {
    url: `${MEDIA_URL_PREFIX}${sizeKey(key, size.name)}`,
    width: size.width,
    height: size.height,
    mimeType: CONTENT_TYPES[size.extension]!,
    filesize: size.incoming.size,
    filename: `${stem}-${size.width}x${size.height}.${size.extension}`,
  }]));
}
