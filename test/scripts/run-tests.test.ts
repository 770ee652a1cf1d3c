import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, it } from 'node:test';
import { promisify } from 'node:util';

const FIXTURE = 'test/fixtures/runner/skips.ts';

/** npm test's runner, on one fixture file (or on `args`), with or without the servers' variables. */
async function runTests(env: Record<string, string | undefined>, args = [FIXTURE], timeout = 300_000) {
  // Without NODE_TEST_CONTEXT: the runner's own node --test must report as a top-level run.
  const { TEST_DATABASE_URL: _database, TEST_REDIS_URL: _redis, TEST_SERVERS: _servers, NODE_TEST_CONTEXT: _context, ...rest } = process.env;
  const { stdout } = await promisify(execFile)(process.execPath, ['scripts/run-tests.mjs', ...args], { env: { ...rest, ...env }, timeout });
  return stdout.slice(stdout.lastIndexOf('\n# Passed'));
}

describe('npm test says what did not run here', () => {
  it('names the passes left out, how to run them, and each skip with its reason and file', async () => {
    const summary = await runTests({ TEST_SERVERS: 'none' });
    assert.match(summary, /^# Passed in \d+ s on pglite$/m);
    assert.match(summary, /TEST_DATABASE_URL unset: the PostgreSQL pass did not run/);
    assert.match(summary, /TEST_REDIS_URL unset: the tests that share Redis between instances did not run/);
    assert.match(summary, /TEST_SERVERS=none: npm test started no server/);
    assert.match(summary, /Or run them .*: bash scripts\/with-postgres\.sh bash scripts\/with-redis\.sh npm test$/m);
    assert.match(summary, /skipped on pglite, 1 suite and 1 test: needs the fixture server \(FIXTURE_URL\) \(test\/fixtures\/runner\/skips\.ts\)$/m);
  });

  it('leaves out the servers\' lines when their variables are set', async () => {
    // The PostgreSQL pass would need a server: only the Redis line is checked here.
    const summary = await runTests({ TEST_REDIS_URL: 'redis://127.0.0.1:9/0', TEST_SERVERS: 'none' });
    assert.doesNotMatch(summary, /TEST_REDIS_URL unset/);
    assert.match(summary, /TEST_DATABASE_URL unset/);
  });

  const hasServers = existsSync('/usr/lib/postgresql/15/bin/initdb') && existsSync('/usr/bin/redis-server');
  it('starts throwaway PostgreSQL and Redis itself when this machine has them', { skip: !hasServers && 'PostgreSQL 15 or redis-server not installed here' }, async () => {
    const summary = await runTests({});
    assert.match(summary, /^# Passed in \d+ s on pglite and postgres$/m);
    assert.doesNotMatch(summary, /TEST_DATABASE_URL unset|TEST_REDIS_URL unset/);
    assert.match(summary, /skipped on postgres, 1 suite and 1 test: needs the fixture server/m);
  });

  it('keeps the part asked for when it starts the servers itself (npm run test:browser, test:all)', { skip: !hasServers && 'PostgreSQL 15 or redis-server not installed here' }, async () => {
    // --browser with TEST_BROWSER=0: the part asked for has no file left to run, so the run is quick, and its
    // summary says which part it was. A run that lost the option would run the everyday tests instead.
    const summary = await runTests({ TEST_BROWSER: '0' }, ['--browser'], 120_000);
    assert.match(summary, /^# Passed in \d+ s on pglite and postgres$/m);
    assert.match(summary, /left out, \d+ browser test files: TEST_BROWSER=0 \(test\/admin-app\/admin-app\.test\.ts, /);
    assert.match(summary, /left out, \d+ drills: npm run drills runs them/);
  });
});
