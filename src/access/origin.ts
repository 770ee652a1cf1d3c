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

/** https when the connection is TLS, or when a trusted proxy says so in X-Forwarded-Proto. */
export function requestProtocol(request: FastifyRequest, config: Pick<Config, 'trustProxy'>): 'http' | 'https' {
  const forwarded = request.headers['x-forwarded-proto'];
  if (config.trustProxy && typeof forwarded === 'string') return forwarded.split(',')[0]!.trim() === 'https' ? 'https' : 'http';
  return (request.raw.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http';
}
