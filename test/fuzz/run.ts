// `npm run fuzz -- --seed N --count M`: the fuzz test's run, longer or with another seed (exits 1 on any failure).
import { parseArgs } from 'node:util';
import { DEFAULT_COUNT, formatSummary, runFuzz } from './fuzz-run.js';

const { values } = parseArgs({ options: { seed: { type: 'string' }, count: { type: 'string' } } });
const seed = values.seed === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(values.seed);
const count = values.count === undefined ? DEFAULT_COUNT : Number(values.count);
if (!Number.isSafeInteger(seed) || !Number.isSafeInteger(count) || count < 1) {
  console.error('usage: npm run fuzz -- [--seed N] [--count M]');
  process.exit(2);
}
console.log(`fuzz: seed ${seed} (replay with --seed ${seed} --count ${count})`);
const summary = await runFuzz({ seed, count, log: (line) => console.log(line) });
console.log(formatSummary(summary));
for (const failure of summary.failures) console.log(`FAIL ${failure}`);
process.exit(summary.failures.length > 0 ? 1 : 0);
