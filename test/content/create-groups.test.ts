import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, asc, eq } from 'drizzle-orm';
import { auditLog, documents } from '../../src/db/schema.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

// Issue 19, point 3: the creates of a collection that arrive while one group is written go together
// next, in one transaction, each still answered with its own document and audited under its own caller.
const ADMIN = 'create-groups-admin-key';

describe('content creates by group commit', () => {
  let t: TestApp;
  const admin = { authorization: `Bearer ${ADMIN}` };
  const create = (collection: string, payload: object) => t.app.inject({ method: 'POST', url: `/api/${collection}`, headers: admin, payload });
  const count = async (collection: string) =>
    (await t.database.db.select({ id: documents.id }).from(documents).where(eq(documents.collection, collection))).length;

  before(async () => {
    t = await startTestApp({ ADMIN_API_KEY: ADMIN });
  });
  after(() => t.close());

  /** Transactions run so far, as the service's metrics count them. */
  const transactions = async () => {
    const metrics = (await t.app.inject({ url: '/metrics', headers: admin })).body;
    return Number(/storefront_db_query_duration_seconds_count\{kind="transaction"\} (\d+)/.exec(metrics)?.[1] ?? 0);
  };

  it('answers 80 concurrent creates each with its own document, all stored, one audit entry each, in a few transactions', async () => {
    const transactionsBefore = await transactions();
    const answers = await Promise.all(Array.from({ length: 80 }, (_, index) => create('announcements', { title: `Grouped ${index}`, status: 'published' })));
    assert.deepEqual(answers.filter((answer) => answer.statusCode !== 201).map((answer) => answer.body), []);
    const docs = answers.map((answer) => answer.json().doc as { id: string; title: string });
    assert.deepEqual(docs.map((doc) => doc.title), Array.from({ length: 80 }, (_, index) => `Grouped ${index}`));
    assert.equal(new Set(docs.map((doc) => doc.id)).size, 80);
    for (const doc of docs) {
      const read = await t.app.inject({ url: `/api/announcements/${doc.id}?depth=0` });
      assert.equal(read.json().title, doc.title);
    }
    const trail = await t.database.db.select().from(auditLog).where(and(eq(auditLog.collection, 'announcements'), eq(auditLog.operation, 'create'))).orderBy(asc(auditLog.id));
    assert.deepEqual(new Set(trail.map((entry) => entry.documentId)), new Set(docs.map((doc) => doc.id)));
    assert.ok(trail.every((entry) => entry.actorKind === 'admin-key'));
    // the first create ran alone while the 79 others arrived and went together (reads here run no transaction)
    const used = (await transactions()) - transactionsBefore;
    assert.ok(used <= 3, `${used} transactions for 80 creates`);
  });

  it('fails only the create that breaks a unique rule in a group, writing the others', async () => {
    const before = await count('products');
    const answers = await Promise.all([
      create('products', { title: 'First', backendId: 'prod_unique_group' }),
      create('products', { title: 'Second', backendId: 'prod_unique_group' }),
      create('products', { title: 'Third', backendId: 'prod_other_group' }),
      create('products', { title: 'Fourth' }),
    ]);
    assert.deepEqual(answers.map((answer) => answer.statusCode).sort(), [201, 201, 201, 400]);
    const refused = answers.find((answer) => answer.statusCode === 400)!;
    assert.match(refused.body, /backendId/);
    assert.equal(await count('products'), before + 3);
    const list = await t.app.inject({ url: '/api/products?where[backendId][equals]=prod_unique_group&depth=0&draft=true', headers: admin });
    assert.equal(list.json().totalDocs, 1);
  });

  it('shows a created document in the next read of its collection', async () => {
    await t.app.inject({ url: '/api/announcements?depth=0&limit=1&sort=-createdAt&draft=true', headers: admin });
    const answers = await Promise.all(Array.from({ length: 10 }, (_, index) => create('announcements', { title: `Fresh ${index}` })));
    const list = await t.app.inject({ url: '/api/announcements?depth=0&limit=100&where[title][like]=Fresh&draft=true', headers: admin });
    assert.equal(list.json().totalDocs, 10);
    assert.equal(answers.length, 10);
  });
});
