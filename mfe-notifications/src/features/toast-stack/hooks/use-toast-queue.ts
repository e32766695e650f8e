import { TOAST_FADE_MS } from '@inkpot/shared-contracts';
import { useEffect, useReducer } from 'react';
import { initialToastQueue, msUntilExpiry, toastQueueReducer } from '../model/toast-queue.ts';

/** The queue reducer plus its two clocks: the current toast's timer and its 300 ms fade. */
export function useToastQueue() {
  const [state, dispatch] = useReducer(toastQueueReducer, initialToastQueue);
  const current = state.current;

  const currentId = current?.id;
  const clock = current && `${current.phase}:${current.runningSince}:${current.remainingMs}`;
  useEffect(() => {
    const wait = msUntilExpiry(state, Date.now());
    if (wait === null || currentId === undefined) return;
    const timer = setTimeout(() => dispatch({ type: 'expire', id: currentId, now: Date.now() }), wait);
    return () => clearTimeout(timer);
    // The timer restarts only when the current toast's clock changes, not on every queue change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [clock, currentId]);

  const leaving = current?.phase === 'leaving';
  useEffect(() => {
    if (!leaving || currentId === undefined) return;
    const timer = setTimeout(() => dispatch({ type: 'faded', id: currentId, now: Date.now() }), TOAST_FADE_MS);
    return () => clearTimeout(timer);
  }, [leaving, currentId]);

  return [state, dispatch] as const;
}
