import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DEFAULT_COUNT, DEFAULT_SEED, formatSummary, runFuzz, SLOW_HASHING_MS, SLOW_MS } from './fuzz-run.js';

// Fixed seed in CI; FUZZ_SEED and FUZZ_COUNT change it (or `npm run fuzz -- --seed N --count M`).
const seed = Number(process.env.FUZZ_SEED ?? DEFAULT_SEED);
const count = Number(process.env.FUZZ_COUNT ?? DEFAULT_COUNT);

test(`fuzz: ${count} mixed valid and broken requests over every route (seed ${seed}): no crash, no undocumented 5xx, nothing lost, each answer under ${SLOW_MS} ms (${SLOW_HASHING_MS} ms hashing a password)`, async (t) => {
  const summary = await runFuzz({ seed, count, log: (line) => t.diagnostic(line) });
  for (const line of formatSummary(summary).split('\n')) t.diagnostic(line);
  assert.equal(summary.requests, count, 'every request was answered');
  assert.deepEqual(summary.failures, [], `${summary.failures.length} failures (seed ${seed}):\n${summary.failures.join('\n')}`);
});
