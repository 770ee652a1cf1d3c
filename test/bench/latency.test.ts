import assert from 'node:assert/strict';
import { test } from 'node:test';
import { mergeHistograms, parseLatencyHistogram, percentileMs } from '../../bench/latency.js';

test('reads the histogram line among wrk\'s other output', () => {
  const output = 'Running 2s test @ http://127.0.0.1/x\n  99%  3.10ms\nLATENCY-HISTOGRAM 900:3,1200:5,3100:2\nRequests/sec: 1000\n';
  assert.deepEqual([...parseLatencyHistogram(output)!], [[900, 3], [1200, 5], [3100, 2]]);
  assert.equal(parseLatencyHistogram('Requests/sec: 1000\n'), undefined);
  assert.throws(() => parseLatencyHistogram('LATENCY-HISTOGRAM 900:x\n'), /bad latency histogram entry/);
});

test('percentiles follow wrk\'s rank rule', () => {
  // 100 requests: 98 at 1 ms, 1 at 5 ms, 1 at 40 ms. Rank for p99 = round(99 + 0.5) = 100 -> 40 ms; p50 -> 1 ms.
  const histogram = new Map([[1000, 98], [5000, 1], [40000, 1]]);
  assert.equal(percentileMs(histogram, 50), 1);
  assert.equal(percentileMs(histogram, 99), 40);
  assert.equal(percentileMs(histogram, 98), 5); // rank round(98.5) = 99: past the 98 at 1 ms
  assert.ok(Number.isNaN(percentileMs(new Map(), 99)));
});

test('merged slices give the percentile over all their requests, not the worst slice\'s', () => {
  // A slice with one stall: its own p99 is 30 ms; among 10 times as many requests it is below p99.
  const stalled = new Map([[1000, 99], [30000, 1]]);
  const calm = new Map([[1000, 990], [2000, 10]]);
  assert.equal(percentileMs(stalled, 99), 30);
  const merged = mergeHistograms([stalled, calm]);
  assert.equal(merged.get(1000), 1089);
  assert.equal(percentileMs(merged, 99), 2);
  assert.equal(percentileMs(merged, 100), 30);
});
