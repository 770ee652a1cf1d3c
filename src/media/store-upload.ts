import { randomBytes } from 'node:crypto';
import type { AppContext } from '../app-context.js';
import type { Actor } from '../access/actor.js';
import { collections } from '../content/collections.js';
import { createDocument } from '../content/operations/create-document.js';
import { findDocument } from '../content/operations/find-document.js';
import type { Doc } from '../content/repository.js';
import { HttpError } from '../lib/errors.js';
import type { ImageInfo } from './image-info.js';
import { contentLockKey, findMediaIdByContent, MEDIA_URL_PREFIX, QUOTA_LOCK_KEY, removeIfUnused } from './media-files.js';
import type { Incoming } from './storage.js';

class InsufficientStorage extends HttpError {
  constructor(message: string) {
    super(507, message, 'file');
  }
}

interface UploadFields { alt: string; filename: string | null }

type Context = Pick<AppContext, 'db' | 'changes' | 'documentMemory' | 'mediaStorage' | 'config' | 'locks' | 'creates' | 'outbox'>;

/**
 * Keeps an uploaded image and its media record. Identical content is stored once: when a record already
 * shows a file with the same SHA-256, that record is the answer (`created: false`) and nothing new is
 * kept; its alt and filename stay as they are (change them with PATCH). A new file must fit in
 * MEDIA_QUOTA_BYTES with the files already stored, or the upload answers 507.
 */
export async function storeUpload(context: Context, incoming: Incoming, info: ImageInfo, fields: UploadFields, actor: Actor): Promise<{ doc: Doc; created: boolean }> {
  const media = collections.media!;
  return context.locks.run(contentLockKey(incoming.sha256), async () => {
    // ---- the same content already shown by a record: its file serves this upload too
    const existing = await findMediaIdByContent(context.db, incoming.sha256);
    if (existing) {
      await incoming.keep(existing.url.slice(MEDIA_URL_PREFIX.length)); // back in place if it went missing
      return { doc: await findDocument(context, media, existing.id, 0), created: false };
    }
    // ---- a new file, within the quota
    const key = `${incoming.sha256}-${randomBytes(8).toString('hex')}.${info.extension}`;
    await context.locks.run(QUOTA_LOCK_KEY, async () => {
      const used = await context.mediaStorage.usage();
      if (used + incoming.size > context.config.mediaQuotaBytes) {
        await incoming.discard();
        throw new InsufficientStorage(`Media storage is full: ${used} of ${context.config.mediaQuotaBytes} bytes are used (MEDIA_QUOTA_BYTES) and this file needs ${incoming.size}. Delete unused media, or raise the quota.`);
      }
      await incoming.keep(key);
    });
    // ---- its record, through the content API's own create (validation, audit, change publication)
    const url = `${MEDIA_URL_PREFIX}${key}`;
    try {
      const doc = await createDocument(context, media, {
        url, alt: fields.alt, filename: fields.filename ?? `upload.${info.extension}`, mimeType: info.mimeType,
        filesize: incoming.size, width: info.width ?? null, height: info.height ?? null,
      }, actor);
      return { doc, created: true };
    } catch (error) {
      await removeIfUnused(context.db, context.mediaStorage, url);
      throw error;
    }
  });
}
