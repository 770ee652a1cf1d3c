import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { recordAudit } from '../../src/audit/audit-log.js';
import { createSession } from '../../src/identity/sessions.js';
import { createUser } from '../../src/accounts/manage-users.js';
import { PasswordHasher } from '../../src/identity/passwords.js';
import { TEST_PASSWORD_COST } from '../helpers/passwords.js';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { startSyncRun } from '../../src/sync/sync-run-log.js';
import { openTestDatabase, type TestDatabase } from '../helpers/database.js';

const DAY = 86_400_000;
let database: TestDatabase;
before(async () => {
  database = await openTestDatabase();
});
after(async () => database.close());

const rows = async (table: string) =>
  ((await database.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`)) as unknown as { rows: { n: number }[] }).rows[0]!.n;

describe('housekeeping', () => {
  it('prunes audit entries and sync runs older than AUDIT_RETENTION_DAYS and expired sessions when the server starts (workers)', async () => {
    const now = new Date();
    const actor = { kind: 'cli', role: 'admin' } as const;
    await recordAudit(database.db, actor, { collection: 'articles', operation: 'create' }, new Date(now.getTime() - 40 * DAY));
    await recordAudit(database.db, actor, { collection: 'articles', operation: 'update' }, new Date(now.getTime() - 10 * DAY));
    const user = await createUser({ db: database.db, passwords: new PasswordHasher({ cost: TEST_PASSWORD_COST }) }, actor, { email: 'h@shop.example', role: 'viewer', password: 'long enough password' });
    await createSession(database.db, user.id, new Date(now.getTime() - 2 * DAY), 3600);
    await createSession(database.db, user.id, now, 3600);
    const auditBefore = await rows('audit_log');
    const old = await startSyncRun(database.db, { actor, mode: 'all', target: null, total: 0, now: new Date(now.getTime() - 40 * DAY) });
    await database.db.execute(sql`update sync_runs set status = 'succeeded' where id = ${old}`);
    await startSyncRun(database.db, { actor, mode: 'all', target: null, total: 0, now: new Date(now.getTime() - 10 * DAY) });

    const config = loadConfig({ AUDIT_RETENTION_DAYS: '30', LOG_LEVEL: 'silent' });
    // An app built without its background work (a test's) answers requests and prunes nothing.
    const answeringOnly = await buildApp({ config, database, now: () => now });
    await answeringOnly.ready();
    await answeringOnly.close();
    assert.deepEqual([await rows('audit_log'), await rows('sessions'), await rows('sync_runs')], [auditBefore, 2, 2], 'nothing pruned without workers');

    const app = await buildApp({ config, database, now: () => now, workers: true });
    await app.ready();
    await app.close();
    assert.equal(await rows('audit_log'), auditBefore - 1, 'only the 40-day-old entry went');
    assert.equal(await rows('sessions'), 1, 'only the expired session went');
    const kept = (await database.db.execute(sql`select started_at from sync_runs`)) as unknown as { rows: { started_at: Date | string }[] };
    assert.deepEqual(kept.rows.map((row) => new Date(row.started_at).getTime()), [now.getTime() - 10 * DAY], 'only the 40-day-old run went');
  });
});
