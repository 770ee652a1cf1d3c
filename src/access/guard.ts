import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.js';
import { Forbidden, TooManyRequests, Unauthorized } from '../lib/errors.js';
import type { AttemptLimiter } from './attempt-limiter.js';
import { type Actor, ANONYMOUS, resolveActor } from '../identity/actor.js';
import { decide, type Permission } from './policy.js';
import { accessModeOf } from '../config.js';
import { isSameSiteRequest } from './origin.js';

export interface RouteRule {
  method: string;
  url: string;
  access: Access | undefined;
}

/** What a route declares in `config.access`: `public`, a permission, or a permission chosen from the request. */
export type Access = 'public' | Permission | ((request: FastifyRequest) => 'public' | Permission);

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** A GET or HEAD that changes state (the contract's clear-data and sync GETs): cookie sessions never count there. */
    changesState?: boolean;
  }
  interface FastifyRequest {
    /** The caller, once a route's access rule has resolved it; anonymous on public routes. */
    actor: Actor;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A state-changing GET (clear-data, sync) from a page of another site: a link or an image is enough to
 * send it, and in open mode it needs no credential. Browsers mark such requests `Sec-Fetch-Site:
 * cross-site` or `same-site`; scripts and curl send none, a typed address `none`.
 */
function refuseCrossSiteGet(request: FastifyRequest): void {
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') {
    throw new Forbidden(`Cross-site request refused: ${request.method} ${request.routeOptions.url} changes state and is not taken from another site's page (Sec-Fetch-Site: ${site}). Call it from a script, or use the POST form.`);
  }
}


/**
 * Checks every route's access rule in `onRequest`, before its body is read or validated, so an
 * anonymous caller learns nothing but 401. A route without a rule is refused outright (a test lists
 * every route and its rule). Cookie sessions are accepted only where a browser cannot be made to send
 * them across sites: never on state-changing GETs, and on other writes only from the service's own
 * origin or CORS_ORIGINS.
 */
export function enableAccessControl(
  app: FastifyInstance,
  context: Pick<AppContext, 'db' | 'config' | 'now' | 'routeRules'>,
  failedCredentials: AttemptLimiter,
  /** Where routes that plugins add without a rule are public (the API document's UI). */
  publicPrefixes: readonly string[] = [],
): void {
  const rules = context.routeRules;
  const underPublicPrefix = (url: string) => publicPrefixes.some((prefix) => url === prefix || url.startsWith(`${prefix}/`));
  // Routes that plugins add (the API document's UI, CORS preflights) are public.
  app.addHook('onRoute', (route) => {
    if (route.config?.access === undefined && (underPublicPrefix(route.url) || route.method === 'OPTIONS')) {
      route.config = { ...route.config, access: 'public' };
    }
    for (const method of [route.method].flat()) rules.push({ method, url: route.url, access: route.config?.access });
  });
  app.decorateRequest<Actor>('actor', null as never);
  app.addHook('onRequest', async (request) => {
    request.actor = ANONYMOUS;
    const { access, changesState } = request.routeOptions.config;
    if (access === undefined) {
      // Fastify's own 404 handler has no rule and needs none.
      if (request.routeOptions.url === undefined) return;
      throw new Forbidden('This route has no access rule.');
    }
    if (changesState) refuseCrossSiteGet(request);
    const permission = typeof access === 'function' ? access(request) : access;
    if (permission === 'public') return;
    const headers = {
      authorization: request.headers.authorization,
      cookie: changesState ? undefined : request.headers.cookie,
    };
    // The credential is checked first: a valid one is never refused for failures counted against its
    // address (junk headers from a shared address must not lock the real key out). Only failures count,
    // and past the limit they answer 429, which bounds guessing without teaching the guesser anything.
    const resolution = await resolveActor(context, headers);
    if ('invalid' in resolution) {
      const wait = await failedCredentials.hit(request.ip);
      if (wait > 0) throw new TooManyRequests('Too many failed credentials from this address: wait and try again.', wait);
      throw new Unauthorized(resolution.invalid);
    }
    const { actor } = resolution;
    if (actor.kind === 'user' && actor.viaCookie && !SAFE_METHODS.has(request.method) && !isSameSiteRequest(request, context.config)) {
      throw new Forbidden('Cross-site request refused: a cookie-authenticated write must come from this service\'s origin or CORS_ORIGINS.');
    }
    request.actor = actor;
    const decision = decide(accessModeOf(context.config), actor, permission);
    if (!decision.allowed) throw decision.status === 401 ? new Unauthorized(decision.message) : new Forbidden(decision.message);
  });
}

/**
 * What a reader of a public route may also see: private collections (users, admins only in every mode,
 * an article's author expanded included) and drafts (a credential in protected mode). The credential is
 * resolved only when one is presented; an invalid one counts as none.
 */
export async function readerRights(context: Pick<AppContext, 'db' | 'config' | 'now'>, request: FastifyRequest): Promise<{ users: boolean; drafts: boolean }> {
  let actor = request.actor;
  if (actor.kind === 'anonymous' && (request.headers.authorization || request.headers.cookie)) {
    const resolution = await resolveActor(context, { authorization: request.headers.authorization, cookie: request.headers.cookie });
    if ('actor' in resolution) actor = resolution.actor;
  }
  const mode = accessModeOf(context.config);
  return { users: decide(mode, actor, 'users:read').allowed, drafts: decide(mode, actor, 'content:read-drafts').allowed };
}

/** A second check inside a handler, for a permission that depends on the body (a full sync asked by POST). */
export function assertPermission(config: AppContext['config'], request: FastifyRequest, permission: Permission): void {
  const decision = decide(accessModeOf(config), request.actor, permission);
  if (!decision.allowed) throw decision.status === 401 ? new Unauthorized(decision.message) : new Forbidden(decision.message);
}
