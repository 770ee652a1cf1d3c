import assert from 'node:assert/strict';
import { randomBytes, scryptSync } from 'node:crypto';
import { describe, it } from 'node:test';
import { hashPassword, needsRehash, verifyPassword } from '../../src/identity/passwords.js';

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one, with a new salt per hash', async () => {
    const first = await hashPassword('correct horse battery');
    const second = await hashPassword('correct horse battery');
    assert.notEqual(first, second);
    assert.match(first, /^scrypt\$N=32768,r=8,p=3\$[0-9a-f]{32}\$[0-9a-f]{128}$/);
    assert.equal(await verifyPassword('correct horse battery', first), true);
    assert.equal(await verifyPassword('correct horse batterY', first), false);
    assert.equal(await verifyPassword('', first), false);
  });

  it('still verifies hashes of the earlier format (node defaults), and asks for a rehash', async () => {
    const salt = randomBytes(16);
    const legacy = `scrypt$${salt.toString('hex')}$${scryptSync('old password', salt, 64).toString('hex')}`;
    assert.equal(await verifyPassword('old password', legacy), true);
    assert.equal(await verifyPassword('other', legacy), false);
    assert.equal(needsRehash(legacy), true);
    assert.equal(needsRehash(await hashPassword('x')), false);
  });

  it('refuses when there is no hash, and tampered or absurd parameters, without throwing', async () => {
    assert.equal(await verifyPassword('anything', undefined), false);
    assert.equal(await verifyPassword('anything', 'plain'), false);
    const valid = await hashPassword('secret-1');
    const greedy = valid.replace('N=32768', `N=${2 ** 30}`);
    assert.equal(await verifyPassword('secret-1', greedy), false);
  });

  it('keeps the event loop free while hashing', async () => {
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 1);
    const started = performance.now();
    await Promise.all([hashPassword('a-password'), hashPassword('b-password')]);
    const elapsed = performance.now() - started;
    clearInterval(timer);
    // A blocking hash would let no timer run until it returned; here the loop keeps turning throughout.
    assert.ok(ticks >= Math.min(10, elapsed / 10), `${ticks} ticks in ${elapsed.toFixed(0)} ms`);
  });
});
