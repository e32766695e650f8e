import { useId } from 'react';
import { dayLabel, scaleMax, scaleTicks, statsSummary, type StatsDay } from './stats-series.ts';

// Narrower than the column: its labels stay readable where a phone scales it down to about 300 px.
const WIDTH = 480;
const HEIGHT = 180;
const LEFT = 36;
const BOTTOM = 20;
const VIEWS_COLOUR = '#1a8917';
const READS_COLOUR = '#0f4c0d';

/**
 * Views and reads per day as an SVG bar chart (reads drawn inside views: a read is a view too),
 * drawn in the server's HTML with no script of its own. Screen readers get the summary sentence as
 * the chart's name; everyone can open the table of every day under it.
 */
export function StatsChart({ daily, label }: { daily: readonly StatsDay[]; label: string }) {
  const id = useId();
  const top = scaleMax(Math.max(0, ...daily.map((day) => day.views)));
  const plotWidth = WIDTH - LEFT;
  const plotHeight = HEIGHT - BOTTOM;
  const slot = plotWidth / Math.max(1, daily.length);
  const barWidth = Math.max(1, slot * 0.7);
  const y = (value: number) => plotHeight - (value / top) * plotHeight;
  const summary = statsSummary(daily);
  // Day labels: the first, the last and a few between, so they never run into each other.
  const labelEvery = Math.max(1, Math.ceil(daily.length / 6));
  return (
    <figure className="ink-stats-chart" aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`} className="ink-visually-hidden">
        {label}
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width={WIDTH}
        height={HEIGHT}
        role="img"
        aria-label={`${label}. ${summary}`}
      >
        {scaleTicks(top).map((tick) => (
          <g key={tick}>
            <line x1={LEFT} x2={WIDTH} y1={y(tick)} y2={y(tick)} stroke="#e6e6e6" />
            <text x={LEFT - 6} y={y(tick) + 4} textAnchor="end" fontSize="12" fill="#6b6b6b">
              {tick.toLocaleString('en-US')}
            </text>
          </g>
        ))}
        {daily.map((day, index) => {
          const x = LEFT + index * slot + (slot - barWidth) / 2;
          return (
            <g key={day.day}>
              <rect
                x={x}
                y={y(day.views)}
                width={barWidth}
                height={plotHeight - y(day.views)}
                fill={VIEWS_COLOUR}
                opacity="0.35"
              >
                <title>{`${dayLabel(day.day)}: ${day.views} views, ${day.reads} reads`}</title>
              </rect>
              <rect x={x} y={y(day.reads)} width={barWidth} height={plotHeight - y(day.reads)} fill={READS_COLOUR} />
              {(index % labelEvery === 0 || index === daily.length - 1) && (
                <text x={x + barWidth / 2} y={HEIGHT - 4} textAnchor="middle" fontSize="12" fill="#6b6b6b">
                  {dayLabel(day.day)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <ul className="ink-stats-chart__legend" aria-hidden="true">
        <li>
          <span className="ink-stats-chart__swatch ink-stats-chart__swatch--views" />
          Views
        </li>
        <li>
          <span className="ink-stats-chart__swatch ink-stats-chart__swatch--reads" />
          Reads
        </li>
      </ul>
      <details>
        <summary>Every day in numbers</summary>
        <table className="ink-stats-table">
          <caption className="ink-visually-hidden">{label}, per day</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Views</th>
              <th scope="col">Reads</th>
            </tr>
          </thead>
          <tbody>
            {daily.map((day) => (
              <tr key={day.day}>
                <th scope="row">
                  <time dateTime={day.day}>{dayLabel(day.day)}</time>
                </th>
                <td>{day.views.toLocaleString('en-US')}</td>
                <td>{day.reads.toLocaleString('en-US')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
