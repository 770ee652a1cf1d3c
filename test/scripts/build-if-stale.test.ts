import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
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

  it('compiles a checkout once, then not again until a source is saved', () => {
    const checkout = path.join(folder, 'checkout');
    mkdirSync(path.join(checkout, 'src'), { recursive: true });
    mkdirSync(path.join(checkout, 'scripts'));
    cpSync('scripts/build-if-stale.mjs', path.join(checkout, 'scripts', 'build-if-stale.mjs'));
    cpSync('node_modules', path.join(checkout, 'node_modules'), { recursive: true, filter: (source) => !source.includes('.cache') && (source === 'node_modules' || source.startsWith(path.join('node_modules', 'typescript'))) });
    writeFileSync(path.join(checkout, 'package.json'), '{"type":"module"}');
    writeFileSync(path.join(checkout, 'tsconfig.json'), '{"compilerOptions":{"module":"NodeNext","target":"ES2022","strict":true}}');
    writeFileSync(path.join(checkout, 'tsconfig.build.json'), '{"extends":"./tsconfig.json","compilerOptions":{"outDir":"dist","rootDir":"src"},"include":["src"]}');
    writeFileSync(path.join(checkout, 'src', 'server.ts'), 'export const answer: number = 42;\n');
    const run = () => spawnSync(process.execPath, ['scripts/build-if-stale.mjs'], { cwd: checkout, encoding: 'utf8' });
    const stamp = path.join(checkout, 'dist', '.build-stamp');

    assert.equal(run().status, 0);
    const built = statSync(path.join(checkout, 'dist', 'server.js')).mtimeMs;
    assert.equal(run().status, 0);
    assert.equal(statSync(path.join(checkout, 'dist', 'server.js')).mtimeMs, built, 'a fresh build is not compiled again');

    writeFileSync(path.join(checkout, 'src', 'server.ts'), 'export const answer: number = 43;\n');
    const later = statSync(stamp).mtimeMs / 1000 + 5;
    at(path.join(checkout, 'src', 'server.ts'), later);
    assert.equal(run().status, 0);
    assert.match(String(spawnSync('cat', [path.join(checkout, 'dist', 'server.js')], { encoding: 'utf8' }).stdout), /43/);
  });
});
