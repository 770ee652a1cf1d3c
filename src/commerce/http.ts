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

async function attempt(settings: HttpSettings, method: string, path: string, body: unknown): Promise<HttpAnswer> {
  let response: Response;
  try {
    response = await fetch(`${settings.baseUrl}${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', ...settings.headers },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
  } catch (error) {
    const cause = error as Error;
    if (cause.name === 'TimeoutError') throw new Upstream(`Commerce backend timed out after ${settings.timeoutMs} ms (${method} ${path})`);
    throw new Retryable(`Commerce backend unreachable (${method} ${path}): ${cause.message}`);
  }
  const text = await response.text();
  if (response.status >= 500) throw new Retryable(`Commerce backend answered ${response.status} (${method} ${path})`);
  if (response.status >= 300 || text === '') return { status: response.status, body: undefined };
  try {
    return { status: response.status, body: JSON.parse(text) };
  } catch {
    throw new Upstream(`Commerce backend answered malformed JSON (${method} ${path})`, response.status);
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
