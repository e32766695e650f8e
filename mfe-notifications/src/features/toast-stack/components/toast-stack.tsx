import { NoncedStyle, type MountProps } from '@inkpot/shared-contracts';
import { useCallback, useEffect, useState, type Dispatch } from 'react';
import { distinctUntilChanged, map, skip } from 'rxjs';
import { useToastEffect } from '../api/use-toast-effect.ts';
import { useConditionToasts } from '../hooks/use-condition-toasts.ts';
import { useToastQueue } from '../hooks/use-toast-queue.ts';
import type { CurrentToast, ToastQueueAction } from '../model/toast-queue.ts';
import { toastViewOf, type ToastShowPayload } from '../model/toast-view.ts';
import { toastStackCss } from './toast-stack.css.ts';

type ToastStackProps = Pick<MountProps, 'bus' | 'navigation' | 'apollo' | 'viewer$' | 'config'>;

/**
 * The toast stack: one toast at a time from the queue, top centre. Two live
 * regions, present before any toast, so screen readers announce errors assertively and the
 * rest politely.
 */
export function ToastStack(props: ToastStackProps) {
  const { bus, navigation, config } = props;
  const [state, dispatch] = useToastQueue();
  const show = useCallback(
    (payload: ToastShowPayload) =>
      dispatch({
        type: 'enqueue',
        view: toastViewOf(payload, { productName: config.productName, now: Date.now() }),
        now: Date.now(),
      }),
    [dispatch, config.productName],
  );

  useEffect(() => {
    const subscriptions = [
      bus.on('toast/show').subscribe(show),
      bus.on('toast/clear').subscribe(() => dispatch({ type: 'clear' })),
      navigation.location$
        .pipe(
          map((location) => location.pathname),
          distinctUntilChanged(),
          skip(1),
        )
        .subscribe(() => dispatch({ type: 'navigated', now: Date.now() })),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [bus, navigation, dispatch, show]);

  useConditionToasts(props, show);

  const current = state.current;
  const isError = current?.view.style === 'error';
  return (
    <div className="ink-toasts">
      <NoncedStyle>{toastStackCss}</NoncedStyle>
      <div role="status" aria-live="polite" className="ink-toasts__region">
        {current && !isError && <ToastItem key={current.id} entry={current} dispatch={dispatch} props={props} />}
      </div>
      <div role="alert" aria-live="assertive" className="ink-toasts__region">
        {current && isError && <ToastItem key={current.id} entry={current} dispatch={dispatch} props={props} />}
      </div>
    </div>
  );
}

/** One toast: pauses while hovered, fades for 300 ms when it leaves; its action runs the real mutation. */
function ToastItem({
  entry,
  dispatch,
  props,
}: {
  entry: CurrentToast;
  dispatch: Dispatch<ToastQueueAction>;
  props: ToastStackProps;
}) {
  const { view, id } = entry;
  const runEffect = useToastEffect(props);
  const [acting, setActing] = useState(false);
  const leaving = entry.phase === 'leaving';
  const onAction = async () => {
    if (!view.action || acting) return;
    setActing(true);
    await runEffect(view.action.effect);
    dispatch({ type: 'close', id });
  };
  return (
    <div
      className={`ink-toast ink-toast--${view.style ?? 'default'}${leaving ? ' ink-toast--leaving' : ''}`}
      data-testid={view.testId ?? 'toast'}
      data-phase={entry.phase}
      onMouseEnter={() => dispatch({ type: 'hover', id, hovered: true, now: Date.now() })}
      onMouseLeave={() => dispatch({ type: 'hover', id, hovered: false, now: Date.now() })}
    >
      {view.badge && <MembershipBadge badge={view.badge} />}
      <span className="ink-toast__message">{view.message}</span>
      {view.action && (
        <button type="button" className="ink-toast__action" onClick={() => void onAction()} disabled={acting}>
          {view.action.label}
        </button>
      )}
      {!view.hideClose && (
        <button
          type="button"
          className="ink-toast__close"
          aria-label="Close"
          onClick={() => dispatch({ type: 'close', id })}
        >
          ×
        </button>
      )}
    </div>
  );
}

/** The member star, or the Friend badge (a star on a gold disc), before the message. */
function MembershipBadge({ badge }: { badge: 'member' | 'friend' }) {
  const label = badge === 'friend' ? 'Friend' : 'Member';
  const star = 'M12 2.6l2.7 6.1 6.6.6-5 4.4 1.5 6.5L12 16.8l-5.8 3.4 1.5-6.5-5-4.4 6.6-.6z';
  return (
    <svg
      className={`ink-toast__badge ink-toast__badge--${badge}`}
      role="img"
      aria-label={label}
      data-testid={`toast-badge-${badge}`}
      viewBox="0 0 24 24"
      width="20"
      height="20"
    >
      {badge === 'friend' ? (
        <>
          <circle cx="12" cy="12" r="12" fill="#ffc017" />
          <path d={star} transform="translate(3.6 3.4) scale(0.7)" fill="#fff" />
        </>
      ) : (
        <path d={star} fill="#ffc017" />
      )}
    </svg>
  );
}
