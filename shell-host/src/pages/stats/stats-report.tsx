import { STATS_PERIODS } from '@inkpot/shared-contracts/story-stats';
import { Link } from '../../routing/link.tsx';
import { StatsChart } from './stats-chart.tsx';
import type { StatsReport_statsFragment } from './__generated__/stats-report.generated.ts';

const number = (n: number) => n.toLocaleString('en-US');

export interface StatsReportProps {
  stats: StatsReport_statsFragment;
  /** The period shown, one of STATS_PERIODS; choosing another calls `onDays`. */
  days: number;
  onDays: (days: number) => void;
  /** Each story's row: where its title links (null: no table, as on one story's own stats). */
  storyLink: ((post: StatsReport_statsFragment['stories'][number]['post']) => string) | null;
  /** Said instead of the table when no story was viewed in the period. */
  empty: string;
}

/**
 * Views and reads over a period: the period's buttons, the totals, the chart per day with its text
 * alternative, and each story's figures (most viewed first). The writer's stats page and a
 * publication's stats page draw it.
 */
export function StatsReport({ stats, days, onDays, storyLink, empty }: StatsReportProps) {
  return (
    <>
      <ul className="ink-stats__periods" aria-label="Period">
        {STATS_PERIODS.map((period) => (
          <li key={period}>
            <button type="button" aria-pressed={period === days} onClick={() => onDays(period)}>
              {period} days
            </button>
          </li>
        ))}
      </ul>
      <dl className="ink-stats__totals">
        <div className="ink-stats__total">
          <dt>Views</dt>
          <dd>{number(stats.views)}</dd>
        </div>
        <div className="ink-stats__total">
          <dt>Reads</dt>
          <dd>{number(stats.reads)}</dd>
        </div>
      </dl>
      <StatsChart daily={stats.daily} label={`Views and reads per day, last ${stats.days} days`} />
      {storyLink &&
        (stats.stories.length === 0 ? (
          <p className="ink-empty">{empty}</p>
        ) : (
          <table className="ink-stats-table">
            <caption className="ink-visually-hidden">Views and reads per story, last {stats.days} days</caption>
            <thead>
              <tr>
                <th scope="col">Story</th>
                <th scope="col">Views</th>
                <th scope="col">Reads</th>
              </tr>
            </thead>
            <tbody>
              {stats.stories.map((row) => (
                <tr key={row.post.id}>
                  <th scope="row">
                    <Link to={storyLink(row.post)}>{row.post.title || 'Untitled story'}</Link>
                  </th>
                  <td>{number(row.views)}</td>
                  <td>{number(row.reads)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
    </>
  );
}
