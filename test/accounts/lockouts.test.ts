import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createUser } from '../../src/accounts/manage-users.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

/**
 * Issue 35, point 3: the failure limits slow guessing and never lock out a caller with the right
 * credential; behind a trusted proxy clients are counted by their own address.
 */
const ADMIN_KEY = 'admin-key-for-lockout-test';
const CLI = { kind: 'cli', role: 'admin' } as const;
const PASSWORD = 'a long enough password';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let t: TestApp;
before(async () => {
  t = await startTestApp({ ADMIN_API_KEY: ADMIN_KEY, SIGN_IN_ATTEMPTS_PER_MINUTE: '3' });
  await createUser(t.context, CLI, { email: 'owner@shop.example', role: 'editor', password: PASSWORD });
});
after(async () => t?.close());

const stats = (remoteAddress: string, key: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url: '/api/admin?action=stats', remoteAddress, headers: { ...bearer(key), ...headers } });
const login = (remoteAddress: string, password: string, email = 'owner@shop.example') =>
  t.app.inject({ method: 'POST', url: '/api/users/login', remoteAddress, payload: { email, password } });

describe('failed credentials never lock out the right one', () => {
  it('answers the real admin key after junk Authorization headers from the same address', async () => {
    for (let index = 0; index < 3; index += 1) assert.equal((await stats('10.1.0.1', `junk-${index}`)).statusCode, 401);
    const guess = await stats('10.1.0.1', 'junk-more');
    assert.equal(guess.statusCode, 429);
    assert.ok(Number(guess.headers['retry-after']) > 0);
    assert.equal((await stats('10.1.0.1', ADMIN_KEY)).statusCode, 200);
  });

  it('signs the owner in from another address after wrong passwords from changing addresses', async () => {
    for (let index = 0; index < 6; index += 1) assert.equal((await login(`10.2.0.${index + 1}`, 'wrong password')).statusCode, 401);
    const owner = await login('10.2.1.1', PASSWORD);
    assert.equal(owner.statusCode, 200, owner.body);
  });

  it('refuses further wrong passwords for an account from one address, and still takes the right one there', async () => {
    for (let index = 0; index < 3; index += 1) assert.equal((await login('10.3.0.1', 'wrong password')).statusCode, 401);
    const refused = await login('10.3.0.1', 'wrong password');
    assert.equal(refused.statusCode, 429);
    assert.ok(Number(refused.headers['retry-after']) > 0);
    assert.equal((await login('10.3.0.1', PASSWORD)).statusCode, 200);
  });

  it('keeps a per-address limit across accounts', async () => {
    for (let index = 0; index < 3; index += 1) assert.equal((await login('10.4.0.1', 'wrong password', `nobody-${index}@shop.example`)).statusCode, 401);
    assert.equal((await login('10.4.0.1', 'wrong password', 'nobody-else@shop.example')).statusCode, 429);
  });
});

describe('behind a trusted proxy', () => {
  it('counts clients by X-Forwarded-For through trusted hops only', async () => {
    const proxied = await startTestApp({ ADMIN_API_KEY: ADMIN_KEY, SIGN_IN_ATTEMPTS_PER_MINUTE: '3', TRUST_PROXY: '1' });
    try {
      const call = (forwardedFor: string, key: string, remoteAddress = '10.9.0.1') =>
        proxied.app.inject({ url: '/api/admin?action=stats', remoteAddress, headers: { ...bearer(key), 'x-forwarded-for': forwardedFor } });
      for (let index = 0; index < 4; index += 1) await call('203.0.113.1', 'junk');
      assert.equal((await call('203.0.113.1', 'junk')).statusCode, 429);
      // Another client behind the same proxy has its own count.
      assert.equal((await call('203.0.113.2', 'junk')).statusCode, 401);
      // A client that sends its own X-Forwarded-For naming the blocked address is counted by the one the
      // proxy appended (the last entry), not by its claim.
      assert.equal((await call('203.0.113.1, 203.0.113.2', 'junk')).statusCode, 401);
    } finally {
      await proxied.close();
    }
  });

  it('ignores X-Forwarded-For from a peer it does not trust', async () => {
    const listed = await startTestApp({ ADMIN_API_KEY: ADMIN_KEY, SIGN_IN_ATTEMPTS_PER_MINUTE: '3', TRUST_PROXY: '10.8.0.0/16' });
    try {
      const call = (remoteAddress: string, forwardedFor: string) =>
        listed.app.inject({ url: '/api/admin?action=stats', remoteAddress, headers: { ...bearer('junk'), 'x-forwarded-for': forwardedFor } });
      for (let index = 0; index < 4; index += 1) await call('198.51.100.7', `192.0.2.${index + 1}`);
      // Four spoofed addresses from one untrusted peer are that peer's four failures.
      assert.equal((await call('198.51.100.7', '192.0.2.99')).statusCode, 429);
      // Through the trusted proxy the forwarded address counts.
      assert.equal((await call('10.8.0.1', '192.0.2.1')).statusCode, 401);
    } finally {
      await listed.close();
    }
  });
});

describe('PATCH /api/users/me', () => {
  it('limits wrong current passwords per account and address, changing nothing', async () => {
    await createUser(t.context, CLI, { email: 'me@shop.example', role: 'viewer', password: PASSWORD });
    const token = (await login('10.5.0.1', PASSWORD, 'me@shop.example')).json().token as string;
    const statuses: number[] = [];
    const started = Date.now();
    for (let index = 0; index < 45; index += 1) {
      const response = await t.app.inject({
        method: 'PATCH', url: '/api/users/me', remoteAddress: '10.5.0.2', headers: bearer(token),
        payload: { currentPassword: `guess ${index}`, password: 'another long password' },
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) assert.ok(Number(response.headers['retry-after']) > 0);
    }
    assert.deepEqual(statuses.slice(0, 4), [400, 400, 400, 429]);
    // The count is per minute: on a slow machine the 45 checks may span a new window, which allows 3 more.
    const windows = Math.floor((Date.now() - started) / 60_000) + 1;
    assert.ok(statuses.filter((status) => status === 400).length <= 3 * windows, statuses.join(' '));
    assert.ok(statuses.every((status) => status === 400 || status === 429), statuses.join(' '));
    // Nothing changed: the old password still signs in, and the session is alive.
    assert.equal((await login('10.5.0.3', PASSWORD, 'me@shop.example')).statusCode, 200);
    assert.equal((await t.app.inject({ url: '/api/users/me', headers: bearer(token) })).json().user.email, 'me@shop.example');
  });
});
