// Runs the whole suite on an in-memory PGlite, then again on PostgreSQL when TEST_DATABASE_URL is set
// (the admin app's browser tests in the PGlite pass only), and closes with what did not run here and how
// to run it. Most files share a process with a few others (scripts/test-groups.mjs; TEST_GROUPS=0: each its
// own); TEST_TIMINGS=/tmp/t.json writes each file's time to /tmp/t-pglite.json (and -postgres.json).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfStale } from './build-if-stale.mjs';
import { planTestProcesses } from './test-groups.mjs';
import { isDrill, PART_COMMANDS, parseRunArguments, selectParts } from './test-parts.mjs';

function testFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return testFiles(full);
    return name.endsWith('.test.ts') ? [full] : [];
  });
}

let parsed;
try {
  parsed = parseRunArguments(process.argv.slice(2));
} catch (error) {
  console.error(error.message);
  process.exit(2);
}
const { parts: partsAsked, requested } = parsed;

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
  // The same run (its options and files) inside the servers' scripts, which set TEST_DATABASE_URL / TEST_REDIS_URL and stop the servers after.
  const inside = spawnSync('bash', [...servers.flatMap((script) => [script, 'bash']).slice(0, -1), process.execPath, fileURLToPath(import.meta.url), ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, TEST_SERVERS: 'started' },
  });
  process.exit(inside.status ?? 1);
}
// The `storefront` commands the tests run use dist/ when it is current (bin/storefront.js): built here
// once if a source changed, rather than each command compiling the sources through tsx.
if ((await buildIfStale()) !== 0) process.exit(1);
// The typed client's tests (clients/typescript, an npm workspace) run with the service's.
const allFiles = requested.length > 0 ? requested : [...testFiles('test').sort(), ...testFiles('clients/typescript/test').sort()];
const targets = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/**
 * The admin app's browser tests (Chromium driving the built app) run in the first pass only: the app reaches
 * the database only through the HTTP API, which every other test checks on both databases, and they are a
 * third of a pass's time. TEST_BROWSER=0 leaves them out altogether.
 */
const isBrowserTest = (file) => existsSync(file) && /^import .*helpers\/admin-browser\.js';$/m.test(readFileSync(file, 'utf8'));
const partOf = (file) => (isBrowserTest(file) ? 'browser' : isDrill(file) ? 'drills' : 'everyday');
/** The files of the parts asked for (every file named on the command line), and the parts left out. */
const selected = requested.length > 0 ? { files: allFiles, leftOut: [] } : selectParts(allFiles, partsAsked, partOf);
const files = selected.files;
const browserTests = files.filter(isBrowserTest);
const withoutBrowser = process.env.TEST_BROWSER === '0';
/**
 * TEST_POSTGRES_FILES=skipped-on-pglite: the PostgreSQL pass runs only the files with a test the PGlite pass
 * skipped, so that every test runs once (.ci/run's second Node.js version); by default it runs them all.
 */
const postgresFiles = process.env.TEST_POSTGRES_FILES ?? 'all';
if (!['all', 'skipped-on-pglite'].includes(postgresFiles)) {
  console.error(`TEST_POSTGRES_FILES must be all or skipped-on-pglite, not ${postgresFiles}`);
  process.exit(2);
}
const summaryReporter = fileURLToPath(new URL('./summary-reporter.mjs', import.meta.url));
const timingReporter = fileURLToPath(new URL('./timing-reporter.mjs', import.meta.url));
const reports = mkdtempSync(path.join(tmpdir(), 'storefront-tests-'));
const WITH_SERVERS = 'bash scripts/with-postgres.sh bash scripts/with-redis.sh npm test';
// Test files at once. Node's default is one less than the cores (one file at a time on a 2-core machine),
// but a file mostly waits (child processes, servers, timers): two at a time use the machine.
const concurrency = Number(process.env.TEST_CONCURRENCY ?? Math.max(2, availableParallelism() - 1));

/** The tests' variables: TEST_TIMINGS is this run's alone (a test that runs this runner must not write its file). */
function testEnv(target) {
  const { TEST_TIMINGS: _timings, ...env } = process.env;
  return { ...env, TEST_DB: target, LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent' };
}

const started = Date.now();
let failed = false;
const skipped = [];
/** The tests that failed, per pass, repeated at the end (a pass's own list scrolls away under the next pass). */
const failures = [];
/** Files left out of a pass on purpose, with the reason, for the closing summary. */
const leftOut = [];
const listed = (some) => some.map((file) => path.relative(process.cwd(), file)).join(', ');
const counted = (count, noun) => `${count} ${noun}${count === 1 ? '' : 's'}`;
for (const { part, files: partFiles } of selected.leftOut) {
  if (partFiles.length > 0) leftOut.push(`left out, ${counted(partFiles.length, part === 'browser' ? 'browser test file' : 'drill')}: ${PART_COMMANDS[part]} runs them, npm run test:all everything (${listed(partFiles)})`);
}
if (withoutBrowser && browserTests.length > 0) leftOut.push(`left out, ${counted(browserTests.length, 'browser test file')}: TEST_BROWSER=0 (${listed(browserTests)})`);
for (const target of targets) {
  const first = target === targets[0];
  let passFiles = files.filter((file) => !browserTests.includes(file) || (first && !withoutBrowser));
  if (target === 'postgres' && postgresFiles === 'skipped-on-pglite') {
    const skippedOnPglite = new Set(skipped.filter((test) => test.target === 'pglite' && test.file).map((test) => path.resolve(test.file)));
    const ranOnPglite = passFiles.filter((file) => !skippedOnPglite.has(path.resolve(file)));
    passFiles = passFiles.filter((file) => skippedOnPglite.has(path.resolve(file)));
    leftOut.push(`left out on postgres, ${counted(ranOnPglite.length, 'file')}: TEST_POSTGRES_FILES=skipped-on-pglite runs only the files with a test skipped on pglite`);
  } else if (!first && !withoutBrowser && browserTests.length > 0) {
    leftOut.push(`left out on ${target}, ${counted(browserTests.length, 'browser test file')}: they run in the ${targets[0]} pass (${listed(browserTests)})`);
  }
  if (passFiles.length === 0) continue;
  console.log(`\n# Test suite on ${target === 'pglite' ? 'embedded PGlite (in memory)' : 'PostgreSQL (TEST_DATABASE_URL)'}`);
  const report = path.join(reports, `${target}.json`);
  const run = spawnSync(process.execPath, [
    '--import', 'tsx', '--test', `--test-concurrency=${concurrency}`,
    '--test-reporter=spec', '--test-reporter-destination=stdout',
    `--test-reporter=${summaryReporter}`, `--test-reporter-destination=${report}`,
    ...(process.env.TEST_TIMINGS ? [`--test-reporter=${timingReporter}`, `--test-reporter-destination=${process.env.TEST_TIMINGS.replace(/(\.json)?$/, `-${target}.json`)}`] : []),
    // Most files share a process with a few others, the longest start first (scripts/test-groups.mjs).
    ...planTestProcesses(passFiles, { folder: path.join(reports, target), browser: isBrowserTest, slots: concurrency }),
  ], {
    stdio: 'inherit',
    env: testEnv(target),
  });
  if (run.status !== 0) failed = true;
  if (existsSync(report)) {
    const summary = JSON.parse(readFileSync(report, 'utf8') || '{}');
    skipped.push(...(summary.skipped ?? []).map((test) => ({ ...test, target })));
    failures.push(...(summary.failed ?? []).map((test) => ({ ...test, target })));
  }
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
  lines.push(...leftOut);
  for (const { reason, target, files: where, suite, test } of byReason.values()) {
    const what = [suite > 0 ? counted(suite, 'suite') : '', test > 0 ? counted(test, 'test') : ''].filter(Boolean).join(' and ');
    lines.push(`skipped on ${target}, ${what}: ${reason}${where.size > 0 ? ` (${[...where].sort().join(', ')})` : ''}`);
  }
  return lines;
}

const notes = notRunHere();
console.log(`\n# ${failed ? 'Failed' : 'Passed'} in ${((Date.now() - started) / 1000).toFixed(0)} s on ${targets.join(' and ')}`);
if (notes.length > 0) console.log(`# Not run here:\n${notes.map((line) => `#   ${line}`).join('\n')}`);
if (failures.length > 0) {
  console.log(`\n# ${counted(failures.length, 'failed test')}:`);
  for (const { name, file, target, error } of failures) {
    console.log(`\n## ${name} (${file ?? 'no file'}, on ${target})\n${error.split('\n').map((line) => `   ${line}`).join('\n')}`);
  }
}
process.exit(failed ? 1 : 0);
