import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type Part, parseRunArguments, selectParts } from '../../scripts/test-parts.mjs';

const FILES = ['test/a.test.ts', 'test/admin-app/editor.test.ts', 'test/drills/kill.test.ts', 'test/z.test.ts'];
const partOf = (file: string): Part => (file.includes('admin-app') ? 'browser' : file.includes('drills') ? 'drills' : 'everyday');

describe('which files a test run takes in', () => {
  it('npm test: the everyday files, naming the browser tests and drills it leaves out', () => {
    const { parts, requested } = parseRunArguments([]);
    assert.deepEqual(requested, []);
    assert.deepEqual(selectParts(FILES, parts, partOf), {
      files: ['test/a.test.ts', 'test/z.test.ts'],
      leftOut: [{ part: 'browser', files: ['test/admin-app/editor.test.ts'] }, { part: 'drills', files: ['test/drills/kill.test.ts'] }],
    });
  });

  it('--all: every file, nothing left out; --browser: the browser tests alone', () => {
    assert.deepEqual(selectParts(FILES, parseRunArguments(['--all']).parts, partOf), { files: FILES, leftOut: [] });
    assert.deepEqual(selectParts(FILES, parseRunArguments(['--browser']).parts, partOf), {
      files: ['test/admin-app/editor.test.ts'],
      leftOut: [{ part: 'drills', files: ['test/drills/kill.test.ts'] }],
    });
  });

  it('keeps the files named on the command line apart from the options, and refuses an unknown option', () => {
    assert.deepEqual(parseRunArguments(['--drills', 'test/x.test.ts']), { parts: ['drills'], requested: ['test/x.test.ts'] });
    assert.throws(() => parseRunArguments(['--everything']), /unknown option --everything: run-tests\.mjs \[--all/);
  });
});
