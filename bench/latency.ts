/** Latency histogram: microseconds -> number of requests, as wrk keeps it (bench/latency-histogram.lua prints it). */
export type LatencyHistogram = Map<number, number>;

/** The `LATENCY-HISTOGRAM us:count,…` line of wrk's output, or undefined when it is missing. */
export function parseLatencyHistogram(output: string): LatencyHistogram | undefined {
  const line = /^LATENCY-HISTOGRAM (.*)$/m.exec(output)?.[1];
  if (line === undefined) return undefined;
  const histogram: LatencyHistogram = new Map();
  for (const pair of line.split(',').filter(Boolean)) {
    const [micros, count] = pair.split(':').map(Number);
    if (!Number.isFinite(micros) || !Number.isFinite(count)) throw new Error(`bad latency histogram entry "${pair}"`);
    histogram.set(micros!, (histogram.get(micros!) ?? 0) + count!);
  }
  return histogram;
}

export function mergeHistograms(histograms: LatencyHistogram[]): LatencyHistogram {
  const merged: LatencyHistogram = new Map();
  for (const histogram of histograms) {
    for (const [micros, count] of histogram) merged.set(micros, (merged.get(micros) ?? 0) + count);
  }
  return merged;
}

/** wrk's percentile rule (stats_percentile): the smallest value whose cumulative count reaches round(p% of all + 0.5). In ms. */
export function percentileMs(histogram: LatencyHistogram, percent: number): number {
  const values = [...histogram.keys()].sort((a, b) => a - b);
  const total = values.reduce((sum, micros) => sum + histogram.get(micros)!, 0);
  if (total === 0) return Number.NaN;
  const rank = Math.round((percent / 100) * total + 0.5);
  let seen = 0;
  for (const micros of values) {
    seen += histogram.get(micros)!;
    if (seen >= rank) return micros / 1000;
  }
  return values[values.length - 1]! / 1000;
}
