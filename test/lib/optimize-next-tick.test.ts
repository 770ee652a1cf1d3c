import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { test } from 'node:test';

// V8's optimization status bits (src/runtime/runtime.h, OptimizationStatus): kTurboFanned = 1 << 6.
const TURBOFANNED = 1 << 6;

function nextTickStatusAfter(warmUp: boolean): number {
  // Synchronous compilation, so the status reads what the calls caused rather than a background thread's progress.
  const script = `
    const { optimizeNextTick } = await import('./src/lib/optimize-next-tick.ts');
    if (${warmUp}) await optimizeNextTick();
    console.log(new Function('f', 'return %GetOptimizationStatus(f)')(process.nextTick));
  `;
  const output = execFileSync(process.execPath, ['--allow-natives-syntax', '--no-concurrent-recompilation', '--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' });
  return Number(output.trim());
}

test('the start-up warm-up leaves process.nextTick optimized by TurboFan', () => {
  assert.equal(nextTickStatusAfter(false) & TURBOFANNED, 0, 'a fresh process has not optimized nextTick yet');
  assert.notEqual(nextTickStatusAfter(true) & TURBOFANNED, 0);
});
