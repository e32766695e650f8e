import type { ToastDuration } from '@inkpot/shared-contracts';
import {
  autoDismissAfter,
  initialToastQueue,
  msUntilExpiry,
  toastQueueReducer,
  type ToastQueueAction,
  type ToastQueueState,
} from './toast-queue.ts';

const enqueue = (state: ToastQueueState, message: string, duration?: ToastDuration, now = 0) =>
  toastQueueReducer(state, { type: 'enqueue', view: { message, ...(duration ? { duration } : {}) }, now });
const run = (state: ToastQueueState, ...actions: ToastQueueAction[]) => actions.reduce(toastQueueReducer, state);
const idOf = (state: ToastQueueState) => state.current?.id ?? -1;

describe('toast queue', () => {
  it('shows the first toast at once and queues the rest, one at a time', () => {
    let state = enqueue(initialToastQueue, 'first');
    state = enqueue(state, 'second');
    expect(state.current?.view.message).toBe('first');
    expect(state.queue.map((entry) => entry.view.message)).toEqual(['second']);

    state = run(state, { type: 'close', id: idOf(state) });
    expect(state.current?.phase).toBe('leaving');
    expect(state.current?.view.message).toBe('first');
    state = run(state, { type: 'faded', id: idOf(state), now: 10 });
    expect(state.current?.view.message).toBe('second');
    state = run(state, { type: 'clear' }, { type: 'faded', id: idOf(state), now: 20 });
    expect(state.current).toBeNull();
  });

  it('gives repeated messages distinct ids', () => {
    let state = enqueue(initialToastQueue, 'same');
    const firstId = idOf(state);
    state = run(state, { type: 'close', id: firstId }, { type: 'faded', id: firstId, now: 1 });
    state = enqueue(state, 'same');
    expect(idOf(state)).not.toBe(firstId);
  });

  it('expires after 5000 ms by default and after the given ms', () => {
    const state = enqueue(initialToastQueue, 'default', undefined, 1000);
    expect(msUntilExpiry(state, 1000)).toBe(5000);
    expect(msUntilExpiry(state, 4000)).toBe(2000);
    // Too early (a stale timer): nothing happens.
    expect(run(state, { type: 'expire', id: idOf(state), now: 5999 }).current?.phase).toBe('visible');
    expect(run(state, { type: 'expire', id: idOf(state), now: 6000 }).current?.phase).toBe('leaving');
    expect(msUntilExpiry(enqueue(initialToastQueue, 'short', 3000, 0), 0)).toBe(3000);
  });

  it('pauses while hovered and resumes with the time that was left', () => {
    let state = enqueue(initialToastQueue, 'hover me', 5000, 0);
    const id = idOf(state);
    state = run(state, { type: 'hover', id, hovered: true, now: 4000 });
    expect(state.current?.remainingMs).toBe(1000);
    expect(msUntilExpiry(state, 60_000)).toBeNull();
    expect(run(state, { type: 'expire', id, now: 60_000 }).current?.phase).toBe('visible');
    state = run(state, { type: 'hover', id, hovered: false, now: 60_000 });
    expect(msUntilExpiry(state, 60_000)).toBe(1000);
    expect(run(state, { type: 'expire', id, now: 60_999 }).current?.phase).toBe('visible');
    expect(run(state, { type: 'expire', id, now: 61_000 }).current?.phase).toBe('leaving');
  });

  it('keeps FOREVER toasts until closed', () => {
    let state = enqueue(initialToastQueue, 'sticky', 'FOREVER', 0);
    expect(msUntilExpiry(state, 0)).toBeNull();
    state = run(state, { type: 'expire', id: idOf(state), now: 10 ** 9 }, { type: 'navigated', now: 10 ** 9 });
    expect(state.current?.phase).toBe('visible');
    state = run(state, { type: 'close', id: idOf(state) });
    expect(state.current?.phase).toBe('leaving');
  });

  it('dismisses NEXTPAGE toasts on navigation, showing or queued, and keeps the others', () => {
    let state = enqueue(initialToastQueue, 'page only', 'NEXTPAGE');
    state = enqueue(state, 'also page only', 'NEXTPAGE');
    state = enqueue(state, 'sticky', 'FOREVER');
    expect(msUntilExpiry(state, 0)).toBeNull();
    state = run(state, { type: 'navigated', now: 5 });
    expect(state.current?.phase).toBe('leaving');
    state = run(state, { type: 'faded', id: idOf(state), now: 305 });
    expect(state.current?.view.message).toBe('sticky');
    expect(state.queue).toHaveLength(0);
  });

  it('ignores actions for a toast that is no longer showing', () => {
    let state = enqueue(initialToastQueue, 'one');
    state = enqueue(state, 'two');
    const first = idOf(state);
    state = run(state, { type: 'close', id: first }, { type: 'faded', id: first, now: 1 });
    const second = idOf(state);
    expect(run(state, { type: 'close', id: first })).toBe(state);
    expect(run(state, { type: 'faded', id: first, now: 2 }).current?.id).toBe(second);
  });

  it('reads durations: ms, FOREVER and NEXTPAGE', () => {
    expect(autoDismissAfter(undefined)).toBe(5000);
    expect(autoDismissAfter(3000)).toBe(3000);
    expect(autoDismissAfter('FOREVER')).toBeNull();
    expect(autoDismissAfter('NEXTPAGE')).toBeNull();
  });
});
