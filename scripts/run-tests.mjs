// Runs the whole suite on an in-memory PGlite, then again on PostgreSQL when TEST_DATABASE_URL is set,
// and closes with what did not run here and how to run it.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function testFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return testFiles(full);
    return name.endsWith('.test.ts') ? [full] : [];
  });
}

const requested = process.argv.slice(2);

/**
 * The throwaway servers to start for this run: PostgreSQL 15 and Redis, each when its variable is unset and
 * this machine has it installed (TEST_SERVERS=none: neither, the PGlite pass alone).
 */
function serversToStart() {
  // 'started': this is the run inside the servers' scripts.
  if (process.env.TEST_SERVERS === 'none' || process.env.TEST_SERVERS === 'started') return [];
  const pgBin = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
  const onPath = (command) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
  return [
    ...(!process.env.TEST_DATABASE_URL && existsSync(path.join(pgBin, 'initdb')) ? ['scripts/with-postgres.sh'] : []),
    ...(!process.env.TEST_REDIS_URL && onPath('redis-server') ? ['scripts/with-redis.sh'] : []),
  ];
}

const servers = serversToStart();
if (servers.length > 0) {
  // The same run inside the servers' scripts, which set TEST_DATABASE_URL / TEST_REDIS_URL and stop the servers after.
  const inside = spawnSync('bash', [...servers.flatMap((script) => [script, 'bash']).slice(0, -1), process.execPath, fileURLToPath(import.meta.url), ...requested], {
    stdio: 'inherit',
    env: { ...process.env, TEST_SERVERS: 'started' },
  });
  process.exit(inside.status ?? 1);
}
// The typed client's tests (clients/typescript, an npm workspace) run with the service's.
const files = requested.length > 0 ? requested : [...testFiles('test').sort(), ...testFiles('clients/typescript/test').sort()];
const targets = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
const skippedReporter = fileURLToPath(new URL('./skipped-reporter.mjs', import.meta.url));
const reports = mkdtempSync(path.join(tmpdir(), 'storefront-tests-'));
const WITH_SERVERS = 'bash scripts/with-postgres.sh bash scripts/with-redis.sh npm test';
// Test files at once. Node's default is one less than the cores (one file at a time on a 2-core machine),
// but a file mostly waits (child processes, servers, timers): two at a time use the machine.
const concurrency = Number(process.env.TEST_CONCURRENCY ?? Math.max(2, availableParallelism() - 1));

const started = Date.now();
let failed = false;
const skipped = [];
for (const target of targets) {
  console.log(`\n# Test suite on ${target === 'pglite' ? 'embedded PGlite (in memory)' : 'PostgreSQL (TEST_DATABASE_URL)'}`);
  const report = path.join(reports, `${target}.json`);
  const run = spawnSync(process.execPath, [
    '--import', 'tsx', '--test', `--test-concurrency=${concurrency}`,
    '--test-reporter=spec', '--test-reporter-destination=stdout',
    `--test-reporter=${skippedReporter}`, `--test-reporter-destination=${report}`,
    ...files,
  ], {
    stdio: 'inherit',
    env: { ...process.env, TEST_DB: target, LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent' },
  });
  if (run.status !== 0) failed = true;
  if (existsSync(report)) skipped.push(...JSON.parse(readFileSync(report, 'utf8') || '[]').map((test) => ({ ...test, target })));
}
rmSync(reports, { recursive: true, force: true });

/** What did not run here: whole passes the environment left out, then each skipped test by reason. */
function notRunHere() {
  const lines = [];
  if (!process.env.TEST_DATABASE_URL) {
    lines.push(`TEST_DATABASE_URL unset: the PostgreSQL pass did not run (the whole suite again on PostgreSQL 15, and the tests that move data between PGlite and PostgreSQL).`);
  }
  if (!process.env.TEST_REDIS_URL) lines.push('TEST_REDIS_URL unset: the tests that share Redis between instances did not run.');
  if (lines.length > 0) {
    lines.push(process.env.TEST_SERVERS === 'none'
      ? '  TEST_SERVERS=none: npm test started no server.'
      : '  npm test starts throwaway servers itself when PostgreSQL 15 (PG_BIN, default /usr/lib/postgresql/15/bin) and redis-server are installed.');
    lines.push(`  Or run them with throwaway servers on loopback (as .ci/run does, installing what is missing): ${WITH_SERVERS}`);
  }
  const byReason = new Map();
  for (const test of skipped) {
    const key = `${test.reason}\u0000${test.target}`;
    const entry = byReason.get(key) ?? { reason: test.reason, target: test.target, files: new Set(), suite: 0, test: 0 };
    entry[test.kind] += 1;
    if (test.file) entry.files.add(test.file);
    byReason.set(key, entry);
  }
  const counted = (count, noun) => (count > 0 ? [`${count} ${noun}${count === 1 ? '' : 's'}`] : []);
  for (const { reason, target, files: where, suite, test } of byReason.values()) {
    const what = [...counted(suite, 'suite'), ...counted(test, 'test')].join(' and ');
    lines.push(`skipped on ${target}, ${what}: ${reason}${where.size > 0 ? ` (${[...where].join(', ')})` : ''}`);
  }
  return lines;
}

const notes = notRunHere();
console.log(`\n# ${failed ? 'Failed' : 'Passed'} in ${((Date.now() - started) / 1000).toFixed(0)} s on ${targets.join(' and ')}`);
if (notes.length > 0) console.log(`# Not run here:\n${notes.map((line) => `#   ${line}`).join('\n')}`);
process.exit(failed ? 1 : 0);
