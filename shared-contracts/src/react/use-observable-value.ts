import { useEffect, useState } from 'react';
import type { Observable } from 'rxjs';

/**
 * The latest value of an observable from the mount props (viewer$, location$, ...). A source that
 * holds a value (a BehaviorSubject, a replaying bus state topic) gives it to the first render, so a
 * parcel never paints a frame of `initial` it is about to replace (a signed-in sidebar drawn empty
 * for one frame moves the page); `initial` is for a source that has not emitted yet.
 */
export function useObservableValue<T>(source$: Observable<T>, initial: T): T {
  const [value, setValue] = useState(() => currentValue(source$, initial));
  useEffect(() => {
    const subscription = source$.subscribe((next) => setValue(() => next));
    return () => subscription.unsubscribe();
  }, [source$]);
  return value;
}

/** What `source$` hands a new subscriber at once, or `fallback` when it hands nothing yet. */
function currentValue<T>(source$: Observable<T>, fallback: T): T {
  let value = fallback;
  // A source that fails reports it to the subscription of the effect; this look only takes a value.
  source$
    .subscribe({
      next: (next) => {
        value = next;
      },
      error: () => undefined,
    })
    .unsubscribe();
  return value;
}
