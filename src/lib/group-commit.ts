/** One item's outcome within a group: its own result, or its own refusal. */
export type Settled<R> = { ok: true; value: R } | { ok: false; error: unknown };

interface Waiting<T, R> {
  item: T;
  resolve: (value: R) => void;
  reject: (error: unknown) => void;
}

/**
 * What each group of a key runs inside (a lease on the key, say), given to `runGroup`. The group is cut
 * once inside, so the items that arrive while it waits to get in join it. When it fails without running
 * the group, every item waiting then fails with its error.
 */
export type GroupHold<H> = <X>(key: string, work: (held: H) => Promise<X>) => Promise<X>;

/**
 * Group commit per key: while a group of a key runs, the items that arrive for that key wait, and the
 * next group takes all of them at once (up to `maxGroup`), in arrival order. `runGroup` settles each
 * item on its own; when it throws, every item of that group fails with its error. Keys that are idle
 * hold no memory.
 */
export class GroupCommit<T, R, H = undefined> {
  private readonly waiting = new Map<string, Waiting<T, R>[]>();

  constructor(
    private readonly runGroup: (key: string, items: readonly T[], held: H) => Promise<readonly Settled<R>[]>,
    private readonly maxGroup = 1000,
    private readonly hold?: GroupHold<H>,
  ) {}

  submit(key: string, item: T): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      const queue = this.waiting.get(key);
      if (queue) {
        queue.push({ item, resolve, reject });
        return;
      }
      this.waiting.set(key, [{ item, resolve, reject }]);
      void this.drain(key);
    });
  }

  /** Runs groups of `key` one after another until nobody waits; the queue stays in the map while it runs. */
  private async drain(key: string): Promise<void> {
    for (;;) {
      const queue = this.waiting.get(key)!;
      if (queue.length === 0) {
        this.waiting.delete(key);
        return;
      }
      let ran = false;
      const runNext = async (held: H) => {
        ran = true;
        await this.runCut(key, queue.splice(0, this.maxGroup), held);
      };
      try {
        if (this.hold) await this.hold(key, runNext);
        else await runNext(undefined as H);
      } catch (error) {
        if (!ran) for (const waiting of queue.splice(0, this.maxGroup)) waiting.reject(error);
      }
    }
  }

  private async runCut(key: string, group: Waiting<T, R>[], held: H): Promise<void> {
    try {
      const outcomes = await this.runGroup(key, group.map((waiting) => waiting.item), held);
      group.forEach((waiting, index) => {
        const outcome = outcomes[index];
        if (!outcome) waiting.reject(new Error(`group commit: no outcome for item ${index} of ${group.length}`));
        else if (outcome.ok) waiting.resolve(outcome.value);
        else waiting.reject(outcome.error);
      });
    } catch (error) {
      for (const waiting of group) waiting.reject(error);
    }
  }
}
