import { BehaviorSubject } from 'rxjs';
import { useObservableValue } from '@inkpot/shared-contracts';

/**
 * The devtool's "crash this page" switch (enable_devtool only): QA uses it to see the error
 * boundary in the real page. The page area throws the message on its next render.
 */
export const pageCrash$ = new BehaviorSubject<string | null>(null);

export function DevtoolCrashProbe() {
  const message = useObservableValue(pageCrash$, null);
  if (message !== null) {
    pageCrash$.next(null);
    throw new Error(message);
  }
  return null;
}
