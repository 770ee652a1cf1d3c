import { isIP } from 'node:net';
import { accessModeOf, type Config } from '../config.js';

function isLoopback(host: string): boolean {
  if (host === 'localhost') return true;
  if (isIP(host) === 4) return host.startsWith('127.');
  return host === '::1';
}

/** The start-up warning of open mode on an address others can reach; undefined when there is nothing to warn of. */
export function openModeWarning(config: Pick<Config, 'accessMode' | 'adminApiKey' | 'host'>): string | undefined {
  if (accessModeOf(config) !== 'open' || isLoopback(config.host)) return undefined;
  return `ACCESS_MODE is open on ${config.host}: anyone who reaches this address may write content, delete collections `
    + '(/api/clear-data, /api/admin), run syncs, change preorder counters and read the customer e-mails, ids and totals '
    + 'of GET /api/preorders/{id}/orders. Set ACCESS_MODE=protected (and ADMIN_API_KEY or user accounts) before exposing it.';
}
