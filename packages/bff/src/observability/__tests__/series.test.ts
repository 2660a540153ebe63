import { Counter, Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { FastCounter, FastHistogram } from '../series.js';

const BUCKETS = [0.005, 0.01, 0.1, 1];

function pair() {
  const ours = new Registry();
  const theirs = new Registry();
  const options = {
    name: 'x_total',
    help: 'Things.',
    labelNames: ['method', 'endpoint', 'outcome'] as const,
  };
  const histogram = { name: 'x_seconds', help: 'Time.', labelNames: ['method', 'endpoint'] as const };
  return {
    ours,
    theirs,
    fastCounter: new FastCounter({ ...options, registers: [ours] }),
    counter: new Counter({ ...options, registers: [theirs] }),
    fastHistogram: new FastHistogram({ ...histogram, buckets: BUCKETS, registers: [ours] }),
    histogram: new Histogram({ ...histogram, buckets: BUCKETS, registers: [theirs] }),
  };
}

describe('counters and histograms by label values', () => {
  it("render exactly as prom-client's own for the same observations", async () => {
    const { ours, theirs, fastCounter, counter, fastHistogram, histogram } = pair();
    const calls: [string, string, string, number][] = [
      ['GET', 'api/laws', '2xx', 0.003],
      ['GET', 'api/laws', '2xx', 0.2],
      ['GET', 'api/laws/:id', '4xx', 0.01],
      ['POST', 'Token', '2xx', 7],
      ['GET', 'api/laws', '5xx', 0.005],
    ];
    for (const [method, endpoint, outcome, seconds] of calls) {
      fastCounter.inc(method, endpoint, outcome);
      counter.inc({ method, endpoint, outcome });
      fastHistogram.observe(seconds, method, endpoint);
      histogram.observe({ method, endpoint }, seconds);
    }
    expect(await ours.metrics()).toBe(await theirs.metrics());
    // prom-client adds `exemplar: null` to buckets; exemplars are not used here.
    const json = async (registry: Registry) =>
      JSON.parse(
        JSON.stringify(await registry.getMetricsAsJSON(), (key, value) =>
          key === 'exemplar' ? undefined : value,
        ),
      );
    expect(await json(ours)).toEqual(await json(theirs));
  });

  it('start again from nothing on reset', async () => {
    const { ours, fastCounter, fastHistogram } = pair();
    fastCounter.inc('GET', 'a', '2xx');
    fastHistogram.observe(1, 'GET', 'a');
    ours.resetMetrics();
    expect(await ours.metrics()).not.toMatch(/method="GET"/);
    fastCounter.inc('GET', 'b', '2xx');
    expect(await ours.metrics()).toMatch(/x_total\{method="GET",endpoint="b",outcome="2xx"\} 1/);
  });

  it('refuse a value that is not a number', () => {
    const { fastHistogram } = pair();
    expect(() => fastHistogram.observe(Number.NaN, 'GET', 'a')).toThrow(TypeError);
  });
});
