import { chosenMoments } from '../testing/chosen-moments.ts';
import { createSlotActivity } from './slot-activity.ts';

describe('createSlotActivity', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('calls back at the next idle moment when no slot is loading', () => {
    const moments = chosenMoments();
    const activity = createSlotActivity({ whenIdle: moments.wait });
    const callback = jest.fn();
    activity.whenSettled(callback);
    expect(callback).not.toHaveBeenCalled();
    moments.arrive();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('waits for every loading slot to settle, counting each once, then for an idle moment', () => {
    const moments = chosenMoments();
    const activity = createSlotActivity({ whenIdle: moments.wait });
    const topBar = activity.started();
    const banner = activity.started();
    const callback = jest.fn();
    activity.whenSettled(callback);
    moments.arrive();
    expect(callback).not.toHaveBeenCalled();
    topBar();
    topBar();
    expect(moments.waiting()).toBe(0);
    banner();
    expect(moments.waiting()).toBe(1);
    moments.arrive();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('waits again when a slot starts loading before the idle moment (a parcel placing a slot of its own)', () => {
    const moments = chosenMoments();
    const activity = createSlotActivity({ whenIdle: moments.wait });
    const callback = jest.fn();
    activity.whenSettled(callback);
    const searchBox = activity.started();
    moments.arrive();
    expect(callback).not.toHaveBeenCalled();
    searchBox();
    moments.arrive();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('cancels while slots load and while it waits for the idle moment', () => {
    const moments = chosenMoments();
    const activity = createSlotActivity({ whenIdle: moments.wait });
    const callback = jest.fn();
    const done = activity.started();
    activity.whenSettled(callback)();
    done();
    moments.arrive();
    activity.whenSettled(callback)();
    moments.arrive();
    expect(callback).not.toHaveBeenCalled();
  });

  it('calls back at its deadline, once, when a slot never settles', () => {
    const moments = chosenMoments();
    const activity = createSlotActivity({ whenIdle: moments.wait, deadlineMs: 10_000 });
    activity.started();
    const callback = jest.fn();
    activity.whenSettled(callback);
    jest.advanceTimersByTime(9_999);
    expect(callback).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
    moments.arrive();
    jest.advanceTimersByTime(20_000);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('does not call back at the deadline once it has called back, nor once cancelled', () => {
    const moments = chosenMoments();
    const activity = createSlotActivity({ whenIdle: moments.wait, deadlineMs: 10_000 });
    const settled = jest.fn();
    activity.whenSettled(settled);
    moments.arrive();
    const cancelled = jest.fn();
    activity.whenSettled(cancelled)();
    jest.advanceTimersByTime(20_000);
    expect(settled).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
