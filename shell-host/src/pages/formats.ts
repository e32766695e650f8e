/**
 * Display formats used by the host's pages: reading time, abbreviated counts and
 * pluralised labels. Dates are every part's: @inkpot/shared-contracts/dates. Prices are the
 * membership remote's to write (its parcels print them): the host formats none.
 */

/** Whole minutes, rounded up, never less than one. */
export function readingMinutes(readingTime: number): number {
  return Number.isFinite(readingTime) ? Math.max(1, Math.ceil(readingTime)) : 1;
}

/** 'N min read'. */
export function readingTimeLabel(readingTime: number): string {
  return `${readingMinutes(readingTime)} min read`;
}

/** One decimal, rounded down so a count is never shown larger than it is (1,999 → 1.9). */
function oneDecimal(value: number): string {
  return (Math.floor(value * 10) / 10).toString();
}

/** Counts abbreviated with K and M (999, 1K, 1.2K, 3.4M). */
export function abbreviateCount(count: number): string {
  if (!Number.isFinite(count) || count < 1000) return String(Math.max(0, Math.trunc(count || 0)));
  if (count < 1_000_000) return `${oneDecimal(count / 1000)}K`;
  return `${oneDecimal(count / 1_000_000)}M`;
}

/** '1 Follower', '1.2K Followers': the abbreviated count with the singular or plural noun. */
export function countLabel(count: number, singular: string, plural: string): string {
  return `${abbreviateCount(count)} ${count === 1 ? singular : plural}`;
}
