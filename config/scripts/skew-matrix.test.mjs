/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import {
  compositionRequest,
  isRed,
  journeyOutcomes,
  JOURNEYS,
  matrixHtml,
  matrixText,
  previousRelease,
  skewRows,
} from './skew-matrix.mjs';

const entry = (action, version, previousVersion = null) => ({ action, version, previousVersion });

describe('previousRelease', () => {
  it('is the release the current stable one replaced when it was promoted', () => {
    const history = [entry('promote', 'v3', 'v2'), entry('register', 'v3'), entry('promote', 'v2', 'v1')];
    expect(previousRelease({ stable: 'v3', history })).toBe('v2');
  });

  it('follows a rollback to the current release, and ignores canaries and refusals', () => {
    const history = [
      entry('canary', 'v4', null),
      entry('rollback', 'v2', 'v3'),
      entry('refused', null),
      entry('promote', 'v3', 'v2'),
    ];
    expect(previousRelease({ stable: 'v2', history })).toBe('v3');
  });

  it('is null without a stable release or without one before it', () => {
    expect(previousRelease({ stable: null, history: [] })).toBeNull();
    expect(previousRelease({ stable: 'v1', history: [entry('promote', 'v1', null)] })).toBeNull();
  });
});

describe('skewRows', () => {
  it('one row per part, skipping a part with no previous release or a revoked one, saying why', () => {
    const rows = skewRows([
      { name: 'search', stable: 'v2', history: [entry('promote', 'v2', 'v1')] },
      { name: 'auth', stable: 'a1', history: [entry('promote', 'a1', null)] },
      {
        name: 'navigation',
        stable: 'n2',
        history: [entry('promote', 'n2', 'n1')],
        withdrawn: [{ version: 'n1', reason: 'revoked' }],
      },
      { name: 'shell', stable: null, history: [] },
    ]);
    expect(rows).toEqual([
      { part: 'search', current: 'v2', previous: 'v1', skipped: null },
      { part: 'auth', current: 'a1', previous: null, skipped: 'no previous release' },
      { part: 'navigation', current: 'n2', previous: null, skipped: 'navigation@n1 was revoked' },
      {
        part: 'shell',
        current: null,
        previous: null,
        skipped: 'not released through the registry',
      },
    ]);
    expect(compositionRequest(rows[0])).toEqual({ remotes: { search: 'v1' } });
    expect(compositionRequest({ part: 'shell', previous: 'h1' })).toEqual({ remotes: {}, host: 'h1' });
  });
});

describe('journeyOutcomes', () => {
  const spec = (title, ...statuses) => ({ title, tests: [{ results: statuses.map((status) => ({ status })) }] });
  it("reads each journey's last result from a Playwright JSON report, a missing one as not run", () => {
    const report = {
      suites: [
        {
          specs: [spec('sign in', 'passed'), spec('search', 'failed', 'passed')],
          suites: [{ specs: [spec('banner', 'timedOut'), spec('top bar and menu', 'skipped')] }],
        },
      ],
    };
    const outcomes = journeyOutcomes(report);
    expect(outcomes).toEqual({
      'sign in': 'passed',
      'top bar and menu': 'skipped',
      search: 'passed',
      'follow with toast': 'missing',
      banner: 'failed',
    });
    expect(JOURNEYS.filter((journey) => isRed(outcomes[journey]))).toEqual(['follow with toast', 'banner']);
  });
});

describe('the matrix, printed and as a page', () => {
  const cells = Object.fromEntries(JOURNEYS.map((journey) => [journey, 'passed']));
  const matrix = {
    verdict: 'red',
    base: 'http://localhost:3000',
    at: '2026-11-28T12:00:00.000Z',
    rows: [
      {
        part: 'search',
        previous: '1.0.0+a',
        composition: '0123456789abcdef',
        releases: ['shell@h', 'search@1.0.0+a'],
        report: 'search/index.html',
        cells: { ...cells, banner: 'failed' },
      },
      { part: 'auth', previous: null, skipped: 'no previous release' },
    ],
  };
  it('prints a row per part at N-1 and a column per journey', () => {
    expect(matrixText(matrix).split('\n')).toEqual([
      'part at N-1                 sign in  top bar and menu  search  follow with toast  banner',
      '--------------------------  -------  ----------------  ------  -----------------  ------',
      'search@1.0.0+a              ok       ok                ok      ok                 FAIL',
      'auth (no previous release)  -        -                 -       -                  -',
    ]);
  });
  it('names the composition and every release of a row on the page, escaped', () => {
    const html = matrixHtml({ ...matrix, rows: [{ ...matrix.rows[0], releases: ['x@<1>'] }] });
    expect(html).toContain('composition 0123456789abcdef: x@&lt;1&gt;');
    expect(html).toContain('<td class="failed">failed</td>');
    expect(html).toContain('<a href="search/index.html">Playwright report</a>');
  });
});
