import type { Histogram } from 'prom-client';

type Labels = Record<string, string>;

interface SeriesValues {
  labels: Labels;
  bucketValues: Record<string, number>;
  sum: number;
  count: number;
}

/** What prom-client 15's Histogram keeps per label set (not part of its typed API). */
interface HistogramState {
  hashMap?: Record<string, SeriesValues>;
  upperBounds?: readonly number[];
}

const sameLabels = (a: Labels, b: Labels) => Object.keys(b).length === Object.keys(a).length && Object.keys(b).every((name) => a[name] === b[name]);

/**
 * `histogram.observe(labels, value)` for one fixed label set, for the fast lane's every request:
 * prom-client validates and hashes the labels on each call, which costs more than the rest of a
 * kept answer's work. This updates the label set's series in place, as prom-client's observe does;
 * the first observation, and any after a reset, go through `observe` itself (which creates the
 * series), and a histogram of another shape is only ever fed through `observe`.
 * test/metrics/bound-observer.test.ts holds both ways to the same exported figures.
 */
export function boundObserver(histogram: Histogram, labels: Labels): (value: number) => void {
  const state = histogram as unknown as HistogramState;
  const bounds = state.upperBounds;
  if (typeof state.hashMap !== 'object' || !Array.isArray(bounds)) return (value) => histogram.observe(labels, value);
  const bucketKeys = bounds.map(String);
  let key: string | undefined;
  return (value) => {
    const series = key === undefined ? undefined : state.hashMap?.[key];
    if (!series || !Number.isFinite(value)) {
      histogram.observe(labels, value);
      const map = state.hashMap ?? {};
      key = Object.keys(map).find((candidate) => sameLabels(map[candidate]!.labels, labels));
      return;
    }
    let index = 0;
    while (index < bounds.length && value > bounds[index]!) index += 1;
    series.sum += value;
    series.count += 1;
    if (index < bounds.length) series.bucketValues[bucketKeys[index]!]! += 1;
  };
}
