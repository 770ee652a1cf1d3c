import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Config } from '../config.js';
import { HttpError } from '../lib/errors.js';
import { rememberedPerValue } from '../lib/remembered.js';

/**
 * The service answers only the Host names of ALLOWED_HOSTS. A page on another site whose name was made
 * to resolve to this service (DNS rebinding) sends its own name as Host, so in open mode it could
 * otherwise create and delete content from a visitor's browser on the same network.
 * `/healthz` and `/readyz` answer any Host: load balancers and orchestrators probe by address.
 */
const PROBES = new Set(['/healthz', '/readyz']);

export class MisdirectedRequest extends HttpError {
  constructor(host: string) {
    super(421, `This service does not answer for the host "${host}": add it to ALLOWED_HOSTS.`);
  }
}

/** `name` or `name:port` (IPv6 in brackets), lower-cased; a listed name without a port matches any port. */
export function hostAllowed(allowed: readonly string[], header: string | undefined): boolean {
  if (allowed.includes('*')) return true;
  if (!header) return false;
  const host = header.trim().toLowerCase();
  if (allowed.includes(host)) return true;
  const name = /^(\[[^\]]*\]|[^:]*)(?::\d+)?$/.exec(host)?.[1];
  return name !== undefined && allowed.includes(name);
}

const pathOf = (url: string | undefined) => (url ?? '').split('?', 1)[0]!;
const exempt = (url: string | undefined) => PROBES.has(pathOf(url));

/**
 * hostAllowed for one configuration, remembered per Host value: a service sees a handful of names, and
 * the check runs on every request (lower-casing and a pattern cost about a tenth of a fast-lane answer).
 */
export function hostCheck(allowed: readonly string[]): (header: string | undefined) => boolean {
  if (allowed.includes('*')) return () => true;
  const decide = rememberedPerValue((header) => hostAllowed(allowed, header));
  return (header) => header !== undefined && decide(header);
}

/** The check on every request Fastify handles, before access control and before any body is read. */
export function enableHostCheck(app: FastifyInstance, config: Pick<Config, 'allowedHosts'>): void {
  const allowedHost = hostCheck(config.allowedHosts);
  app.addHook('onRequest', async (request) => {
    if (allowedHost(request.headers.host) || exempt(request.url)) return;
    throw new MisdirectedRequest(request.headers.host ?? '');
  });
}

type Handler = (request: IncomingMessage, response: ServerResponse) => void;
type ServerFactory = (handler: Handler, settings: FastifyServerOptions) => Server;

/**
 * Requests with a Host outside ALLOWED_HOSTS skip whatever the server answers before Fastify (the fast
 * lane) and go to Fastify's handler, whose check refuses them.
 */
export function hostCheckedServer(factory: ServerFactory, config: Pick<Config, 'allowedHosts'>): ServerFactory {
  const allowedHost = hostCheck(config.allowedHosts);
  return (handler, settings) => {
    const server = factory(handler, settings);
    const listeners = server.listeners('request') as Handler[];
    server.removeAllListeners('request');
    const answer: Handler = listeners.length === 1 ? listeners[0]! : (request, response) => listeners.forEach((listener) => listener(request, response));
    server.on('request', (request: IncomingMessage, response: ServerResponse) => {
      if (allowedHost(request.headers.host) || exempt(request.url)) answer(request, response);
      else handler(request, response);
    });
    return server;
  };
}
