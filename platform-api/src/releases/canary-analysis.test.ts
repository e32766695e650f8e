import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { analyseCanary, CANARY_RULES, compareVital, type CohortVitalFigures } from './canary-analysis.ts';

const pages = (total: number, failed: number) => ({ loaded: total - failed, failed });
/** A cohort's whole-page p75 LCP and INP, each reported by `samples` page views. */
const vitals = (lcp: number, inp: number, samples = 500): CohortVitalFigures => ({
  lcp: { p75: lcp, samples },
  inp: { p75: inp, samples },
});
const sameSpeed = { canary: vitals(1800, 120), stable: vitals(1800, 120) };

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
    const many = analyseCanary(pages(30_000, 21), stable, CANARY_RULES, sameSpeed);
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

  it('is healthy only with both vitals measured: a canary that fails on no page stays undecided until then', () => {
    const noVitals = analyseCanary(pages(30_000, 21), pages(30_000, 150));
    assert.equal(noVitals.failureVerdict, 'healthy');
    assert.equal(noVitals.verdict, 'undecided');
    assert.match(
      noVitals.reason,
      /p75 LCP not compared yet: 0 canary and 0 stable page views reported it, fewer than 50 each/,
    );
  });
});

describe('the web vitals bound', () => {
  const { lcp, inp } = CANARY_RULES.vitals;

  it('rolls back a canary whose p75 INP is worse by more than 10% and 100 ms, even when it fails on no page', () => {
    const analysis = analyseCanary(pages(400, 0), pages(4000, 4), CANARY_RULES, {
      canary: vitals(1800, 420),
      stable: vitals(1800, 180),
    });
    assert.equal(analysis.failureVerdict, 'healthy');
    assert.equal(analysis.verdict, 'failing');
    assert.equal(analysis.vitals.inp.verdict, 'regressed');
    assert.equal(analysis.vitals.inp.differenceMs, 240);
    assert.equal(analysis.vitals.inp.ratio, 1.3333);
    assert.equal(analysis.vitals.lcp.verdict, 'within-bound');
    assert.match(
      analysis.reason,
      /^the canary's pages are slower: p75 INP 420 ms against stable's 180 ms \(\+240 ms, \+133%; 500 and 500 page views\): worse by more than 10% and 100 ms$/,
    );
  });

  it('rolls back on LCP too, and says both when the failure rate fails as well', () => {
    const analysis = analyseCanary(pages(30, 21), pages(1000, 10), CANARY_RULES, {
      canary: vitals(3200, 120),
      stable: vitals(2400, 120),
    });
    assert.equal(analysis.verdict, 'failing');
    assert.equal(analysis.vitals.lcp.verdict, 'regressed');
    assert.match(analysis.reason, /70\.0% \(21 of 30 pages\).*; and the canary's pages are slower: p75 LCP 3200 ms/);
  });

  it('needs both bounds: 10% alone (a fast page) or the margin alone (a slow one) is within the bound', () => {
    // +50 ms on 100 ms is +50%, but not 100 ms worse.
    assert.equal(
      compareVital('inp', { p75: 150, samples: 80 }, { p75: 100, samples: 80 }, inp).verdict,
      'within-bound',
    );
    // +300 ms on 4000 ms is more than 250 ms, but 7.5%.
    assert.equal(
      compareVital('lcp', { p75: 4300, samples: 80 }, { p75: 4000, samples: 80 }, lcp).verdict,
      'within-bound',
    );
    // Just past both.
    assert.equal(compareVital('inp', { p75: 301, samples: 80 }, { p75: 200, samples: 80 }, inp).verdict, 'regressed');
    assert.equal(compareVital('lcp', { p75: 2000, samples: 80 }, { p75: 1700, samples: 80 }, lcp).verdict, 'regressed');
    // A faster canary is never regressed.
    assert.equal(
      compareVital('lcp', { p75: 900, samples: 80 }, { p75: 2000, samples: 80 }, lcp).verdict,
      'within-bound',
    );
  });

  it('compares nothing on small samples: below the minimum on either side the vital is undecided, not failing', () => {
    const fewCanary = compareVital('inp', { p75: 2000, samples: inp.minSamples - 1 }, { p75: 100, samples: 5000 }, inp);
    assert.equal(fewCanary.verdict, 'too-few-samples');
    assert.equal(fewCanary.differenceMs, null);
    const fewStable = compareVital('inp', { p75: 2000, samples: 5000 }, { p75: 100, samples: inp.minSamples - 1 }, inp);
    assert.equal(fewStable.verdict, 'too-few-samples');
    // A slow canary seen by 49 pages: no rollback for it, and no verdict of health either.
    const analysis = analyseCanary(pages(30_000, 21), pages(30_000, 150), CANARY_RULES, {
      canary: vitals(9000, 2000, inp.minSamples - 1),
      stable: vitals(1800, 120),
    });
    assert.equal(analysis.verdict, 'undecided');
    assert.match(analysis.reason, /not compared yet: 49 canary and 500 stable page views/);
  });

  it('records the numbers with the verdict: both cohorts’ p75 and samples, the difference and the rules', () => {
    const analysis = analyseCanary(pages(30_000, 21), pages(30_000, 150), CANARY_RULES, {
      canary: vitals(1900, 130, 70),
      stable: vitals(1800, 120, 900),
    });
    assert.equal(analysis.verdict, 'healthy');
    assert.deepEqual(analysis.vitals.lcp.canary, { p75: 1900, samples: 70 });
    assert.deepEqual(analysis.vitals.lcp.stable, { p75: 1800, samples: 900 });
    assert.equal(analysis.vitals.lcp.differenceMs, 100);
    assert.deepEqual(analysis.rules.vitals.inp, { minSamples: 50, relative: 0.1, absoluteMs: 100 });
    assert.match(
      analysis.reason,
      /p75 INP 130 ms against stable's 120 ms \(\+10 ms, \+8%; 70 and 900 page views\): within 10% or 100 ms/,
    );
  });
});
