/**
 * Batches of what `source` yields, read ahead while the consumer works on the batch before: each
 * batch holds every item that arrived meanwhile (at least one, and no more than `maxItems` counted by
 * `sizeOf`), so a consumer slower than its source gets larger batches and a faster one gets them one
 * at a time. Reading pauses while `maxItems` wait, so memory stays bounded. A failure of the source
 * is thrown after the items read before it have been yielded.
 */
export async function* readAhead<T>(source: AsyncIterable<T>, maxItems: number, sizeOf: (item: T) => number): AsyncGenerator<T[]> {
  const waiting: T[] = [];
  let waitingSize = 0;
  let done = false;
  let failure: { error: unknown } | undefined;
  let wakeConsumer: (() => void) | undefined;
  let wakeReader: (() => void) | undefined;
  const iterator = source[Symbol.asyncIterator]();
  let stopped = false;

  const reading = (async () => {
    try {
      while (!stopped) {
        while (waitingSize >= maxItems && !stopped) await new Promise<void>((resolve) => (wakeReader = resolve));
        if (stopped) break;
        const next = await iterator.next();
        if (next.done) break;
        waiting.push(next.value);
        waitingSize += sizeOf(next.value);
        wakeConsumer?.();
      }
    } catch (error) {
      failure = { error };
    } finally {
      done = true;
      wakeConsumer?.();
    }
  })();

  try {
    for (;;) {
      while (waiting.length === 0 && !done) await new Promise<void>((resolve) => (wakeConsumer = resolve));
      wakeConsumer = undefined;
      if (waiting.length === 0) break;
      const batch: T[] = [];
      let size = 0;
      while (waiting.length > 0 && (batch.length === 0 || size + sizeOf(waiting[0]!) <= maxItems)) {
        const item = waiting.shift()!;
        size += sizeOf(item);
        batch.push(item);
      }
      waitingSize -= size;
      wakeReader?.();
      wakeReader = undefined;
      yield batch;
    }
    if (failure) throw failure.error;
  } finally {
    // The consumer stopped early (or failed): stop reading, and let the source end its own work.
    stopped = true;
    wakeReader?.();
    await reading;
    await iterator.return?.();
  }
}
