import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { createUser } from '../../src/accounts/manage-users.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

const PASSWORD = 'a long enough password';
const CLI = { kind: 'cli', role: 'admin' } as const;

let t: TestApp;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const people: Record<'admin' | 'editor' | 'other', { id: string; token: string; keyId?: string; key?: string }> = {} as never;

before(async () => {
  t = await startTestApp({ ACCESS_MODE: 'protected', ADMIN_API_KEY: 'api-keys-admin-test', SIGN_IN_ATTEMPTS_PER_MINUTE: '1000' });
  for (const [name, role] of [['admin', 'admin'], ['editor', 'editor'], ['other', 'editor']] as const) {
    const user = await createUser(t.context, CLI, { email: `${name}@shop.example`, role, password: PASSWORD });
    const token = (await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email: `${name}@shop.example`, password: PASSWORD } })).json().token;
    const created = (await t.app.inject({ method: 'POST', url: '/api/api-keys', headers: bearer(token), payload: { name: `${name}'s script` } })).json();
    people[name] = { id: String(user.id), token, keyId: created.doc.id, key: created.key };
  }
});
after(async () => t.close());

const list = (token: string, user?: string) => t.app.inject({ url: `/api/api-keys${user ? `?user=${user}` : ''}`, headers: bearer(token) });
const keyRows = async () => ((await t.database.db.execute(sql`select id from api_keys order by id`)) as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);

describe('every user\'s API keys, for admins only', () => {
  it('lists every user\'s keys to an admin, one user\'s with ?user=, and only one\'s own to an editor', async () => {
    const all = (await list(people.admin.token)).json().docs as { id: string; user: string }[];
    assert.deepEqual(all.map((key) => key.user).sort(), [people.admin.id, people.editor.id, people.other.id].sort());
    assert.deepEqual((await list(people.admin.token, people.admin.id)).json().docs.map((key: { id: string }) => key.id), [people.admin.keyId], 'an admin\'s own keys');
    assert.deepEqual((await list(people.admin.token, people.other.id)).json().docs.map((key: { id: string }) => key.id), [people.other.keyId]);
    assert.deepEqual((await list(people.editor.token)).json().docs.map((key: { id: string }) => key.id), [people.editor.keyId]);
    assert.deepEqual((await list(people.editor.token, people.editor.id)).json().docs.map((key: { id: string }) => key.id), [people.editor.keyId]);
  });

  it('refuses an editor the list of another user\'s keys', async () => {
    const refused = await list(people.editor.token, people.other.id);
    assert.equal(refused.statusCode, 403);
    assert.ok(!refused.body.includes(people.other.keyId!), 'nothing of the other user\'s keys in the answer');
  });

  it('refuses an editor the revocation of another user\'s key: the key stays and still works', async () => {
    const before = await keyRows();
    const refused = await t.app.inject({ method: 'DELETE', url: `/api/api-keys/${people.other.keyId}`, headers: bearer(people.editor.token) });
    assert.equal(refused.statusCode, 404);
    assert.deepEqual(await keyRows(), before);
    assert.equal((await t.app.inject({ url: '/api/schema', headers: bearer(people.other.key!) })).statusCode, 200, 'the key still works');
  });

  it('lets an admin revoke another user\'s key, which then stops working', async () => {
    const revoked = await t.app.inject({ method: 'DELETE', url: `/api/api-keys/${people.other.keyId}`, headers: bearer(people.admin.token) });
    assert.equal(revoked.statusCode, 200, revoked.body);
    assert.ok(!(await keyRows()).includes(people.other.keyId!));
    assert.equal((await t.app.inject({ url: '/api/schema', headers: bearer(people.other.key!) })).statusCode, 401);
  });
});
