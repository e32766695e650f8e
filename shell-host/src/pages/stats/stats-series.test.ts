import { scaleMax, scaleTicks, statsSummary } from './stats-series.ts';

describe('the chart scale', () => {
  it('rounds the highest value up to 1, 2 or 5 times a power of ten', () => {
    expect([0, 1, 3, 7, 12, 48, 120, 501].map(scaleMax)).toEqual([1, 1, 5, 10, 20, 50, 200, 1000]);
  });
  it('draws gridlines at whole numbers', () => {
    expect(scaleTicks(1)).toEqual([0, 1]);
    expect(scaleTicks(50)).toEqual([0, 25, 50]);
  });
});

describe('statsSummary (the chart’s text alternative)', () => {
  it('says the period, the totals and the busiest day', () => {
    expect(
      statsSummary([
        { day: '2026-11-19', views: 2, reads: 1 },
        { day: '2026-11-20', views: 1200, reads: 400 },
        { day: '2026-11-21', views: 0, reads: 0 },
      ]),
    ).toBe('1,202 views and 401 reads from Nov 19 to Nov 21; the most on Nov 20: 1,200 views, 400 reads.');
  });
  it('says so when nothing was viewed', () => {
    expect(statsSummary([{ day: '2026-11-21', views: 0, reads: 0 }])).toBe('No views from Nov 21 to Nov 21.');
  });
});
