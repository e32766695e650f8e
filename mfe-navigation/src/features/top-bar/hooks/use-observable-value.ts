import { useEffect, useState } from 'react';
import type { Observable } from 'rxjs';

/** The latest value of `source$`, `initial` until it emits. Bus state topics replay at once. */
export function useObservableValue<T>(source$: Observable<T>, initial: T): T {
  const [value, setValue] = useState(initial);
  useEffect(() => {
    const subscription = source$.subscribe((next) => setValue(() => next));
    return () => subscription.unsubscribe();
  }, [source$]);
  return value;
}
