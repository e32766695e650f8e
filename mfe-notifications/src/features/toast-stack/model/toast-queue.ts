import { DEFAULT_TOAST_DURATION_MS, type ToastDuration } from '@inkpot/shared-contracts';
import type { ToastView } from './toast-view.ts';

/**
 * A toast showing: its own timer, kept here rather than in a component so that pausing on hover,
 * FOREVER, NEXTPAGE and the fade are plain state transitions with tests.
 */
export interface CurrentToast {
  id: number;
  view: ToastView;
  /** `visible` until it expires or is closed, then `leaving` for the fade, then gone. */
  phase: 'visible' | 'leaving';
  /** Unpaused milliseconds left before it leaves by itself; null for FOREVER and NEXTPAGE. */
  remainingMs: number | null;
  /** When the timer last started running; null while paused (hovered) or without a timer. */
  runningSince: number | null;
  hovered: boolean;
}

export interface QueuedToast {
  id: number;
  view: ToastView;
}

/** One toast at a time; enqueue, show the next, clear the current. */
export interface ToastQueueState {
  queue: readonly QueuedToast[];
  current: CurrentToast | null;
  nextId: number;
}

export const initialToastQueue: ToastQueueState = { queue: [], current: null, nextId: 1 };

/** Every action carries the time it happened, so the reducer stays pure. */
export type ToastQueueAction =
  | { type: 'enqueue'; view: ToastView; now: number }
  | { type: 'hover'; id: number; hovered: boolean; now: number }
  /** The current toast's timer ran out (ignored if it was paused or replaced in between). */
  | { type: 'expire'; id: number; now: number }
  /** The reader closed it, or an action of the toast (Undo, Retry) was taken. */
  | { type: 'close'; id: number }
  /** The fade finished: the toast is gone and the next one shows. */
  | { type: 'faded'; id: number; now: number }
  /** `toast/clear`: the current toast leaves. */
  | { type: 'clear' }
  | { type: 'navigated'; now: number };

/** Milliseconds until a toast hides by itself, or null when it waits for the reader or a navigation. */
export function autoDismissAfter(duration: ToastDuration | undefined): number | null {
  const value = duration ?? DEFAULT_TOAST_DURATION_MS;
  return typeof value === 'number' ? value : null;
}

function show(entry: QueuedToast, now: number): CurrentToast {
  const remainingMs = autoDismissAfter(entry.view.duration);
  return { ...entry, phase: 'visible', remainingMs, runningSince: remainingMs === null ? null : now, hovered: false };
}

/** Moves the head of the queue to `current` when nothing is showing. */
function showNext(state: ToastQueueState, now: number): ToastQueueState {
  if (state.current || state.queue.length === 0) return state;
  const [next, ...rest] = state.queue;
  return next ? { ...state, current: show(next, now), queue: rest } : state;
}

/** Stops the clock: what ran since it last started comes off the remaining time. */
function pause(current: CurrentToast, now: number): CurrentToast {
  if (current.runningSince === null || current.remainingMs === null) return current;
  return {
    ...current,
    remainingMs: Math.max(0, current.remainingMs - (now - current.runningSince)),
    runningSince: null,
  };
}

function leave(current: CurrentToast): CurrentToast {
  return { ...current, phase: 'leaving', runningSince: null };
}

/** Milliseconds from `now` until the current toast should leave, or null when no timer runs. */
export function msUntilExpiry(state: ToastQueueState, now: number): number | null {
  const current = state.current;
  if (!current || current.phase !== 'visible' || current.runningSince === null || current.remainingMs === null) {
    return null;
  }
  return Math.max(0, current.remainingMs - (now - current.runningSince));
}

export function toastQueueReducer(state: ToastQueueState, action: ToastQueueAction): ToastQueueState {
  const current = state.current;
  const isCurrent = (id: number) => current !== null && current.id === id;
  switch (action.type) {
    case 'enqueue':
      return showNext(
        { ...state, queue: [...state.queue, { id: state.nextId, view: action.view }], nextId: state.nextId + 1 },
        action.now,
      );
    case 'hover': {
      if (!current || !isCurrent(action.id) || current.phase !== 'visible') return state;
      if (action.hovered) return { ...state, current: { ...pause(current, action.now), hovered: true } };
      const resumed = current.remainingMs === null ? null : action.now;
      return { ...state, current: { ...current, hovered: false, runningSince: resumed } };
    }
    case 'expire':
      if (!current || !isCurrent(action.id) || current.phase !== 'visible') return state;
      // A timer that fired late after a pause must not cut the resumed time short.
      if ((msUntilExpiry(state, action.now) ?? 1) > 0) return state;
      return { ...state, current: leave(current) };
    case 'close':
      return current && isCurrent(action.id) ? { ...state, current: leave(current) } : state;
    case 'clear':
      return current ? { ...state, current: leave(current) } : state;
    case 'faded':
      return isCurrent(action.id) ? showNext({ ...state, current: null }, action.now) : state;
    case 'navigated': {
      // NEXTPAGE toasts are dismissed on navigation, whether showing or waiting.
      const stays = (entry: QueuedToast) => entry.view.duration !== 'NEXTPAGE';
      const next = current && !stays(current) ? leave(current) : current;
      return { ...state, current: next, queue: state.queue.filter(stays) };
    }
  }
}
