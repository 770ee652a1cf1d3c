import { isIP } from 'node:net';
import { accessModeOf, type Config } from '../config.js';
import { FIRST_ADMIN_HINT } from './policy.js';

function isLoopback(host: string): boolean {
  if (host === 'localhost') return true;
  if (isIP(host) === 4) return host.startsWith('127.');
  return host === '::1';
}

/** What never opens, in either mode. */
const IDENTITY_RULE = 'Accounts, API keys, webhooks, the audit trail and the export need a credential in every mode: '
  + 'writing users, webhooks, the audit trail and the export need an admin (a signed-in admin, an admin\'s API key or ADMIN_API_KEY), '
  + `reading users and one's own API keys any role. ${FIRST_ADMIN_HINT}`;

/** One plain sentence on what the access mode opens, for check-config and the start-up warning. */
export function accessSummary(config: Pick<Config, 'accessMode' | 'adminApiKey'>): string {
  if (accessModeOf(config) === 'protected') {
    return `protected: content writes, maintenance, sync, metrics and the orders route need a role (viewer, editor or admin). ${IDENTITY_RULE}`;
  }
  return 'open: anyone can create, change and delete content and globals and call the contract\'s write routes (delete collections '
    + 'through /api/clear-data and /api/admin, run syncs, change preorder counters) and read the customer e-mails, ids and totals '
    + `of GET /api/preorders/{id}/orders. ${IDENTITY_RULE}`;
}

/** The start-up warning of open mode on an address others can reach; undefined when there is nothing to warn of. */
export function openModeWarning(config: Pick<Config, 'accessMode' | 'adminApiKey' | 'host'>): string | undefined {
  if (accessModeOf(config) !== 'open' || isLoopback(config.host)) return undefined;
  return `ACCESS_MODE is open on ${config.host}: anyone who reaches this address ${accessSummary(config).replace(/^open: anyone /, '')} `
    + 'Set ACCESS_MODE=protected (and ADMIN_API_KEY or user accounts) before exposing it.';
}
