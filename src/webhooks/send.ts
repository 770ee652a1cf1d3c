import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { Webhook } from 'standardwebhooks';
import type { AddressGuard } from '../lib/address-guard.js';

export interface SendOutcome {
  /** The receiver's status, or undefined when no answer came (refused, timed out, blocked). */
  status?: number;
  durationMs: number;
  /** The start of the answer's body, for the delivery log. */
  excerpt?: string;
  error?: string;
}

export interface Message {
  id: string;
  url: string;
  secret: string;
  /** A secret that signs too (the one a rotation replaced, for a while): receivers still on it keep verifying. */
  previousSecret?: string;
  body: string;
  /** When it is signed; the receiver compares it with its clock. */
  at: Date;
}

const EXCERPT_BYTES = 1024;

/** Standard Webhooks headers for one attempt (signed with the endpoint's `whsec_` secret). */
export function signedHeaders(message: Pick<Message, 'id' | 'secret' | 'previousSecret' | 'body' | 'at'>): Record<string, string> {
  // Standard Webhooks: several signatures, space-separated; a receiver accepts any one it can verify.
  const signature = [message.secret, message.previousSecret].filter((secret): secret is string => Boolean(secret))
    .map((secret) => new Webhook(secret).sign(message.id, message.at, message.body)).join(' ');
  return {
    'content-type': 'application/json',
    'webhook-id': message.id,
    'webhook-timestamp': String(Math.floor(message.at.getTime() / 1000)),
    'webhook-signature': signature,
  };
}

/**
 * Resolves as usual, then refuses any address the guard blocks: checked on the address the connection
 * will use, so a name that resolves to an inside address (or changes to one) is refused too.
 */
function guardedLookup(guard: AddressGuard): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const blocked = addresses.map((entry) => [entry, guard.blockedBy(entry.address)] as const).find(([, range]) => range);
      if (blocked) {
        return callback(Object.assign(new Error(`${hostname} resolves to ${blocked[0].address}, in the blocked range ${blocked[1]} (WEBHOOK_BLOCKED_ADDRESSES)`), { code: 'EBLOCKED' }), '', 0);
      }
      if ((options as { all?: boolean }).all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const [first] = addresses;
      return callback(null, first!.address, first!.family);
    });
  };
}

/** What one request gave: its outcome, and whether it failed on a kept-alive connection before any answer. */
interface Exchange {
  outcome: SendOutcome;
  staleConnection: boolean;
}

/**
 * Errors of a connection the other side closed. On a kept-alive one, before any answer, that is the
 * receiver closing it as idle, not refusing the delivery (were it read after all, the resend is a
 * duplicate with the same webhook-id, which receivers already drop: delivery is at least once).
 */
const CONNECTION_CLOSED = new Set(['ECONNRESET', 'EPIPE', 'ECONNABORTED']);

/**
 * One signed POST; never throws: every failure is an outcome for the delivery log. A kept-alive
 * connection the receiver closed while idle (its keep-alive timeout: Node's 5 s, nginx's 75 s) can be
 * picked for a delivery as the close is under way; the request then fails before any answer. That is no
 * failed attempt: the delivery goes again, once, on a new connection, within what is left of the timeout.
 */
export async function sendWebhook(message: Message, options: { guard: AddressGuard; timeoutMs: number; agent?: http.Agent }): Promise<SendOutcome> {
  const startedAt = performance.now();
  const elapsed = () => Math.round(performance.now() - startedAt);
  let url: URL;
  try {
    url = new URL(message.url);
  } catch {
    return { durationMs: 0, error: 'invalid URL' };
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) {
    const range = options.guard.blockedBy(host);
    if (range) return { durationMs: 0, error: `${host} is in the blocked range ${range} (WEBHOOK_BLOCKED_ADDRESSES)` };
  }
  const first = await post(url, message, options.guard, options.agent ?? false, options.timeoutMs, elapsed);
  if (!first.staleConnection || elapsed() >= options.timeoutMs) return first.outcome;
  // agent: false, a connection of its own: the agent could hand out another idle one closed alike.
  return (await post(url, message, options.guard, false, options.timeoutMs, elapsed)).outcome;
}

/** One request, answered or given up within what is left of `timeoutMs` (counted by `elapsed`). */
function post(url: URL, message: Message, guard: AddressGuard, agent: http.Agent | false, timeoutMs: number, elapsed: () => number): Promise<Exchange> {
  const waitMs = Math.max(1, timeoutMs - elapsed());
  return new Promise((resolve) => {
    const body = Buffer.from(message.body);
    const transport = url.protocol === 'https:' ? https : http;
    let answered = false;
    const request = transport.request(url, {
      method: 'POST',
      headers: { ...signedHeaders(message), 'content-length': String(body.length), 'user-agent': 'storefront-service-webhooks' },
      lookup: guardedLookup(guard),
      agent,
      timeout: waitMs,
    }, (response) => {
      answered = true;
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        if (size < EXCERPT_BYTES) chunks.push(chunk);
        size += chunk.length;
      });
      response.on('end', () => resolve({
        outcome: {
          status: response.statusCode, durationMs: elapsed(),
          excerpt: Buffer.concat(chunks).subarray(0, EXCERPT_BYTES).toString('utf8').replace(/\uFFFD+$/, ''),
        },
        staleConnection: false,
      }));
      response.on('error', (error) => resolve({ outcome: { status: response.statusCode, durationMs: elapsed(), error: error.message }, staleConnection: false }));
    });
    const timer = setTimeout(() => request.destroy(new Error(`no answer within ${timeoutMs} ms`)), waitMs);
    request.on('close', () => clearTimeout(timer));
    request.on('timeout', () => request.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    request.on('error', (error: NodeJS.ErrnoException) => resolve({
      outcome: { durationMs: elapsed(), error: error.message },
      staleConnection: request.reusedSocket && !answered && CONNECTION_CLOSED.has(error.code ?? ''),
    }));
    request.end(body);
  });
}
