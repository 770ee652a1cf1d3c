import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { Unauthorized } from './errors.js';
import { bearerToken, credentialMatches } from './secrets.js';

/**
 * With ADMIN_API_KEY set, writes and maintenance need `Authorization: Bearer <key>`.
 * Without it they stay open, as the contract describes.
 */
export function assertAdmin(config: Pick<Config, 'adminApiKey'>, request: FastifyRequest): void {
  if (!config.adminApiKey) return;
  if (!credentialMatches(bearerToken(request.headers.authorization), config.adminApiKey)) {
    throw new Unauthorized('A valid admin key is required: Authorization: Bearer <ADMIN_API_KEY>.');
  }
}

export function adminGuard(config: Pick<Config, 'adminApiKey'>) {
  return async (request: FastifyRequest) => assertAdmin(config, request);
}
