import { createEventBus } from '@inkpot/shared-contracts';
import { chosenMoments } from '../testing/chosen-moments.ts';
import { wantedOn } from './wanted-on.ts';

describe('wantedOn', () => {
  it('is wanted when one of its events is published, and leaves a kept command for the parcel that loads', () => {
    const bus = createEventBus();
    const page = chosenMoments();
    const load = jest.fn();
    const stop = wantedOn(bus, ['auth/open'], page.wait)(load);
    bus.publish('toast/show', { message: 'Saved.' }, 'notifications');
    expect(load).not.toHaveBeenCalled();
    bus.publish('auth/open', { operation: 'login' }, 'navigation');
    expect(load).toHaveBeenCalledTimes(1);
    stop();
    expect(page.waiting()).toBe(0);

    // The sign-in modal, once loaded, still receives the request made while nobody listened.
    const received: unknown[] = [];
    bus
      .forSender('auth')
      .on('auth/open')
      .subscribe((request) => received.push(request));
    expect(received).toEqual([{ operation: 'login' }]);
  });

  it('is wanted once the page has settled when no event came, and not after it stopped watching', () => {
    const bus = createEventBus();
    const page = chosenMoments();
    const load = jest.fn();
    wantedOn(bus, ['auth/open'], page.wait)(load);
    page.arrive();
    expect(load).toHaveBeenCalledTimes(1);

    const late = jest.fn();
    wantedOn(bus, ['auth/open'], page.wait)(late)();
    bus.publish('auth/open', { operation: 'login' }, 'navigation');
    page.arrive();
    expect(late).not.toHaveBeenCalled();
  });
});

describe('wantedOn with an intent', () => {
  it('is wanted when a reader points at or focuses a matching element, and stops listening when asked', () => {
    document.body.innerHTML = '<a href="/m/signin?operation=login"><span>Sign in</span></a><a href="/about">About</a>';
    const [signIn, about] = [...document.querySelectorAll('a')];
    const load = jest.fn();
    const stop = wantedOn(createEventBus(), ['auth/open'], () => () => undefined, { intent: 'a[href*="/m/signin"]' })(
      load,
    );
    about?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(load).not.toHaveBeenCalled();
    signIn?.querySelector('span')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(load).toHaveBeenCalledTimes(1);
    signIn?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(load).toHaveBeenCalledTimes(2);
    stop();
    signIn?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(load).toHaveBeenCalledTimes(2);
    document.body.innerHTML = '';
  });
});
