/** One kept layer of the content cache: what it holds, and how it lets its oldest entry go. */
export interface BudgetedLayer {
  readonly name: string;
  /** Bytes held now (the layer keeps the count as it stores and drops). */
  readonly bytes: number;
  /** Drops the layer's oldest entry; false when it holds nothing. */
  evictOldest(): boolean;
}

/**
 * The one memory bound of every kept layer together (documents and their renderings, answers, the forms
 * answers are sent in). After a layer stores something, the layer holding the most lets its oldest entries
 * go until the whole fits: a layer that grows pays first, and none starves another past its share.
 */
export class MemoryBudget {
  private readonly layers: BudgetedLayer[] = [];

  constructor(readonly maxBytes: number) {}

  add(layer: BudgetedLayer): void {
    this.layers.push(layer);
  }

  get bytes(): number {
    let total = 0;
    for (const layer of this.layers) total += layer.bytes;
    return total;
  }

  /** Each layer's bytes, for the metrics. */
  byLayer(): Record<string, number> {
    return Object.fromEntries(this.layers.map((layer) => [layer.name, layer.bytes]));
  }

  /** Called by a layer after it stored: evicts until everything fits the bound. */
  settle(): void {
    while (this.bytes > this.maxBytes) {
      let largest: BudgetedLayer | undefined;
      for (const layer of this.layers) if (!largest || layer.bytes > largest.bytes) largest = layer;
      if (!largest || !largest.evictOldest()) return;
    }
  }
}
