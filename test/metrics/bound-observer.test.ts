import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Histogram, Registry } from 'prom-client';
import { boundObserver } from '../../src/metrics/bound-observer.js';

const BUCKETS = [0.001, 0.005, 0.01, 0.1, 1];
const labels = { method: 'GET', route: '/api/home', status_code: '2xx' };

function histogramPair() {
  const make = (name: string) => new Histogram({ name, help: 'h', labelNames: ['method', 'route', 'status_code'], buckets: BUCKETS, registers: [new Registry()] });
  return { reference: make('reference'), bound: make('bound') };
}

const valuesOf = async (histogram: Histogram) => (await histogram.get()).values.map(({ labels: l, value, metricName }) => ({ l, value, metricName: metricName?.replace(/^\w+?_/, '') }));

describe('boundObserver', () => {
  it('exports exactly what prom-client observe exports, at bucket edges, above the last bucket and after a reset', async () => {
    const { reference, bound } = histogramPair();
    const observe = boundObserver(bound, labels);
    const other = { ...labels, status_code: '3xx' };
    const observeOther = boundObserver(bound, other);
    const values = [0, 0.0005, 0.001, 0.0011, 0.005, 0.0099, 0.01, 0.05, 0.1, 0.5, 1, 1.0001, 7];
    for (const value of values) {
      reference.observe(labels, value);
      observe(value);
    }
    reference.observe(other, 0.002);
    observeOther(0.002);
    assert.deepEqual(await valuesOf(bound), await valuesOf(reference));
    const count = (await bound.get()).values.find((v) => v.metricName === 'bound_count' && v.labels.status_code === '2xx');
    assert.equal(count?.value, values.length);

    reference.reset();
    bound.reset();
    for (const value of [0.003, 0.2]) {
      reference.observe(labels, value);
      observe(value);
    }
    assert.deepEqual(await valuesOf(bound), await valuesOf(reference));
  });

  it('refuses a value prom-client refuses', () => {
    const { bound } = histogramPair();
    const observe = boundObserver(bound, labels);
    observe(0.1);
    assert.throws(() => observe(Number.NaN), TypeError);
  });
});
