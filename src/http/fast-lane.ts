import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import type { Answer } from '../lib/answer.js';
import { etagMatches } from './http-caching.js';
import { applyConnectionLimits, type ConnectionSettings, connectionsCheckingInterval } from './connection-limits.js';
import type { AnswerHeaders } from './public-answers.js';
import { REQUEST_ID_HEADER, requestIdOf } from './request-id.js';
import { MAX_QUERY_LENGTH } from './query-limits.js';
import { isCleanTarget } from './request-target.js';

const isAcceptableQuery = (query: string) => query.length <= MAX_QUERY_LENGTH && isCleanTarget(query);

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/** A public read route as the fast lane sees it: its metrics label, and its current answer if one is kept. */
export interface FastRoute {
  readonly template: string;
  readonly headers: AnswerHeaders;
  /** The kept answer for this request, or undefined to send it through Fastify (compute, refuse, 404…). */
  peek(request: IncomingMessage, path: string): Answer | undefined;
}

export interface FastLaneOptions {
  /** The fast route serving a path, if any. */
  route(path: string): FastRoute | undefined;
  /** Applies other instances' writes before answering (shared content); absent when content is local. */
  refresh?: () => Promise<void>;
  /**
   * With CORS on, requests carrying an Origin header go through Fastify, which sets the CORS headers;
   * the others get `Vary: Origin` as Fastify's answers do, so a shared cache keeps them apart.
   */
  corsEnabled: boolean;
  /** Records a request in the same metrics the framework's requests are counted in. */
  observe(template: string, statusClass: '2xx' | '3xx', seconds: number): void;
  log: FastifyBaseLogger;
}

const VERBOSE_LEVELS = new Set(['info', 'debug', 'trace']);

/** Whether a path segment could be read differently by the router (encoded, too long): such ids take the framework's way. */
const PLAIN_ID = /^[\w.:~@!$&'()*+,;=-]{1,100}$/;

export function preorderIdOf(path: string): string | undefined {
  if (!path.startsWith('/api/preorders/')) return undefined;
  const id = path.slice('/api/preorders/'.length);
  return PLAIN_ID.test(id) ? id : undefined;
}

/**
 * The kept answers of the hot read routes and the content API's anonymous reads, sent straight from node:http. A request the fast lane cannot
 * answer exactly as the Fastify route would (not a GET, no kept answer, a wrong key, a CORS request)
 * goes on to Fastify untouched. What it sends matches the route: the same body, ETag, Cache-Control,
 * x-request-id and 304 rule; it is counted in the same request metrics and logged like Fastify's
 * request lines.
 */
export function createFastLane(options: FastLaneOptions): (request: IncomingMessage, response: ServerResponse, framework: Handler) => void {
  const { log } = options;
  const headersOf = answerHeaders(options.corsEnabled);

  function send(request: IncomingMessage, response: ServerResponse, route: FastRoute, answer: Answer, startedAt: number): void {
    const { template } = route;
    const reqId = requestIdOf(request);
    const logged = VERBOSE_LEVELS.has(log.level);
    if (logged) log.info({ reqId, req: { method: request.method, url: request.url, host: request.headers.host } }, 'incoming request');
    const notModified = etagMatches(request.headers['if-none-match'], answer.etag);
    const headers = headersOf(answer, route.headers);
    if (notModified) {
      headers.notModified[REQUEST_ID_HEADER] = reqId;
      response.writeHead(304, headers.notModified);
      response.end();
    } else {
      headers.ok[REQUEST_ID_HEADER] = reqId;
      response.writeHead(200, headers.ok);
      response.end(answer.body);
    }
    const seconds = (performance.now() - startedAt) / 1000;
    options.observe(template, notModified ? '3xx' : '2xx', seconds);
    if (logged) log.info({ reqId, res: { statusCode: notModified ? 304 : 200 }, responseTime: seconds * 1000 }, 'request completed');
  }

  return function fastLane(request, response, framework) {
    if (request.method !== 'GET' || (options.corsEnabled && request.headers.origin !== undefined)) return framework(request, response);
    const url = request.url ?? '';
    const queryAt = url.indexOf('?');
    const path = queryAt === -1 ? url : url.slice(0, queryAt);
    const route = options.route(path);
    // A query Fastify refuses (too long, control characters, not UTF-8) is refused there, as without a kept answer.
    if (!route || (queryAt !== -1 && !isAcceptableQuery(url.slice(queryAt + 1)))) return framework(request, response);
    const startedAt = performance.now();
    const answer = () => {
      const kept = route.peek(request, path);
      if (kept) send(request, response, route, kept, startedAt);
      else framework(request, response);
    };
    if (!options.refresh) return answer();
    options.refresh().then(answer, () => framework(request, response));
  };
}

type HeaderBlock = Record<string, string | number>;

/**
 * The headers of a kept answer's 200 and 304, built once per answer: only the request id changes
 * per request, and it is set in place just before `writeHead`, which serializes the headers
 * synchronously and keeps no reference to the object.
 */
export function answerHeaders(corsEnabled: boolean) {
  const built = new WeakMap<Answer, { ok: HeaderBlock; notModified: HeaderBlock }>();
  return (answer: Answer, routeHeaders: AnswerHeaders): { ok: HeaderBlock; notModified: HeaderBlock } => {
    const kept = built.get(answer);
    if (kept) return kept;
    const { cacheControl } = routeHeaders;
    const varyOn = [...(corsEnabled ? ['Origin'] : []), ...(routeHeaders.vary ? [routeHeaders.vary] : [])].join(', ');
    const vary: HeaderBlock = varyOn ? { vary: varyOn } : {};
    const headers = {
      ok: {
        'content-type': 'application/json; charset=utf-8',
        'content-length': answer.body.length,
        ...(answer.encoding ? { 'content-encoding': answer.encoding } : {}),
        etag: answer.etag,
        'cache-control': cacheControl,
        ...vary,
        'x-content-type-options': 'nosniff',
        [REQUEST_ID_HEADER]: '',
      },
      notModified: { etag: answer.etag, 'cache-control': cacheControl, ...vary, 'x-content-type-options': 'nosniff', [REQUEST_ID_HEADER]: '' },
    };
    built.set(answer, headers);
    return headers;
  };
}

/** Fastify's serverFactory: node:http with the fast lane in front of Fastify's own handler, and the connection limits. */
export function fastLaneServer(lane: () => ReturnType<typeof createFastLane> | undefined, limits: ConnectionSettings) {
  return (handler: Handler, _settings: FastifyServerOptions): Server => {
    const server = createServer({ connectionsCheckingInterval: connectionsCheckingInterval(limits) }, (request, response) => {
      const fastLane = lane();
      if (fastLane) fastLane(request, response, handler);
      else handler(request, response);
    });
    applyConnectionLimits(server, limits);
    return server;
  };
}
