import { render, screen, within } from '@testing-library/react';
import { StatsChart } from './stats-chart.tsx';

const daily = [
  { day: '2026-11-19', views: 4, reads: 1 },
  { day: '2026-11-20', views: 10, reads: 6 },
  { day: '2026-11-21', views: 0, reads: 0 },
];

describe('StatsChart', () => {
  it('names the chart with the summary a screen reader hears', () => {
    render(<StatsChart daily={daily} label="Views and reads per day, last 3 days" />);
    expect(screen.getByRole('img')).toHaveAccessibleName(
      'Views and reads per day, last 3 days. 14 views and 7 reads from Nov 19 to Nov 21; the most on Nov 20: 10 views, 6 reads.',
    );
  });

  it('lists every day in a table under the chart', () => {
    render(<StatsChart daily={daily} label="Views and reads per day, last 3 days" />);
    const table = screen.getByRole('table', { hidden: true });
    const rows = within(table).getAllByRole('row', { hidden: true });
    expect(rows.map((row) => row.textContent)).toEqual(['DayViewsReads', 'Nov 1941', 'Nov 20106', 'Nov 2100']);
  });

  it('draws each day’s views and reads to one scale (the busiest day reaches the top)', () => {
    const { container } = render(<StatsChart daily={daily} label="Chart" />);
    const bars = [...container.querySelectorAll('rect')].map((bar) => Number(bar.getAttribute('height')));
    // views, reads per day; the scale's top is 10.
    expect(bars).toEqual([64, 16, 160, 96, 0, 0]);
  });
});
