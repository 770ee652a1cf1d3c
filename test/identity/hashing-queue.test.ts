import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { hashingQueue } from '../../src/identity/hashing-queue.js';
import { createUser } from '../../src/accounts/manage-users.js';
import { PASSWORD_COST } from '../../src/identity/passwords.js';
import { ServiceUnavailable } from '../../src/lib/errors.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

const PASSWORD = 'a long enough password';

describe('the password hashing queue', () => {
  it('runs a bounded number at once, keeps a bounded number waiting and refuses the rest', async () => {
    const queue = hashingQueue(2, 3);
    const gates: Array<() => void> = [];
    const work = () => new Promise<string>((resolve) => gates.push(() => resolve('done')));
    const accepted = Array.from({ length: 5 }, () => queue.run(work));
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal(queue.running, 2);
    assert.equal(queue.queued, 3);
    await assert.rejects(queue.run(work), (error: unknown) => error instanceof ServiceUnavailable && error.retryAfterSeconds > 0);
    while (gates.length > 0 || queue.running > 0) {
      gates.splice(0).forEach((open) => open());
      await new Promise((resolve) => setImmediate(resolve));
    }
    assert.deepEqual(await Promise.all(accepted), ['done', 'done', 'done', 'done', 'done']);
    assert.equal(queue.queued, 0);
    // Once drained it takes work again.
    const again = queue.run(async () => 'again');
    assert.equal(await again, 'again');
  });

  it('frees its place when the work fails', async () => {
    const queue = hashingQueue(1, 0);
    await assert.rejects(queue.run(async () => { throw new Error('boom'); }), /boom/);
    assert.equal(await queue.run(async () => 'ok'), 'ok');
  });
});

describe('a sign-in flood over HTTP', () => {
  let t: TestApp;
  before(async () => {
    // At the service's cost: cheap hashes would leave the queue before it filled.
    t = await startTestApp({ SIGN_IN_ATTEMPTS_PER_MINUTE: '1000' }, { passwordCost: PASSWORD_COST });
    await createUser(t.context, { kind: 'cli', role: 'admin' }, { email: 'flood@shop.example', role: 'editor', password: PASSWORD });
  });
  after(async () => t?.close());

  it('answers 503 with Retry-After past the queue, and other routes keep answering', async () => {
    const attempts = Array.from({ length: 45 }, (_, index) => t.app.inject({
      method: 'POST', url: '/api/users/login', remoteAddress: `10.6.0.${index + 1}`,
      payload: { email: 'flood@shop.example', password: `wrong ${index}` },
    }));
    const health = await t.app.inject({ url: '/healthz' });
    assert.equal(health.statusCode, 200);
    const answers = await Promise.all(attempts);
    const refused = answers.filter((answer) => answer.statusCode === 503);
    assert.ok(refused.length >= 1, answers.map((answer) => answer.statusCode).join(' '));
    assert.ok(refused.every((answer) => Number(answer.headers['retry-after']) > 0));
    assert.ok(answers.every((answer) => answer.statusCode === 503 || answer.statusCode === 401));
    // No failure was counted for the refused ones, and the queue drained: the owner signs in.
    const owner = await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email: 'flood@shop.example', password: PASSWORD } });
    assert.equal(owner.statusCode, 200);
  });
});
