import { equal } from '@wry/equality';
import { useCallback, useSyncExternalStore } from 'react';
import type { Observable } from 'rxjs';

/**
 * The current value of a replaying bus state topic, re-rendering on change. `rendered`, when given,
 * is what the server rendered with: hydration must see it even if the topic moved on before the
 * browser hydrated (a session the page recovered itself), and React renders the change right after.
 */
export function useCurrent<T>(state$: Observable<T>, what: string, rendered?: T): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = state$.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [state$],
  );
  const snapshot = useCallback(() => {
    let current: { value: T } | undefined;
    state$.subscribe((value) => (current = { value })).unsubscribe();
    if (!current) throw new Error(`The shell has no ${what}: it is published at start-up.`);
    return current.value;
  }, [state$, what]);
  // The topic's own value when it equals what the server rendered: the bus hands out a parsed
  // copy, and a snapshot that differs only by identity after hydration makes React re-render every
  // consumer at once, hydrating the page's Suspense boundaries in one task (100 ms on a slow phone).
  const serverSnapshot = useCallback(() => {
    const current = snapshot();
    return rendered === undefined || equal(current, rendered) ? current : rendered;
  }, [rendered, snapshot]);
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}
