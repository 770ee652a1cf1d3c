import type { AddressInfo } from 'node:net';
import { accessModeNote, firstAdminNote } from '../access/open-mode-warning.js';
import type { Config } from '../config.js';
import { DOCS_PREFIX } from '../http/openapi.js';

export interface StartFacts {
  /** Where the server listens (`server.address()`). */
  address: AddressInfo | string | null;
  adminAppBuilt: boolean;
  usersExist: boolean;
  databaseKind: 'pglite' | 'postgres';
}

export interface StartNote {
  level: 'info' | 'warn';
  message: string;
}

/** The base URL a person on this machine opens: a wildcard address is reached as localhost. */
function baseUrl(config: Pick<Config, 'host' | 'port'>, address: StartFacts['address']): string {
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = typeof address === 'object' && address ? address.address : config.host;
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${shown}:${port}`;
}

/**
 * What the start log says once the server listens: where the admin app and the API document are, what
 * the access mode opens, and, while no user exists, the command that makes the first admin.
 */
export function startNotes(config: Pick<Config, 'host' | 'port' | 'accessMode' | 'adminApiKey'>, facts: StartFacts): StartNote[] {
  const base = baseUrl(config, facts.address);
  const notes: StartNote[] = [
    {
      level: 'info',
      message: facts.adminAppBuilt
        ? `admin app: ${base}/admin/`
        : `admin app: not built, so ${base}/admin/ answers 503 (npm run build:admin builds it)`,
    },
    { level: 'info', message: `API document: ${base}${DOCS_PREFIX} (OpenAPI JSON: ${base}/openapi.json)` },
    accessModeNote(config),
  ];
  if (!facts.usersExist) notes.push({ level: 'info', message: firstAdminNote(facts.databaseKind) });
  return notes;
}
