import { useSyncExternalStore } from 'react';

const noChanges = () => () => undefined;

/**
 * False while the page renders on the server and while the browser hydrates that HTML, true from
 * then on (and at once on a page the browser renders itself). What only the browser knows (this
 * browser's dismissals, the reader's time zone) waits for it, so hydration sees the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
