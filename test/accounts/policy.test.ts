import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type Actor, presentedToken, cookieValue } from '../../src/identity/actor.js';
import { decide, PERMISSIONS, type Permission } from '../../src/access/policy.js';
import { hasRole, lowerRole, type Role, roleOfUser } from '../../src/identity/roles.js';
import { inheritedRole, keyRights, mayHandleKey } from '../../src/accounts/api-key-rights.js';

const anonymous: Actor = { kind: 'anonymous' };
const as = (role: 'viewer' | 'editor' | 'admin' | undefined): Actor => ({ kind: 'api-key', role, userId: 'u', email: 'u@x.example', keyId: 'k' });

describe('roles', () => {
  it('orders viewer < editor < admin and reads the highest of a user\'s roles', () => {
    assert.equal(roleOfUser(['editor', 'viewer']), 'editor');
    assert.equal(roleOfUser(['viewer', 'admin']), 'admin');
    assert.equal(roleOfUser(['owner']), undefined);
    assert.equal(roleOfUser('admin'), undefined);
    assert.equal(hasRole('admin', 'editor'), true);
    assert.equal(hasRole('viewer', 'editor'), false);
    assert.equal(hasRole(undefined, 'viewer'), false);
    assert.equal(lowerRole('admin', 'viewer'), 'viewer');
  });
});

describe('access decisions', () => {
  const permissions = Object.keys(PERMISSIONS) as Permission[];

  it('in protected mode: anonymous 401, too low a role 403, enough role allowed, for every permission', () => {
    for (const permission of permissions) {
      const needed = PERMISSIONS[permission];
      const anon = decide('protected', anonymous, permission);
      assert.equal(anon.allowed ? 200 : anon.status, 401, permission);
      for (const role of ['viewer', 'editor', 'admin'] as const) {
        const decision = decide('protected', as(role), permission);
        assert.equal(decision.allowed, hasRole(role, needed), `${role} ${permission}`);
        if (!decision.allowed) assert.equal(decision.status, 403);
      }
      assert.equal(decide('protected', { kind: 'admin-key', role: 'admin' }, permission).allowed, true);
      assert.equal(decide('protected', as(undefined), permission).allowed, false, `no role, ${permission}`);
    }
  });

  // Identity is never anonymous: users (read and written), keys, webhooks, the audit trail and the export
  // are decided as in protected mode whatever the mode; open mode opens content and the contract's routes.
  // A preview token too: it names who asked for it and outlives the request.
  const identity = ['users:read', 'users:write', 'audit:read', 'backup:export', 'webhooks:manage', 'api-keys:own', 'api-keys:any', 'account:own', 'content:preview'];

  it('in open mode: everything is open except what is about identity, and the export (password hashes)', () => {
    for (const permission of permissions) {
      const open: boolean = decide('open', anonymous, permission).allowed;
      assert.equal(open, !identity.includes(permission), permission);
    }
  });

  it('in open mode, identity is decided as in protected mode: anonymous 401 (naming the command line), too low a role 403', () => {
    for (const permission of identity as Permission[]) {
      const anon = decide('open', anonymous, permission);
      assert.equal(anon.allowed ? 200 : anon.status, 401, permission);
      assert.match(anon.allowed ? '' : anon.message, /npm run cli -- users create/, permission);
      for (const role of ['viewer', 'editor', 'admin'] as const) {
        assert.deepEqual(decide('open', as(role), permission), decide('protected', as(role), permission), `${role} ${permission}`);
      }
    }
    for (const permission of ['users:write', 'audit:read', 'backup:export', 'webhooks:manage'] as const) {
      assert.equal(decide('open', as('editor'), permission).allowed, false, permission);
      assert.equal(decide('open', { kind: 'admin-key', role: 'admin' }, permission).allowed, true, permission);
    }
  });

  it('editors write content and counters but never users, full syncs or bulk deletion', () => {
    const editor = as('editor');
    for (const permission of ['content:write', 'globals:write', 'preorders:write', 'preorders:orders', 'sync:one'] as const) {
      assert.equal(decide('protected', editor, permission).allowed, true, permission);
    }
    for (const permission of ['users:write', 'sync:all', 'maintenance:delete', 'audit:read', 'backup:export', 'api-keys:any'] as const) {
      assert.equal(decide('protected', editor, permission).allowed, false, permission);
    }
    const viewer = as('viewer');
    assert.equal(decide('protected', viewer, 'content:read-drafts').allowed, true);
    for (const role of ['viewer', 'editor'] as const) assert.equal(decide('protected', as(role), 'users:read').allowed, false, role);
    assert.equal(decide('protected', as('admin'), 'users:read').allowed, true);
    assert.equal(decide('protected', viewer, 'content:write').allowed, false);
  });
});

describe('the least role of every permission', () => {
  // Written out here, not read from PERMISSIONS: a permission lowered (or raised) in the policy fails this table.
  const leastRole: Record<Permission, Role> = {
    'users:read': 'admin',
    'content:read-drafts': 'viewer',
    'content:write': 'editor',
    'globals:write': 'editor',
    'users:write': 'admin',
    'preorders:write': 'editor',
    'preorders:orders': 'editor',
    'sync:one': 'editor',
    'sync:all': 'admin',
    'sync:read': 'editor',
    'maintenance:stats': 'viewer',
    'maintenance:delete': 'admin',
    'audit:read': 'admin',
    'backup:export': 'admin',
    'schema:read': 'viewer',
    'account:own': 'viewer',
    'api-keys:own': 'viewer',
    'api-keys:any': 'admin',
    'webhooks:manage': 'admin',
    'content:preview': 'editor',
  };
  /** The role just below each one; below viewer, a signed-in user holding no role. */
  const justBelow: Record<Role, Role | undefined> = { viewer: undefined, editor: 'viewer', admin: 'editor' };

  it('lists every permission of the policy', () => {
    assert.deepEqual(Object.keys(leastRole).sort(), Object.keys(PERMISSIONS).sort());
  });

  for (const [permission, role] of Object.entries(leastRole) as [Permission, Role][]) {
    it(`${permission}: ${justBelow[role] ?? 'no role'} is refused (403), ${role} allowed`, () => {
      const below = decide('protected', as(justBelow[role]), permission);
      assert.equal(below.allowed ? 'allowed' : below.status, 403, `${justBelow[role] ?? 'no role'} ${permission}`);
      assert.deepEqual(decide('protected', as(role), permission), { allowed: true }, `${role} ${permission}`);
    });
  }
});

describe('keys made by keys', () => {
  const session: Actor = { kind: 'user', role: 'admin', userId: 'u', email: 'u@x.example', session: {} as never, viaCookie: false };
  it('a key asking no role gets its maker key\'s (never more than the owner\'s); a session\'s or the admin key\'s follow the owner', () => {
    // [maker, owner's role, role the new key is written with]
    const rows: [Actor, 'viewer' | 'editor' | 'admin' | undefined, string | null][] = [
      [as('viewer'), 'admin', 'viewer'],
      [as('editor'), 'admin', 'editor'],
      [as('admin'), 'admin', 'admin'],
      [as('admin'), 'editor', 'editor'],
      [session, 'admin', null],
      [{ kind: 'admin-key', role: 'admin' }, 'editor', null],
    ];
    for (const [maker, owner, written] of rows) assert.equal(inheritedRole(maker, owner), written, `${maker.kind} ${'role' in maker ? maker.role : ''} for ${owner}`);
  });

  it('a narrowed key handles (lists, revokes) only keys whose rights its own reach', () => {
    assert.equal(keyRights({ role: null }, 'admin'), 'admin');
    assert.equal(keyRights({ role: 'admin' }, 'editor'), 'editor');
    assert.equal(mayHandleKey(as('viewer'), keyRights({ role: null }, 'admin')), false, 'a viewer key and its owner\'s admin key');
    assert.equal(mayHandleKey(as('viewer'), keyRights({ role: 'editor' }, 'admin')), false);
    assert.equal(mayHandleKey(as('viewer'), keyRights({ role: 'viewer' }, 'admin')), true);
    assert.equal(mayHandleKey(as('editor'), keyRights({ role: 'admin' }, 'editor')), true, 'capped by the owner: an editor key');
  });
});

describe('credentials in headers', () => {
  it('reads Bearer, JWT and users API-Key schemes, and flags a malformed header', () => {
    assert.equal(presentedToken('Bearer abc'), 'abc');
    assert.equal(presentedToken('JWT abc'), 'abc');
    assert.equal(presentedToken('users API-Key sfk_1'), 'sfk_1');
    assert.equal(presentedToken('Basic dXNlcjpwYXNz'), '');
    assert.equal(presentedToken(undefined), undefined);
    assert.equal(cookieValue('a=1; storefront-token=sfs_x%2By; b=2', 'storefront-token'), 'sfs_x+y');
    assert.equal(cookieValue('a=1', 'storefront-token'), undefined);
  });
});
