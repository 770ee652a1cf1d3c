import { hasRole, type Role } from '../identity/roles.js';
import type { Actor } from '../identity/actor.js';
import { FIRST_ADMIN_COMMAND } from './open-mode-warning.js';
import type { AccessMode } from '../config.js';

/**
 * Every protected operation of the service and the least role it needs in protected mode: the one place
 * where access is decided (as Payload's per-collection `access` functions). Routes name a permission in
 * their `config.access` (src/access/guard.ts); `public` routes need nothing.
 */
export const PERMISSIONS = {
  /** Reads of private collections (users: e-mails and roles), an article's author expanded included. */
  'users:read': 'admin',
  /** Drafts in protected mode (`?draft=true`); open mode shows them to everyone, as the contract does. */
  'content:read-drafts': 'viewer',
  /** Create, update and delete of content collections other than users. */
  'content:write': 'editor',
  /** POST /api/preview-tokens: a short-lived link to one record's draft, for the storefront's draft mode. */
  'content:preview': 'editor',
  'globals:write': 'editor',
  /** Users and their roles. */
  'users:write': 'admin',
  /** PATCH /api/preorders/{id}: campaign settings and variant counters. */
  'preorders:write': 'editor',
  /** GET /api/preorders/{id}/orders: customer e-mails, ids and totals. */
  'preorders:orders': 'editor',
  /** Sync of one product (backendId or recordId). */
  'sync:one': 'editor',
  'sync:all': 'admin',
  /** GET /api/sync-runs: who synced what, and how it went. */
  'sync:read': 'editor',
  'maintenance:stats': 'viewer',
  /** GET/POST /api/clear-data, DELETE /api/admin. */
  'maintenance:delete': 'admin',
  'audit:read': 'admin',
  /** GET /api/admin/export: the whole database, password hashes included. */
  'backup:export': 'admin',
  /** GET /api/schema: the field definitions and what the caller may do, for the admin app. */
  'schema:read': 'viewer',
  /** PATCH /api/users/me: one's own name and password. */
  'account:own': 'viewer',
  /** A signed-in identity's own API keys; admins manage everybody's. */
  'api-keys:own': 'viewer',
  'api-keys:any': 'admin',
  /** Outgoing webhooks: endpoints, their secrets and delivery logs. */
  'webhooks:manage': 'admin',
} as const satisfies Record<string, Role>;

export type Permission = keyof typeof PERMISSIONS;

/**
 * Permissions that need an identity in every mode, open mode included: accounts (reading and writing
 * users), API keys, webhooks, the audit trail and the export (password hashes). Open mode opens content
 * and the contract's routes, never who may act on them.
 */
export const IDENTITY_PERMISSIONS: ReadonlySet<Permission> = new Set([
  'users:read', 'users:write', 'account:own', 'api-keys:own', 'api-keys:any', 'webhooks:manage', 'audit:read', 'backup:export',
  // a preview token names who asked for it, and outlives the request: open mode does not hand them out
  'content:preview',
]);

/** How a server without any admin gets its first one: on the server's own command line, never over HTTP. */
export const FIRST_ADMIN_HINT = `The first admin is created on the server: \`${FIRST_ADMIN_COMMAND}\` in the service's folder or container.`;

export type Decision = { allowed: true } | { allowed: false; status: 401 | 403; message: string };

/**
 * Open mode (the contract's default): content and the contract's routes are open to anyone; accounts,
 * keys, webhooks, the audit trail and the export are decided as in protected mode. Protected mode: the
 * actor's role must reach the permission's role; anonymous callers get 401, known callers without the role 403.
 */
export function decide(mode: AccessMode, actor: Actor, permission: Permission): Decision {
  const needed: Role = PERMISSIONS[permission];
  const identity = IDENTITY_PERMISSIONS.has(permission);
  if (mode === 'open' && !identity) return { allowed: true };
  const hint = identity ? ` Accounts, API keys, webhooks, the audit trail and the export need a credential in every mode, open included. ${FIRST_ADMIN_HINT}` : '';
  if (actor.kind === 'anonymous') {
    return { allowed: false, status: 401, message: `Sign in, or send a personal API key or the admin key: this needs the ${needed} role.${hint}` };
  }
  if (hasRole(actor.role, needed)) return { allowed: true };
  return { allowed: false, status: 403, message: `This needs the ${needed} role; you have ${actor.role ?? 'no role'}.${identity && needed === 'admin' ? ` ${FIRST_ADMIN_HINT}` : ''}` };
}
