import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { type TSchema, Type } from 'typebox';
import type { AppContext } from '../app-context.js';
import { collections } from '../content/collections.js';
import { createDocument } from '../content/operations/create-document.js';
import { contentSchemas } from '../content-api/schemas.js';
import { FieldErrors } from '../lib/route-schemas.js';
import { checkJsonValue } from '../http/json-body.js';
import { answerErrorsWith, fieldErrors } from '../lib/error-bodies.js';
import { BadRequest, HttpError } from '../lib/errors.js';
import { ACCEPTED_IMAGE_TYPES, imageInfo, implausibleDimensions } from '../content/uploads/image-info.js';
import { releaseReplacedFiles } from '../content/uploads/media-files.js';
import type { Incoming } from '../content/uploads/storage.js';
import { storeUpload } from './store-upload.js';

class UnsupportedMediaType extends HttpError {
  constructor(message: string) {
    super(415, message, 'file');
  }
}

const MAX_ALT_LENGTH = 1000;

/** A display name from the client's file name: its last path segment, printable, at most 200 characters. */
export function cleanFilename(name: string | undefined): string | null {
  const base = path.posix.basename(path.win32.basename(name ?? '')).replace(/[\p{C}"\\]/gu, '').trim().slice(0, 200);
  return base === '' ? null : base;
}

interface Upload { incoming: Incoming; filename: string | null }

/** Reads the form: one `file` part and an optional `alt` field; anything else is refused. */
async function readForm(request: FastifyRequest, storage: AppContext['mediaStorage']): Promise<{ upload: Upload | undefined; alt: string }> {
  let upload: Upload | undefined;
  let alt = '';
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || upload) {
          part.file.resume();
          throw new BadRequest('Send one file, in the form field "file".');
        }
        upload = { incoming: await storage.receive(part.file), filename: cleanFilename(part.filename) };
      } else if (part.fieldname === 'alt' && typeof part.value === 'string' && part.value.length <= MAX_ALT_LENGTH) {
        // The same text rules as JSON bodies (no NUL, no lone surrogate): form fields bypass the JSON parser.
        checkJsonValue({ alt: part.value });
        alt = part.value;
      } else {
        throw new BadRequest(`Unexpected form field "${part.fieldname}": send "file" and, optionally, "alt" (at most ${MAX_ALT_LENGTH} characters).`);
      }
    }
  } catch (error) {
    await upload?.incoming.discard();
    throw isMalformedForm(error) ? new BadRequest('The multipart body is malformed or ends early.') : error;
  }
  return { upload, alt };
}

/** The form parser's own errors (a truncated body, no boundary) are plain Errors: the client's, not ours. */
function isMalformedForm(error: unknown): boolean {
  return error instanceof Error && !(error instanceof HttpError) && !('code' in error) && /multipart|boundary/i.test(error.message);
}

/**
 * POST /api/media as multipart/form-data: the file's type and dimensions are read from its bytes, then
 * it is stored (MEDIA_DIR) with a media record (storeUpload): 201, or 200 with the existing record when
 * the same bytes were uploaded before. JSON bodies create URL-only records, as on every collection.
 */
export const mediaUploadRoute: FastifyPluginAsync<{ context: AppContext }> = async (app, { context }) => {
  const { config, mediaStorage } = context;
  answerErrorsWith(app, fieldErrors);
  await app.register(multipart, {
    limits: { fileSize: config.mediaMaxBytes, files: 1, fields: 4, fieldSize: MAX_ALT_LENGTH * 4, parts: 5, headerPairs: 100 },
    throwFileSizeLimit: true,
  });
  const media = collections.media!;
  const createdAnswer = (contentSchemas.create.response as Record<number, TSchema>)[201]!;
  releaseReplacedFiles(context, app.log);

  app.post('/api/media', {
    schema: {
      tags: contentSchemas.create.tags,
      security: contentSchemas.create.security,
      summary: 'Create a media record: upload an image (multipart/form-data: file, alt) or give the URL of one hosted elsewhere (JSON)',
      body: Type.Unknown(),
      response: {
        ...contentSchemas.create.response, 200: createdAnswer, 413: FieldErrors, 415: FieldErrors, 507: FieldErrors,
      } as Record<number, TSchema>,
    },
    config: { access: 'content:write' },
  }, async (request, reply) => {
    if (!request.isMultipart()) {
      const doc = await createDocument(context, media, request.body, request.actor);
      return reply.code(201).send({ doc, message: 'media document created successfully.' });
    }
    const { upload, alt } = await readForm(request, mediaStorage);
    if (!upload) throw new BadRequest('No file: send the image in the form field "file".');
    const info = imageInfo(upload.incoming.head);
    if (!info) {
      await upload.incoming.discard();
      throw new UnsupportedMediaType(`Only ${ACCEPTED_IMAGE_TYPES} images can be uploaded; this file is none of them.`);
    }
    const implausible = implausibleDimensions(info, upload.incoming.size);
    if (implausible) {
      await upload.incoming.discard();
      throw new BadRequest(implausible, 'file');
    }
    const { doc, created } = await storeUpload(context, upload.incoming, info, { alt, filename: upload.filename }, request.actor, request.log);
    if (!created) return reply.code(200).send({ doc, message: 'An identical file is already stored: its media document is returned, nothing was created.' });
    return reply.code(201).send({ doc, message: 'media document created successfully.' });
  });
};
