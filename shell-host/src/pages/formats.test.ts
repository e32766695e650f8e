import {
  abbreviateCount,
  countLabel,
  formatDay,
  formatMoney,
  formatMonth,
  readingMinutes,
  readingTimeLabel,
} from './formats.ts';

describe('dates', () => {
  it("prints 'LLL d, yyyy' and 'LLL yyyy'", () => {
    expect(formatDay('2026-11-21T12:00:00.000Z')).toBe('Nov 21, 2026');
    expect(formatDay(new Date(2024, 0, 5))).toBe('Jan 5, 2024');
    expect(formatDay(new Date(2025, 8, 30))).toBe('Sep 30, 2025');
    expect(formatMonth(new Date(2025, 4, 1))).toBe('May 2025');
  });

  it('prints nothing for a value that is not a date', () => {
    expect(formatDay('not a date')).toBe('');
    expect(formatMonth('')).toBe('');
  });
});

describe('reading time', () => {
  it('rounds up to whole minutes, at least one', () => {
    expect(readingMinutes(3.2)).toBe(4);
    expect(readingMinutes(7)).toBe(7);
    expect(readingMinutes(0)).toBe(1);
    expect(readingMinutes(0.01)).toBe(1);
    expect(readingMinutes(Number.NaN)).toBe(1);
    expect(readingTimeLabel(13.4)).toBe('14 min read');
  });
});

describe('abbreviateCount', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1K'],
    [1200, '1.2K'],
    [1999, '1.9K'],
    [15_300, '15.3K'],
    [999_999, '999.9K'],
    [1_000_000, '1M'],
    [3_450_000, '3.4M'],
  ])('%d → %s', (count, text) => {
    expect(abbreviateCount(count)).toBe(text);
  });
});

describe('countLabel', () => {
  it('uses the singular for exactly one', () => {
    expect(countLabel(1, 'Follower', 'Followers')).toBe('1 Follower');
    expect(countLabel(0, 'Follower', 'Followers')).toBe('0 Followers');
    expect(countLabel(1200, 'Follower', 'Followers')).toBe('1.2K Followers');
  });
});

describe('formatMoney', () => {
  it('prints minor units in the currency, and survives an unknown code', () => {
    expect(formatMoney(500, 'USD')).toBe('$5.00');
    expect(formatMoney(5000, 'CAD')).toBe('CA$50.00');
    expect(formatMoney(500, 'not a currency')).toBe('5.00 not a currency');
  });
});
