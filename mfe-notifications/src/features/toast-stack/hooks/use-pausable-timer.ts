import { useEffect, useRef } from 'react';

/**
 * Calls `onElapsed` after `ms` of unpaused time. Pausing keeps the remaining time; a new `key`
 * starts over. `ms === null` never fires.
 */
export function usePausableTimer(key: unknown, ms: number | null, paused: boolean, onElapsed: () => void): void {
  const remaining = useRef<number | null>(ms);
  const callback = useRef(onElapsed);
  useEffect(() => {
    callback.current = onElapsed;
  });

  useEffect(() => {
    remaining.current = ms;
  }, [key, ms]);

  useEffect(() => {
    if (paused || remaining.current === null) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => callback.current(), remaining.current);
    return () => {
      clearTimeout(timer);
      if (remaining.current !== null) remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt));
    };
  }, [key, paused]);
}
