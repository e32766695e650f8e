import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { analyseCanary, CANARY_RULES } from './canary-analysis.ts';

const pages = (total: number, failed: number) => ({ loaded: total - failed, failed });

describe('the canary analysis', () => {
  it('gives no verdict below the minimum of canary pages, however they went', () => {
    const analysis = analyseCanary(
      pages(CANARY_RULES.minCanaryPages - 1, CANARY_RULES.minCanaryPages - 1),
      pages(5000, 5),
    );
    assert.equal(analysis.verdict, 'too-few-pages');
    assert.equal(analysis.z, null);
    assert.match(analysis.reason, /seen by 19 pages, fewer than 20/);
  });

  it('weighs volume: 21 failures in 30 pages are failing, 21 in 30 000 are healthy, beside the same stable', () => {
    const stable = pages(30_000, 150);
    const few = analyseCanary(pages(30, 21), stable);
    assert.equal(few.verdict, 'failing');
    assert.ok((few.lower ?? 0) > CANARY_RULES.margin);
    assert.ok((few.pValue ?? 1) < CANARY_RULES.alpha);
    const many = analyseCanary(pages(30_000, 21), stable);
    assert.equal(many.verdict, 'healthy');
    assert.ok((many.upper ?? 1) < CANARY_RULES.margin);
  });

  it('compares with stable over the same window: a failure rate stable shares is not the canary’s fault', () => {
    // Both fail on about 10% of pages (an origin having a bad hour): not failing.
    const shared = analyseCanary(pages(400, 41), pages(4000, 400));
    assert.notEqual(shared.verdict, 'failing');
    // The same canary beside a stable release that fails on 1%: failing.
    assert.equal(analyseCanary(pages(400, 41), pages(4000, 40)).verdict, 'failing');
  });

  it('tolerates the margin: a canary a little worse than stable is not rolled back for it', () => {
    const slightlyWorse = analyseCanary(pages(2000, 30), pages(20_000, 200));
    assert.notEqual(slightlyWorse.verdict, 'failing');
  });

  it('stays undecided while the sample cannot tell', () => {
    const analysis = analyseCanary(pages(25, 2), pages(200, 2));
    assert.equal(analysis.verdict, 'undecided');
    assert.match(analysis.reason, /too close to tell yet/);
  });

  it('without enough stable pages compares with the baseline rate, and never calls the canary healthy on it', () => {
    const allFailed = analyseCanary(pages(20, 20), pages(0, 0));
    assert.equal(allFailed.verdict, 'failing');
    assert.equal(allFailed.stable.basis, 'baseline');
    assert.match(allFailed.reason, /against the baseline 1\.0% \(stable had 0 pages, fewer than 20\)/);
    const noneFailed = analyseCanary(pages(5000, 0), pages(3, 0));
    assert.equal(noneFailed.verdict, 'undecided');
  });

  it('records its numbers: both cohorts, the difference with its bounds, z and p', () => {
    const analysis = analyseCanary(pages(30, 21), pages(1000, 10));
    assert.deepEqual(analysis.canary, { pages: 30, failed: 21, failureRate: 0.7 });
    assert.deepEqual(analysis.stable, { pages: 1000, failed: 10, failureRate: 0.01, basis: 'stable' });
    assert.ok(analysis.difference !== null && analysis.lower !== null && analysis.upper !== null);
    assert.ok(analysis.lower < analysis.difference && analysis.difference < analysis.upper);
    assert.equal(typeof analysis.z, 'number');
    assert.match(analysis.reason, /70\.0% \(21 of 30 pages\), against stable's 1\.0% \(10 of 1000 pages\)/);
  });
});
