import type { Config } from '../config.js';

/**
 * Fastify's `trustProxy` from TRUST_PROXY: `request.ip` and `request.protocol` come from
 * X-Forwarded-For and X-Forwarded-Proto only through trusted hops, so clients behind a proxy are
 * counted apart and a client talking to the service directly cannot claim another address.
 * A hop count is a function: Fastify 5 ignores a bare number (it cannot check the peer).
 */
export function trustProxyOption(config: Pick<Config, 'trustProxy'>): false | string[] | ((address: string, hop: number) => boolean) {
  const trusted = config.trustProxy;
  if (trusted === false) return false;
  if (typeof trusted === 'number') return (_address, hop) => hop < trusted;
  return [...trusted];
}
