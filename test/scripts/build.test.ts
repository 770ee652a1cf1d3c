import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { promisify } from 'node:util';
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
});
