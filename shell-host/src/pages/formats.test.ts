import { abbreviateCount, countLabel, readingMinutes, readingTimeLabel } from './formats.ts';

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
