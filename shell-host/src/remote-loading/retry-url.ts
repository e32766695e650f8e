/**
 * The loader retries a remote with a cache-busted manifest URL (`?retry=<n>-<time>`); whatever
 * stands for a manifest (its integrity, a kept copy) is looked up by the URL without it.
 */
const RETRY_PARAM = 'retry';

/** A cache-busting variant of a manifest URL for retry number `attempt`. */
export function cacheBusted(url: string, attempt: number, now: number = Date.now()): string {
  if (attempt === 0) return url;
  const busted = new URL(url);
  busted.searchParams.set(RETRY_PARAM, `${attempt}-${now.toString(36)}`);
  return busted.href;
}

/** The URL a (possibly cache-busted) request stands for. */
export function withoutRetry(url: string): string {
  const parsed = new URL(url);
  parsed.searchParams.delete(RETRY_PARAM);
  return parsed.href;
}
