import type { Actor } from '../identity/actor.js';
import type { ApiKeyView } from '../identity/api-keys.js';
import { hasRole, lowerRole, type Role } from '../identity/roles.js';

/** What a key may do now: its own role, never more than its owner's (as resolveApiKey decides). */
export function keyRights(key: Pick<ApiKeyView, 'role'>, ownerRole: Role | undefined): Role | undefined {
  return ownerRole && key.role ? lowerRole(ownerRole, key.role) : ownerRole;
}

/** The rights a caller acts with: a key's are its own role (already capped by its owner's), a session's its user's. */
export const callerRole = (actor: Actor): Role | undefined => (actor.kind === 'anonymous' ? undefined : actor.role);

/**
 * The role a new key gets when none is asked. A session or the admin key acts with everything its owner
 * has, so its keys follow the owner's role (null); a key acts with its own role, so a key it makes is
 * written down with no more than that, and stays there if the owner's role grows later.
 */
export function inheritedRole(actor: Actor, ownerRole: Role | undefined): Role | null {
  if (actor.kind !== 'api-key' || actor.role === undefined) return null;
  return ownerRole ? lowerRole(actor.role, ownerRole) : actor.role;
}

/** Whether the caller's rights reach a key's: a narrowed key never lists or revokes a stronger one. */
export function mayHandleKey(actor: Actor, rights: Role | undefined): boolean {
  return rights === undefined || hasRole(callerRole(actor), rights);
}
