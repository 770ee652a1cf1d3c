/** Roles, from fewest rights to most: each includes the rights of the ones before it. */
export const ROLES = ['viewer', 'editor', 'admin'] as const;
export type Role = (typeof ROLES)[number];

const rank = (role: Role) => ROLES.indexOf(role);

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** The highest role in a user's `roles` field; undefined when it holds none. */
export function roleOfUser(roles: unknown): Role | undefined {
  const held = Array.isArray(roles) ? roles.filter(isRole) : [];
  return held.sort((a, b) => rank(b) - rank(a))[0];
}

export function hasRole(role: Role | undefined, needed: Role): boolean {
  return role !== undefined && rank(role) >= rank(needed);
}

/** The lower of two roles: a key never acts with more than its owner has now. */
export function lowerRole(a: Role, b: Role): Role {
  return rank(a) <= rank(b) ? a : b;
}
