import { DEFAULT_TOAST_DURATION_MS, type Toast } from '@inkpot/shared-contracts';

/** A toast waiting or showing, with an id so React and timers can tell repeats apart. */
export interface QueuedToast {
  id: number;
  toast: Toast;
}

/** Spec 02 §4.6 / 03 §4: one toast at a time; enqueue, show the next, clear the current. */
export interface ToastQueueState {
  queue: readonly QueuedToast[];
  current: QueuedToast | null;
  nextId: number;
}

export const initialToastQueue: ToastQueueState = { queue: [], current: null, nextId: 1 };

export type ToastQueueAction = { type: 'enqueue'; toast: Toast } | { type: 'clear' } | { type: 'navigated' };

/** Moves the head of the queue to `current` when nothing is showing. */
function showNext(state: ToastQueueState): ToastQueueState {
  if (state.current || state.queue.length === 0) return state;
  const [next, ...rest] = state.queue;
  return { ...state, current: next ?? null, queue: rest };
}

export function toastQueueReducer(state: ToastQueueState, action: ToastQueueAction): ToastQueueState {
  switch (action.type) {
    case 'enqueue':
      return showNext({
        ...state,
        queue: [...state.queue, { id: state.nextId, toast: action.toast }],
        nextId: state.nextId + 1,
      });
    case 'clear':
      return showNext({ ...state, current: null });
    case 'navigated': {
      // NEXTPAGE toasts are dismissed on navigation, whether showing or waiting.
      const stays = (entry: QueuedToast) => entry.toast.duration !== 'NEXTPAGE';
      const current = state.current && stays(state.current) ? state.current : null;
      return showNext({ ...state, current, queue: state.queue.filter(stays) });
    }
  }
}

/** Milliseconds until a toast hides by itself, or null when it waits for the reader or a navigation. */
export function autoDismissAfter(toast: Toast): number | null {
  const duration = toast.duration ?? DEFAULT_TOAST_DURATION_MS;
  return typeof duration === 'number' ? duration : null;
}
