/** The local storage key of the last one-tap dismissal. */
export const ONE_TAP_HIDE_TIME_KEY = 'one-tap hide time';

/**
 * The stored dismissal time (ms since the epoch as a decimal string), or null. A value that is not
 * a time this code wrote is ignored with a warning: one-tap then shows as if never dismissed.
 */
export function parseHideTime(stored: string | null, warn: (message: string) => void = console.warn): number | null {
  if (stored === null) return null;
  const time = /^\d{1,15}$/.test(stored.trim()) ? Number(stored.trim()) : NaN;
  if (!Number.isSafeInteger(time)) {
    warn(`[auth] ignoring the unreadable '${ONE_TAP_HIDE_TIME_KEY}' value ${JSON.stringify(stored.slice(0, 40))}`);
    return null;
  }
  return time;
}

export function readHideTime(storage: Pick<Storage, 'getItem'> | null = safeLocalStorage()): number | null {
  try {
    return parseHideTime(storage?.getItem(ONE_TAP_HIDE_TIME_KEY) ?? null);
  } catch {
    return null;
  }
}

/** Records a dismissal now; storage that refuses only costs the cool-down. */
export function recordHideTime(now: number, storage: Pick<Storage, 'setItem'> | null = safeLocalStorage()): void {
  try {
    storage?.setItem(ONE_TAP_HIDE_TIME_KEY, String(now));
  } catch {
    // Private mode or a full quota.
  }
}

function safeLocalStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
