import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.js';

/**
 * Whether a browser request comes from this service's own origin or one of CORS_ORIGINS. Browsers send
 * `Origin` on every cross-origin request and on same-origin writes, and `Sec-Fetch-Site` on all requests;
 * a request with neither did not come from a page a browser was made to load.
 */
export function isSameSiteRequest(request: FastifyRequest, config: Pick<Config, 'corsOrigins' | 'trustProxy'>): boolean {
  const origin = request.headers.origin;
  if (typeof origin === 'string' && origin !== '') {
    if (origin === ownOrigin(request, config)) return true;
    return config.corsOrigins.includes(origin);
  }
  const fetchSite = request.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string') return fetchSite === 'same-origin' || fetchSite === 'none';
  return true;
}

export function ownOrigin(request: FastifyRequest, config: Pick<Config, 'trustProxy'>): string {
  return `${requestProtocol(request, config)}://${request.headers.host ?? ''}`;
}

/**
 * https when the connection is TLS, or when a proxy trusted by TRUST_PROXY says so in X-Forwarded-Proto
 * (Fastify's `request.protocol` checks the peer, src/access/client-address.ts).
 */
export function requestProtocol(request: FastifyRequest, _config: Pick<Config, 'trustProxy'>): 'http' | 'https' {
  return request.protocol === 'https' ? 'https' : 'http';
}
