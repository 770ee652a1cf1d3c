import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { FastifyBaseLogger } from 'fastify';
import { Upstream } from '../lib/errors.js';

export interface HttpSettings {
  baseUrl: string;
  timeoutMs: number;
  /** Extra headers (the medusa-v2 flavour's credential); the contract's flavour sends none. */
  headers?: Record<string, string>;
  /** Retries of a GET after a network error or a 5xx answer. */
  retries?: number;
  backoffMs?: (retry: number) => number;
}

export interface HttpAnswer {
  status: number;
  body: unknown;
}

const defaultBackoff = (retry: number) => 100 * 2 ** (retry - 1);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

class Retryable extends Error {}
class TimedOut extends Error {}

/**
 * Errors of a connection the other side closed. On a kept-alive connection, before any answer, that is the
 * backend closing it as idle as the request went out, not a refusal: the request was never read.
 */
const CONNECTION_CLOSED = new Set(['ECONNRESET', 'EPIPE', 'ECONNABORTED']);

interface Exchanged {
  status: number;
  text: string;
}

/**
 * One HTTP exchange through node:http(s)'s global keep-alive agent, which closes an idle connection a
 * second before the backend's Keep-Alive hint says the backend will. Not `fetch`: with 20 calls in flight
 * to the demo backend, fetch spent 1.2-1.5 ms of CPU a call and node:http 0.4-0.7 ms
 * (`npm run bench:commerce-calls`), and a counter hold makes one call per variant. The time-out covers the
 * whole exchange, the answer's body included. `stale` is set when it failed on a reused connection before
 * any answer (see CONNECTION_CLOSED).
 */
function exchange(settings: HttpSettings, method: string, path: string, payload: string | undefined, freshConnection: boolean, timeoutMs: number):
  Promise<Exchanged> {
  const url = new URL(`${settings.baseUrl}${path}`);
  const headers: Record<string, string> = { 'Content-Type': 'application/json', ...settings.headers };
  if (payload !== undefined) headers['Content-Length'] = String(Buffer.byteLength(payload));
  return new Promise((resolve, reject) => {
    let timedOut = false;
    let answered = false;
    const request = (url.protocol === 'https:' ? httpsRequest : httpRequest)(url, { method, headers, ...(freshConnection ? { agent: false } : {}) }, (response) => {
      answered = true;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        clearTimeout(timer);
        resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') });
      });
      response.on('error', fail);
      response.on('close', () => {
        if (!response.complete) fail(new Error('the answer was cut short'));
      });
    });
    function fail(error: NodeJS.ErrnoException) {
      clearTimeout(timer);
      if (timedOut) reject(new TimedOut());
      else if (request.reusedSocket && !answered && CONNECTION_CLOSED.has(error.code ?? '')) reject(new StaleConnection(error.message));
      else reject(error);
    }
    const timer = setTimeout(() => {
      timedOut = true;
      request.destroy();
    }, timeoutMs);
    request.on('error', fail);
    request.end(payload);
  });
}

class StaleConnection extends Error {}

/**
 * One request, sent again once on a connection of its own when a kept-alive one turned out closed (see
 * exchange). That resend is safe for a POST too: the first never reached the backend.
 */
async function send(settings: HttpSettings, method: string, path: string, body: unknown): Promise<Exchanged> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const startedAt = performance.now();
  try {
    return await exchange(settings, method, path, payload, false, settings.timeoutMs);
  } catch (error) {
    const left = settings.timeoutMs - (performance.now() - startedAt);
    if (!(error instanceof StaleConnection) || left < 1) throw error;
    return exchange(settings, method, path, payload, true, left);
  }
}

async function attempt(settings: HttpSettings, method: string, path: string, body: unknown): Promise<HttpAnswer> {
  let response: Exchanged;
  try {
    response = await send(settings, method, path, body);
  } catch (error) {
    if (error instanceof TimedOut) throw new Upstream(`Commerce backend timed out after ${settings.timeoutMs} ms (${method} ${path})`);
    throw new Retryable(`Commerce backend unreachable (${method} ${path}): ${(error as Error).message}`);
  }
  const { status, text } = response;
  if (status >= 500) throw new Retryable(`Commerce backend answered ${status} (${method} ${path})`);
  if (status >= 300 || text === '') return { status, body: undefined };
  try {
    return { status, body: JSON.parse(text) };
  } catch {
    throw new Upstream(`Commerce backend answered malformed JSON (${method} ${path})`, status);
  }
}

/**
 * One call to the commerce backend: only `Content-Type: application/json` (plus the flavour's
 * credential), a timeout on every call, GETs retried on network errors and 5xx, POSTs never.
 * Answers below 500 are returned for the caller to judge (a 404 is "absent", not a failure).
 */
export async function callBackend(
  settings: HttpSettings,
  method: 'GET' | 'POST',
  path: string,
  options: { body?: unknown; log?: FastifyBaseLogger } = {},
): Promise<HttpAnswer> {
  const retries = method === 'GET' ? (settings.retries ?? 2) : 0;
  const backoff = settings.backoffMs ?? defaultBackoff;
  const startedAt = performance.now();
  for (let retry = 0; ; retry += 1) {
    try {
      const answer = await attempt(settings, method, path, options.body);
      options.log?.debug({ commerce: { method, path, status: answer.status, ms: Math.round(performance.now() - startedAt) } }, 'commerce call');
      return answer;
    } catch (error) {
      if (!(error instanceof Retryable)) throw error;
      if (retry >= retries) throw new Upstream(error.message);
      options.log?.warn({ commerce: { method, path, retry: retry + 1 }, reason: error.message }, 'commerce call retried');
      await sleep(backoff(retry + 1));
    }
  }
}
