import { useEffect, useState } from 'react';
import type { Observable } from 'rxjs';

/** The latest value of an observable (e.g. the shell's location$), `initial` until it emits. */
export function useObservableValue<T>(source$: Observable<T>, initial: T): T {
  const [value, setValue] = useState(initial);
  useEffect(() => {
    const subscription = source$.subscribe((next) => setValue(() => next));
    return () => subscription.unsubscribe();
  }, [source$]);
  return value;
}
