/**
 * The release console's data (what the API's release admin answers for one remote) and the pure
 * rules that turn it into what the page shows: plot series with their text alternative, the
 * verdict's numbers, the history as a timeline.
 */
export interface HealthPoint {
  at: string;
  pageViews: number;
  failureRate: number | null;
  /** Error reports of trusted pages in the bucket (absent from older answers). */
  errors?: number;
  lcpP75: number | null;
  inpP75: number | null;
  clsP75: number | null;
}

export interface CanaryVerdict {
  verdict: string;
  reason: string;
  at?: string;
  canary: { pages: number; failed: number; failureRate: number | null };
  stable: { pages: number; failed: number; failureRate: number | null; basis: string };
  difference: number | null;
  lower: number | null;
  upper: number | null;
  z: number | null;
  pValue: number | null;
  /** The failure rate's own verdict, and the p75 LCP and INP of each cohort's pages (verdicts since the web vitals bound). */
  failureVerdict?: string;
  vitals?: Partial<Record<'lcp' | 'inp', VitalComparison>>;
}

export interface VitalComparison {
  verdict: string;
  reason: string;
  canary: { p75: number | null; samples: number };
  stable: { p75: number | null; samples: number };
  differenceMs: number | null;
  ratio: number | null;
}

export interface RemoteConsoleData {
  remote: string;
  stable: string | null;
  canary: {
    version: string;
    percent: number;
    startedAt?: string | null;
    pages?: { canary: { loaded: number; failed: number }; stable: { loaded: number; failed: number } };
    verdict?: CanaryVerdict | null;
  } | null;
  history: {
    at: string;
    action: string;
    version: string | null;
    previousVersion: string | null;
    actor: string;
    /** A rollback the canary monitor decided carries the analysis it decided on (its reason has the numbers). */
    detail: { reason?: string; percent?: number; analysis?: { reason?: string } } | null;
  }[];
  series: { version: string; cohort: string; points: HealthPoint[] }[];
}

export type PlotMetric = 'failureRate' | 'errors' | 'lcpP75' | 'inpP75' | 'clsP75';

export const PLOTS: { metric: PlotMetric; title: string; unit: string }[] = [
  { metric: 'failureRate', title: 'Failure rate', unit: '%' },
  { metric: 'errors', title: 'Error reports', unit: 'reports' },
  { metric: 'lcpP75', title: 'LCP p75', unit: 'ms' },
  { metric: 'inpP75', title: 'INP p75', unit: 'ms' },
  { metric: 'clsP75', title: 'CLS p75', unit: '' },
];

export interface PlotLine {
  label: string;
  points: { at: Date; value: number }[];
}

/** The live release's line and the canary's, for one metric: the releases that serve now only. */
export function plotLines(data: RemoteConsoleData, metric: PlotMetric): PlotLine[] {
  const lines: PlotLine[] = [];
  const lineOf = (version: string | null | undefined, cohort: 'stable' | 'canary') => {
    const series = data.series.find((candidate) => candidate.version === version && candidate.cohort === cohort);
    if (!version || !series) return;
    const points = series.points.flatMap((point) => {
      const value = point[metric] ?? null;
      return value === null ? [] : [{ at: new Date(point.at), value: metric === 'failureRate' ? value * 100 : value }];
    });
    if (points.length) lines.push({ label: `${cohort} ${version}`, points });
  };
  lineOf(data.stable, 'stable');
  lineOf(data.canary?.version, 'canary');
  return lines;
}

const formatted = (value: number, unit: string) =>
  unit === '%'
    ? `${value.toFixed(1)}%`
    : unit === 'ms'
      ? `${Math.round(value)} ms`
      : unit === 'reports'
        ? `${Math.round(value)} ${Math.round(value) === 1 ? 'report' : 'reports'}`
        : value.toFixed(3);

/** Whole pages' lines for one metric: one per page kind, most page views first (at most five). */
export function pageLines(series: RemoteConsoleData['series'], metric: PlotMetric): PlotLine[] {
  return [...series]
    .sort((a, b) => total(b) - total(a))
    .slice(0, 5)
    .flatMap((kind) => {
      const points = kind.points.flatMap((point) => {
        const value = point[metric] ?? null;
        return value === null ? [] : [{ at: new Date(point.at), value }];
      });
      return points.length ? [{ label: kind.version || 'other', points }] : [];
    });
}

const total = (series: RemoteConsoleData['series'][number]) =>
  series.points.reduce((sum, point) => sum + point.pageViews, 0);

/** The plot in words: each line's latest value, its range and how many points it has. */
export function plotSummary(title: string, unit: string, lines: readonly PlotLine[]): string {
  if (lines.length === 0) return `${title}: no trusted page has reported it in this window.`;
  return `${title}: ${lines
    .map((line) => {
      const values = line.points.map((point) => point.value);
      const latest = values.at(-1) ?? 0;
      return `${line.label} ${formatted(latest, unit)} latest, between ${formatted(Math.min(...values), unit)} and ${formatted(Math.max(...values), unit)} over ${values.length} points`;
    })
    .join('; ')}.`;
}

/** The verdict's numbers as rows of label and value. */
export function verdictRows(verdict: CanaryVerdict): [string, string][] {
  const percent = (rate: number | null) => (rate === null ? 'n/a' : `${(rate * 100).toFixed(1)}%`);
  const number = (value: number | null, digits = 4) => (value === null ? 'n/a' : value.toFixed(digits));
  return [
    [
      'Canary',
      `${verdict.canary.failed} failed of ${verdict.canary.pages} pages (${percent(verdict.canary.failureRate)})`,
    ],
    [
      verdict.stable.basis === 'stable' ? 'Stable' : 'Stable (too few pages: baseline used)',
      `${verdict.stable.failed} failed of ${verdict.stable.pages} pages (${percent(verdict.stable.failureRate)})`,
    ],
    ['Difference (adjusted)', `${number(verdict.difference)} [${number(verdict.lower)}, ${number(verdict.upper)}]`],
    ['z', number(verdict.z, 2)],
    ['p', verdict.pValue === null ? 'n/a' : verdict.pValue < 1e-6 ? '< 0.000001' : verdict.pValue.toPrecision(2)],
    ...(['lcp', 'inp'] as const).flatMap((name): [string, string][] => {
      const comparison = verdict.vitals?.[name];
      return comparison ? [[`${name.toUpperCase()} p75 (canary, stable pages)`, vitalText(comparison)]] : [];
    }),
  ];
}

const VITAL_VERDICT_TEXT: Record<string, string> = {
  'too-few-samples': 'too few page views to compare',
  'within-bound': 'within the bound',
  regressed: 'worse than the bound: rolled back',
};

/** One vital's comparison: both cohorts' p75 with their page views, the difference, and what it means. */
function vitalText({ verdict, canary, stable, differenceMs, ratio }: VitalComparison): string {
  const ms = (value: number | null) => (value === null ? 'n/a' : `${value} ms`);
  const signed = (value: number, unit: string) => `${value >= 0 ? '+' : ''}${value}${unit}`;
  const difference =
    differenceMs === null
      ? ''
      : `, ${signed(differenceMs, ' ms')}${ratio === null ? '' : ` (${signed(Math.round(ratio * 100), '%')})`}`;
  return `${ms(canary.p75)} of ${canary.samples} pages, ${ms(stable.p75)} of ${stable.samples} pages${difference}: ${VITAL_VERDICT_TEXT[verdict] ?? verdict}`;
}

/** The timeline's line for one history entry: what, which version, from which, who and why. */
export function timelineText(entry: RemoteConsoleData['history'][number]): string {
  const what =
    {
      register: 'registered',
      refused: 'refused by the gate',
      promote: 'promoted',
      canary: 'canary started',
      rollback: 'rolled back',
      'canary-rollback': 'canary rolled back by itself',
      revoke: 'revoked',
    }[entry.action] ?? entry.action;
  return [
    `${what} ${entry.version ?? ''}`.trim(),
    entry.action === 'canary' && entry.detail?.percent ? `to ${entry.detail.percent}%` : '',
    entry.previousVersion ? `from ${entry.previousVersion}` : '',
    `by ${entry.actor}`,
    entry.detail?.reason ? `: ${entry.detail.reason}` : '',
    entry.detail?.analysis?.reason ? `(${entry.detail.analysis.reason})` : '',
  ]
    .filter(Boolean)
    .join(' ')
    .replace(' :', ':');
}
