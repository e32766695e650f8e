import {
  addRecentSearch,
  parseStoredRecentSearches,
  removeRecentSearch,
  serializeRecentSearches,
  type RecentSearches,
} from './recent-searches.ts';

/** Recent searches are kept in local storage. */
export const RECENT_SEARCHES_STORAGE_KEY = 'inkpot:recent-searches';

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

export interface RecentSearchStore {
  list(): RecentSearches;
  add(query: string): RecentSearches;
  remove(query: string): RecentSearches;
}

/** `localStorage`, or null where merely touching it throws (blocked storage, sandboxed frames). */
export function browserLocalStorage(): KeyValueStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * Recent searches in `storage`. A broken stored value is warned about and read as empty; once
 * the storage fails (blocked, full), the list lives on in memory for the rest of the page.
 */
export function createRecentSearchStore(
  storage: KeyValueStorage | null,
  logger: Pick<Console, 'warn'> = console,
): RecentSearchStore {
  let memory: RecentSearches = [];
  let usable = storage;

  const fallBackToMemory = (error: unknown) => {
    usable = null;
    logger.warn('[inkpot search] Local storage failed; recent searches are kept in memory only.', error);
  };

  const read = (): RecentSearches => {
    if (!usable) return memory;
    let raw: string | null;
    try {
      raw = usable.getItem(RECENT_SEARCHES_STORAGE_KEY);
    } catch (error) {
      fallBackToMemory(error);
      return memory;
    }
    const parsed = parseStoredRecentSearches(raw);
    if (!parsed.ok) {
      logger.warn(`[inkpot search] Ignored stored recent searches (${parsed.reason}).`);
    }
    memory = parsed.ok ? parsed.value : [];
    return memory;
  };

  const write = (list: RecentSearches): RecentSearches => {
    memory = list;
    if (usable) {
      try {
        usable.setItem(RECENT_SEARCHES_STORAGE_KEY, serializeRecentSearches(list));
      } catch (error) {
        fallBackToMemory(error);
      }
    }
    return list;
  };

  return {
    list: read,
    add: (query) => write(addRecentSearch(read(), query)),
    remove: (query) => write(removeRecentSearch(read(), query)),
  };
}
