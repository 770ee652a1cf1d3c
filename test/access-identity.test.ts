import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { tablesFingerprint } from './helpers/database.js';
import type { InjectOptions } from 'fastify';
import { createUser } from '../src/accounts/manage-users.js';
import { startTestApp, type TestApp } from './helpers/app.js';

/**
 * Issue 35: a credential never makes one with more rights than itself; identity (accounts, keys,
 * webhooks, the audit trail, the export) is never anonymous, in open mode either; every change of
 * identity and configuration leaves one audit entry, in its own transaction.
 */

const CLI = { kind: 'cli', role: 'admin' } as const;
const PASSWORD = 'a long enough password';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

type Inject = TestApp['app']['inject'];
async function signIn(inject: Inject, email: string): Promise<string> {
  const response = await inject({ method: 'POST', url: '/api/users/login', payload: { email, password: PASSWORD } });
  assert.equal(response.statusCode, 200, response.body);
  return response.json().token;
}

/** Every table's rows, so a refusal can be shown to have changed nothing. */
const fingerprint = (t: TestApp) => tablesFingerprint(t.database.db);

async function auditCount(t: TestApp): Promise<number> {
  const result = (await t.database.db.execute(sql`select count(*)::int as n from audit_log`)) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]!.n);
}

describe('a key makes, lists and revokes no key with more rights than its own', () => {
  let t: TestApp;
  let adminSession: string;
  before(async () => {
    t = await startTestApp({ ADMIN_API_KEY: 'identity-admin-key', ACCESS_MODE: 'protected' });
    await createUser(t.context, CLI, { email: 'root@shop.example', role: 'admin', password: PASSWORD });
    await createUser(t.context, CLI, { email: 'ed@shop.example', role: 'editor', password: PASSWORD });
    adminSession = await signIn(t.app.inject.bind(t.app), 'root@shop.example');
  });
  after(async () => t.close());

  const makeKey = async (token: string, body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/api-keys', headers: bearer(token), payload: body });

  // [the owner, the calling key's role, the role asked, the answer, the role the new key gets]
  const rows: [string, 'viewer' | 'editor' | null, string | undefined, number, string | null][] = [
    ['root@shop.example', 'viewer', undefined, 201, 'viewer'],
    ['root@shop.example', 'viewer', 'admin', 403, null],
    ['root@shop.example', 'viewer', 'editor', 403, null],
    ['root@shop.example', 'viewer', 'viewer', 201, 'viewer'],
    ['root@shop.example', 'editor', undefined, 201, 'editor'],
    ['root@shop.example', 'editor', 'admin', 403, null],
    ['ed@shop.example', 'editor', 'admin', 403, null],
    ['ed@shop.example', null, 'admin', 403, null],
    ['ed@shop.example', null, undefined, 201, 'editor'],
  ];
  for (const [owner, keyRole, asked, status, gets] of rows) {
    it(`${owner}'s ${keyRole ?? 'unnarrowed'} key asking ${asked ?? 'no role'}: ${status}${gets ? ` (${gets})` : ''}, and nothing changed when refused`, async () => {
      const session = owner === 'root@shop.example' ? adminSession : await signIn(t.app.inject.bind(t.app), owner);
      const parent = await makeKey(session, { name: 'parent', ...(keyRole ? { role: keyRole } : {}) });
      assert.equal(parent.statusCode, 201, parent.body);
      const before = await fingerprint(t);
      const child = await makeKey(parent.json().key, { name: 'child', ...(asked ? { role: asked } : {}) });
      assert.equal(child.statusCode, status, child.body);
      if (status !== 201) {
        assert.match(child.json().errors[0].message, /more rights than its own/);
        assert.equal(await fingerprint(t), before, 'no key and no audit entry');
        return;
      }
      assert.equal(child.json().doc.role, gets);
      // The new key acts with no more than its maker: no audit trail, no export, no users written.
      const key = child.json().key;
      assert.equal((await t.app.inject({ url: '/api/audit', headers: bearer(key) })).statusCode, 403);
      assert.equal((await t.app.inject({ url: '/api/admin/export', headers: bearer(key) })).statusCode, 403);
    });
  }

  it('an admin\'s viewer key lists only its viewer keys and cannot revoke a stronger one', async () => {
    const strong = (await makeKey(adminSession, { name: 'strong' })).json();
    const viewer = (await makeKey(adminSession, { name: 'weak', role: 'viewer' })).json();
    const listed = await t.app.inject({ url: '/api/api-keys', headers: bearer(viewer.key) });
    assert.equal(listed.statusCode, 200);
    const docs = listed.json().docs as { id: string; role: string | null }[];
    assert.ok(docs.length > 0 && docs.every((doc) => doc.role === 'viewer'), JSON.stringify(docs));
    assert.ok(!docs.some((doc) => doc.id === strong.doc.id));
    const before = await fingerprint(t);
    const revoke = await t.app.inject({ method: 'DELETE', url: `/api/api-keys/${strong.doc.id}`, headers: bearer(viewer.key) });
    assert.equal(revoke.statusCode, 403, revoke.body);
    assert.equal(await fingerprint(t), before);
    assert.equal((await t.app.inject({ url: '/api/audit', headers: bearer(strong.key) })).statusCode, 200, 'the strong key still works');
    // Its own rank it may revoke; the admin session sees and revokes everything.
    assert.equal((await t.app.inject({ method: 'DELETE', url: `/api/api-keys/${viewer.doc.id}`, headers: bearer(viewer.key) })).statusCode, 200);
    assert.ok((await t.app.inject({ url: '/api/api-keys', headers: bearer(adminSession) })).json().docs.some((doc: { id: string }) => doc.id === strong.doc.id));
  });
});

describe('identity is never anonymous, in open mode either', () => {
  let t: TestApp;
  let victim: string;
  let webhook: string;
  let adminSession: string;
  before(async () => {
    // The contract's default: no ACCESS_MODE, no ADMIN_API_KEY.
    t = await startTestApp({ WEBHOOK_BLOCKED_ADDRESSES: 'none' });
    await createUser(t.context, CLI, { email: 'root@shop.example', role: 'admin', password: PASSWORD });
    victim = (await createUser(t.context, CLI, { email: 'victim@shop.example', role: 'editor', password: PASSWORD })).id;
    adminSession = await signIn(t.app.inject.bind(t.app), 'root@shop.example');
    const hook = await t.app.inject({ method: 'POST', url: '/api/webhooks', headers: bearer(adminSession), payload: { url: 'https://203.0.113.10/hook', events: ['sync.completed'] } });
    assert.equal(hook.statusCode, 201, hook.body);
    webhook = hook.json().doc.id;
  });
  after(async () => t.close());

  const refused: [string, string, unknown?][] = [
    ['POST', '/api/users', { email: 'evil@x.example', password: PASSWORD, roles: ['admin'] }],
    ['GET', '/api/users'],
    ['GET', '/api/users/VICTIM'],
    ['PATCH', '/api/users/VICTIM', { password: 'hijacked password 1' }],
    ['DELETE', '/api/users/VICTIM'],
    ['GET', '/api/api-keys'],
    ['POST', '/api/api-keys', { name: 'x', user: 'VICTIM' }],
    ['GET', '/api/webhooks'],
    ['POST', '/api/webhooks', { url: 'https://203.0.113.11/hook', events: ['sync.completed'] }],
    ['PATCH', '/api/webhooks/HOOK', { url: 'https://203.0.113.12/hook' }],
    ['DELETE', '/api/webhooks/HOOK'],
    ['POST', '/api/webhooks/HOOK/rotate-secret'],
    ['GET', '/api/audit'],
    ['GET', '/api/admin/export'],
  ];
  for (const [method, path, body] of refused) {
    it(`refuses anonymous ${method} ${path} with 401 naming the way to the first admin, and changes nothing`, async () => {
      const before = await fingerprint(t);
      const url = path.replace('VICTIM', victim).replace('HOOK', webhook);
      const response = await t.app.inject({ method: method as 'GET', url, ...(body ? { payload: body as object } : {}) });
      assert.equal(response.statusCode, 401, response.body);
      assert.match(response.body, /npm run cli -- users create --email EMAIL --role admin/);
      assert.equal(await fingerprint(t), before);
    });
  }

  it('keeps the victim\'s password and leaves no user anonymous callers made', async () => {
    assert.equal((await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email: 'evil@x.example', password: PASSWORD } })).statusCode, 401);
    assert.equal((await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email: 'victim@shop.example', password: 'hijacked password 1' } })).statusCode, 401);
    assert.equal((await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email: 'victim@shop.example', password: PASSWORD } })).statusCode, 200);
  });

  it('expands no user into anonymous answers (an article\'s author stays a bare id)', async () => {
    const article = await t.app.inject({ method: 'POST', url: '/api/articles', payload: { title: 'By the victim', author: victim } });
    assert.equal(article.statusCode, 201, article.body);
    const read = await t.app.inject({ url: `/api/articles/${article.json().doc.id}` });
    assert.deepEqual(read.json().author, { relationTo: 'users', value: victim });
    assert.ok(!read.body.includes('victim@shop.example'));
    const signedIn = await t.app.inject({ url: `/api/articles/${article.json().doc.id}`, headers: bearer(adminSession) });
    assert.equal(signedIn.json().author.value.email, 'victim@shop.example');
  });

  it('still opens content to anyone, and accounts to an admin', async () => {
    assert.equal((await t.app.inject({ method: 'POST', url: '/api/announcements', payload: { title: 'Open' } })).statusCode, 201);
    const created = await t.app.inject({ method: 'POST', url: '/api/users', headers: bearer(adminSession), payload: { email: 'ed2@shop.example', password: PASSWORD, roles: ['editor'] } });
    assert.equal(created.statusCode, 201, created.body);
    const editor = await signIn(t.app.inject.bind(t.app), 'ed2@shop.example');
    const byEditor = await t.app.inject({ method: 'POST', url: '/api/users', headers: bearer(editor), payload: { email: 'x@shop.example', password: PASSWORD, roles: ['admin'] } });
    assert.equal(byEditor.statusCode, 403);
    assert.match(byEditor.json().errors[0].message, /admin role.*npm run cli -- users create/);
  });
});

describe('every change of identity and configuration leaves one audit entry, with its actor', () => {
  const ADMIN_KEY = 'audit-identity-admin-key';
  const lines: string[] = [];
  let t: TestApp;
  let adminSession: string;
  let adminId: string;
  before(async () => {
    t = await startTestApp(
      { ADMIN_API_KEY: ADMIN_KEY, WEBHOOK_BLOCKED_ADDRESSES: 'none', WEBHOOK_TIMEOUT_MS: '500', SIGN_IN_ATTEMPTS_PER_MINUTE: '1000' },
      { logStream: new Writable({ write(chunk, _encoding, done) { lines.push(chunk.toString()); done(); } }) },
    );
    adminId = (await createUser(t.context, CLI, { email: 'root@shop.example', role: 'admin', password: PASSWORD })).id;
    await createUser(t.context, CLI, { email: 'ed@shop.example', role: 'editor', password: PASSWORD });
    adminSession = await signIn(t.app.inject.bind(t.app), 'root@shop.example');
  });
  after(async () => t.close());

  const sessionActor = () => ({ kind: 'user', id: adminId, label: 'root@shop.example' });

  /** Runs a request and answers the audit entries it added (newest first), through GET /api/audit. */
  async function entriesOf(request: InjectOptions, status: number) {
    const before = await auditCount(t);
    const response = await t.app.inject(request);
    assert.equal(response.statusCode, status, response.body);
    const added = (await auditCount(t)) - before;
    const trail = await t.app.inject({ url: `/api/audit?limit=${Math.max(added, 1)}`, headers: bearer(ADMIN_KEY) });
    assert.equal(trail.statusCode, 200);
    return { response, entries: added === 0 ? [] : trail.json().docs as { actor: unknown; collection: string; documentId: string | null; operation: string; changes: Record<string, unknown> | null }[] };
  }

  it('API keys: create and revoke, each one entry with the actor, never the key or its hash', async () => {
    const created = await entriesOf({ method: 'POST', url: '/api/api-keys', headers: bearer(adminSession), payload: { name: 'build', role: 'editor' } }, 201);
    const { key, doc } = created.response.json();
    assert.equal(created.entries.length, 1);
    assert.deepEqual(created.entries[0], {
      ...created.entries[0], actor: sessionActor(), collection: 'api-keys', documentId: doc.id, operation: 'key-create',
    });
    assert.deepEqual(created.entries[0]!.changes, { name: [null, 'build'], role: [null, 'editor'], user: [null, adminId], prefix: [null, doc.prefix] });
    const revoked = await entriesOf({ method: 'DELETE', url: `/api/api-keys/${doc.id}`, headers: bearer(ADMIN_KEY) }, 200);
    assert.equal(revoked.entries.length, 1);
    assert.equal(revoked.entries[0]!.operation, 'key-revoke');
    assert.deepEqual(revoked.entries[0]!.actor, { kind: 'admin-key', id: null, label: 'ADMIN_API_KEY' });
    const hashes = (await t.database.db.execute(sql`select key_hash from api_keys`)) as unknown as { rows: { key_hash: string }[] };
    const trail = JSON.stringify((await t.app.inject({ url: '/api/audit?collection=api-keys&limit=100', headers: bearer(ADMIN_KEY) })).json());
    assert.ok(!trail.includes(key) && hashes.rows.every((row) => !trail.includes(row.key_hash)));
  });

  it('webhooks: create, update, rotation, redelivery and delete, each one entry, never a secret', async () => {
    const created = await entriesOf({ method: 'POST', url: '/api/webhooks', headers: bearer(adminSession), payload: { url: 'http://127.0.0.1:9/hook', events: ['sync.completed'] } }, 201);
    const { doc, secret } = created.response.json();
    assert.deepEqual(created.entries.map((entry) => [entry.operation, entry.collection, entry.documentId]), [['create', 'webhooks', doc.id]]);
    assert.deepEqual(created.entries[0]!.actor, sessionActor());
    assert.equal((created.entries[0]!.changes as Record<string, unknown>).url?.toString(), [null, 'http://127.0.0.1:9/hook'].toString());

    const updated = await entriesOf({ method: 'PATCH', url: `/api/webhooks/${doc.id}`, headers: bearer(adminSession), payload: { description: 'orders' } }, 200);
    assert.deepEqual(updated.entries.map((entry) => [entry.operation, entry.changes]), [['update', { description: [null, 'orders'] }]]);

    const rotated = await entriesOf({ method: 'POST', url: `/api/webhooks/${doc.id}/rotate-secret`, headers: bearer(adminSession) }, 200);
    const newSecret = rotated.response.json().secret;
    assert.deepEqual(rotated.entries.map((entry) => [entry.operation, entry.changes]), [['secret-rotate', { secret: ['[secret]', '[secret]'] }]]);

    await t.database.db.execute(sql`insert into webhook_events (id, type, payload) values ('msg_audit', 'sync.completed', '{}'::jsonb)`);
    const delivery = (await t.database.db.execute(sql`insert into webhook_deliveries (event_id, endpoint_id, status) values ('msg_audit', ${doc.id}, 'failed') returning id`)) as unknown as { rows: { id: number }[] };
    const deliveryId = Number(delivery.rows[0]!.id);
    const redelivered = await entriesOf({ method: 'POST', url: `/api/webhooks/${doc.id}/deliveries/${deliveryId}/redeliver`, headers: bearer(adminSession) }, 202);
    assert.deepEqual(redelivered.entries.map((entry) => [entry.operation, entry.documentId, entry.changes]), [['redeliver', doc.id, { delivery: [null, deliveryId] }]]);
    // A refused redelivery (no such delivery) leaves none.
    assert.equal((await entriesOf({ method: 'POST', url: `/api/webhooks/${doc.id}/deliveries/999999/redeliver`, headers: bearer(adminSession) }, 404)).entries.length, 0);

    const deleted = await entriesOf({ method: 'DELETE', url: `/api/webhooks/${doc.id}`, headers: bearer(adminSession) }, 200);
    assert.deepEqual(deleted.entries.map((entry) => entry.operation), ['delete']);

    const trail = JSON.stringify((await t.app.inject({ url: '/api/audit?collection=webhooks&limit=100', headers: bearer(ADMIN_KEY) })).json());
    assert.ok(!trail.includes(secret) && !trail.includes(newSecret) && !trail.includes('whsec_'), 'no webhook secret in the trail');
    for (const operation of ['create', 'update', 'secret-rotate', 'redeliver', 'delete']) {
      const filtered = (await t.app.inject({ url: `/api/audit?collection=webhooks&operation=${operation}`, headers: bearer(ADMIN_KEY) })).json();
      assert.equal(filtered.totalDocs, 1, operation);
    }
  });

  it('exports: one entry when the export starts, with who asked', async () => {
    const exported = await entriesOf({ url: '/api/admin/export', headers: bearer(adminSession) }, 200);
    assert.deepEqual(exported.entries.map((entry) => [entry.operation, entry.collection, entry.actor]), [['export', 'export', sessionActor()]]);
    assert.equal((await t.app.inject({ url: '/api/audit?operation=export', headers: bearer(ADMIN_KEY) })).json().totalDocs, 1);
  });

  it('writes each change and its entry in one transaction: an entry that cannot be written undoes the change', async () => {
    await t.database.db.execute(sql.raw(`create function refuse_identity_audit() returns trigger language plpgsql as $$
      begin if new.collection in ('api-keys', 'webhooks') then raise exception 'audit refused for the test'; end if; return new; end $$`));
    await t.database.db.execute(sql.raw('create trigger refuse_identity_audit before insert on audit_log for each row execute function refuse_identity_audit()'));
    try {
      const before = await fingerprint(t);
      const key = await t.app.inject({ method: 'POST', url: '/api/api-keys', headers: bearer(adminSession), payload: { name: 'unaudited' } });
      const hook = await t.app.inject({ method: 'POST', url: '/api/webhooks', headers: bearer(adminSession), payload: { url: 'http://127.0.0.1:9/x', events: ['sync.completed'] } });
      assert.deepEqual([key.statusCode, hook.statusCode], [500, 500]);
      assert.equal(await fingerprint(t), before, 'no key and no endpoint without their entries');
    } finally {
      await t.database.db.execute(sql.raw('drop trigger refuse_identity_audit on audit_log'));
      await t.database.db.execute(sql.raw('drop function refuse_identity_audit()'));
    }
  });

  it('refused changes leave no entry', async () => {
    const editor = await signIn(t.app.inject.bind(t.app), 'ed@shop.example');
    const viewerKey = (await t.app.inject({ method: 'POST', url: '/api/api-keys', headers: bearer(editor), payload: { name: 'v', role: 'viewer' } })).json().key;
    const before = await auditCount(t);
    const attempts = [
      { method: 'POST', url: '/api/api-keys', headers: bearer(viewerKey), payload: { name: 'up', role: 'editor' } },
      { method: 'POST', url: '/api/webhooks', headers: bearer(editor), payload: { url: 'http://127.0.0.1:9/x', events: ['sync.completed'] } },
      { method: 'POST', url: '/api/webhooks', payload: { url: 'http://127.0.0.1:9/x', events: ['sync.completed'] } },
      { method: 'DELETE', url: '/api/api-keys/000000000000000000000000', headers: bearer(editor) },
      { method: 'GET', url: '/api/admin/export', headers: bearer(editor) },
      { method: 'GET', url: '/api/admin/export' },
    ] as const;
    for (const attempt of attempts) {
      const response = await t.app.inject(attempt as InjectOptions);
      assert.ok(response.statusCode >= 400, `${attempt.method} ${attempt.url}: ${response.statusCode}`);
    }
    assert.equal(await auditCount(t), before);
  });

  it('logs each sign-in, refused or not, with the e-mail and the client address, never the password', async () => {
    lines.length = 0;
    const wrong = 'not the password at all 7c1e';
    assert.equal((await t.app.inject({ method: 'POST', url: '/api/users/login', remoteAddress: '198.51.100.7', payload: { email: 'ed@shop.example', password: wrong } })).statusCode, 401);
    assert.equal((await t.app.inject({ method: 'POST', url: '/api/users/login', remoteAddress: '198.51.100.8', payload: { email: 'ed@shop.example', password: PASSWORD } })).statusCode, 200);
    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const refusal = logged.find((line) => line.msg === 'sign-in refused');
    const success = logged.find((line) => line.msg === 'signed in');
    assert.deepEqual([refusal?.email, refusal?.address], ['ed@shop.example', '198.51.100.7']);
    assert.deepEqual([success?.email, success?.address], ['ed@shop.example', '198.51.100.8']);
    const all = lines.join('');
    assert.ok(!all.includes(wrong) && !all.includes(PASSWORD), 'no password in the logs');
  });
});
