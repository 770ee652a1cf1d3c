import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fieldChanges } from '../../src/audit/audit-log.js';
import { memoryAttemptLimiter } from '../../src/access/attempt-limiter.js';

describe('audit field changes', () => {
  it('lists each changed field with old and new value, absent as null, server fields left out', () => {
    const before = { id: 'a', title: 'Old', tags: ['x'], status: 'draft', updatedAt: '1' };
    const after = { id: 'a', title: 'New', tags: ['x'], summary: 'S', updatedAt: '2' };
    assert.deepEqual(fieldChanges(before, after), { title: ['Old', 'New'], status: ['draft', null], summary: [null, 'S'] });
    assert.deepEqual(fieldChanges(undefined, { title: 'T' }), { title: [null, 'T'] });
    assert.deepEqual(fieldChanges({ title: 'T' }, undefined), { title: ['T', null] });
  });

  it('never records a secret, only that it changed', () => {
    const changes = fieldChanges({ email: 'a@x.example', passwordHash: 'scrypt$old' }, { email: 'a@x.example', passwordHash: 'scrypt$new' });
    assert.deepEqual(changes, { passwordHash: ['[secret]', '[secret]'] });
    assert.ok(!JSON.stringify(changes).includes('scrypt'));
  });
});

describe('attempt limiter', () => {
  it('allows max attempts per window, then answers the wait, and starts afresh after the window', async () => {
    let now = 0;
    const limiter = memoryAttemptLimiter(3, 60_000, () => now);
    for (let attempt = 1; attempt <= 3; attempt += 1) assert.equal(await limiter.hit('ip'), 0);
    assert.equal(await limiter.blocked('ip'), 60);
    assert.equal(await limiter.hit('ip'), 60);
    assert.equal(await limiter.hit('other'), 0, 'keys count apart');
    now = 30_000;
    assert.equal(await limiter.blocked('ip'), 30);
    now = 60_000;
    assert.equal(await limiter.blocked('ip'), 0);
    assert.equal(await limiter.hit('ip'), 0);
  });
});
