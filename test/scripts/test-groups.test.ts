import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { describe, it } from 'node:test';
import { promisify } from 'node:util';

const FIXTURES = ['test/fixtures/runner/skips.ts', 'test/fixtures/runner/fails.ts'];

/** npm test's runner on two fixture files, which it runs as one group (scripts/test-groups.mjs). */
async function runTests(env: Record<string, string>) {
  const { TEST_DATABASE_URL: _database, TEST_REDIS_URL: _redis, TEST_SERVERS: _servers, NODE_TEST_CONTEXT: _context, TEST_GROUPS: _groups, ...rest } = process.env;
  try {
    const { stdout } = await promisify(execFile)(process.execPath, ['scripts/run-tests.mjs', ...FIXTURES], { env: { ...rest, TEST_SERVERS: 'none', ...env } });
    return { code: 0, stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, stdout: failed.stdout };
  }
}

describe('npm test runs files in shared processes', () => {
  it('shows each file of a group as a suite named by its path, and reports skips by their own file', async () => {
    const { code, stdout } = await runTests({});
    assert.equal(code, 0, stdout);
    assert.match(stdout, /^▶ test\/fixtures\/runner\/skips\.ts$/m);
    assert.match(stdout, /^▶ test\/fixtures\/runner\/fails\.ts$/m);
    assert.match(stdout, /skipped on pglite, 1 suite and 1 test: needs the fixture server \(FIXTURE_URL\) \(test\/fixtures\/runner\/skips\.ts\)$/m);
  });

  it('names the file and the test that failed', async () => {
    const { code, stdout } = await runTests({ FIXTURE_BROKEN: '1' });
    assert.equal(code, 1);
    const failures = stdout.slice(stdout.indexOf('failing tests:'));
    assert.match(failures, /^test at test\/fixtures\/runner\/fails\.ts:\d+:\d+$/m);
    assert.match(failures, /✖ keeps its word/);
  });

  it('repeats each failure, with its error, after the closing line (where a CI log\'s tail shows it)', async () => {
    const { stdout } = await runTests({ FIXTURE_BROKEN: '1' });
    const closing = stdout.slice(stdout.lastIndexOf('\n# Failed in'));
    assert.match(closing, /^# 1 failed test:$/m);
    assert.match(closing, /^## keeps its word \(test\/fixtures\/runner\/fails\.ts, on pglite\)$/m);
    // Node's assert words the difference as `'broken' !== 'kept'` or as a +/- diff, depending on the terminal.
    assert.match(closing, /AssertionError \[ERR_ASSERTION\]: Expected values to be strictly equal/);
    assert.match(closing, /'broken'[^]*'kept'/);
    assert.match(closing, /test\/fixtures\/runner\/fails\.ts:\d+:\d+/);
    assert.doesNotMatch((await runTests({})).stdout, /failed test/);
  });

  it('runs every file in its own process with TEST_GROUPS=0', async () => {
    const { stdout } = await runTests({ TEST_GROUPS: '0' });
    assert.doesNotMatch(stdout, /^▶ test\/fixtures\/runner\/skips\.ts$/m);
    assert.match(stdout, /^✔ runs/m);
  });
});
