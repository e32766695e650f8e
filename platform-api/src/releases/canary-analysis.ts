/**
 * The canary analysis: is a canary failing to load on more pages than its stable release, over the
 * same window (since the canary started), by more than chance and a tolerated margin? Pure
 * functions of the two cohorts' page counts; the canary monitor (canary-monitor.ts) records each
 * verdict with these numbers and rolls a failing canary back.
 *
 * The test is on the difference of the two failure rates, with Agresti–Caffo's adjustment (one
 * failure and one success added to each cohort), so that small and all-or-nothing samples still
 * have a sensible spread: one-sided, at a level low enough that looking again after every batch
 * of telemetry does not make a false alarm likely. Volume decides: 21 failures in 30 pages are a
 * verdict, 21 in 30 000 are not.
 */
import { errorFunction, probit } from 'simple-statistics';

/** The standard normal distribution function (simple-statistics' own is a two-decimal table, capped at 0.999). */
const normalCdf = (z: number) => 0.5 * (1 + errorFunction(z / Math.SQRT2));

export interface PageOutcomes {
  /** Pages that mounted the release. */
  loaded: number;
  /** Pages where it failed for good, after its retries. */
  failed: number;
}

export interface CanaryRules {
  /** No verdict before the canary was seen by this many pages. */
  minCanaryPages: number;
  /** Stable is compared with only from this many pages; below, its failure rate is taken to be `baselineFailureRate`. */
  minStablePages: number;
  baselineFailureRate: number;
  /** How much higher (absolute) the canary's failure rate may be than stable's before it is failing. */
  margin: number;
  /** One-sided significance level of either verdict. */
  alpha: number;
}

export const CANARY_RULES: CanaryRules = {
  minCanaryPages: 20,
  minStablePages: 20,
  baselineFailureRate: 0.01,
  margin: 0.02,
  alpha: 0.001,
};

/**
 * - too-few-pages: the canary has fewer pages than the minimum;
 * - failing: its failure rate is above stable's by more than the margin (roll back);
 * - healthy: it is, with the same confidence, not above stable's by the margin (safe to promote);
 *   only against a stable release with its own minimum of pages;
 * - undecided: neither yet.
 */
export type CanaryVerdict = 'too-few-pages' | 'undecided' | 'healthy' | 'failing';

export interface CohortFigures {
  pages: number;
  failed: number;
  /** failed / pages, or null without pages. */
  failureRate: number | null;
}

export interface CanaryAnalysis {
  verdict: CanaryVerdict;
  /** One sentence saying why, with the numbers. */
  reason: string;
  canary: CohortFigures;
  stable: CohortFigures & {
    /** What the canary was compared with: stable's pages, or the baseline rate (too few stable pages). */
    basis: 'stable' | 'baseline';
  };
  /** Adjusted canary failure rate minus stable's (or the baseline). */
  difference: number | null;
  /** The one-sided bounds of the difference at `alpha`. */
  lower: number | null;
  upper: number | null;
  /** (difference - margin) / standard error. */
  z: number | null;
  /** Chance of a difference this large if the canary were only `margin` worse than stable. */
  pValue: number | null;
  rules: CanaryRules;
}

const figures = ({ loaded, failed }: PageOutcomes): CohortFigures => {
  const pages = loaded + failed;
  return { pages, failed, failureRate: pages ? failed / pages : null };
};

const percent = (rate: number | null) => (rate === null ? 'n/a' : `${(rate * 100).toFixed(1)}%`);
const round = (value: number, digits = 4) => Math.round(value * 10 ** digits) / 10 ** digits;

/** The verdict on a canary from its pages and stable's over the same window. */
export function analyseCanary(
  canaryPages: PageOutcomes,
  stablePages: PageOutcomes,
  rules: CanaryRules = CANARY_RULES,
): CanaryAnalysis {
  const canary = figures(canaryPages);
  const stableFigures = figures(stablePages);
  const basis = stableFigures.pages >= rules.minStablePages ? 'stable' : 'baseline';
  const stable = { ...stableFigures, basis } as const;
  const none = { difference: null, lower: null, upper: null, z: null, pValue: null };
  if (canary.pages < rules.minCanaryPages) {
    return {
      verdict: 'too-few-pages',
      reason: `the canary was seen by ${canary.pages} pages, fewer than ${rules.minCanaryPages}`,
      canary,
      stable,
      ...none,
      rules,
    };
  }
  const adjusted = ({ pages, failed }: CohortFigures) => {
    const rate = (failed + 1) / (pages + 2);
    return { rate, variance: (rate * (1 - rate)) / (pages + 2) };
  };
  const canaryRate = adjusted(canary);
  const stableRate = basis === 'stable' ? adjusted(stableFigures) : { rate: rules.baselineFailureRate, variance: 0 };
  const difference = canaryRate.rate - stableRate.rate;
  const standardError = Math.sqrt(canaryRate.variance + stableRate.variance);
  const critical = probit(1 - rules.alpha);
  const lower = difference - critical * standardError;
  const upper = difference + critical * standardError;
  const z = (difference - rules.margin) / standardError;
  const pValue = Math.max(0, 1 - normalCdf(z));
  const against =
    basis === 'stable'
      ? `stable's ${percent(stable.failureRate)} (${stable.failed} of ${stable.pages} pages)`
      : `the baseline ${percent(rules.baselineFailureRate)} (stable had ${stable.pages} pages, fewer than ${rules.minStablePages})`;
  const canaryText = `${percent(canary.failureRate)} (${canary.failed} of ${canary.pages} pages)`;
  const verdict: CanaryVerdict =
    lower > rules.margin ? 'failing' : upper < rules.margin && basis === 'stable' ? 'healthy' : 'undecided';
  const reason = {
    failing: `the canary fails on ${canaryText}, against ${against}: more than ${percent(rules.margin)} worse (${pValue < 1e-6 ? 'p < 0.000001' : `p = ${pValue.toPrecision(2)}`})`,
    healthy: `the canary fails on ${canaryText}, against ${against}: not ${percent(rules.margin)} worse, with ${percent(1 - rules.alpha)} confidence`,
    undecided: `the canary fails on ${canaryText}, against ${against}: too close to tell yet`,
  }[verdict];
  return {
    verdict,
    reason,
    canary,
    stable,
    difference: round(difference),
    lower: round(lower),
    upper: round(upper),
    z: round(z, 2),
    pValue: round(pValue, 6),
    rules,
  };
}
