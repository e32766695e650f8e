/**
 * The canary analysis: is a canary failing to load on more pages than its stable release, over the
 * same window (since the canary started), by more than chance and a tolerated margin? And are the
 * pages served it slower (p75 LCP or INP) than the pages served stable, by more than a bound? Pure
 * functions of the two cohorts' figures; the canary monitor (canary-monitor.ts) records each
 * verdict with these numbers and rolls a failing canary back.
 *
 * The test is on the difference of the two failure rates, with Agresti–Caffo's adjustment (one
 * failure and one success added to each cohort), so that small and all-or-nothing samples still
 * have a sensible spread: one-sided, at a level low enough that looking again after every batch
 * of telemetry does not make a false alarm likely. Volume decides: 21 failures in 30 pages are a
 * verdict, 21 in 30 000 are not.
 *
 * Web vitals are compared by their p75 (the Core Web Vitals threshold), each only once both cohorts
 * have a minimum of page views reporting it: a canary whose p75 LCP or INP is worse than stable's by
 * more than both a share and an absolute margin is failing (rolled back); a canary is healthy only
 * when neither is, with both measured.
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
  /** The p75 bound of each web vital. */
  vitals: Record<VitalName, VitalRule>;
}

export type VitalName = 'lcp' | 'inp';

export interface VitalRule {
  /** No comparison before each cohort has this many page views reporting the vital. */
  minSamples: number;
  /** The canary's p75 is worse only when above stable's by more than this share... */
  relative: number;
  /** ...and by more than this many milliseconds. */
  absoluteMs: number;
}

export const CANARY_RULES: CanaryRules = {
  minCanaryPages: 20,
  minStablePages: 20,
  baselineFailureRate: 0.01,
  margin: 0.02,
  alpha: 0.001,
  vitals: {
    lcp: { minSamples: 50, relative: 0.1, absoluteMs: 250 },
    inp: { minSamples: 50, relative: 0.1, absoluteMs: 100 },
  },
};

/** A cohort's p75 of one vital (milliseconds; null without samples) and how many page views reported it. */
export interface VitalFigures {
  p75: number | null;
  samples: number;
}

export type CohortVitalFigures = Record<VitalName, VitalFigures>;

/**
 * - too-few-samples: a cohort has fewer page views reporting it than the minimum;
 * - regressed: the canary's p75 is above stable's by more than the share and the margin both;
 * - within-bound: it is not.
 */
export type VitalVerdict = 'too-few-samples' | 'within-bound' | 'regressed';

export interface VitalComparison {
  verdict: VitalVerdict;
  /** One phrase saying why, with the numbers. */
  reason: string;
  canary: VitalFigures;
  stable: VitalFigures;
  /** Canary p75 minus stable's, in ms, and as a share of stable's; null until both are measured. */
  differenceMs: number | null;
  ratio: number | null;
}

const percent = (rate: number | null) => (rate === null ? 'n/a' : `${(rate * 100).toFixed(1)}%`);
const round = (value: number, digits = 4) => Math.round(value * 10 ** digits) / 10 ** digits;

const VITAL_LABEL: Record<VitalName, string> = { lcp: 'LCP', inp: 'INP' };
const NO_VITALS: CohortVitalFigures = { lcp: { p75: null, samples: 0 }, inp: { p75: null, samples: 0 } };

/** The canary's p75 of one vital against stable's, over the same window. */
export function compareVital(
  name: VitalName,
  canary: VitalFigures,
  stable: VitalFigures,
  rule: VitalRule,
): VitalComparison {
  const label = VITAL_LABEL[name];
  const ms = (value: number | null) => (value === null ? 'n/a' : `${value} ms`);
  if (
    canary.samples < rule.minSamples ||
    stable.samples < rule.minSamples ||
    canary.p75 === null ||
    stable.p75 === null
  )
    return {
      verdict: 'too-few-samples',
      reason: `p75 ${label} not compared yet: ${canary.samples} canary and ${stable.samples} stable page views reported it, fewer than ${rule.minSamples} each`,
      canary,
      stable,
      differenceMs: null,
      ratio: null,
    };
  const differenceMs = canary.p75 - stable.p75;
  const ratio = stable.p75 > 0 ? differenceMs / stable.p75 : differenceMs > 0 ? Number.POSITIVE_INFINITY : 0;
  const regressed = differenceMs > rule.absoluteMs && ratio > rule.relative;
  const change = `${differenceMs >= 0 ? '+' : ''}${differenceMs} ms, ${Number.isFinite(ratio) ? `${ratio >= 0 ? '+' : ''}${Math.round(ratio * 100)}%` : 'from 0'}`;
  const versus = `p75 ${label} ${ms(canary.p75)} against stable's ${ms(stable.p75)} (${change}; ${canary.samples} and ${stable.samples} page views)`;
  return {
    verdict: regressed ? 'regressed' : 'within-bound',
    reason: regressed
      ? `${versus}: worse by more than ${Math.round(rule.relative * 100)}% and ${rule.absoluteMs} ms`
      : `${versus}: within ${Math.round(rule.relative * 100)}% or ${rule.absoluteMs} ms`,
    canary,
    stable,
    differenceMs,
    ratio: Number.isFinite(ratio) ? round(ratio) : null,
  };
}

/**
 * - too-few-pages: the canary has fewer pages than the minimum;
 * - failing: its failure rate is above stable's by more than the margin (roll back);
 * - healthy: it is, with the same confidence, not above stable's by the margin (safe to promote);
 *   only against a stable release with its own minimum of pages;
 * - undecided: neither yet.
 */
export type CanaryVerdict = 'too-few-pages' | 'undecided' | 'healthy' | 'failing';

/** The failure-rate test's own verdict, before the web vitals have their say. */
export type FailureVerdict = CanaryVerdict;

export interface CohortFigures {
  pages: number;
  failed: number;
  /** failed / pages, or null without pages. */
  failureRate: number | null;
}

export interface CanaryAnalysis {
  /** The failure rate's verdict and the web vitals' together (see analyseCanary). */
  verdict: CanaryVerdict;
  /** One sentence saying why, with the numbers. */
  reason: string;
  /** The failure-rate test alone. */
  failureVerdict: FailureVerdict;
  /** p75 LCP and INP of the canary's pages against stable's. */
  vitals: Record<VitalName, VitalComparison>;
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

/**
 * The verdict on a canary from its pages and stable's over the same window: failing when its
 * failure rate is, or when its p75 LCP or INP regressed past the bound (whatever the failure rate
 * says); healthy only when the failure rate is and both vitals are within the bound; else the
 * failure rate's verdict (too few pages, undecided), or undecided while a vital is not measured yet.
 */
export function analyseCanary(
  canaryPages: PageOutcomes,
  stablePages: PageOutcomes,
  rules: CanaryRules = CANARY_RULES,
  vitalFigures: { canary: CohortVitalFigures; stable: CohortVitalFigures } = { canary: NO_VITALS, stable: NO_VITALS },
): CanaryAnalysis {
  const failure = analyseFailureRate(canaryPages, stablePages, rules);
  const vitals = {
    lcp: compareVital('lcp', vitalFigures.canary.lcp, vitalFigures.stable.lcp, rules.vitals.lcp),
    inp: compareVital('inp', vitalFigures.canary.inp, vitalFigures.stable.inp, rules.vitals.inp),
  };
  const comparisons = [vitals.lcp, vitals.inp];
  const regressed = comparisons.filter((comparison) => comparison.verdict === 'regressed');
  const unmeasured = comparisons.filter((comparison) => comparison.verdict === 'too-few-samples');
  let verdict: CanaryVerdict = failure.verdict;
  let reason = failure.reason;
  if (regressed.length) {
    verdict = 'failing';
    const slower = `the canary's pages are slower: ${regressed.map((comparison) => comparison.reason).join('; ')}`;
    reason = failure.verdict === 'failing' ? `${failure.reason}; and ${slower}` : slower;
  } else if (failure.verdict === 'healthy' && unmeasured.length) {
    verdict = 'undecided';
    reason = `${failure.reason}; but ${unmeasured.map((comparison) => comparison.reason).join('; ')}`;
  } else if (failure.verdict === 'healthy') {
    reason = `${failure.reason}; ${comparisons.map((comparison) => comparison.reason).join('; ')}`;
  }
  return { ...failure, verdict, reason, failureVerdict: failure.verdict, vitals };
}

/** The failure-rate test alone (the two-proportion test above). */
function analyseFailureRate(
  canaryPages: PageOutcomes,
  stablePages: PageOutcomes,
  rules: CanaryRules,
): Omit<CanaryAnalysis, 'failureVerdict' | 'vitals'> {
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
