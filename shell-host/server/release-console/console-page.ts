/**
 * The release console's page, rendered on the edge with React (no client script: every button is a
 * form). Plots are SVG drawn with visx, each with its text alternative (a summary in words and the
 * points as a table).
 */
import { createElement as h, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleLinear, scaleTime } from '@visx/scale';
import { LinePath } from '@visx/shape';
import {
  PLOTS,
  pageLines,
  plotLines,
  plotSummary,
  timelineText,
  verdictRows,
  type PlotLine,
  type RemoteConsoleData,
} from './console-model.ts';

type PlotPoint = PlotLine['points'][number];

const WIDTH = 360;
const HEIGHT = 160;
const MARGIN = { top: 10, right: 28, bottom: 28, left: 48 };
/** Stable blue, canary orange (then more for page kinds): told apart by dash too, not by colour alone. */
const LINE_STYLES: { stroke: string; dash?: string; legend: string }[] = [
  { stroke: '#1a5fb4', legend: '———' },
  { stroke: '#b35900', dash: '6 3', legend: '- - -' },
  { stroke: '#26a269', dash: '2 3', legend: '· · ·' },
  { stroke: '#813d9c', dash: '10 3 2 3', legend: '—·—' },
  { stroke: '#5e5c64', dash: '1 6', legend: '. . .' },
];

const CSS = `
  body { font: 15px/1.45 system-ui, sans-serif; margin: 0; color: #1b1b1b; background: #fafafa; }
  header, main { max-width: 1200px; margin: 0 auto; padding: 16px; }
  h1 { font-size: 24px; margin: 8px 0; }
  section.remote { background: #fff; border: 1px solid #ddd; border-radius: 8px; padding: 16px; margin: 16px 0; }
  h2 { font-size: 20px; margin: 0 0 8px; }
  h3 { font-size: 16px; margin: 16px 0 8px; }
  .plots { display: grid; grid-template-columns: repeat(auto-fit, minmax(300px, 1fr)); gap: 12px; }
  figure { margin: 0; border: 1px solid #eee; border-radius: 6px; padding: 8px; }
  figure svg { max-width: 100%; height: auto; }
  /* visx wraps each tick label in an svg it keeps visible with an inline style, which the CSP refuses. */
  figure svg svg { overflow: visible; }
  figcaption { font-weight: 600; }
  .legend { font-size: 13px; }
  .legend span { margin-right: 12px; }
  .summary { font-size: 13px; color: #444; }
  table { border-collapse: collapse; font-size: 13px; }
  td, th { border-bottom: 1px solid #eee; padding: 2px 8px 2px 0; text-align: left; }
  .verdict { padding: 8px 12px; border-radius: 6px; background: #f1f1f1; }
  .verdict.failing { background: #fde8e8; }
  .verdict.healthy { background: #e6f4ea; }
  .actions { display: flex; flex-wrap: wrap; gap: 12px; align-items: end; margin: 12px 0; }
  .actions form { display: flex; gap: 6px; align-items: end; }
  button { font: inherit; padding: 6px 12px; border-radius: 6px; border: 1px solid #1b1b1b; background: #fff; cursor: pointer; }
  button.danger { border-color: #a51d2d; color: #a51d2d; }
  input { font: inherit; width: 5em; padding: 5px; }
  ol.timeline { padding-left: 20px; font-size: 14px; }
  .notice { padding: 8px 12px; border-radius: 6px; background: #fff4ce; }
  .error { padding: 8px 12px; border-radius: 6px; background: #fde8e8; }
  time { color: #555; }
`;

function plot(id: string, title: string, unit: string, lines: readonly PlotLine[]): ReactNode {
  const summary = plotSummary(title, unit, lines);
  const captionId = `${id}-caption`;
  const summaryId = `${id}-summary`;
  const all = lines.flatMap((line) => line.points);
  const innerWidth = WIDTH - MARGIN.left - MARGIN.right;
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const times = all.map((point) => point.at.getTime());
  const x = scaleTime({
    domain: times.length
      ? [new Date(Math.min(...times)), new Date(Math.max(...times) + 60_000)]
      : [new Date(0), new Date(1)],
    range: [0, innerWidth],
  });
  const span = times.length ? Math.max(...times) + 60_000 - Math.min(...times) : 0;
  const floor = unit === '%' || unit === 'reports' ? 1 : unit === 'ms' ? 100 : 0.1;
  const maximum = Math.max(floor, ...all.map((point) => point.value));
  const y = scaleLinear({ domain: [0, maximum * 1.1], range: [innerHeight, 0], nice: true });
  const chart = all.length
    ? h(
        'svg',
        {
          width: WIDTH,
          height: HEIGHT,
          viewBox: `0 0 ${WIDTH} ${HEIGHT}`,
          role: 'img',
          'aria-labelledby': captionId,
          'aria-describedby': summaryId,
        },
        h(
          Group,
          { left: MARGIN.left, top: MARGIN.top },
          ...lines.map((line, index) =>
            h(LinePath, {
              key: line.label,
              data: line.points,
              x: (point: unknown) => x((point as PlotPoint).at),
              y: (point: unknown) => y((point as PlotPoint).value),
              stroke: LINE_STYLES[index % LINE_STYLES.length]?.stroke ?? '#000',
              strokeWidth: 2,
              ...(LINE_STYLES[index % LINE_STYLES.length]?.dash
                ? { strokeDasharray: LINE_STYLES[index % LINE_STYLES.length]?.dash }
                : {}),
            }),
          ),
          // A point of its own too: a line of one point draws nothing.
          ...lines.flatMap((line, index) =>
            line.points.map((point) =>
              h('circle', {
                key: `${line.label}${point.at.toISOString()}`,
                cx: x(point.at),
                cy: y(point.value),
                r: 3,
                fill: LINE_STYLES[index % LINE_STYLES.length]?.stroke ?? '#000',
              }),
            ),
          ),
          h(AxisLeft, { scale: y, numTicks: 4, tickFormat: (value) => `${Number(value)}${unit === '%' ? '%' : ''}` }),
          h(AxisBottom, {
            scale: x,
            top: innerHeight,
            numTicks: 4,
            // Seconds too when the window is a few minutes, or the ticks would repeat one minute.
            tickFormat: (value) => (value as Date).toISOString().slice(11, span < 600_000 ? 19 : 16),
          }),
        ),
      )
    : null;
  return h(
    'figure',
    { key: id },
    h('figcaption', { id: captionId }, `${title}${unit === 'ms' ? ' (ms)' : ''}`),
    chart,
    lines.length
      ? h(
          'p',
          { className: 'legend' },
          ...lines.map((line, index) => h('span', { key: line.label }, `${index % 2 ? '- - -' : '———'} ${line.label}`)),
        )
      : null,
    h('p', { id: summaryId, className: 'summary' }, summary),
    lines.length
      ? h(
          'details',
          null,
          h('summary', null, `${title}: the points`),
          h(
            'table',
            null,
            h(
              'thead',
              null,
              h(
                'tr',
                null,
                h('th', { scope: 'col' }, 'Release'),
                h('th', { scope: 'col' }, 'Minute (UTC)'),
                h('th', { scope: 'col' }, title),
              ),
            ),
            h(
              'tbody',
              null,
              ...lines.flatMap((line) =>
                line.points.map((point) =>
                  h(
                    'tr',
                    { key: `${line.label}${point.at.toISOString()}` },
                    h('td', null, line.label),
                    h('td', null, point.at.toISOString().slice(11, 16)),
                    h('td', null, unit === '%' ? `${point.value.toFixed(1)}%` : String(point.value)),
                  ),
                ),
              ),
            ),
          ),
        )
      : null,
  );
}

function actionForm(
  remote: string,
  xsrf: string,
  action: string,
  label: string,
  fields: ReactNode[] = [],
  danger = false,
) {
  return h(
    'form',
    { method: 'post', action: `/_/console/${remote}/${action}`, key: action },
    h('input', { type: 'hidden', name: 'xsrf', value: xsrf }),
    ...fields,
    h('button', { type: 'submit', className: danger ? 'danger' : undefined }, label),
  );
}

function remoteSection(data: RemoteConsoleData, xsrf: string): ReactNode {
  const { remote, canary } = data;
  const verdict = canary?.verdict ?? null;
  const percentId = `${remote}-percent`;
  return h(
    'section',
    { className: 'remote', id: remote, key: remote, 'aria-labelledby': `${remote}-heading` },
    h('h2', { id: `${remote}-heading` }, remote),
    h(
      'p',
      null,
      `Stable ${data.stable ?? '(the registry file)'}`,
      canary ? ` · canary ${canary.version} to ${canary.percent}% of visitors` : ' · no canary',
    ),
    canary
      ? h(
          'div',
          { className: `verdict ${verdict?.verdict ?? ''}` },
          h('h3', null, `Canary verdict: ${verdict?.verdict ?? 'none yet'}`),
          h('p', null, verdict?.reason ?? 'No page the edge served has told of it yet.'),
          verdict
            ? h(
                'table',
                null,
                h(
                  'tbody',
                  null,
                  ...verdictRows(verdict).map(([label, value]) =>
                    h('tr', { key: label }, h('th', { scope: 'row' }, label), h('td', null, value)),
                  ),
                ),
              )
            : null,
        )
      : null,
    h(
      'div',
      { className: 'actions' },
      canary
        ? actionForm(remote, xsrf, 'promote', `Promote ${canary.version} to stable`, [
            h('input', { type: 'hidden', name: 'version', value: canary.version, key: 'v' }),
          ])
        : null,
      canary
        ? actionForm(remote, xsrf, 'canary', 'Set canary percentage', [
            h('input', { type: 'hidden', name: 'version', value: canary.version, key: 'v' }),
            h('label', { htmlFor: percentId, key: 'l' }, 'Percent'),
            h('input', {
              id: percentId,
              type: 'number',
              name: 'percent',
              min: 1,
              max: 99,
              required: true,
              defaultValue: canary.percent,
              key: 'p',
            }),
          ])
        : null,
      // A remote never released through the registry (served from the registry file) has nothing to roll back.
      data.stable
        ? actionForm(
            remote,
            xsrf,
            'rollback',
            canary ? `Roll back the canary ${canary.version}` : `Roll back ${data.stable}`,
            [],
            true,
          )
        : null,
    ),
    h('h3', null, 'The last hours, from pages the edge served'),
    h(
      'div',
      { className: 'plots' },
      ...PLOTS.map(({ metric, title, unit }) => plot(`${remote}-${metric}`, title, unit, plotLines(data, metric))),
    ),
    h('h3', null, 'Release history'),
    data.history.length
      ? h(
          'ol',
          { className: 'timeline' },
          ...data.history
            .slice(0, 30)
            .map((entry, index) =>
              h(
                'li',
                { key: `${entry.at}${index}` },
                h('time', { dateTime: entry.at }, entry.at.slice(0, 19).replace('T', ' ')),
                ' ',
                timelineText(entry),
              ),
            ),
        )
      : h('p', null, 'Nothing released through the registry yet.'),
  );
}

function pagesSection(series: RemoteConsoleData['series']): ReactNode {
  return h(
    'section',
    { className: 'remote', id: 'pages', 'aria-labelledby': 'pages-heading' },
    h('h2', { id: 'pages-heading' }, 'Whole pages'),
    h('p', null, 'Web vitals of every page view the edge served, by page type, whatever its releases.'),
    h(
      'div',
      { className: 'plots' },
      ...PLOTS.filter(({ metric }) => metric !== 'failureRate' && metric !== 'errors').map(({ metric, title, unit }) =>
        plot(`pages-${metric}`, title, unit, pageLines(series, metric)),
      ),
    ),
  );
}

export interface ConsolePage {
  productName: string;
  /** Whole pages per page kind (`version` is the page kind). */
  pages: RemoteConsoleData['series'];
  remotes: RemoteConsoleData[];
  xsrf: string;
  hours: number;
  notice?: string | undefined;
  error?: string | undefined;
}

/** The whole document. */
export function renderConsolePage(page: ConsolePage, nonce: string): string {
  const body = h(
    'body',
    null,
    h(
      'header',
      null,
      h('h1', null, `${page.productName} release console`),
      h(
        'p',
        null,
        `Releases of every remote, and how their pages did over the last ${page.hours} hours. Changes are recorded in each remote's history under your name.`,
      ),
    ),
    h(
      'main',
      null,
      page.notice ? h('p', { className: 'notice', role: 'status' }, page.notice) : null,
      page.error ? h('p', { className: 'error', role: 'alert' }, page.error) : null,
      pagesSection(page.pages),
      ...page.remotes.map((remote) => remoteSection(remote, page.xsrf)),
    ),
  );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Release console – ${page.productName}</title><style nonce="${nonce}">${CSS}</style></head>${renderToStaticMarkup(body)}</html>`;
}
