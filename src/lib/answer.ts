import { createHash } from 'node:crypto';

/** A serialized answer and its strong ETag, both computed once and sent as they are on every hit. */
export interface Answer {
  readonly body: Buffer;
  readonly etag: string;
  /** The content coding of `body` when it is compressed. */
  readonly encoding?: 'br' | 'gzip';
}

/** An answer already serialized: sent as these bytes rather than passed to JSON.stringify. */
export class SerializedJson {
  constructor(readonly json: string) {}
}

/** JSON.stringify, or the JSON of an answer already serialized. */
export function jsonOf(value: unknown): string {
  return value instanceof SerializedJson ? value.json : JSON.stringify(value);
}

/** The ETag is a digest of the exact bytes, so it changes whenever the body does. */
export function answerOf(json: string): Answer {
  const body = Buffer.from(json);
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}

/**
 * An answer whose ETag identifies its data rather than its exact bytes (a weak ETag, RFC 9110 8.8.1):
 * answers that differ only in a detail such as a `cached` flag keep one ETag.
 */
export function answerOfData(json: string, data: string): Answer {
  return { body: Buffer.from(json), etag: `W/"${createHash('sha1').update(data).digest('base64url')}"` };
}

/**
 * A public read answer: `answer` computes it when needed; `peek` gives the stored one when it is
 * current, computing nothing (the fast lane answers from it). Both expect `changes.refresh()` first
 * when content is shared between instances.
 */
export interface AnswerService<Args extends unknown[] = []> {
  answer(...args: Args): Promise<Answer>;
  peek(...args: Args): Answer | undefined;
}
