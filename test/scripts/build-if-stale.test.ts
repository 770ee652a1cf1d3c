import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, realpathSync, renameSync, rmSync, statSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
// @ts-expect-error: a plain .mjs script without types
import { needsBuild, newestInput } from '../../scripts/build-if-stale.mjs';

const folder = mkdtempSync(path.join(tmpdir(), 'build-if-stale-'));
after(() => rmSync(folder, { recursive: true, force: true }));

const at = (file: string, seconds: number) => utimesSync(file, seconds, seconds);

describe('npm start builds only when a source changed', () => {
  it('needs a build without one, or when an input is newer than it', () => {
    assert.equal(needsBuild(undefined, 1000), true);
    assert.equal(needsBuild(2000, 1000), false);
    assert.equal(needsBuild(2000, 2000), false);
    assert.equal(needsBuild(2000, 2001), true);
  });

  it('finds the newest file under the source folders and among the listed files', () => {
    const src = path.join(folder, 'src');
    mkdirSync(path.join(src, 'deep'), { recursive: true });
    writeFileSync(path.join(src, 'a.ts'), '');
    writeFileSync(path.join(src, 'deep', 'b.ts'), '');
    writeFileSync(path.join(folder, 'tsconfig.json'), '{}');
    at(path.join(src, 'a.ts'), 100);
    at(path.join(src, 'deep', 'b.ts'), 300);
    at(path.join(folder, 'tsconfig.json'), 200);
    assert.equal(newestInput([src], [path.join(folder, 'tsconfig.json'), path.join(folder, 'missing.json')]), 300_000);
    at(path.join(folder, 'tsconfig.json'), 400);
    assert.equal(newestInput([src], [path.join(folder, 'tsconfig.json')]), 400_000);
  });

  it('builds a checkout once, then not again until a source is saved', () => {
    const checkout = path.join(folder, 'checkout');
    mkdirSync(path.join(checkout, 'src', 'cli'), { recursive: true });
    mkdirSync(path.join(checkout, 'src', 'db'));
    mkdirSync(path.join(checkout, 'scripts'));
    for (const script of ['build-if-stale.mjs', 'build.mjs', 'fresh-build.mjs', 'node-version.mjs']) cpSync(path.join('scripts', script), path.join(checkout, 'scripts', script));
    // esbuild and its binary for this platform (@esbuild/<platform>-<arch>).
    const copied = (source: string) => source === 'node_modules' || /^node_modules[\\/](esbuild|@esbuild)([\\/]|$)/.test(source);
    cpSync('node_modules', path.join(checkout, 'node_modules'), { recursive: true, filter: copied });
    writeFileSync(path.join(checkout, 'package.json'), '{"type":"module"}');
    writeFileSync(path.join(checkout, 'tsconfig.json'), '{"compilerOptions":{"module":"NodeNext","target":"ES2022","strict":true}}');
    writeFileSync(path.join(checkout, 'src', 'server.ts'), 'export const answer: number = 42;\n');
    writeFileSync(path.join(checkout, 'src', 'cli', 'run.ts'), 'export {};\n');
    writeFileSync(path.join(checkout, 'src', 'db', 'pglite-worker.ts'), 'export {};\n');
    const run = () => spawnSync(process.execPath, ['scripts/build-if-stale.mjs'], { cwd: checkout, encoding: 'utf8' });
    const stamp = path.join(checkout, 'dist', '.build-stamp');

    const first = run();
    assert.equal(first.status, 0, first.stderr);
    const built = statSync(path.join(checkout, 'dist', 'server.js')).mtimeMs;
    assert.equal(run().status, 0);
    assert.equal(statSync(path.join(checkout, 'dist', 'server.js')).mtimeMs, built, 'a fresh build is not built again');

    writeFileSync(path.join(checkout, 'src', 'server.ts'), 'export const answer: number = 43;\n');
    const later = statSync(stamp).mtimeMs / 1000 + 5;
    at(path.join(checkout, 'src', 'server.ts'), later);
    assert.equal(run().status, 0);
    assert.match(String(spawnSync('cat', [path.join(checkout, 'dist', 'server.js')], { encoding: 'utf8' }).stdout), /43/);
  });

  it('builds again after an install (node_modules/.package-lock.json is newer): the build bundles the packages', () => {
    const checkout = path.join(folder, 'checkout');
    const stamp = path.join(checkout, 'dist', '.build-stamp');
    // The previous test left server.ts dated after the stamp: back before it, a start has nothing to build.
    at(path.join(checkout, 'src', 'server.ts'), statSync(stamp).mtimeMs / 1000 - 60);
    assert.equal(spawnSync(process.execPath, ['scripts/build-if-stale.mjs'], { cwd: checkout }).status, 0);
    const built = statSync(path.join(checkout, 'dist', 'server.js')).mtimeMs;
    assert.equal(spawnSync(process.execPath, ['scripts/build-if-stale.mjs'], { cwd: checkout }).status, 0);
    assert.equal(statSync(path.join(checkout, 'dist', 'server.js')).mtimeMs, built);
    writeFileSync(path.join(checkout, 'node_modules', '.package-lock.json'), '{}');
    at(path.join(checkout, 'node_modules', '.package-lock.json'), statSync(stamp).mtimeMs / 1000 + 5);
    assert.equal(spawnSync(process.execPath, ['scripts/build-if-stale.mjs'], { cwd: checkout }).status, 0);
    assert.notEqual(statSync(path.join(checkout, 'dist', 'server.js')).mtimeMs, built);
  });

  it('the storefront command runs the build while it is current, the sources once one is edited, and the demo from the sources', () => {
    const checkout = path.join(folder, 'checkout');
    mkdirSync(path.join(checkout, 'bin'), { recursive: true });
    cpSync('bin/storefront.js', path.join(checkout, 'bin', 'storefront.js'));
    // tsx from this project (its own dependencies resolve from where it really is).
    symlinkSync(realpathSync('node_modules/tsx'), path.join(checkout, 'node_modules', 'tsx'));
    writeFileSync(path.join(checkout, 'src', 'cli', 'run.ts'), "const from: string = import.meta.url.endsWith('.ts') ? 'source' : 'build';\nconsole.log(from, process.argv[2]);\n");
    const cli = (...args: string[]) => spawnSync(process.execPath, ['bin/storefront.js', ...args], { cwd: checkout, encoding: 'utf8' });
    const stamp = path.join(checkout, 'dist', '.build-stamp');
    at(path.join(checkout, 'src', 'cli', 'run.ts'), statSync(stamp).mtimeMs / 1000 + 5);
    assert.equal(cli('stats').stdout, 'source stats\n', 'an edited source runs without a build');
    // Built after every input's last change (the tests before dated some ahead of their builds).
    for (const input of ['src/cli/run.ts', 'src/server.ts', 'src/db/pglite-worker.ts', 'package.json', 'tsconfig.json', 'node_modules/.package-lock.json']) {
      at(path.join(checkout, input), Date.now() / 1000 - 60);
    }
    rmSync(stamp);
    assert.equal(spawnSync(process.execPath, ['scripts/build-if-stale.mjs'], { cwd: checkout }).status, 0);
    assert.equal(cli('stats').stdout, 'build stats\n', 'a current build is what runs');
    assert.equal(cli('demo').stdout, 'source demo\n', 'the demo runs from the sources');
    renameSync(path.join(checkout, 'src'), path.join(checkout, 'src-away'));
    try {
      assert.equal(cli('stats').stdout, 'build stats\n', 'without src/ (the image), the build');
    } finally {
      renameSync(path.join(checkout, 'src-away'), path.join(checkout, 'src'));
    }
  });

  it('npm start builds in the server process before it loads dist/server.js (node --import ./scripts/fresh-build.mjs)', () => {
    const checkout = path.join(folder, 'checkout');
    writeFileSync(path.join(checkout, 'src', 'server.ts'), 'console.log(`started ${44}`);\n');
    at(path.join(checkout, 'src', 'server.ts'), statSync(path.join(checkout, 'dist', '.build-stamp')).mtimeMs / 1000 + 5);
    const start = spawnSync(process.execPath, ['--import', './scripts/fresh-build.mjs', 'dist/server.js'], { cwd: checkout, encoding: 'utf8' });
    assert.equal(start.status, 0, start.stderr);
    assert.equal(start.stdout, 'started 44\n', 'the new source ran');
  });
});
