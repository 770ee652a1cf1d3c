import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hostAllowed } from '../access/allowed-hosts.js';
import { sql } from 'drizzle-orm';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { absoluteMediaJson, type SentForms } from '../content-cache/sent-forms.js';
import { MEDIA_KEY, MEDIA_URL_PREFIX, sizesOfFile } from '../content/uploads/media-files.js';
import { rememberedPerValue } from '../lib/remembered.js';

/**
 * Media URLs in answers are absolute: a storefront on another origin shows an uploaded image as it is.
 * Records keep the file's path (`/media/<key>`); the origin is put in front as an answer leaves, so every
 * kept answer, document and rendering stays one for all origins, and the origin-specific bytes are
 * derived from it (once per answer and origin, the content cache's SentForms).
 *
 * The base is PUBLIC_URL when set. Unset, it is the request's own origin: its Host, or X-Forwarded-Host
 * and X-Forwarded-Proto when the peer is a trusted proxy (TRUST_PROXY, as Fastify's request.host and
 * request.protocol) and the forwarded name is one of ALLOWED_HOSTS. A client that forges those headers
 * without a trusted proxy changes nothing; a Host the service does not answer never gets this far (421).
 */

type MediaConfig = Pick<Config, 'publicUrl' | 'allowedHosts' | 'trustProxy'>;

/** A host name (or bracketed IPv6 address) with an optional port: anything else is not put in a URL. */
const HOST = /^(?:\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::\d{1,5})?$/;

function originOf(protocol: string | undefined, host: string | undefined): string | undefined {
  const name = host?.trim().toLowerCase();
  if (!name || !HOST.test(name)) return undefined;
  return `${protocol === 'https' ? 'https' : 'http'}://${name}`;
}

/** The base of media URLs for a request Fastify handles; undefined leaves them as paths (an unusable Host). */
export function mediaBaseOf(config: MediaConfig, request: FastifyRequest): string | undefined {
  if (config.publicUrl) return config.publicUrl;
  // request.host is X-Forwarded-Host only from a trusted peer; a forwarded name must be one the service answers.
  const forwarded = request.host;
  const host = forwarded !== request.headers.host && !hostAllowed(config.allowedHosts, forwarded) ? request.headers.host : forwarded;
  return originOf(request.protocol, host);
}

/** Answered by Fastify: the fast lane cannot tell whether a forwarding peer is trusted. */
export const ASK_FASTIFY = Symbol('ask Fastify');

/**
 * The same base for a request the fast lane sees, or ASK_FASTIFY when forwarded headers may count. The
 * origin is remembered per Host value and scheme: a service sees a handful, and making it again on every
 * request (lower-casing, a pattern, a new string whose hash the forms' lookup then computes) costs a few
 * percent of a kept answer's time.
 */
export function rawMediaBase(config: MediaConfig): (request: IncomingMessage) => string | undefined | typeof ASK_FASTIFY {
  const origins = {
    http: rememberedPerValue((host) => originOf('http', host)),
    https: rememberedPerValue((host) => originOf('https', host)),
  };
  return (request) => {
    if (config.publicUrl) return config.publicUrl;
    const { headers } = request;
    if (config.trustProxy !== false && (headers['x-forwarded-host'] !== undefined || headers['x-forwarded-proto'] !== undefined)) return ASK_FASTIFY;
    const originOfHost = origins[(request.socket as TLSSocket | undefined)?.encrypted ? 'https' : 'http'];
    return headers.host === undefined ? undefined : originOfHost(headers.host);
  };
}

/** The stored path (`/media/<key>`) an absolute URL of an uploaded file names, on whatever address it was read. */
export function uploadPathOf(url: string): string | undefined {
  if (!/^https?:\/\//i.test(url)) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  const at = parsed.pathname.lastIndexOf(MEDIA_URL_PREFIX);
  const key = parsed.pathname.slice(at + MEDIA_URL_PREFIX.length);
  return at >= 0 && !parsed.search && !parsed.hash && MEDIA_KEY.test(key) ? `${MEDIA_URL_PREFIX}${key}` : undefined;
}

/**
 * The url a media record written with `url` keeps: the stored path when `url` is the absolute URL of a file
 * a record already shows (read on any of the service's addresses: the key, a SHA-256 and a random part,
 * names that file alone), else `url` as given.
 */
export async function storedMediaUrl(db: Db, url: string): Promise<string> {
  const path = uploadPathOf(url);
  if (!path) return url;
  const shown = (await db.execute(sql`select 1 from documents where collection = 'media' and data->>'url' = ${path} limit 1`)) as unknown as { rows: unknown[] };
  return shown.rows.length > 0 ? path : url;
}

/** The content API's routes, whose answers Fastify serializes per request (writes, reads with a credential). */
const CONTENT_ROUTES = new Set(['/api/:collection', '/api/:collection/:id', '/api/globals/:slug', '/api/media']);

declare module 'fastify' {
  interface FastifyRequest {
    /** The base of media URLs in this request's answer (mediaBaseOf). */
    mediaBase: string | undefined;
  }
  interface FastifyInstance {
    /** The forms kept answers are sent in (media base, coding): the content cache's. */
    sentForms: SentForms;
  }
}

/**
 * Every request learns its media base; the content API's answers that Fastify serializes (a write's
 * `{doc}`, a global's `result`) get absolute media URLs; and a media record written back with the absolute
 * URL it was read with keeps its path, so the file stays its own (a changed url lets the old file go), and
 * its sizes are the file's, never the body's.
 */
export function enableAbsoluteMediaUrls(app: FastifyInstance, config: MediaConfig, db: Db, forms: SentForms): void {
  app.decorate('sentForms', forms);
  app.decorateRequest('mediaBase', undefined);
  app.addHook('onRequest', async (request) => {
    request.mediaBase = mediaBaseOf(config, request);
  });
  app.addHook('preValidation', async (request) => {
    const body = request.body as Record<string, unknown> | undefined;
    const collection = (request.params as { collection?: string } | undefined)?.collection;
    const media = request.routeOptions.url === '/api/media' || collection === 'media';
    if (!media || !CONTENT_ROUTES.has(request.routeOptions.url ?? '') || typeof body !== 'object' || body === null || Array.isArray(body)) return;
    // A record's sizes are its file's (made at upload): what a body says of them is ignored (the admin app
    // sends back what it read), and a record written to show a file gets that file's sizes.
    const { sizes: _ignored, ...written } = body;
    if (typeof written.url === 'string') {
      const url = await storedMediaUrl(db, written.url);
      written.url = url;
      written.sizes = await sizesOfFile(db, url);
    }
    request.body = written;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' || request.mediaBase === undefined || !CONTENT_ROUTES.has(request.routeOptions.url ?? '')) return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json') || !payload.includes(`"${MEDIA_URL_PREFIX}`)) return payload;
    return absoluteMediaJson(payload, request.mediaBase);
  });
}
