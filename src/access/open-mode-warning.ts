import { isIP } from 'node:net';
import { accessModeOf, type Config } from '../config.js';

function isLoopback(host: string): boolean {
  if (host === 'localhost') return true;
  if (isIP(host) === 4) return host.startsWith('127.');
  return host === '::1';
}

type AccessSettings = Pick<Config, 'accessMode' | 'adminApiKey'>;

/**
 * The command that makes the first admin, as it runs in a checkout and in the container (both hold
 * package.json's `cli` script); the password is asked on a terminal or read from stdin.
 */
export const FIRST_ADMIN_COMMAND = 'npm run cli -- users create --email EMAIL --role admin';

/** What never opens, in either mode. */
const IDENTITY_RULE = 'users, API keys, webhooks, the audit trail and the export still need a credential';

/** Why the mode in force is the one it is: ACCESS_MODE as set, else whether ADMIN_API_KEY is. */
export function accessModeReason(config: AccessSettings): string {
  if (config.accessMode) return `ACCESS_MODE=${config.accessMode}`;
  return `ACCESS_MODE unset, ${config.adminApiKey ? 'ADMIN_API_KEY set' : 'no ADMIN_API_KEY'}`;
}

/** What the access mode in force opens, in plain words, for the start log and check-config. */
export function accessSummary(config: AccessSettings): string {
  if (accessModeOf(config) === 'protected') {
    return 'protected: writes, drafts, maintenance, sync, metrics and the orders route need a role (viewer, editor or admin: '
      + `a signed-in user, a user's API key, or ADMIN_API_KEY); ${IDENTITY_RULE} with the admin role`;
  }
  return 'open: anyone may create, change and delete content and call the contract\'s write routes (clear data, run syncs, '
    + `change preorder counters) and read the customer e-mails of GET /api/preorders/{id}/orders; ${IDENTITY_RULE}`;
}

/** The start-up warning of open mode on an address others can reach; undefined when there is nothing to warn of. */
export function openModeWarning(config: AccessSettings & Pick<Config, 'host'>): string | undefined {
  if (accessModeOf(config) !== 'open' || isLoopback(config.host)) return undefined;
  return `access mode open on ${config.host} (${accessModeReason(config)}), an address others can reach: `
    + `${accessSummary(config).replace(/^open: /, '')}. Set ACCESS_MODE=protected (and ADMIN_API_KEY or user accounts) before exposing it.`;
}

/** The start log's line on access: the mode in plain words, a warning when it is open to others. */
export function accessModeNote(config: AccessSettings & Pick<Config, 'host'>): { level: 'info' | 'warn'; message: string } {
  const warning = openModeWarning(config);
  if (warning) return { level: 'warn', message: warning };
  const [mode, words] = accessSummary(config).split(/: (.*)/s);
  return { level: 'info', message: `access mode ${mode} (${accessModeReason(config)}): ${words}` };
}

/** While no user exists: the one command that makes the first admin, and where it can run. */
export function firstAdminNote(databaseKind: 'pglite' | 'postgres'): string {
  const where = databaseKind === 'pglite'
    ? ' (stop the service first: the embedded database in DATA_DIR takes one process at a time)'
    : ' (anywhere with this DATABASE_URL, the service running)';
  return `no user exists yet: make the first admin with \`${FIRST_ADMIN_COMMAND}\`${where}`;
}
