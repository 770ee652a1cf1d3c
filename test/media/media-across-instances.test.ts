import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { pngBytes } from '../helpers/images.js';
import { freePort, type ServerProcess, startServer, waitForHealth } from '../helpers/server-process.js';

// Two instances on one PostgreSQL and one MEDIA_DIR, as the README's scale-out deployment shares them:
// the quota and identical content are decided across instances, not per process (the second instance is
// its own process, so nothing held in this one's memory can stand in for the shared lock).
const onPostgres = process.env.TEST_DB === 'postgres';
const ADMIN_KEY = 'media-instances-admin-key';
const FILE_SIZE = 1_000;
const QUOTA = 10 * FILE_SIZE;

const pngOfSize = (size: number) => {
  const image = pngBytes(2, 2);
  return Buffer.concat([image, randomBytes(size - image.length)]);
};

describe('media uploads across two instances', { skip: !onPostgres && 'needs PostgreSQL (TEST_DB=postgres): an embedded database is one process\'s' }, () => {
  const mediaDir = mkdtempSync(path.join(tmpdir(), 'media-instances-'));
  const env = { ADMIN_API_KEY: ADMIN_KEY, MEDIA_DIR: mediaDir, MEDIA_QUOTA_BYTES: String(QUOTA) };
  let first: TestApp;
  let second: ServerProcess | undefined;
  let bases: string[];

  before(async () => {
    first = await startTestApp(env);
    const port = await freePort();
    second = startServer({ ...env, DATABASE_URL: first.database.url!, PORT: String(port), HOST: '127.0.0.1' });
    await waitForHealth(port, second.exited);
    bases = [await first.app.listen({ port: 0, host: '127.0.0.1' }), `http://127.0.0.1:${port}`];
  });
  after(async () => {
    second?.child.kill();
    await second?.exited;
    await first?.close();
  });

  const storedFiles = () => readdirSync(mediaDir).filter((name) => name !== '.incoming');
  const storedBytes = () => storedFiles().reduce((total, name) => total + statSync(path.join(mediaDir, name)).size, 0);
  const mediaCount = async () => Number(((await first.database.db.execute(sql`select count(*)::int as n from documents where collection = 'media'`)) as unknown as { rows: { n: number }[] }).rows[0]!.n);

  async function upload(base: string, bytes: Buffer) {
    const form = new FormData();
    form.append('alt', '');
    form.append('file', new Blob([new Uint8Array(bytes)]), 'image.png');
    const response = await fetch(`${base}/api/media`, { method: 'POST', body: form, headers: { authorization: `Bearer ${ADMIN_KEY}` } });
    return { status: response.status, body: await response.json() as { doc?: { id: string } } };
  }

  it('keeps 20 identical uploads sent to both at once as one file and one record', async () => {
    const bytes = pngOfSize(FILE_SIZE);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => upload(bases[index % 2]!, bytes)));
    assert.deepEqual(answers.map((answer) => answer.status).sort(), [...Array<number>(19).fill(200), 201]);
    assert.equal(new Set(answers.map((answer) => answer.body.doc!.id)).size, 1);
    assert.deepEqual({ records: await mediaCount(), files: storedFiles().length }, { records: 1, files: 1 });
  });

  it('fills MEDIA_QUOTA_BYTES exactly with 20 distinct uploads sent to both at once: the rest 507, nothing over the quota', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => upload(bases[index % 2]!, pngOfSize(FILE_SIZE))));
    const statuses = answers.map((answer) => answer.status);
    // One file of the first test is stored already: nine more fit.
    assert.deepEqual(statuses.filter((status) => status === 201).length, 9, JSON.stringify(statuses));
    assert.deepEqual(statuses.filter((status) => status === 507).length, 11);
    assert.equal(storedBytes(), QUOTA);
    assert.deepEqual({ records: await mediaCount(), files: storedFiles().length }, { records: 10, files: 10 });
  });
});
