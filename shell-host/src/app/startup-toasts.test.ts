import { createEventBus } from '@inkpot/shared-contracts';
import { chosenMoments } from '../testing/chosen-moments.ts';
import { startupToasts } from './startup-toasts.ts';

describe('startupToasts', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('wants the toast stack once the page has settled, and stops watching when asked', () => {
    const page = chosenMoments();
    const { toastsWanted } = startupToasts(createEventBus(), { whenSettled: page.wait });
    const load = jest.fn();
    const stop = toastsWanted(load);
    expect(load).not.toHaveBeenCalled();
    page.arrive();
    expect(load).toHaveBeenCalledTimes(1);
    stop();
    expect(page.waiting()).toBe(0);
  });

  it('wants it at once for a toast raised before the page has settled, and publishes that toast again once it has settled', () => {
    const bus = createEventBus();
    const page = chosenMoments();
    const { toastsWanted, onToastsReady } = startupToasts(bus, { whenSettled: page.wait });
    const load = jest.fn();
    toastsWanted(load);
    bus.publish('toast/show', { message: 'Saved.' }, 'auth');
    expect(load).toHaveBeenCalledTimes(1);

    // The stack subscribes when it mounts; the slot settles after that.
    const shown: unknown[] = [];
    bus.on('toast/show').subscribe((toast) => shown.push(toast));
    onToastsReady();
    jest.runAllTimers();
    expect(shown).toEqual([{ message: 'Saved.' }]);
    // Once settled, toasts go straight to the stack: none is kept or published twice.
    bus.publish('toast/show', { message: 'Followed.' }, 'notifications');
    onToastsReady();
    jest.runAllTimers();
    expect(shown).toEqual([{ message: 'Saved.' }, { message: 'Followed.' }]);
  });

  it('wants it at once when the page starts with a toast (updatedPayment)', () => {
    const page = chosenMoments();
    const { toastsWanted } = startupToasts(createEventBus(), {
      initial: [{ message: 'Your payment method has been updated successfully.', style: 'success' }],
      whenSettled: page.wait,
    });
    const load = jest.fn();
    toastsWanted(load);
    expect(load).toHaveBeenCalledTimes(1);
    expect(page.waiting()).toBe(0);
  });

  it('drops the toasts kept so far on toast/clear', () => {
    const bus = createEventBus();
    const { onToastsReady } = startupToasts(bus, {
      initial: [{ message: 'Kept.' }],
      whenSettled: chosenMoments().wait,
    });
    bus.publish('toast/show', { message: 'Saved.' }, 'auth');
    bus.publish('toast/clear', {}, 'navigation');
    bus.publish('toast/show', { message: 'After the clear.' }, 'auth');
    const shown: unknown[] = [];
    bus.on('toast/show').subscribe((toast) => shown.push(toast));
    onToastsReady();
    jest.runAllTimers();
    expect(shown).toEqual([{ message: 'After the clear.' }]);
  });
});
