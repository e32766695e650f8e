import { createSlotActivity } from './slot-activity.ts';

/** Idle moments the test chooses. */
function idleMoments() {
  const waiting = new Set<() => void>();
  return {
    whenIdle: (callback: () => void) => {
      waiting.add(callback);
      return () => waiting.delete(callback);
    },
    idle: () => {
      const now = [...waiting];
      waiting.clear();
      now.forEach((callback) => callback());
    },
    pending: () => waiting.size,
  };
}

describe('createSlotActivity', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('calls back at the next idle moment when no slot is loading', () => {
    const moments = idleMoments();
    const activity = createSlotActivity({ whenIdle: moments.whenIdle });
    const callback = jest.fn();
    activity.whenSettled(callback);
    expect(callback).not.toHaveBeenCalled();
    moments.idle();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('waits for every loading slot to settle, counting each once, then for an idle moment', () => {
    const moments = idleMoments();
    const activity = createSlotActivity({ whenIdle: moments.whenIdle });
    const topBar = activity.started();
    const banner = activity.started();
    const callback = jest.fn();
    activity.whenSettled(callback);
    moments.idle();
    expect(callback).not.toHaveBeenCalled();
    topBar();
    topBar();
    expect(moments.pending()).toBe(0);
    banner();
    expect(moments.pending()).toBe(1);
    moments.idle();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('waits again when a slot starts loading before the idle moment (a parcel placing a slot of its own)', () => {
    const moments = idleMoments();
    const activity = createSlotActivity({ whenIdle: moments.whenIdle });
    const callback = jest.fn();
    activity.whenSettled(callback);
    const searchBox = activity.started();
    moments.idle();
    expect(callback).not.toHaveBeenCalled();
    searchBox();
    moments.idle();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('cancels while slots load and while it waits for the idle moment', () => {
    const moments = idleMoments();
    const activity = createSlotActivity({ whenIdle: moments.whenIdle });
    const callback = jest.fn();
    const done = activity.started();
    activity.whenSettled(callback)();
    done();
    moments.idle();
    activity.whenSettled(callback)();
    moments.idle();
    expect(callback).not.toHaveBeenCalled();
  });

  it('calls back at its deadline, once, when a slot never settles', () => {
    const moments = idleMoments();
    const activity = createSlotActivity({ whenIdle: moments.whenIdle, deadlineMs: 10_000 });
    activity.started();
    const callback = jest.fn();
    activity.whenSettled(callback);
    jest.advanceTimersByTime(9_999);
    expect(callback).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
    moments.idle();
    jest.advanceTimersByTime(20_000);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('does not call back at the deadline once it has called back, nor once cancelled', () => {
    const moments = idleMoments();
    const activity = createSlotActivity({ whenIdle: moments.whenIdle, deadlineMs: 10_000 });
    const settled = jest.fn();
    activity.whenSettled(settled);
    moments.idle();
    const cancelled = jest.fn();
    activity.whenSettled(cancelled)();
    jest.advanceTimersByTime(20_000);
    expect(settled).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
