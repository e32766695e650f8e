/**
 * The stats page's rules apart from React: the chart's scale, and the
 * sentence a screen reader hears for the chart (docs/host-pages.md#stats).
 */
export interface StatsDay {
  day: string;
  views: number;
  reads: number;
}

/** The top of the chart's scale: 1, 2 or 5 times a power of ten at or above the highest value (at least 1). */
export function scaleMax(highest: number): number {
  if (highest <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(highest));
  return [1, 2, 5, 10].map((step) => step * power).find((top) => top >= highest) ?? 10 * power;
}

/** Gridlines at 0, half and the top, whole numbers only. */
export function scaleTicks(top: number): number[] {
  return top >= 2 && top % 2 === 0 ? [0, top / 2, top] : [0, top];
}

const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
/** 'Nov 21' for '2026-11-21' (the days are UTC days). */
export const dayLabel = (day: string): string => dayFormat.format(new Date(`${day}T00:00:00Z`));

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/**
 * What the chart shows, in one sentence: the period, the totals, and the busiest day. The chart's
 * text alternative; the table under it has every day.
 */
export function statsSummary(daily: readonly StatsDay[]): string {
  const first = daily[0];
  const last = daily.at(-1);
  if (!first || !last) return 'No days to show.';
  const views = daily.reduce((sum, day) => sum + day.views, 0);
  const reads = daily.reduce((sum, day) => sum + day.reads, 0);
  const period = `${dayLabel(first.day)} to ${dayLabel(last.day)}`;
  if (views === 0) return `No views from ${period}.`;
  const busiest = daily.reduce((best, day) => (day.views > best.views ? day : best), first);
  return (
    `${count(views, 'view', 'views')} and ${count(reads, 'read', 'reads')} from ${period}; ` +
    `the most on ${dayLabel(busiest.day)}: ${count(busiest.views, 'view', 'views')}, ${count(busiest.reads, 'read', 'reads')}.`
  );
}
