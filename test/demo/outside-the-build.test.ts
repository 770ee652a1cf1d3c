import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { build } from 'esbuild';
import { EXIT } from '../../src/cli/command.js';
import { demoCommand } from '../../src/cli/commands/demo.js';
// @ts-expect-error: a plain .mjs script without types
import { buildOptions } from '../../scripts/build.mjs';

/**
 * The demo (demo/) is no part of the service: `npm run build` (scripts/build.mjs) bundles src/'s entry
 * points and what they import, and the image copies src/ into its build stage and dist/ into the runtime.
 */

describe('the demo outside the product', () => {
  it('is not in the build: the build bundles files of src/ only (and packages)', async () => {
    // The build's own options, written nowhere: its metafile lists every file it reads.
    const { metafile } = await build({ ...buildOptions({ outdir: 'dist-listing' }), write: false, logLevel: 'silent' });
    const own = Object.keys(metafile!.inputs).filter((file) => !file.startsWith('node_modules/'));
    assert.ok(own.includes('src/server.ts'), 'the build bundles the server');
    assert.deepEqual(own.filter((file) => !file.startsWith('src/')), [], 'files the build would bundle from outside src/');
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
