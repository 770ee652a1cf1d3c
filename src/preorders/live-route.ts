import type { ServerResponse } from 'node:http';
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AppContext } from '../app-context.js';
import { touches } from '../content/changes.js';
import { answers, ErrorMessage } from '../lib/route-schemas.js';
import type { SentForms } from '../content-cache/sent-forms.js';
import type { Answer, AnswerService } from '../lib/answer.js';
import { answerErrorsWith, errorAndMessage } from '../lib/error-bodies.js';
import { NotFound, ServiceUnavailable, TooManyRequests } from '../lib/errors.js';
import { PREORDER_DETAIL_SOURCES } from './get-preorder.js';
import { type Slot, StreamSlots } from './live-slots.js';

/** When a refused client may try again: streams end when their readers leave, so soon. */
const RETRY_AFTER_SECONDS = 5;

const schema = {
  tags: ['preorders'],
  summary: 'The preorder detail as Server-Sent Events, sent again whenever its figures change',
  description: 'text/event-stream: an `event: preorder` with the detail of GET /api/preorders/{id} (its `id:` is that answer\'s ETag) at once and after every change, '
    + 'a comment as heartbeat every LIVE_HEARTBEAT_MS, and `event: gone` when the product is deleted. With `Last-Event-ID` equal to the current detail\'s id the first event is skipped.',
  params: Type.Object({ id: Type.String() }),
  response: answers({
    200: {
      description: 'An endless event stream',
      content: { 'text/event-stream': { schema: { type: 'string', examples: ['retry: 3000\n\nid: Gx4…\nevent: preorder\ndata: {"preorder":{…}}\n\n'] } } },
    },
  }, ErrorMessage, [404, 429, 500, 503]),
};

interface Stream {
  identifier: string;
  slot: Slot;
  response: ServerResponse;
  lastEtag: string | undefined;
  /** Media URLs of this client's events start with it (src/http/media-urls.ts). */
  mediaBase: string | undefined;
}

/** Whatever a client has not read beyond this is not worth keeping: the stream ends, the client reconnects. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

function eventOf(forms: SentForms, kept: Answer, mediaBase: string | undefined): string {
  const answer = forms.withBase(kept, mediaBase);
  return `id: ${answer.etag.replaceAll('"', '')}\nevent: preorder\ndata: ${answer.body.toString('utf8')}\n\n`;
}

/**
 * GET /api/preorders/{id}/live. Open streams are told of every content change that can touch the detail
 * (writes here at once; other instances' through Redis, read every half second while streams are open,
 * or the PostgreSQL poll); each product's detail is then computed once, through the same kept answer as
 * GET /api/preorders/{id}, and sent to the streams whose last event differs. Nothing runs while no stream is open.
 */
export const preorderLiveRoute: FastifyPluginAsync<{ context: AppContext; preorderDetail: AnswerService<[identifier: string]> }> = async (parent, { context, preorderDetail }) => {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  answerErrorsWith(app, errorAndMessage);
  const { liveStreamsPerAddress: limit, liveStreamsMax, liveHeartbeatMs } = context.config;
  const streams = new Set<Stream>();
  const slots = new StreamSlots({ perAddress: limit, max: liveStreamsMax });
  let pushing: Promise<void> | undefined;
  let again = false;
  let timers: { heartbeat: NodeJS.Timeout; refresh: NodeJS.Timeout } | undefined;

  const write = (stream: Stream, text: string) => {
    if (stream.response.writableLength > MAX_BUFFERED_BYTES) stream.response.destroy();
    else stream.response.write(text);
  };

  async function push(): Promise<void> {
    const identifiers = new Set([...streams].map((stream) => stream.identifier));
    for (const identifier of identifiers) {
      let answer: Answer | undefined;
      try {
        answer = await preorderDetail.answer(identifier);
      } catch (error) {
        if (!(error instanceof NotFound)) {
          app.log.warn({ identifier, reason: (error as Error).message }, 'live preorder detail not computed; sent at the next change');
          continue;
        }
      }
      for (const stream of streams) {
        if (stream.identifier !== identifier) continue;
        if (!answer) {
          stream.response.end('event: gone\ndata: {}\n\n');
          continue;
        }
        if (stream.lastEtag === answer.etag) continue;
        stream.lastEtag = answer.etag;
        write(stream, eventOf(context.contentCache.forms, answer, stream.mediaBase));
      }
    }
  }

  function schedulePush(): void {
    if (pushing) {
      again = true;
      return;
    }
    pushing = (async () => {
      do {
        again = false;
        await push();
      } while (again && streams.size > 0);
    })().finally(() => {
      pushing = undefined;
    });
  }

  context.changes.subscribe((slug) => {
    if (streams.size > 0 && touches(slug, PREORDER_DETAIL_SOURCES)) setImmediate(schedulePush);
  });

  function startTimers(): void {
    if (timers) return;
    timers = {
      heartbeat: setInterval(() => {
        for (const stream of streams) write(stream, ': heartbeat\n\n');
      }, liveHeartbeatMs).unref(),
      // Other instances' writes reach this one when it reads the shared version (changes.refresh).
      refresh: setInterval(() => void context.changes.refresh().catch(() => {}), 500).unref(),
    };
  }

  function remove(stream: Stream): void {
    if (!streams.delete(stream)) return;
    stream.slot.release();
    if (streams.size === 0 && timers) {
      clearInterval(timers.heartbeat);
      clearInterval(timers.refresh);
      timers = undefined;
    }
  }

  app.addHook('preClose', async () => {
    for (const stream of [...streams]) stream.response.end();
  });

  app.get('/api/preorders/:id/live', { schema, config: { access: 'public' } }, async (request, reply) => {
    // ---- a slot taken before anything is awaited, given back however the request ends
    const slot = slots.reserve(request.ip);
    if (slot === 'address') throw new TooManyRequests(`At most ${limit} live streams per client address (LIVE_STREAMS_PER_ADDRESS; IPv6: per /64): close one first.`, RETRY_AFTER_SECONDS);
    if (slot === 'total') throw new ServiceUnavailable(`This instance holds its most live streams (LIVE_STREAMS_MAX, ${liveStreamsMax}): try again shortly.`, RETRY_AFTER_SECONDS);
    let gone = false;
    reply.raw.once('close', () => {
      gone = true;
      slot.release();
    });
    let answer: Answer;
    try {
      answer = await preorderDetail.answer(request.params.id);
    } catch (error) {
      slot.release();
      throw error;
    }
    // HEAD: what a GET would start with, and no stream.
    if (request.method === 'HEAD') {
      slot.release();
      return reply.type('text/event-stream; charset=utf-8').header('cache-control', 'no-cache, no-transform').send('');
    }
    if (gone) return reply.hijack(); // the client left while the detail was read: its slot is back already
    const stream: Stream = { identifier: request.params.id, slot, response: reply.raw, lastEtag: undefined, mediaBase: request.mediaBase };
    streams.add(stream);
    startTimers();
    reply.raw.on('close', () => remove(stream));
    reply.hijack();
    reply.raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
      'x-request-id': String(request.id),
    });
    write(stream, 'retry: 3000\n\n');
    const resumedFrom = request.headers['last-event-id'];
    stream.lastEtag = answer.etag;
    if (resumedFrom !== context.contentCache.forms.withBase(answer, stream.mediaBase).etag.replaceAll('"', '')) write(stream, eventOf(context.contentCache.forms, answer, stream.mediaBase));
    // A change committed between the first answer and now is sent too.
    schedulePush();
  });
};
