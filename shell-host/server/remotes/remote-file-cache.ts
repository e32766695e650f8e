import { setTimeout as delay } from 'node:timers/promises';
import { LRUCache } from 'lru-cache';

/**
 * A file of a remote's release the edge reads for its pages (a manifest, a server build), by URL:
 * read once and kept `maxAgeMs` (a development URL is not versioned); past that a known value is
 * still given at once while it is read again. Only a URL never seen before can make a page wait,
 * and at most `timeoutMs` (or until `signal` aborts): it then gets null and the read finishes for
 * the next page. `read` answers null for a file that is not there or cannot be used.
 */
export function remoteFileCache<V>({
  read,
  max,
  timeoutMs,
  maxAgeMs,
}: {
  read: (url: string) => Promise<V | null>;
  max: number;
  timeoutMs: number;
  maxAgeMs: number;
}): (url: string, signal?: AbortSignal) => Promise<V | null> {
  // Wrapped: the cache holds no null, and "no file" is worth remembering too.
  const cache = new LRUCache<string, { value: V | null }>({
    max,
    ttl: maxAgeMs,
    allowStale: true,
    fetchMethod: async (url) => ({ value: await read(url) }),
  });
  return async (url, signal) => {
    // A known file (fresh, or stale and read again meanwhile) is the answer at once: no timer, no
    // controller to abort, and none of the errors aborting makes (3% of the edge's time on a page).
    if (cache.peek(url, { allowStale: true }) !== undefined) return (await cache.fetch(url))?.value ?? null;
    const waited = new AbortController();
    const late = delay(timeoutMs, undefined, {
      signal: signal ? AbortSignal.any([waited.signal, signal]) : waited.signal,
    }).catch(() => undefined);
    const found = await Promise.race([cache.fetch(url), late]).finally(() => waited.abort());
    return found?.value ?? null;
  };
}
