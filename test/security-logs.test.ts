import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../src/config.js';
import { loggableError } from '../src/lib/loggable-error.js';
import { startTestApp, type TestApp } from './helpers/app.js';

const ADMIN = 'logs-admin-key';
const PASSWORD = 'a secret password 9f2c';

describe('logs never carry query parameters', () => {
  const lines: string[] = [];
  let t: TestApp;
  before(async () => {
    t = await startTestApp({ ADMIN_API_KEY: ADMIN }, { logStream: new Writable({ write(chunk, _e, done) { lines.push(chunk.toString()); done(); } }) });
  });
  after(async () => t.close());

  it('logs a failed users write without the password, its hash or the query', async () => {
    // A trigger makes every users insert fail inside PostgreSQL, after the hash is computed.
    await t.database.db.execute(sql.raw(`create function refuse_users() returns trigger language plpgsql as $$
      begin if new.collection = 'users' then raise exception 'users are read-only today'; end if; return new; end $$`));
    await t.database.db.execute(sql.raw('create trigger refuse_users before insert on documents for each row execute function refuse_users()'));
    const response = await t.app.inject({ method: 'POST', url: '/api/users', headers: { authorization: `Bearer ${ADMIN}` }, payload: { email: 'x@shop.example', password: PASSWORD } });
    assert.equal(response.statusCode, 500);
    assert.ok(!response.body.includes('scrypt') && !response.body.includes(PASSWORD));
    const logged = lines.join('');
    assert.match(logged, /request failed/);
    assert.match(logged, /users are read-only today/, 'the driver\'s own message is kept');
    assert.ok(!logged.includes('scrypt$'), 'no password hash in the logs');
    assert.ok(!logged.includes(PASSWORD));
    assert.ok(!/insert into/i.test(logged), 'no query text');
  });

  it('masks credentials in URLs of logged messages', () => {
    const logged = JSON.stringify(loggableError(new Error('connect failed: postgres://shop:hunter2@db:5432/x')));
    assert.ok(!logged.includes('hunter2'));
    assert.match(logged, /postgres:\/\/\*\*\*\*:\*\*\*\*@db/);
  });
});

describe('COMMERCE_URL', () => {
  it('refuses a user or password in it at start-up, naming the variable', () => {
    for (const value of ['http://admin:hunter2@commerce.local:9000', 'https://tok3n@commerce.local']) {
      assert.throws(() => loadConfig({ COMMERCE_URL: value }), (error: unknown) => {
        assert.ok(error instanceof ConfigError);
        assert.equal(error.variable, 'COMMERCE_URL');
        assert.ok(!error.message.includes('hunter2') && !error.message.includes('tok3n'));
        return true;
      });
    }
    assert.equal(loadConfig({ COMMERCE_URL: 'http://commerce.local:9000' }).commerceUrl, 'http://commerce.local:9000');
  });
});
