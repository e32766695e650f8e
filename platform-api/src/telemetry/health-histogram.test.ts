import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { addHistograms, bucketOf, countOf, HISTOGRAM_BUCKETS, histogramOf, quantileOf } from './health-histogram.ts';

describe('release-health histograms', () => {
  it('keep a p75 and p95 within a bucket (about 19%) of the exact ones', () => {
    const values = Array.from({ length: 1000 }, (_, index) => 100 + index * 3);
    const histogram = histogramOf(values);
    const exact = (q: number) => [...values].sort((a, b) => a - b)[Math.ceil(q * values.length) - 1] ?? 0;
    for (const q of [0.75, 0.95]) {
      const estimate = quantileOf(histogram, q) ?? 0;
      assert.ok(Math.abs(estimate - exact(q)) / exact(q) < 0.1, `${q}: ${estimate} against ${exact(q)}`);
    }
  });

  it('add up minute by minute to the histogram of all the values', () => {
    const first = [10, 200, 3000];
    const second = [45, 45, 90000];
    assert.deepEqual(addHistograms(histogramOf(first), histogramOf(second), []), histogramOf([...first, ...second]));
    assert.equal(countOf(addHistograms(histogramOf(first), histogramOf(second))), 6);
  });

  it('count zero, negative and huge values in the first and last buckets, and answer null when empty', () => {
    assert.equal(bucketOf(0), 0);
    assert.equal(bucketOf(-5), 0);
    assert.equal(bucketOf(10 ** 9), HISTOGRAM_BUCKETS - 1);
    assert.equal(quantileOf(histogramOf([]), 0.75), null);
  });
});
