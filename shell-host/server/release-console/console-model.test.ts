import { plotLines, plotSummary, timelineText, verdictRows, type RemoteConsoleData } from './console-model.ts';
import { actionBody } from './release-console.ts';
import { renderConsolePage } from './console-page.ts';

const DATA: RemoteConsoleData = {
  remote: 'search',
  stable: '1.0.0',
  canary: {
    version: '1.1.0',
    percent: 20,
    verdict: {
      verdict: 'failing',
      reason: 'the canary fails on 70.0% (21 of 30 pages)',
      canary: { pages: 30, failed: 21, failureRate: 0.7 },
      stable: { pages: 0, failed: 0, failureRate: null, basis: 'baseline' },
      difference: 0.6775,
      lower: 0.43,
      upper: 0.92,
      z: 8.1,
      pValue: 0,
      failureVerdict: 'failing',
      vitals: {
        lcp: {
          verdict: 'too-few-samples',
          reason: 'p75 LCP not compared yet',
          canary: { p75: 2100, samples: 12 },
          stable: { p75: null, samples: 0 },
          differenceMs: null,
          ratio: null,
        },
        inp: {
          verdict: 'regressed',
          reason: 'p75 INP 420 ms against stable’s 180 ms',
          canary: { p75: 420, samples: 60 },
          stable: { p75: 180, samples: 400 },
          differenceMs: 240,
          ratio: 1.3333,
        },
      },
    },
  },
  history: [
    {
      at: '2026-11-28T12:00:00.000Z',
      action: 'canary',
      version: '1.1.0',
      previousVersion: null,
      actor: 'stacy (console)',
      detail: { percent: 20 },
    },
    {
      at: '2026-11-28T12:05:00.000Z',
      action: 'canary-rollback',
      version: '1.0.0',
      previousVersion: '1.1.0',
      actor: 'canary-monitor',
      detail: {
        reason: 'the canary 1.1.0 failed on 21 of 30 pages',
        analysis: { reason: 'the canary fails on 70.0% (21 of 30 pages), against the baseline 1.0%' },
      },
    },
  ],
  series: [
    {
      version: '1.0.0',
      cohort: 'stable',
      points: [
        {
          at: '2026-11-28T12:00:00.000Z',
          pageViews: 10,
          failureRate: 0,
          errors: 0,
          lcpP75: 1200,
          inpP75: null,
          clsP75: 0.01,
        },
        {
          at: '2026-11-28T12:01:00.000Z',
          pageViews: 12,
          failureRate: 0.1,
          errors: 3,
          lcpP75: 1500,
          inpP75: 80,
          clsP75: 0.02,
        },
      ],
    },
    {
      version: '1.1.0',
      cohort: 'canary',
      points: [
        { at: '2026-11-28T12:01:00.000Z', pageViews: 5, failureRate: 0.8, lcpP75: null, inpP75: null, clsP75: null },
      ],
    },
    // A release no longer live is not plotted.
    {
      version: '0.9.0',
      cohort: 'stable',
      points: [{ at: '2026-11-28T12:01:00.000Z', pageViews: 5, failureRate: 1, lcpP75: 1, inpP75: 1, clsP75: 1 }],
    },
  ],
};

describe('the release console', () => {
  it('plots the live release and the canary, each point it has a value for', () => {
    expect(plotLines(DATA, 'failureRate').map((line) => [line.label, line.points.map((point) => point.value)])).toEqual(
      [
        ['stable 1.0.0', [0, 10]],
        ['canary 1.1.0', [80]],
      ],
    );
    expect(plotLines(DATA, 'lcpP75').map((line) => line.label)).toEqual(['stable 1.0.0']);
    // Error reports: the count per point; a point without the figure (an older answer) is left out.
    expect(plotLines(DATA, 'errors').map((line) => [line.label, line.points.map((point) => point.value)])).toEqual([
      ['stable 1.0.0', [0, 3]],
    ]);
    expect(plotSummary('Error reports', 'reports', plotLines(DATA, 'errors'))).toBe(
      'Error reports: stable 1.0.0 3 reports latest, between 0 reports and 3 reports over 2 points.',
    );
  });

  it('says each plot in words', () => {
    expect(plotSummary('Failure rate', '%', plotLines(DATA, 'failureRate'))).toBe(
      'Failure rate: stable 1.0.0 10.0% latest, between 0.0% and 10.0% over 2 points; canary 1.1.0 80.0% latest, between 80.0% and 80.0% over 1 points.',
    );
    expect(plotSummary('INP p75', 'ms', [])).toBe('INP p75: no trusted page has reported it in this window.');
  });

  it("shows the verdict's numbers and the history as who did what and why", () => {
    const verdict = DATA.canary?.verdict;
    if (!verdict) throw new Error('no verdict');
    expect(verdictRows(verdict)).toEqual([
      ['Canary', '21 failed of 30 pages (70.0%)'],
      ['Stable (too few pages: baseline used)', '0 failed of 0 pages (n/a)'],
      ['Difference (adjusted)', '0.6775 [0.4300, 0.9200]'],
      ['z', '8.10'],
      ['p', '< 0.000001'],
      ['LCP p75 (canary, stable pages)', '2100 ms of 12 pages, n/a of 0 pages: too few page views to compare'],
      [
        'INP p75 (canary, stable pages)',
        '420 ms of 60 pages, 180 ms of 400 pages, +240 ms (+133%): worse than the bound: rolled back',
      ],
    ]);
    expect(DATA.history.map(timelineText)).toEqual([
      'canary started 1.1.0 to 20% by stacy (console)',
      'canary rolled back by itself 1.0.0 from 1.1.0 by canary-monitor: the canary 1.1.0 failed on 21 of 30 pages ' +
        '(the canary fails on 70.0% (21 of 30 pages), against the baseline 1.0%)',
    ]);
  });

  it('turns a button into the API call the release commands make, refusing a bad percentage', () => {
    expect(actionBody('rollback', {})).toEqual({ body: {} });
    expect(actionBody('promote', { version: '1.1.0' })).toEqual({ body: { version: '1.1.0' } });
    expect(actionBody('canary', { version: '1.1.0', percent: '35' })).toEqual({
      body: { version: '1.1.0', canary: 35 },
    });
    expect(actionBody('canary', { version: '1.1.0', percent: '100' })).toEqual({
      problem: 'The canary percentage must be a whole number from 1 to 99.',
    });
    expect(actionBody('promote', {})).toEqual({ problem: 'Which release? The form named none.' });
  });

  it('renders plots as images named by their caption and described by their summary, with the points as a table', () => {
    const html = renderConsolePage(
      { productName: 'Inkpot', pages: [], remotes: [DATA], xsrf: 'x1', hours: 6 },
      'n0nce',
    );
    expect(html).toContain('<style nonce="n0nce">');
    expect(html).toMatch(
      /<svg[^>]*role="img"[^>]*aria-labelledby="search-failureRate-caption"[^>]*aria-describedby="search-failureRate-summary"/,
    );
    expect(html).toContain('Canary verdict: failing');
    expect(html).toContain('action="/_/console/search/rollback"');
    expect(html).toContain('name="xsrf" value="x1"');
    expect(html).toContain('<summary>Failure rate: the points</summary>');
    expect(html).toContain('aria-labelledby="search-errors-caption"');
    expect(html).toContain('INP p75 (canary, stable pages)');
    const fromTheFile = renderConsolePage(
      {
        productName: 'Inkpot',
        pages: [],
        remotes: [{ ...DATA, stable: null, canary: null, series: [] }],
        xsrf: 'x1',
        hours: 6,
      },
      'n0nce',
    );
    expect(fromTheFile).toContain('Stable (the registry file)');
    expect(fromTheFile).not.toContain('/rollback');
  });
});
