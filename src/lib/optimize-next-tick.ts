/**
 * Has V8 optimize node's `process.nextTick` before start-up work runs, which keeps it fast for
 * the process's life.
 *
 * Node's HTTP code calls `process.nextTick` about eight times per request, and each call builds a
 * tick object `{ [async_id_symbol], [trigger_async_id_symbol], callback, args }`. When nextTick is
 * first optimized in the middle of start-up (database, migrations, the first writes), its
 * optimized code may define those four keys through V8's runtime instead of inline, and keep doing
 * so: in about half the processes measured (3 of 6, 1 of 4), nextTick took 12-14% of the busy CPU
 * under load instead of about 1%, and the read routes lost a third of their throughput. Calling it
 * here first, while nothing else runs, with the argument counts and callback kinds node's own code
 * uses, settled the tick object's shape in every process measured (0 slow of 37). See README,
 * Performance.
 */
const TICKS = 30_000;
const TICKS_PER_TURN = 3_000;

const arrowCallback = (..._args: unknown[]) => {};
function declaredCallback(..._args: unknown[]) {}
const argument = { kind: 'warm-up' };

export async function optimizeNextTick(ticks = TICKS): Promise<void> {
  for (let queued = 0; queued < ticks; queued += TICKS_PER_TURN) {
    for (let index = 0; index < TICKS_PER_TURN; index += 3) {
      process.nextTick(arrowCallback);
      process.nextTick(arrowCallback, argument);
      process.nextTick(declaredCallback, argument, argument);
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
}
