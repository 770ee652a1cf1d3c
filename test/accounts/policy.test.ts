import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type Actor, presentedToken, cookieValue } from '../../src/access/actor.js';
import { decide, PERMISSIONS, type Permission } from '../../src/access/policy.js';
import { hasRole, lowerRole, roleOfUser } from '../../src/accounts/roles.js';

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

  it('in open mode: everything is open except what is about identity, and the export (password hashes)', () => {
    for (const permission of permissions) {
      const open: boolean = decide('open', anonymous, permission).allowed;
      assert.equal(open, !['audit:read', 'backup:export', 'webhooks:manage', 'api-keys:own', 'api-keys:any', 'account:own'].includes(permission), permission);
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
    assert.equal(decide('protected', viewer, 'content:read-private').allowed, true);
    assert.equal(decide('protected', viewer, 'content:write').allowed, false);
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
