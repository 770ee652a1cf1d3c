/**
 * Has V8 optimize node's `process.nextTick` before start-up work runs, which keeps it fast for
 * the process's life.
 *
 * Node's HTTP code calls `process.nextTick` about eight times per request, and each call builds a
 * tick object `{ [async_id_symbol], [trigger_async_id_symbol], callback, args }`. When nextTick is
 * first optimized in the middle of start-up (database, migrations, the first writes), its
 * optimized code may define those four keys through V8's runtime instead of inline, and keep doing
 * so: nextTick then takes 12-17% of the busy CPU under load instead of about 1%, and the read routes
 * lose up to a third of their throughput (on Node 20 in about half the processes, on Node 22 and
 * 24 in every one measured). Calling it here first, while nothing else runs, with the argument
 * counts and callback kinds node's own code uses, avoided it in every process measured.
 *
 * The ticks run a few dozen per event-loop turn so that they die young: queued by the thousand,
 * they survived scavenges, and Node 24's V8 then allocated every later tick object in the old
 * generation (garbage collection went from 3% to 15% of the samples). See README, Performance.
 */
const TICKS = 30_000;
const TICKS_PER_TURN = 60;

const arrowCallback = (..._args: unknown[]) => {};
function declaredCallback(..._args: unknown[]) {}
const argument = { kind: 'warm-up' };

export async function optimizeNextTick(): Promise<void> {
  for (let queued = 0; queued < TICKS; queued += TICKS_PER_TURN) {
    for (let index = 0; index < TICKS_PER_TURN; index += 3) {
      process.nextTick(arrowCallback);
      process.nextTick(arrowCallback, argument);
      process.nextTick(declaredCallback, argument, argument);
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
}
