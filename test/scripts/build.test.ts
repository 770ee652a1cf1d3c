import assert from 'node:assert/strict';
import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { promisify } from 'node:util';
import { pngBytes } from '../helpers/images.js';
// @ts-expect-error: a plain .mjs script without types
import { build, ENTRY_POINTS } from '../../scripts/build.mjs';

/**
 * npm run build bundles src/ into a few files of dist/: what the bundle finds beside itself (the database
 * thread, the migrations, package.json) must be where the modules of src/ look for it.
 */
const root = mkdtempSync(path.join(tmpdir(), 'build-'));
after(() => rmSync(root, { recursive: true, force: true }));
// A package laid out as the image is: dist/ beside package.json, drizzle/ and node_modules/.
for (const name of ['package.json', 'drizzle', 'node_modules']) symlinkSync(path.resolve(name), path.join(root, name));

describe('npm run build', () => {
  it('emits the entry points, the database thread where src/db/pglite-thread.ts looks for it', async () => {
    await build({ outdir: path.join(root, 'dist') });
    for (const name of Object.keys(ENTRY_POINTS)) assert.ok(existsSync(path.join(root, 'dist', `${name}.js`)), name);
  });

  it('runs: the bundled command opens a new data folder and applies the migrations from drizzle/', async () => {
    const dataDir = path.join(root, 'data');
    const { stdout } = await promisify(execFile)(process.execPath, [path.join(root, 'dist', 'cli.js'), 'migrate'], {
      cwd: root, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, timeout: 120_000,
    });
    assert.match(stdout, /Migrations applied \(pglite\)/);
  });

  it('serves: the bundled server answers its routes, its API document and UI, an upload and its metrics', async () => {
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    const server = spawn(process.execPath, ['--liftoff-only', path.join(root, 'dist', 'server.js')], {
      cwd: root,
      env: { ...process.env, DATA_DIR: path.join(root, 'served'), DATABASE_URL: '', REDIS_URL: '', PORT: String(port), HOST: '127.0.0.1', ADMIN_API_KEY: 'bundle-admin-key', STORE_API_KEY: 'bundle-store-key', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    server.stderr!.on('data', (chunk) => (errors += chunk));
    const exited = new Promise((resolve) => server.once('exit', resolve));
    const base = `http://127.0.0.1:${port}`;
    try {
      for (let tries = 0; ; tries += 1) {
        const ready = await fetch(`${base}/readyz`).then((response) => response.ok, () => false);
        if (ready) break;
        assert.ok(tries < 1200 && server.exitCode === null, `the bundled server did not become ready: ${errors}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const admin = { authorization: 'Bearer bundle-admin-key' };
      assert.equal((await fetch(`${base}/api/home`)).status, 200);
      assert.equal((await fetch(`${base}/api/public/product-recommendations`, { headers: { 'x-store-api-key': 'bundle-store-key' } })).status, 200);
      assert.equal((await (await fetch(`${base}/openapi.json`)).json()).openapi.startsWith('3.'), true);
      assert.match(await (await fetch(`${base}/docs`)).text(), /<html/i, 'the API document\'s UI');
      const form = new FormData();
      form.set('file', new Blob([new Uint8Array(pngBytes(2, 1))], { type: 'image/png' }), 'pixel.png');
      form.set('alt', 'A pixel');
      const upload = await fetch(`${base}/api/media`, { method: 'POST', headers: admin, body: form });
      assert.equal(upload.status, 201, await upload.clone().text());
      const { doc } = await upload.json();
      const file = await fetch(new URL(doc.url, base));
      assert.equal(file.headers.get('content-type'), 'image/png');
      const created = await fetch(`${base}/api/announcements`, { method: 'POST', headers: { ...admin, 'content-type': 'application/json' }, body: JSON.stringify({ title: 'Bundled', status: 'published' }) });
      assert.equal(created.status, 201);
      const listed = await fetch(`${base}/api/announcements?limit=5`);
      assert.match(listed.headers.get('etag') ?? '', /^"/);
      assert.equal((await listed.json()).docs[0].title, 'Bundled');
      assert.match(await (await fetch(`${base}/metrics`, { headers: admin })).text(), /^# HELP /m);
    } finally {
      server.kill('SIGTERM');
      await exited;
    }
    assert.equal(server.exitCode, 0, `a clean stop: ${errors}`);
  });
});
