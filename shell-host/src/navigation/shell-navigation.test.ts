import { createEventBus, type ShellLocation } from '@inkpot/shared-contracts';
import { createShellNavigation, routeNameOf } from './shell-navigation.ts';

describe('shell navigation', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/');
    jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
  });

  it('navigates without a reload, publishing the location with the previous one as referrer', () => {
    const bus = createEventBus();
    const navigation = createShellNavigation(bus);
    const seen: ShellLocation[] = [];
    navigation.location$.subscribe((location) => seen.push(location));
    const lengthBefore = window.history.length;

    navigation.navigate('/search?q=ink');

    expect(window.location.pathname).toBe('/search');
    expect(window.history.length).toBe(lengthBefore + 1);
    expect(seen.at(-1)).toEqual({
      pathname: '/search',
      search: '?q=ink',
      hash: '',
      routeName: 'search',
      referrer: 'http://localhost/',
    });
    navigation.dispose();
  });

  it('replaces the entry when asked and obeys navigation/navigate from remotes', () => {
    const bus = createEventBus();
    const navigation = createShellNavigation(bus);
    const lengthBefore = window.history.length;
    bus.publish('navigation/navigate', { to: '/me/settings', replace: true }, 'navigation');
    expect(window.location.pathname).toBe('/me/settings');
    expect(window.history.length).toBe(lengthBefore);
    navigation.dispose();
  });

  it('names static routes case-insensitively, ignoring a trailing slash', () => {
    expect(routeNameOf('/')).toBe('home');
    expect(routeNameOf('/Search/')).toBe('search');
    expect(routeNameOf('/@someone')).toBeNull();
  });
});
