// Runs the whole suite on an in-memory PGlite, then again on PostgreSQL when TEST_DATABASE_URL is set.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

function testFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return testFiles(full);
    return name.endsWith('.test.ts') ? [full] : [];
  });
}

const requested = process.argv.slice(2);
// The typed client's tests (clients/typescript, an npm workspace) run with the service's.
const files = requested.length > 0 ? requested : [...testFiles('test').sort(), ...testFiles('clients/typescript/test').sort()];
const targets = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

let failed = false;
for (const target of targets) {
  console.log(`\n# Test suite on ${target === 'pglite' ? 'embedded PGlite (in memory)' : 'PostgreSQL (TEST_DATABASE_URL)'}`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-reporter=spec', ...files], {
    stdio: 'inherit',
    env: { ...process.env, TEST_DB: target, LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent' },
  });
  if (run.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
