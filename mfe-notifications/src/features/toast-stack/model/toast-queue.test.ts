import { autoDismissAfter, initialToastQueue, toastQueueReducer, type ToastQueueState } from './toast-queue.ts';

const enqueue = (state: ToastQueueState, message: string, duration?: number | 'FOREVER' | 'NEXTPAGE') =>
  toastQueueReducer(state, { type: 'enqueue', toast: { message, ...(duration ? { duration } : {}) } });

describe('toast queue', () => {
  it('shows the first toast at once and queues the rest, one at a time', () => {
    let state = enqueue(initialToastQueue, 'first');
    state = enqueue(state, 'second');
    expect(state.current?.toast.message).toBe('first');
    expect(state.queue.map((entry) => entry.toast.message)).toEqual(['second']);

    state = toastQueueReducer(state, { type: 'clear' });
    expect(state.current?.toast.message).toBe('second');
    state = toastQueueReducer(state, { type: 'clear' });
    expect(state.current).toBeNull();
  });

  it('gives repeated messages distinct ids', () => {
    let state = enqueue(initialToastQueue, 'same');
    const firstId = state.current?.id;
    state = enqueue(toastQueueReducer(state, { type: 'clear' }), 'same');
    expect(state.current?.id).not.toBe(firstId);
  });

  it('drops NEXTPAGE toasts on navigation, showing or queued, and keeps the others', () => {
    let state = enqueue(initialToastQueue, 'page only', 'NEXTPAGE');
    state = enqueue(state, 'also page only', 'NEXTPAGE');
    state = enqueue(state, 'sticky', 'FOREVER');
    state = toastQueueReducer(state, { type: 'navigated' });
    expect(state.current?.toast.message).toBe('sticky');
    expect(state.queue).toHaveLength(0);
  });

  it('auto-dismisses after 5000 ms by default, after the given ms, never for FOREVER or NEXTPAGE', () => {
    expect(autoDismissAfter({ message: 'x' })).toBe(5000);
    expect(autoDismissAfter({ message: 'x', duration: 3000 })).toBe(3000);
    expect(autoDismissAfter({ message: 'x', duration: 'FOREVER' })).toBeNull();
    expect(autoDismissAfter({ message: 'x', duration: 'NEXTPAGE' })).toBeNull();
  });
});
