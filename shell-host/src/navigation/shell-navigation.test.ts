import { createEventBus, type ShellLocation } from '@inkpot/shared-contracts';
import { createShellNavigation, routeFieldsOf } from './shell-navigation.ts';

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
      page: 'search',
      params: {},
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

  it('names routes of the whole table case-insensitively, with their page and parameters, in the host routing mode', () => {
    expect(routeFieldsOf('/')).toEqual({ routeName: 'home', page: 'home', params: {} });
    expect(routeFieldsOf('/Search/').routeName).toBe('search');
    expect(routeFieldsOf('/@someone')).toEqual({
      routeName: 'userProfile',
      page: 'user-profile',
      params: { username: 'someone' },
    });
    expect(routeFieldsOf('/@ada/a-story-1a2b3c')).toEqual({
      routeName: 'userPost',
      page: 'post',
      params: { username: 'ada', postId: 'a-story-1a2b3c' },
    });
    expect(routeFieldsOf('/followers', { kind: 'user', username: 'ada' })).toMatchObject({
      routeName: 'userFollowers',
      params: { username: 'ada' },
    });
    expect(routeFieldsOf('/a/b/c/d/e/f/g')).toEqual({ routeName: null, page: null, params: {} });
  });

  it('cleans the address at start without a new history entry, keeping the raw query readable', () => {
    window.history.replaceState(null, '', '/search/?q=ink&utm_source=mail&updatedPayment=1');
    const lengthBefore = window.history.length;
    const navigation = createShellNavigation(createEventBus());
    expect(`${window.location.pathname}${window.location.search}`).toBe('/search?q=ink');
    expect(window.history.length).toBe(lengthBefore);
    expect(navigation.initialSearch).toBe('?q=ink&utm_source=mail&updatedPayment=1');
    navigation.dispose();
  });

  it('normalises navigation targets and builds links in the custom-domain mode', () => {
    const bus = createEventBus();
    const navigation = createShellNavigation(bus, {
      mode: { kind: 'collection', collectionSlug: 'ink' },
      mainOrigin: 'https://inkpot.example',
    });
    navigation.navigate('/about/?ref=x');
    expect(`${window.location.pathname}${window.location.search}`).toBe('/about');
    expect(navigation.buildLink('collectionAbout', { collectionSlug: 'ink' })).toBe('/about');
    expect(navigation.buildLink('collectionSearch', { collectionSlug: 'ink' }, { q: 'a' })).toBe('/search?q=a');
    expect(navigation.buildLink('tagPosts', { tagSlug: 'poetry' })).toBe('/tag/poetry');
    // Pages the publication's domain does not serve under that name go to the main host
    // (its /search is the publication's search).
    expect(navigation.buildLink('search', {}, { q: 'a' })).toBe('https://inkpot.example/search?q=a');
    expect(navigation.buildLink('about')).toBe('https://inkpot.example/about');
    expect(navigation.buildLink('userProfile', { username: 'ada' })).toBe('https://inkpot.example/@ada');
    expect(navigation.buildLink('collectionAbout', { collectionSlug: 'other' })).toBe(
      'https://inkpot.example/other/about',
    );
    navigation.dispose();
  });
});
