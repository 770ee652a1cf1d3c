import assert from 'node:assert/strict';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createUser } from '../../src/accounts/manage-users.js';
import { readArchive } from '../../src/backup/read-archive.js';
import { createDoc, startTestApp, type TestApp } from '../helpers/app.js';

const ADMIN_KEY = 'export-route-admin-key';
const PASSWORD = 'a long enough password';

// Other test processes export too, into the machine's temporary folder; this one gets a folder of its
// own (os.tmpdir() reads TMPDIR at each call), so what it finds there is its own export's.
const exportFolders = async () => (await readdir(tmpdir())).filter((name) => name.startsWith('storefront-export-'));

describe('GET /api/admin/export', () => {
  let t: TestApp;
  let folder: string;
  let ownTemporaryFolder: string;
  const machineTemporaryFolder = process.env.TMPDIR;
  before(async () => {
    ownTemporaryFolder = await mkdtemp(path.join(tmpdir(), 'export-route-tmp-'));
    process.env.TMPDIR = ownTemporaryFolder;
    // Open mode: content is writable by anyone, yet the export (password hashes) needs an admin.
    t = await startTestApp({ ACCESS_MODE: 'open', ADMIN_API_KEY: ADMIN_KEY });
    folder = await mkdtemp(path.join(tmpdir(), 'export-route-'));
    await createUser(t.context, { kind: 'cli', role: 'admin' }, { email: 'ed@shop.example', role: 'editor', password: PASSWORD });
    await createDoc(t.app, 'articles', { title: 'Exported' });
  });
  after(async () => {
    await t.close();
    await rm(folder, { recursive: true, force: true });
    if (machineTemporaryFolder === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = machineTemporaryFolder;
    await rm(ownTemporaryFolder, { recursive: true, force: true });
  });

  it('is refused to anonymous callers (even in open mode) and to editors, with the admin routes\' body', async () => {
    const anonymous = await t.app.inject({ url: '/api/admin/export' });
    assert.equal(anonymous.statusCode, 401);
    assert.equal(anonymous.json().success, false);
    const { token } = (await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email: 'ed@shop.example', password: PASSWORD } })).json();
    const editor = await t.app.inject({ url: '/api/admin/export', headers: { authorization: `Bearer ${token}` } });
    assert.equal(editor.statusCode, 403);
    assert.match(editor.json().error, /admin role/);
  });

  it('streams a complete archive to an admin, as an attachment, leaving no temporary file behind', async () => {
    assert.equal(tmpdir(), ownTemporaryFolder);
    const before = await exportFolders();
    const response = await t.app.inject({ url: '/api/admin/export', headers: { authorization: `Bearer ${ADMIN_KEY}` } });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-type'], 'application/x-ndjson');
    assert.equal(response.headers['cache-control'], 'no-store');
    assert.match(String(response.headers['content-disposition']), /^attachment; filename="storefront-\d{8}T\d{6}Z\.ndjson"$/);
    const file = path.join(folder, 'download.ndjson');
    await writeFile(file, response.rawPayload);
    const { header, counts } = await readArchive(file);
    assert.equal(header.source.database, t.database.kind);
    assert.equal(counts.documents, 2);
    assert.ok(response.body.includes('"passwordHash"'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    assert.deepEqual(await exportFolders(), before);
  });
});
