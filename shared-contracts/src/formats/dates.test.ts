import { formatDay, formatMonth } from './dates.ts';

describe('dates', () => {
  // Unit tests run in America/Los_Angeles (jest.config.mjs): a date late in a UTC day is the day before for the reader.
  it("prints 'LLL d, yyyy' and 'LLL yyyy' in the reader's time zone", () => {
    expect(formatDay(new Date(2024, 0, 5))).toBe('Jan 5, 2024');
    expect(formatDay(new Date(2025, 8, 30))).toBe('Sep 30, 2025');
    expect(formatMonth(new Date(2025, 4, 1))).toBe('May 2025');
    expect(formatDay('2026-11-21T02:00:00.000Z')).toBe('Nov 20, 2026');
    expect(formatMonth('2026-12-01T02:00:00.000Z')).toBe('Nov 2026');
  });

  it('prints the UTC date when asked for it (a server render and its hydration)', () => {
    expect(formatDay('2026-11-21T02:00:00.000Z', 'utc')).toBe('Nov 21, 2026');
    expect(formatDay(Date.UTC(2026, 10, 21, 23, 59), 'utc')).toBe('Nov 21, 2026');
    expect(formatMonth('2026-12-01T02:00:00.000Z', 'utc')).toBe('Dec 2026');
  });

  it('prints nothing for a value that is not a date', () => {
    expect(formatDay('not a date')).toBe('');
    expect(formatDay(Number.NaN, 'utc')).toBe('');
    expect(formatMonth('')).toBe('');
  });
});
