import { hasRole, type Role } from '../accounts/roles.js';
import type { Actor } from './actor.js';

/**
 * Every protected operation of the service and the least role it needs in protected mode: the one place
 * where access is decided (as Payload's per-collection `access` functions). Routes name a permission in
 * their `config.access` (src/access/guard.ts); `public` routes need nothing.
 */
export const PERMISSIONS = {
  /** Reads of private collections (users). */
  'content:read-private': 'viewer',
  /** Create, update and delete of content collections other than users. */
  'content:write': 'editor',
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

/** Permissions that need an identity even in open mode: they are about who is calling, or hand out password hashes (the export). */
const IDENTITY_PERMISSIONS: ReadonlySet<Permission> = new Set(['audit:read', 'backup:export', 'webhooks:manage', 'api-keys:own', 'api-keys:any', 'account:own']);

export type AccessMode = 'open' | 'protected';

export type Decision = { allowed: true } | { allowed: false; status: 401 | 403; message: string };

/**
 * Open mode (the contract's default): every operation is open to anyone, except those about identity.
 * Protected mode: the actor's role must reach the permission's role; anonymous callers get 401, known
 * callers without the role 403.
 */
export function decide(mode: AccessMode, actor: Actor, permission: Permission): Decision {
  const needed: Role = PERMISSIONS[permission];
  if (mode === 'open' && !IDENTITY_PERMISSIONS.has(permission)) return { allowed: true };
  if (actor.kind === 'anonymous') {
    return { allowed: false, status: 401, message: `Sign in, or send a personal API key or the admin key: this needs the ${needed} role.` };
  }
  if (hasRole(actor.role, needed)) return { allowed: true };
  return { allowed: false, status: 403, message: `This needs the ${needed} role; you have ${actor.role ?? 'no role'}.` };
}
