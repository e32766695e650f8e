/**
 * The search cache per query key: loading, then success or error. Earlier data is kept
 * while a key reloads and cleared on error; a request is sent only when the key has no status
 * yet. Each request carries a number, so a slower, older answer for a key never overwrites a
 * newer one.
 */
export type SearchCacheEntry<T> =
  | { status: 'loading'; data: T | null; requestId: number }
  | { status: 'success'; data: T; requestId: number }
  | { status: 'error'; data: null; error: string; requestId: number };

export type SearchCacheState<T> = Readonly<Record<string, SearchCacheEntry<T>>>;

export type SearchCacheAction<T> =
  | { type: 'request'; key: string; requestId: number }
  | { type: 'success'; key: string; requestId: number; data: T }
  | { type: 'failure'; key: string; requestId: number; error: string }
  | { type: 'evict'; keys: readonly string[] }
  /** Answers found elsewhere (the server's render of the page): taken for keys without a status. */
  | { type: 'adopt'; entries: Readonly<Record<string, { data: T; requestId: number }>> };

/** A search request is sent only when the key has no status yet. */
export function needsRequest<T>(state: SearchCacheState<T>, key: string): boolean {
  return !Object.hasOwn(state, key);
}

export function searchCacheReducer<T>(state: SearchCacheState<T>, action: SearchCacheAction<T>): SearchCacheState<T> {
  switch (action.type) {
    case 'request': {
      const earlier = state[action.key];
      // Reloading keeps what the key showed before (null after an error, which cleared it).
      return {
        ...state,
        [action.key]: { status: 'loading', data: earlier?.data ?? null, requestId: action.requestId },
      };
    }
    case 'success':
    case 'failure': {
      const current = state[action.key];
      // An answer to a request that is no longer the key's latest is stale: dropped.
      if (!current || current.requestId !== action.requestId) return state;
      const entry: SearchCacheEntry<T> =
        action.type === 'success'
          ? { status: 'success', data: action.data, requestId: action.requestId }
          : { status: 'error', data: null, error: action.error, requestId: action.requestId };
      return { ...state, [action.key]: entry };
    }
    case 'adopt': {
      const adopted = Object.entries(action.entries).filter(([key]) => !Object.hasOwn(state, key));
      if (!adopted.length) return state;
      return {
        ...state,
        ...Object.fromEntries(
          adopted.map(([key, { data, requestId }]) => [key, { status: 'success' as const, data, requestId }]),
        ),
      };
    }
    case 'evict': {
      const evicted = new Set(action.keys);
      return Object.fromEntries(Object.entries(state).filter(([key]) => !evicted.has(key)));
    }
  }
}

export interface SearchCache<T> {
  get(key: string): SearchCacheEntry<T> | undefined;
  /** Starts `load` for `key` unless the key already has a status; `force` reloads it. */
  ensure(key: string, load: () => Promise<T>, options?: { force?: boolean }): void;
  subscribe(listener: () => void): () => void;
  /** The state as one object (for useSyncExternalStore). */
  snapshot(): SearchCacheState<T>;
  /** Takes answers given with the page (the server's render): for keys that have no status yet. */
  adopt(answers: Readonly<Record<string, T>>): void;
}

/** Keys kept before the oldest settled ones are dropped. */
export const SEARCH_CACHE_CAPACITY = 200;

export function createSearchCache<T>(
  describeError: (error: unknown) => string,
  capacity = SEARCH_CACHE_CAPACITY,
): SearchCache<T> {
  let state: SearchCacheState<T> = {};
  let nextRequestId = 1;
  const listeners = new Set<() => void>();
  const dispatch = (action: SearchCacheAction<T>) => {
    const next = searchCacheReducer(state, action);
    if (next === state) return;
    state = next;
    for (const listener of listeners) listener();
  };
  const trim = () => {
    const keys = Object.keys(state);
    if (keys.length <= capacity) return;
    const settled = keys.filter((key) => state[key]?.status !== 'loading');
    dispatch({ type: 'evict', keys: settled.slice(0, keys.length - capacity) });
  };
  return {
    get: (key) => state[key],
    adopt(answers) {
      dispatch({
        type: 'adopt',
        entries: Object.fromEntries(
          Object.entries(answers).map(([key, data]) => [key, { data, requestId: nextRequestId++ }]),
        ),
      });
      trim();
    },
    snapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    ensure(key, load, options = {}) {
      if (!options.force && !needsRequest(state, key)) return;
      const requestId = nextRequestId++;
      dispatch({ type: 'request', key, requestId });
      load().then(
        (data) => dispatch({ type: 'success', key, requestId, data }),
        (error: unknown) => dispatch({ type: 'failure', key, requestId, error: describeError(error) }),
      );
      trim();
    },
  };
}
