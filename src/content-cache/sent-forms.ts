import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Answer } from '../lib/answer.js';
import { MEDIA_URL_PREFIX, STORED_FILE_KEY } from '../content/uploads/media-files.js';
import type { BudgetedLayer, MemoryBudget } from './memory-budget.js';

export type Coding = 'br' | 'gzip';

const QUOTED_PREFIX = `"${MEDIA_URL_PREFIX}`;
const MARK = Buffer.from(QUOTED_PREFIX);
const [OPENING_BRACKET, COMMA, COLON] = ['[', ',', ':'].map((character) => character.charCodeAt(0));

/**
 * The JSON with every uploaded file's path made absolute on `base`: each JSON string value that is exactly
 * a stored file's path (an original or one of its sizes), after `[`, `,` or `:` (a value, never inside
 * another string, where the quote would be escaped) and not followed by `:` (an object key). Found with
 * indexOf rather than one pattern with a look-behind: about 5 µs on a 34 KB list against 176 µs, paid by
 * every first answer after a write.
 */
export function absoluteMediaJson(json: string, base: string): string {
  let at = json.indexOf(QUOTED_PREFIX);
  if (at === -1) return json;
  const prefix = JSON.stringify(`${base}${MEDIA_URL_PREFIX}`).slice(0, -1);
  let made = '';
  let copied = 0;
  for (; at !== -1; at = json.indexOf(QUOTED_PREFIX, at + 1)) {
    const before = json.charCodeAt(at - 1);
    if (before !== OPENING_BRACKET && before !== COMMA && before !== COLON) continue;
    const keyStart = at + QUOTED_PREFIX.length;
    const closing = json.indexOf('"', keyStart);
    if (closing === -1) break;
    if (json.charCodeAt(closing + 1) === COLON || !STORED_FILE_KEY.test(json.slice(keyStart, closing))) continue;
    made += json.slice(copied, at) + prefix + json.slice(keyStart, closing + 1);
    copied = closing + 1;
    at = closing;
  }
  return copied === 0 ? json : made + json.slice(copied);
}

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

async function compress(coding: Coding, payload: Buffer): Promise<Buffer> {
  return coding === 'br'
    // quality 5: most of brotli's gain at a few times gzip's speed (11, the default, is ~50x slower)
    ? compressBrotli(payload, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: payload.length } })
    : compressGzip(payload);
}

/** Each coding has an entity tag of its own (RFC 9110 8.8.3): the bytes differ. */
const codedEtag = (etag: string, coding: Coding) => `${etag.slice(0, -1)}-${coding}"`;

const formKey = (base: string, coding: Coding | undefined) => (coding ? `${coding} ${base}` : base);

/**
 * What an answer's forms are kept under: its strong ETag, which names its bytes (so an answer built again
 * with the same bytes, or built per request where nothing is kept, finds them); a weak ETag names only the
 * data (the recommendations' `cached` flag differs in the bytes), so such an answer is its own key.
 */
const keyOf = (answer: Answer): Answer | string => (answer.etag.startsWith('W/') ? answer : answer.etag);

/**
 * The forms a kept answer leaves in: its media URLs made absolute on the request's base (records keep
 * `/media/<key>`, see src/http/media-urls.ts), then compressed in the coding the client takes. Each is made
 * once per answer's bytes, base and coding, and kept with the answer it came from: when the answers layer
 * drops an answer, its forms go with it (`forget`); the least recently sent answer's forms go first past the budget.
 */
export class SentForms implements BudgetedLayer {
  readonly name = 'forms';
  private readonly byAnswer = new Map<Answer | string, Map<string, Answer>>();
  private held = 0;
  private readonly uploadsNamed = new WeakMap<Answer, boolean>();
  /** The key of the answer whose forms were used last: using it again needs no reordering. */
  private newest: Answer | string | undefined;

  constructor(private readonly budget: MemoryBudget) {
    budget.add(this);
  }

  get bytes(): number {
    return this.held;
  }

  /**
   * The answer as sent to a request whose media base is `base`: the same object when it holds no uploaded
   * file's path. Its ETag is the original's with the base's digest, so it is strong (or weak) as that one
   * was, and differs per base.
   */
  withBase(answer: Answer, base: string | undefined): Answer {
    if (base === undefined || answer.encoding || !this.namesUploads(answer)) return answer;
    const known = this.formOf(answer, formKey(base, undefined));
    if (known) return known;
    const digest = createHash('sha1').update(base).digest('base64url').slice(0, 10);
    return this.keep(answer, formKey(base, undefined), {
      body: Buffer.from(absoluteMediaJson(answer.body.toString('utf8'), base)),
      etag: `${answer.etag.slice(0, -1)}.${digest}"`,
    });
  }

  /** The kept answer on `base` in `coding`, if it was compressed before; compresses nothing. */
  peekCoded(answer: Answer, base: string | undefined, coding: Coding): Answer | undefined {
    return this.formOf(answer, formKey(base ?? '', coding));
  }

  /** The kept answer on `base` in `coding`: compressed once, then kept. */
  async coded(answer: Answer, base: string | undefined, coding: Coding): Promise<Answer> {
    const key = formKey(base ?? '', coding);
    const known = this.formOf(answer, key);
    if (known) return known;
    const based = this.withBase(answer, base);
    const made: Answer = { body: await compress(coding, based.body), etag: codedEtag(based.etag, coding), encoding: coding };
    return this.keep(answer, key, made);
  }

  /** Drops the forms of an answer no longer kept. */
  forget(answer: Answer): void {
    this.drop(keyOf(answer));
  }

  evictOldest(): boolean {
    const oldest = this.byAnswer.keys().next().value as Answer | string | undefined;
    if (oldest === undefined) return false;
    this.drop(oldest);
    return true;
  }

  private drop(answerKey: Answer | string): void {
    const forms = this.byAnswer.get(answerKey);
    if (!forms) return;
    this.byAnswer.delete(answerKey);
    for (const form of forms.values()) this.held -= form.body.length;
    if (this.newest === answerKey) this.newest = undefined;
  }

  /** Whether the answer names an uploaded file: looked for once per answer, not in every request's bytes. */
  private namesUploads(answer: Answer): boolean {
    let names = this.uploadsNamed.get(answer);
    if (names === undefined) {
      names = answer.body.includes(MARK);
      this.uploadsNamed.set(answer, names);
    }
    return names;
  }

  private formOf(answer: Answer, key: string): Answer | undefined {
    const answerKey = keyOf(answer);
    const forms = this.byAnswer.get(answerKey);
    const form = forms?.get(key);
    if (form && answerKey !== this.newest) {
      this.byAnswer.delete(answerKey);
      this.byAnswer.set(answerKey, forms!);
      this.newest = answerKey;
    }
    return form;
  }

  private keep(answer: Answer, key: string, form: Answer): Answer {
    if (form.body.length > this.budget.maxBytes) return form;
    const answerKey = keyOf(answer);
    // to the newest end: the least recently used answer's forms go first
    const forms = this.byAnswer.get(answerKey) ?? new Map<string, Answer>();
    this.byAnswer.delete(answerKey);
    this.byAnswer.set(answerKey, forms);
    this.newest = answerKey;
    const replaced = forms.get(key);
    if (replaced) this.held -= replaced.body.length;
    forms.set(key, form);
    this.held += form.body.length;
    this.budget.settle();
    return form;
  }
}
