import assert from 'node:assert/strict';
import { randomBytes, scryptSync } from 'node:crypto';
import { describe, it } from 'node:test';
import { PASSWORD_COST, PasswordHasher } from '../../src/identity/passwords.js';
import { TEST_PASSWORD_COST } from '../helpers/passwords.js';

const passwords = new PasswordHasher();

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one, with a new salt per hash', async () => {
    const first = await passwords.hash('correct horse battery');
    const second = await passwords.hash('correct horse battery');
    assert.notEqual(first, second);
    assert.match(first, /^scrypt\$N=32768,r=8,p=3\$[0-9a-f]{32}\$[0-9a-f]{128}$/);
    assert.equal(await passwords.verify('correct horse battery', first), true);
    assert.equal(await passwords.verify('correct horse batterY', first), false);
    assert.equal(await passwords.verify('', first), false);
  });

  it('still verifies hashes of the earlier format (node defaults), and asks for a rehash', async () => {
    const salt = randomBytes(16);
    const legacy = `scrypt$${salt.toString('hex')}$${scryptSync('old password', salt, 64).toString('hex')}`;
    assert.equal(await passwords.verify('old password', legacy), true);
    assert.equal(await passwords.verify('other', legacy), false);
    assert.equal(passwords.needsRehash(legacy), true);
    assert.equal(passwords.needsRehash(await passwords.hash('x')), false);
  });

  it('refuses when there is no hash, and tampered or absurd parameters, without throwing', async () => {
    assert.equal(await passwords.verify('anything', undefined), false);
    assert.equal(await passwords.verify('anything', 'plain'), false);
    const valid = await passwords.hash('secret-1');
    const greedy = valid.replace('N=32768', `N=${2 ** 30}`);
    assert.equal(await passwords.verify('secret-1', greedy), false);
  });

  it('hashes with the cost it was given; a hasher of another cost verifies the hash and asks for a rehash', async () => {
    const cheap = new PasswordHasher({ cost: TEST_PASSWORD_COST });
    const hash = await cheap.hash('a test password');
    assert.match(hash, /^scrypt\$N=1024,r=8,p=1\$/);
    assert.equal(cheap.needsRehash(hash), false);
    assert.equal(await passwords.verify('a test password', hash), true);
    assert.equal(await passwords.verify('a test passworD', hash), false);
    assert.equal(passwords.needsRehash(hash), true);
    assert.equal(cheap.needsRehash(await passwords.hash('x')), true);
  });

  it('refuses a cost outside the bounds a stored hash may name', () => {
    for (const cost of [{ ...PASSWORD_COST, N: 2 ** 9 }, { ...PASSWORD_COST, N: 3000 }, { ...PASSWORD_COST, r: 0 }, { ...PASSWORD_COST, p: 17 }]) {
      assert.throws(() => new PasswordHasher({ cost }), /scrypt cost out of bounds/);
    }
  });

  it('keeps the event loop free while hashing', async () => {
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 1);
    const started = performance.now();
    await Promise.all([passwords.hash('a-password'), passwords.hash('b-password')]);
    const elapsed = performance.now() - started;
    clearInterval(timer);
    // A blocking hash would let no timer run until it returned; here the loop keeps turning throughout.
    assert.ok(ticks >= Math.min(10, elapsed / 10), `${ticks} ticks in ${elapsed.toFixed(0)} ms`);
  });
});
