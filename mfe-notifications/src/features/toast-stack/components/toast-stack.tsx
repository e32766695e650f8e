import { NoncedStyle } from '@inkpot/shared-contracts';
import { TOAST_FADE_MS, type MountProps } from '@inkpot/shared-contracts';
import { useCallback, useEffect, useReducer, useState } from 'react';
import { distinctUntilChanged, map, skip } from 'rxjs';
import { usePausableTimer } from '../hooks/use-pausable-timer.ts';
import { autoDismissAfter, initialToastQueue, toastQueueReducer, type QueuedToast } from '../model/toast-queue.ts';
import { toastStackCss } from './toast-stack.css.ts';

/** The toast stack: one toast at a time from the queue, top centre (spec 02 §2.8, §4.6). */
export function ToastStack({ bus, navigation }: Pick<MountProps, 'bus' | 'navigation'>) {
  const [state, dispatch] = useReducer(toastQueueReducer, initialToastQueue);
  const clearCurrent = useCallback(() => dispatch({ type: 'clear' }), []);

  useEffect(() => {
    const subscriptions = [
      bus.on('toast/show').subscribe((toast) => dispatch({ type: 'enqueue', toast })),
      bus.on('toast/clear').subscribe(() => dispatch({ type: 'clear' })),
      navigation.location$
        .pipe(
          map((location) => location.pathname),
          distinctUntilChanged(),
          skip(1),
        )
        .subscribe(() => dispatch({ type: 'navigated' })),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [bus, navigation]);

  return (
    <div className="ink-toasts" aria-live="polite">
      <NoncedStyle>{toastStackCss}</NoncedStyle>
      {state.current && <ToastView key={state.current.id} entry={state.current} onHidden={clearCurrent} />}
    </div>
  );
}

/** One toast: hides itself after its duration (paused while hovered), fading out before it goes. */
function ToastView({ entry, onHidden }: { entry: QueuedToast; onHidden: () => void }) {
  const { toast } = entry;
  const [hovered, setHovered] = useState(false);
  const [leaving, setLeaving] = useState(false);

  usePausableTimer(entry.id, autoDismissAfter(toast), hovered || leaving, () => setLeaving(true));

  useEffect(() => {
    if (!leaving) return;
    const timer = setTimeout(onHidden, TOAST_FADE_MS);
    return () => clearTimeout(timer);
  }, [leaving, onHidden]);

  return (
    <div
      className={`ink-toast ink-toast--${toast.style ?? 'default'}${leaving ? ' ink-toast--leaving' : ''}`}
      role={toast.style === 'error' ? 'alert' : 'status'}
      data-testid={toast.extraParams?.testId ?? 'toast'}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    >
      <span className="ink-toast__message">{toast.message}</span>
      {!toast.hideClose && (
        <button type="button" className="ink-toast__close" aria-label="Close" onClick={() => setLeaving(true)}>
          ×
        </button>
      )}
    </div>
  );
}
