import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { createUser } from '../../src/accounts/manage-users.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

const PASSWORD = 'a long enough password';
const NEW_PASSWORD = 'another long password';

describe('PATCH /api/users/me', () => {
  let t: TestApp;
  let userId: string;
  before(async () => {
    t = await startTestApp({ ACCESS_MODE: 'protected', ADMIN_API_KEY: 'my-account-admin-key', SIGN_IN_ATTEMPTS_PER_MINUTE: '1000' });
    userId = (await createUser(t.context, { kind: 'cli', role: 'admin' }, { email: 'ed@shop.example', role: 'editor', password: PASSWORD })).id;
  });
  after(async () => t.close());

  const login = async (password = PASSWORD) => t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email: 'ed@shop.example', password } });
  const patchMe = (token: string | undefined, payload: unknown) =>
    t.app.inject({ method: 'PATCH', url: '/api/users/me', payload: payload as object, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const stored = async () => ((await t.database.db.execute(sql`select data from documents where collection = 'users' and id = ${userId}`)) as unknown as { rows: { data: Record<string, unknown> }[] }).rows[0]!.data;

  it('changes one\'s own name', async () => {
    const { token } = (await login()).json();
    const response = await patchMe(token, { name: 'Ed Editor' });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().doc.name, 'Ed Editor');
    assert.equal(response.json().doc.passwordHash, undefined);
    assert.equal((await t.app.inject({ url: '/api/users/me', headers: { authorization: `Bearer ${token}` } })).json().user.name, 'Ed Editor');
  });

  it('refuses a new password without the right current one, changing nothing', async () => {
    const { token } = (await login()).json();
    const before = await stored();
    for (const body of [{ password: NEW_PASSWORD }, { password: NEW_PASSWORD, currentPassword: 'not the password' }]) {
      const response = await patchMe(token, body);
      assert.equal(response.statusCode, 400);
      assert.equal(response.json().errors[0].field, 'currentPassword');
    }
    assert.deepEqual(await stored(), before);
  });

  it('refuses roles, e-mail, anonymous callers and API keys', async () => {
    const { token } = (await login()).json();
    const before = await stored();
    assert.equal((await patchMe(token, { roles: ['admin'] })).statusCode, 400);
    assert.equal((await patchMe(token, { email: 'boss@shop.example' })).statusCode, 400);
    assert.equal((await patchMe(undefined, { name: 'x' })).statusCode, 401);
    const key = (await t.app.inject({ method: 'POST', url: '/api/api-keys', headers: { authorization: `Bearer ${token}` }, payload: { name: 'script' } })).json().key;
    assert.equal((await patchMe(key, { name: 'x' })).statusCode, 403);
    assert.deepEqual(await stored(), before);
  });

  it('changes the password with the current one, ending every session', async () => {
    const { token } = (await login()).json();
    const response = await patchMe(token, { password: NEW_PASSWORD, currentPassword: PASSWORD });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal((await t.app.inject({ url: '/api/users/me', headers: { authorization: `Bearer ${token}` } })).json().user, null);
    assert.equal((await login()).statusCode, 401);
    assert.equal((await login(NEW_PASSWORD)).statusCode, 200);
    const audit = (await t.database.db.execute(sql`select changes from audit_log where document_id = ${userId} order by id desc limit 1`)) as unknown as { rows: { changes: unknown }[] };
    assert.ok(!JSON.stringify(audit.rows[0]!.changes).includes(NEW_PASSWORD), 'no secret in the audit trail');
  });
});
