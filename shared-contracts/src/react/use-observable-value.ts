import { useEffect, useState } from 'react';
import type { Observable } from 'rxjs';

/**
 * The latest value of an observable from the mount props (viewer$, location$, ...), `initial`
 * until it emits. Bus state topics replay at once, so `initial` shows only for a moment.
 */
export function useObservableValue<T>(source$: Observable<T>, initial: T): T {
  const [value, setValue] = useState(initial);
  useEffect(() => {
    const subscription = source$.subscribe((next) => setValue(() => next));
    return () => subscription.unsubscribe();
  }, [source$]);
  return value;
}
