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

/**
 * A public read answer: `answer` computes it when needed; `peek` gives the stored one when it is
 * current, computing nothing (the fast lane answers from it). Both expect `changes.refresh()` first
 * when content is shared between instances.
 */
export interface AnswerService<Args extends unknown[] = []> {
  answer(...args: Args): Promise<Answer>;
  peek(...args: Args): Answer | undefined;
}
