// `npm run drills [-- --increments=N …]`: the reliability drills (test/drills/) on embedded PGlite, and again
// on PostgreSQL when TEST_DATABASE_URL is set (`bash scripts/with-postgres.sh bash scripts/with-redis.sh npm run drills`).
// npm test runs them too, at the sizes CI can afford; each flag here sets the DRILL_* variable of a larger run.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';

const FLAGS = {
  increments: 'DRILL_INCREMENTS', // concurrent increments of one variant (1000)
  'scale-increments': 'DRILL_SCALE_INCREMENTS', // increments per run over three instances (1000)
  'sync-products': 'DRILL_SYNC_PRODUCTS', // backend products in the killed full sync (2000)
  'sync-cycles': 'DRILL_SYNC_CYCLES', // kills during a sync, spread over its duration (5)
  writers: 'DRILL_WRITERS', // clients writing content at once (16)
  'write-cycles': 'DRILL_WRITE_CYCLES', // kills during content writes (3)
  'write-ms': 'DRILL_WRITE_MS', // how long the clients write before each kill (1500)
};

const env = { ...process.env };
for (const argument of process.argv.slice(2)) {
  const match = /^--([a-z-]+)=(\d+)$/.exec(argument);
  if (!match || !Object.hasOwn(FLAGS, match[1]) || Number(match[2]) < 1) {
    console.error(`Unknown argument "${argument}". Flags (whole numbers above 0): ${Object.keys(FLAGS).map((flag) => `--${flag}=N`).join(' ')}`);
    process.exit(2);
  }
  env[FLAGS[match[1]]] = match[2];
}

const folder = path.join('test', 'drills');
const files = readdirSync(folder).filter((name) => name.endsWith('.test.ts')).sort().map((name) => path.join(folder, name));
const run = spawnSync(process.execPath, ['scripts/run-tests.mjs', ...files], { stdio: 'inherit', env });
process.exit(run.status ?? 1);
