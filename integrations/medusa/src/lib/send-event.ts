// Delivery of one event to the storefront service: signed per Standard Webhooks (the `standardwebhooks`
// package), re-signed with a fresh timestamp on every attempt (the service refuses timestamps more than
// five minutes off), retried with exponential backoff and jitter while the service is unreachable or busy.
import { Webhook } from 'standardwebhooks';
import type { StorefrontEvent } from './storefront-event';

export interface PluginOptions {
  /** The service's base URL, e.g. https://content.example.com */
  url: string;
  /** The service's COMMERCE_WEBHOOK_SECRET (whsec_…) */
  secret: string;
  /** Attempts per event before it is given up (default 10: about 8.5 minutes of retries). */
  maxAttempts: number;
  /** Timeout of one attempt (default 10 s). */
  timeoutMs: number;
}

/** The plugin's options from medusa-config, checked: a missing URL or secret is a configuration error. */
export function readPluginOptions(raw: Record<string, unknown> | undefined): PluginOptions {
  const url = typeof raw?.url === 'string' ? raw.url.replace(/\/+$/, '') : '';
  const secret = typeof raw?.secret === 'string' ? raw.secret : '';
  if (!/^https?:\/\/[^/]/.test(url)) throw new Error('storefront plugin: options.url must be the service\'s http(s) base URL');
  if (!secret.startsWith('whsec_')) throw new Error('storefront plugin: options.secret must be the service\'s COMMERCE_WEBHOOK_SECRET (whsec_…)');
  const whole = (value: unknown, fallback: number, min: number) =>
    typeof value === 'number' && Number.isSafeInteger(value) && value >= min ? value : fallback;
  return { url, secret, maxAttempts: whole(raw?.maxAttempts, 10, 1), timeoutMs: whole(raw?.timeoutMs, 10_000, 100) };
}

export type Outcome =
  | { delivered: true; status: number; attempts: number; answer: string }
  | { delivered: false; status: number | null; attempts: number; answer: string; retriable: boolean };

/** Worth another attempt: the service was unreachable, timed out, busy with the same order (409) or failing. */
export const isRetriable = (status: number | null) => status === null || status === 408 || status === 409 || status === 425 || status === 429 || status >= 500;

/** Before attempt n+1 (n from 1): 1 s, 2 s, 4 s… up to 2 minutes, each between half and all of it. */
export function retryDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(120_000, 1000 * 2 ** (attempt - 1));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

export interface Transport {
  fetch: typeof fetch;
  sleep: (ms: number) => Promise<void>;
  now: () => Date;
  random: () => number;
}

const defaultTransport: Transport = {
  fetch: (...args) => fetch(...args),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  now: () => new Date(),
  random: Math.random,
};

export async function sendEvent(event: StorefrontEvent, messageId: string, options: PluginOptions, transport: Transport = defaultTransport): Promise<Outcome> {
  const webhook = new Webhook(options.secret);
  const payload = JSON.stringify(event);
  let last: { status: number | null; answer: string } = { status: null, answer: '' };
  for (let attempt = 1; attempt <= options.maxAttempts; attempt++) {
    if (attempt > 1) await transport.sleep(retryDelay(attempt - 1, transport.random));
    const at = transport.now();
    try {
      const response = await transport.fetch(`${options.url}/api/commerce/events`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'webhook-id': messageId,
          'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
          'webhook-signature': webhook.sign(messageId, at, payload),
        },
        body: payload,
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      last = { status: response.status, answer: (await response.text()).slice(0, 500) };
    } catch (error) {
      last = { status: null, answer: error instanceof Error ? error.message : String(error) };
    }
    if (last.status !== null && last.status >= 200 && last.status < 300) return { delivered: true, status: last.status, attempts: attempt, answer: last.answer };
    if (!isRetriable(last.status)) return { delivered: false, ...last, attempts: attempt, retriable: false };
  }
  return { delivered: false, ...last, attempts: options.maxAttempts, retriable: true };
}
