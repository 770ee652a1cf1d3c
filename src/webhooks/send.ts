import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { Webhook } from 'standardwebhooks';
import type { AddressGuard } from './address-guard.js';

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

/** One signed POST; never throws: every failure is an outcome for the delivery log. */
export function sendWebhook(message: Message, options: { guard: AddressGuard; timeoutMs: number; agent?: http.Agent }): Promise<SendOutcome> {
  const startedAt = performance.now();
  const elapsed = () => Math.round(performance.now() - startedAt);
  return new Promise((resolve) => {
    let url: URL;
    try {
      url = new URL(message.url);
    } catch {
      resolve({ durationMs: 0, error: 'invalid URL' });
      return;
    }
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (isIP(host)) {
      const range = options.guard.blockedBy(host);
      if (range) {
        resolve({ durationMs: 0, error: `${host} is in the blocked range ${range} (WEBHOOK_BLOCKED_ADDRESSES)` });
        return;
      }
    }
    const body = Buffer.from(message.body);
    const transport = url.protocol === 'https:' ? https : http;
    const request = transport.request(url, {
      method: 'POST',
      headers: { ...signedHeaders(message), 'content-length': String(body.length), 'user-agent': 'storefront-service-webhooks' },
      lookup: guardedLookup(options.guard),
      agent: options.agent ?? false,
      timeout: options.timeoutMs,
    }, (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        if (size < EXCERPT_BYTES) chunks.push(chunk);
        size += chunk.length;
      });
      response.on('end', () => resolve({
        status: response.statusCode, durationMs: elapsed(),
        excerpt: Buffer.concat(chunks).subarray(0, EXCERPT_BYTES).toString('utf8').replace(/\uFFFD+$/, ''),
      }));
      response.on('error', (error) => resolve({ status: response.statusCode, durationMs: elapsed(), error: error.message }));
    });
    const timer = setTimeout(() => request.destroy(new Error(`no answer within ${options.timeoutMs} ms`)), options.timeoutMs);
    request.on('close', () => clearTimeout(timer));
    request.on('timeout', () => request.destroy(new Error(`no answer within ${options.timeoutMs} ms`)));
    request.on('error', (error) => resolve({ durationMs: elapsed(), error: error.message }));
    request.end(body);
  });
}
