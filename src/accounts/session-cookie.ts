import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { SESSION_COOKIE } from '../identity/actor.js';
import { requestProtocol } from '../access/origin.js';

/**
 * The session cookie: HttpOnly (scripts never see it), SameSite=Lax (not sent on cross-site writes),
 * Secure when the request came over HTTPS (directly, or through a proxy trusted by TRUST_PROXY).
 */
export function setSessionCookie(reply: FastifyReply, request: FastifyRequest, config: Pick<Config, 'trustProxy'>, token: string, expiresAt: Date): void {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000));
  reply.header('set-cookie', cookie(request, config, `${SESSION_COOKIE}=${encodeURIComponent(token)}`, maxAge, expiresAt));
}

export function clearSessionCookie(reply: FastifyReply, request: FastifyRequest, config: Pick<Config, 'trustProxy'>): void {
  reply.header('set-cookie', cookie(request, config, `${SESSION_COOKIE}=`, 0, new Date(0)));
}

function cookie(request: FastifyRequest, config: Pick<Config, 'trustProxy'>, pair: string, maxAge: number, expires: Date): string {
  const secure = requestProtocol(request, config) === 'https' ? '; Secure' : '';
  return `${pair}; Path=/; Max-Age=${maxAge}; Expires=${expires.toUTCString()}; HttpOnly; SameSite=Lax${secure}`;
}
