/**
 * The release-health read model keeps its distributions (load and mount times, LCP, INP, CLS) as
 * histograms, so that minutes add up to hours and a p75 of an hour is one sum away: 64 buckets,
 * four per doubling (each about 19% wide), from 0 to about 55 000 (milliseconds, or CLS x 1000).
 */
export const HISTOGRAM_BUCKETS = 64;

/** The bucket a value (>= 0) falls in; values past the last bucket are counted in it. */
export function bucketOf(value: number): number {
  if (!Number.isFinite(value) || value <= 0) return 0;
  return Math.min(HISTOGRAM_BUCKETS - 1, Math.floor(4 * Math.log2(value + 1)));
}

/** The bucket's range: [lower, upper). */
export const bucketRange = (bucket: number): [number, number] => [2 ** (bucket / 4) - 1, 2 ** ((bucket + 1) / 4) - 1];

/** A histogram of these values. */
export function histogramOf(values: readonly number[]): number[] {
  const counts = Array.from({ length: HISTOGRAM_BUCKETS }, () => 0);
  for (const value of values) counts[bucketOf(value)] = (counts[bucketOf(value)] ?? 0) + 1;
  return counts;
}

/** Histograms added bucket by bucket (a shorter or empty one counts as zeros). */
export function addHistograms(...histograms: readonly (readonly number[])[]): number[] {
  return Array.from({ length: HISTOGRAM_BUCKETS }, (_, bucket) =>
    histograms.reduce((sum, histogram) => sum + (histogram[bucket] ?? 0), 0),
  );
}

export const countOf = (histogram: readonly number[]) => histogram.reduce((sum, count) => sum + count, 0);

/**
 * The q-quantile (0-1) of what a histogram counted, to its bucket's resolution: the middle of the
 * bucket (geometric, as the buckets are) it falls in; null when it counted nothing.
 */
export function quantileOf(histogram: readonly number[], q: number): number | null {
  const total = countOf(histogram);
  if (total === 0) return null;
  const rank = Math.max(1, Math.ceil(q * total));
  let seen = 0;
  for (let bucket = 0; bucket < HISTOGRAM_BUCKETS; bucket += 1) {
    seen += histogram[bucket] ?? 0;
    if (seen >= rank) {
      const [lower, upper] = bucketRange(bucket);
      return Math.round(Math.sqrt((lower + 1) * (upper + 1)) - 1);
    }
  }
  return null;
}
