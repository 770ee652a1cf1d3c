import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseRange } from './lib/address-guard.js';

export type CommerceFlavor = 'medusa-like' | 'medusa-v2';
export type AccessMode = 'open' | 'protected';
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface Config {
  readonly port: number;
  readonly host: string;
  readonly databaseUrl: string | undefined;
  readonly databaseStatementTimeoutMs: number;
  readonly dataDir: string;
  /** Unset: `DATA_DIR`/media (mediaFolderOf). */
  readonly mediaDir: string | undefined;
  readonly mediaMaxBytes: number;
  /** The total bytes of stored media files; an upload past it answers 507. */
  readonly mediaQuotaBytes: number;
  readonly commerceUrl: string | undefined;
  readonly storeApiKey: string | undefined;
  readonly adminApiKey: string | undefined;
  readonly redisUrl: string | undefined;
  readonly contentVersionPollMs: number;
  readonly commerceFlavor: CommerceFlavor;
  readonly commerceApiKey: string | undefined;
  readonly commerceTimeoutMs: number;
  readonly commerceMaxPages: number;
  readonly corsOrigins: readonly string[];
  readonly publicCacheControl: string;
  readonly contentCacheControl: string;
  /** Kept answers of the hot read routes sent from node:http directly (src/http/fast-lane.ts); off: all through Fastify. */
  readonly fastLane: 'on' | 'off';
  readonly logLevel: LogLevel;
  readonly httpHeadersTimeoutMs: number;
  readonly httpRequestTimeoutMs: number;
  readonly httpKeepAliveTimeoutMs: number;
  readonly httpIdleTimeoutMs: number;
  readonly httpMaxConnections: number;
  readonly httpMaxConnectionsPerAddress: number;
  readonly shutdownGraceMs: number;
  /** As set; `accessModeOf` gives the one in force. */
  readonly accessMode: AccessMode | undefined;
  /**
   * Which peers may tell the client's address (X-Forwarded-For) and protocol (X-Forwarded-Proto):
   * false, a number of proxy hops in front of the service, or addresses and CIDR ranges (`trustProxyOption`).
   */
  readonly trustProxy: false | number | readonly string[];
  /** Host names (with optional ports) the service answers; `*` any (src/access/allowed-hosts.ts). */
  readonly allowedHosts: readonly string[];
  /**
   * The address clients reach the service at (`https://cms.shop.example`, optionally with a path), without a
   * trailing slash: media URLs in answers start with it. Unset: each request's own origin (src/http/media-urls.ts).
   */
  readonly publicUrl: string | undefined;
  /**
   * The storefront's draft-mode address (`https://shop.example/api/draft`): the admin app's Preview opens it with
   * `collection`, `id` and a preview `token` added to its query. Unset: no Preview button.
   */
  readonly storefrontPreviewUrl: string | undefined;
  readonly sessionLifetimeSeconds: number;
  readonly auditRetentionDays: number | undefined;
  readonly signInAttemptsPerMinute: number;
  /** Where webhooks may not be sent: CIDR ranges, and `private` for the private ranges (src/lib/address-guard.ts). */
  readonly webhookBlockedAddresses: readonly string[];
  readonly webhookTimeoutMs: number;
  readonly webhookPollMs: number;
  /** A full sync this often (`15m`, `1h`, `30s`), on one instance at a time; unset: none. `durationMs` reads it. */
  readonly syncInterval: string | undefined;
  /** Verifies POST /api/commerce/events (Standard Webhooks `whsec_…`); unset: the route takes nothing. */
  readonly commerceWebhookSecret: string | undefined;
  /** Open GET /api/preorders/{id}/live streams one client address may hold. */
  readonly liveStreamsPerAddress: number;
  /** Open live streams in total on this instance, well below httpMaxConnections so other requests still get in. */
  readonly liveStreamsMax: number;
  readonly liveHeartbeatMs: number;
}

/** A configuration value that cannot be used; the message names the variable. */
export class ConfigError extends Error {
  constructor(readonly variable: string, detail: string) {
    super(`Invalid configuration: ${variable} ${detail}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const FLAVORS: readonly CommerceFlavor[] = ['medusa-like', 'medusa-v2'];
const ACCESS_MODES: readonly AccessMode[] = ['open', 'protected'];

function optional(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = optional(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw)) throw new ConfigError(name, `must be a whole number, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max) throw new ConfigError(name, `must be between ${min} and ${max}, got ${value}`);
  return value;
}

function oneOf<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const raw = optional(env, name);
  if (raw === undefined) return fallback;
  if (!(allowed as readonly string[]).includes(raw)) {
    throw new ConfigError(name, `must be one of ${allowed.join(', ')}, got "${raw}"`);
  }
  return raw as T;
}

function url(env: Env, name: string, protocols: readonly string[]): string | undefined {
  const raw = optional(env, name);
  if (raw === undefined) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(name, 'must be an absolute URL');
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(name, `must use ${protocols.join(' or ')}, got ${parsed.protocol}`);
  }
  return raw;
}

/** Credentials never sit in COMMERCE_URL, where error messages and logs could carry them. */
function withoutCredentials(_env: Env, name: string, value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const parsed = new URL(value);
  if (parsed.username || parsed.password) {
    throw new ConfigError(name, 'must not hold a user or password: give the medusa-v2 secret key in COMMERCE_API_KEY');
  }
  return value;
}

function origins(env: Env, name: string): string[] {
  const raw = optional(env, name);
  if (raw === undefined) return [];
  return raw.split(',').map((origin) => origin.trim()).filter(Boolean).map((origin) => {
    let parsed: URL;
    try {
      parsed = new URL(origin);
    } catch {
      throw new ConfigError(name, `has an entry that is not an origin: "${origin}"`);
    }
    if (parsed.origin !== origin.replace(/\/$/, '')) {
      throw new ConfigError(name, `entries must be bare origins like https://shop.example, got "${origin}"`);
    }
    return parsed.origin;
  });
}

/** `false`/`0`: nobody; `true`: one proxy hop (as `1`); a number of hops; or comma-separated addresses and CIDR ranges. */
function trustProxy(env: Env, name: string): false | number | readonly string[] {
  const raw = optional(env, name);
  if (raw === undefined || raw === 'false') return false;
  if (raw === 'true') return 1;
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops > 100) throw new ConfigError(name, `must be at most 100 hops, got ${hops}`);
    return hops === 0 ? false : hops;
  }
  return Object.freeze(raw.split(',').map((entry) => entry.trim()).filter(Boolean).map((entry) => {
    // proxy-addr's names for the loopback, link-local and private ranges are taken as they are.
    if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return entry;
    try {
      parseRange(entry);
    } catch {
      throw new ConfigError(name, `must be true, false, a number of proxy hops, or addresses and CIDR ranges, got "${entry}"`);
    }
    return entry;
  }));
}

/** An http(s) base URL without credentials, query or fragment; a trailing slash is dropped. */
function publicUrl(env: Env, name: string): string | undefined {
  const raw = url(env, name, ['http:', 'https:']);
  if (raw === undefined) return undefined;
  const parsed = new URL(raw);
  if (parsed.username || parsed.password) throw new ConfigError(name, 'must not hold a user or password');
  if (parsed.search || parsed.hash || raw.includes('?') || raw.includes('#')) {
    throw new ConfigError(name, `must be a base URL without query or fragment, like https://cms.shop.example, got "${raw}"`);
  }
  return `${parsed.origin}${parsed.pathname.replace(/\/+$/, '')}`;
}

/** Comma-separated host names with optional ports, lower-cased; `*` any. Unset: the loopback names and HOST when it is one address. */
function allowedHosts(env: Env, name: string): string[] {
  const raw = optional(env, name);
  if (raw === undefined) {
    const host = optional(env, 'HOST') ?? '127.0.0.1';
    const specific = host !== '0.0.0.0' && host !== '::' && !['localhost', '127.0.0.1', '::1'].includes(host);
    return ['localhost', '127.0.0.1', '[::1]', ...(specific ? [host.includes(':') ? `[${host}]` : host] : [])];
  }
  return raw.split(',').map((entry) => entry.trim().toLowerCase()).filter(Boolean).map((entry) => {
    if (entry !== '*' && !/^(?:\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::\d{1,5})?$/.test(entry)) {
      throw new ConfigError(name, `entries must be host names with an optional port, like shop.example or localhost:3000, got "${entry}"`);
    }
    return entry;
  });
}

const DURATION_UNITS_MS: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** `30s`, `15m`, `1h`, `1d` in milliseconds; undefined for anything else. */
export function durationMs(text: string | undefined): number | undefined {
  const match = /^(\d+)(s|m|h|d)$/.exec(text ?? '');
  if (!match) return undefined;
  const value = Number(match[1]) * DURATION_UNITS_MS[match[2]!]!;
  return value > 0 && Number.isSafeInteger(value) ? value : undefined;
}

function syncInterval(env: Env, name: string): string | undefined {
  const raw = optional(env, name);
  if (raw === undefined) return undefined;
  if (durationMs(raw) === undefined) throw new ConfigError(name, `must be a duration like 30s, 15m, 1h or 1d, got "${raw}"`);
  if (!optional(env, 'COMMERCE_URL')) throw new ConfigError(name, 'needs COMMERCE_URL: there is no commerce backend to sync from');
  return raw;
}

/** A Standard Webhooks secret: `whsec_` and base64 of at least 16 bytes. */
function webhookSecret(env: Env, name: string): string | undefined {
  const raw = optional(env, name);
  if (raw === undefined) return undefined;
  const encoded = raw.replace(/^whsec_/, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(encoded) || Buffer.from(encoded, 'base64').length < 16) {
    throw new ConfigError(name, 'must be a Standard Webhooks secret: whsec_ and the base64 of at least 16 random bytes');
  }
  return raw;
}

/** `private` (the default): the private ranges; `none`: nothing blocked; else a comma-separated list of ranges, `private` among them if wanted. */
function blockedRanges(env: Env, name: string): string[] {
  const raw = optional(env, name) ?? 'private';
  if (raw === 'none') return [];
  return raw.split(',').map((entry) => entry.trim()).filter(Boolean).flatMap((entry) => {
    if (entry === 'private') return [entry];
    try {
      return [parseRange(entry)];
    } catch (error) {
      throw new ConfigError(name, `${(error as Error).message}: give private, none, or CIDR ranges like 10.0.0.0/8`);
    }
  });
}

/** Reads and validates the whole configuration once; the rest of the code never reads env vars. */
export function loadConfig(env: Env = process.env): Config {
  const retention = integer(env, 'AUDIT_RETENTION_DAYS', 0, 0, 36_500);
  return Object.freeze({
    port: integer(env, 'PORT', 3000, 0, 65535),
    host: optional(env, 'HOST') ?? '127.0.0.1',
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    databaseStatementTimeoutMs: integer(env, 'DATABASE_STATEMENT_TIMEOUT_MS', 5000, 100, 600_000),
    dataDir: path.resolve(optional(env, 'DATA_DIR') ?? './data'),
    mediaDir: optional(env, 'MEDIA_DIR') && path.resolve(optional(env, 'MEDIA_DIR')!),
    mediaMaxBytes: integer(env, 'MEDIA_MAX_BYTES', 10 * 1024 * 1024, 1, 1024 * 1024 * 1024),
    mediaQuotaBytes: integer(env, 'MEDIA_QUOTA_BYTES', 10 * 1024 ** 3, 1, 2 ** 50),
    commerceUrl: withoutCredentials(env, 'COMMERCE_URL', url(env, 'COMMERCE_URL', ['http:', 'https:']))?.replace(/\/+$/, ''),
    storeApiKey: optional(env, 'STORE_API_KEY'),
    adminApiKey: optional(env, 'ADMIN_API_KEY'),
    redisUrl: url(env, 'REDIS_URL', ['redis:', 'rediss:']),
    contentVersionPollMs: integer(env, 'CONTENT_VERSION_POLL_MS', 1000, 50, 60_000),
    commerceFlavor: oneOf(env, 'COMMERCE_FLAVOR', FLAVORS, 'medusa-like'),
    commerceApiKey: optional(env, 'COMMERCE_API_KEY'),
    commerceTimeoutMs: integer(env, 'COMMERCE_TIMEOUT_MS', 10_000, 1, 600_000),
    commerceMaxPages: integer(env, 'COMMERCE_MAX_PAGES', 2000, 1, 1_000_000),
    corsOrigins: Object.freeze(origins(env, 'CORS_ORIGINS')),
    publicCacheControl: optional(env, 'PUBLIC_CACHE_CONTROL') ?? 'no-cache',
    contentCacheControl: optional(env, 'CONTENT_CACHE_CONTROL') ?? 'no-cache',
    fastLane: oneOf(env, 'FAST_LANE', ['on', 'off'] as const, 'on'),
    logLevel: oneOf(env, 'LOG_LEVEL', LOG_LEVELS, 'info'),
    httpHeadersTimeoutMs: integer(env, 'HTTP_HEADERS_TIMEOUT_MS', 10_000, 100, 600_000),
    httpRequestTimeoutMs: integer(env, 'HTTP_REQUEST_TIMEOUT_MS', 30_000, 100, 3_600_000),
    httpKeepAliveTimeoutMs: integer(env, 'HTTP_KEEP_ALIVE_TIMEOUT_MS', 5_000, 100, 600_000),
    httpIdleTimeoutMs: integer(env, 'HTTP_IDLE_TIMEOUT_MS', 60_000, 100, 3_600_000),
    httpMaxConnections: integer(env, 'HTTP_MAX_CONNECTIONS', 10_000, 1, 1_000_000),
    httpMaxConnectionsPerAddress: integer(env, 'HTTP_MAX_CONNECTIONS_PER_ADDRESS', 256, 1, 1_000_000),
    shutdownGraceMs: integer(env, 'SHUTDOWN_GRACE_MS', 10_000, 0, 600_000),
    accessMode: optional(env, 'ACCESS_MODE') === undefined ? undefined : oneOf(env, 'ACCESS_MODE', ACCESS_MODES, 'open'),
    trustProxy: trustProxy(env, 'TRUST_PROXY'),
    allowedHosts: Object.freeze(allowedHosts(env, 'ALLOWED_HOSTS')),
    publicUrl: publicUrl(env, 'PUBLIC_URL'),
    storefrontPreviewUrl: publicUrl(env, 'STOREFRONT_PREVIEW_URL'),
    sessionLifetimeSeconds: integer(env, 'SESSION_LIFETIME_SECONDS', 7200, 60, 30 * 86_400),
    auditRetentionDays: retention === 0 ? undefined : retention,
    signInAttemptsPerMinute: integer(env, 'SIGN_IN_ATTEMPTS_PER_MINUTE', 10, 1, 10_000),
    webhookBlockedAddresses: Object.freeze(blockedRanges(env, 'WEBHOOK_BLOCKED_ADDRESSES')),
    webhookTimeoutMs: integer(env, 'WEBHOOK_TIMEOUT_MS', 10_000, 100, 120_000),
    webhookPollMs: integer(env, 'WEBHOOK_POLL_MS', 1000, 10, 60_000),
    syncInterval: syncInterval(env, 'SYNC_INTERVAL'),
    commerceWebhookSecret: webhookSecret(env, 'COMMERCE_WEBHOOK_SECRET'),
    liveStreamsPerAddress: integer(env, 'LIVE_STREAMS_PER_ADDRESS', 10, 1, 100_000),
    liveStreamsMax: integer(env, 'LIVE_STREAMS_MAX', 1000, 1, 1_000_000),
    liveHeartbeatMs: integer(env, 'LIVE_HEARTBEAT_MS', 15_000, 100, 600_000),
  });
}

/** The access mode in force: as set, else protected when an admin key exists (as before the setting), else open. */
export function accessModeOf(config: Pick<Config, 'accessMode' | 'adminApiKey'>): AccessMode {
  return config.accessMode ?? (config.adminApiKey ? 'protected' : 'open');
}

/** Loads `.env` from the working directory into process.env (existing variables win). */
export function loadDotEnv(file = '.env'): void {
  if (existsSync(file)) process.loadEnvFile(file);
}

/** The folder of uploaded media files. */
export function mediaFolderOf(config: Pick<Config, 'mediaDir' | 'dataDir'>): string {
  return config.mediaDir ?? path.join(config.dataDir, 'media');
}
