import { useCallback, useEffect, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import type { SearchCacheEntry } from './search-cache.ts';
import type { SearchAnswer, SearchRunner } from './search-runner.ts';
import type { IndexRequest } from './search-indexes.ts';

export interface SearchView {
  entry: SearchCacheEntry<SearchAnswer> | undefined;
  /** The key's answer, or while it loads the last answer shown (so the list does not blink). */
  shown: SearchAnswer | null;
  retry(): void;
}

/** The cache entry of `requests` (null: nothing to ask), asking for it once when the key is new. */
export function useSearchAnswer(
  runner: SearchRunner,
  requests: readonly IndexRequest[] | null,
  signedIn: boolean,
): SearchView {
  const key = requests ? runner.keyOf(requests, signedIn) : null;
  const state = useSyncExternalStore(runner.cache.subscribe, runner.cache.snapshot, runner.cache.snapshot);
  const entry = key ? state[key] : undefined;
  const [lastShown, setLastShown] = useState<SearchAnswer | null>(null);
  // Only the current key's own answer becomes "the last shown": a late answer to an older key never does.
  if (entry?.status === 'success' && entry.data !== lastShown) setLastShown(entry.data);
  useEffect(() => {
    if (key && requests) runner.run(key, requests, signedIn);
    // The key stands for the requests.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, runner, signedIn]);
  let shown: SearchAnswer | null = entry?.data ?? null;
  if (entry?.status === 'loading' && !shown) shown = lastShown;
  return {
    entry,
    shown,
    retry: () => {
      if (key && requests) runner.run(key, requests, signedIn, { force: true });
    },
  };
}

/**
 * The query to search for: at once when nothing was asked for a moment (the first key feels
 * instant), otherwise the last value after `delay` ms of quiet, so a fast typist sends one
 * request per pause rather than one per key.
 */
export function useDebouncedQuery(query: string, delay: number): string {
  const [debounced, setDebounced] = useStateWithTime(query);
  // A layout effect: a key after a pause updates the query before the keystroke's frame is
  // painted, and the request leaves with it (from a passive effect the update waited for React's
  // next task, often after a frame).
  useLayoutEffect(() => {
    if (query === debounced.value) return;
    const quietFor = performance.now() - debounced.at;
    if (quietFor >= delay) {
      setDebounced(query);
      return;
    }
    const timer = setTimeout(() => setDebounced(query), delay - quietFor);
    return () => clearTimeout(timer);
  }, [query, debounced, delay, setDebounced]);
  return debounced.value;
}

function useStateWithTime(initial: string) {
  const [state, setState] = useState(() => ({ value: initial, at: -Infinity }));
  const set = useCallback((value: string) => setState({ value, at: performance.now() }), []);
  return [state, set] as const;
}
