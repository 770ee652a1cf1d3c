import { createHash } from 'node:crypto';

/** A serialized answer and its strong ETag, both computed once and sent as they are on every hit. */
export interface Answer {
  readonly body: Buffer;
  readonly etag: string;
}

/** The ETag is a digest of the exact bytes, so it changes whenever the body does. */
export function answerOf(json: string): Answer {
  const body = Buffer.from(json);
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}
