import type { AppContext } from '../app-context.js';
import { resolveApiKey } from './api-keys.js';
import { findSession, type SessionUser } from './sessions.js';
import type { Role } from './roles.js';
import { API_KEY_PREFIX, SESSION_PREFIX } from './tokens.js';
import { credentialMatches } from '../lib/secrets.js';

/** Who is calling: decided once per request that needs it, from the Authorization header or the session cookie. */
export type Actor =
  | { kind: 'anonymous' }
  | { kind: 'admin-key'; role: 'admin' }
  /** The `storefront` command run by an operator on the server. */
  | { kind: 'cli'; role: 'admin' }
  /**
   * Work the service starts on its own schedule (SYNC_INTERVAL), or at a time someone chose: a scheduled
   * publication, on behalf of whoever scheduled it (named so in the audit trail).
   */
  | { kind: 'scheduler'; role: 'admin'; onBehalfOf?: { id: string | null; label: string | null } }
  /** The commerce backend's signed events (POST /api/commerce/events). */
  | { kind: 'commerce-events'; role: 'editor' }
  | { kind: 'user'; role: Role | undefined; userId: string; email: string; session: SessionUser; viaCookie: boolean }
  | { kind: 'api-key'; role: Role | undefined; userId: string; email: string; keyId: string };

export const ANONYMOUS: Actor = { kind: 'anonymous' };
export const SESSION_COOKIE = 'storefront-token';

/** A credential was presented and is not valid (unknown, expired, revoked or malformed). */
export type Resolution = { actor: Actor } | { invalid: string };

/** `Bearer <token>`, `JWT <token>` (Payload's scheme) or `users API-Key <key>` (Payload's key scheme). */
export function presentedToken(authorization: string | undefined): string | undefined {
  if (authorization === undefined) return undefined;
  const match = /^(?:Bearer|JWT|users\s+API-Key)\s+(\S+)\s*$/i.exec(authorization);
  return match?.[1] ?? '';
}

export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) return decodeURIComponent(part.slice(index + 1).trim());
  }
  return undefined;
}

type ResolveContext = Pick<AppContext, 'db' | 'config' | 'now'>;

export async function resolveActor(
  context: ResolveContext,
  headers: { authorization?: string; cookie?: string },
): Promise<Resolution> {
  const token = presentedToken(headers.authorization);
  if (token !== undefined) {
    if (token === '') return { invalid: 'The Authorization header must be "Bearer <token>" or "JWT <token>".' };
    if (context.config.adminApiKey && credentialMatches(token, context.config.adminApiKey)) return { actor: { kind: 'admin-key', role: 'admin' } };
    if (token.startsWith(API_KEY_PREFIX)) {
      const holder = await resolveApiKey(context.db, token, context.now());
      return holder ? { actor: { kind: 'api-key', ...holder } } : { invalid: 'Unknown or revoked API key.' };
    }
    if (token.startsWith(SESSION_PREFIX)) {
      const session = await findSession(context.db, token, context.now());
      return session ? { actor: userActor(session, false) } : { invalid: 'The session has ended or expired: sign in again.' };
    }
    return { invalid: 'Unknown credential.' };
  }
  const cookie = cookieValue(headers.cookie, SESSION_COOKIE);
  if (cookie?.startsWith(SESSION_PREFIX)) {
    const session = await findSession(context.db, cookie, context.now());
    // A stale cookie is no credential at all: the caller is anonymous, as without the cookie.
    if (session) return { actor: userActor(session, true) };
  }
  return { actor: ANONYMOUS };
}

function userActor(session: SessionUser, viaCookie: boolean): Actor {
  return { kind: 'user', role: session.role, userId: session.userId, email: session.email, session, viaCookie };
}

/** How an actor is named in the audit trail and logs. */
export function actorLabel(actor: Actor): { kind: Actor['kind']; id: string | null; label: string | null } {
  switch (actor.kind) {
    case 'anonymous': return { kind: actor.kind, id: null, label: null };
    case 'admin-key': return { kind: actor.kind, id: null, label: 'ADMIN_API_KEY' };
    case 'cli': return { kind: actor.kind, id: null, label: 'storefront command line' };
    case 'scheduler':
      if (actor.onBehalfOf) return { kind: actor.kind, id: actor.onBehalfOf.id, label: actor.onBehalfOf.label ? `${actor.onBehalfOf.label} (scheduled publication)` : 'scheduled publication' };
      return { kind: actor.kind, id: null, label: 'schedule (SYNC_INTERVAL)' };
    case 'commerce-events': return { kind: actor.kind, id: null, label: 'commerce backend events' };
    case 'user': return { kind: actor.kind, id: actor.userId, label: actor.email };
    case 'api-key': return { kind: actor.kind, id: actor.userId, label: `${actor.email} (key ${actor.keyId})` };
  }
}
