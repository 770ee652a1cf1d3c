import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, it } from 'node:test';
import { promisify } from 'node:util';
import { EXIT } from '../../src/cli/command.js';
import { demoCommand } from '../../src/cli/commands/demo.js';

/**
 * The demo (demo/) is no part of the service: `npm run build` (tsconfig.build.json) compiles src/ and
 * what it imports, and the image copies src/ into its build stage and dist/ into the runtime.
 */
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

describe('the demo outside the product', () => {
  it('is not in the build: the build compiles files of src/ only', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, [tsc, '-p', 'tsconfig.build.json', '--listFilesOnly'], { maxBuffer: 16 << 20 });
    const files = stdout.split('\n').filter(Boolean).map((file) => path.relative(process.cwd(), file));
    const own = files.filter((file) => !file.startsWith(`node_modules${path.sep}`));
    assert.ok(own.includes(path.join('src', 'server.ts')), 'the build compiles the server');
    assert.deepEqual(own.filter((file) => !file.startsWith(`src${path.sep}`)), [], 'files the build would compile from outside src/');
  });

  it('is not copied into the image', () => {
    const copies = readFileSync('Dockerfile', 'utf8').split('\n').filter((line) => /^COPY\s/i.test(line));
    assert.ok(copies.some((line) => /\bsrc\b/.test(line)));
    for (const line of copies) assert.doesNotMatch(line, /\bdemo\b|\s\.\s/, line);
  });

  it('storefront demo says where the demo is when this installation has none (exit code 1)', async (t) => {
    const stderr: string[] = [];
    t.mock.method(process.stderr, 'write', (chunk: string) => void stderr.push(chunk));
    const absent = demoCommand(new URL('file:///nowhere/demo/run-demo.ts'));
    const outcome = await absent.run({}, []);
    t.mock.restoreAll();
    assert.equal(outcome, EXIT.failure);
    assert.match(stderr.join(''), /^storefront demo: the demo is not part of this installation .*: npm ci && npm run demo\n$/);
  });
});
