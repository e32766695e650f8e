import { buildLink } from '@inkpot/shared-contracts';
import { activeSidebarItem, isLibraryMode, libraryLinks } from './sidebar-items.ts';

const at = (pathname: string, routeName: string | null) => ({
  pathname,
  routeName,
  search: '',
  hash: '',
  referrer: null,
});

describe('activeSidebarItem', () => {
  it.each([
    ['/', 'home', 'home'],
    ['/me/lists', 'yourLists', 'library'],
    ['/me/lists/saved', 'savedList', 'library'],
    ['/me/lists/reading-history', 'readingHistoryList', 'library'],
    ['/me/list/highlights', 'yourList', 'library'],
    ['/me/stories/responses', 'yourStoriesFiltered', 'library'],
    ['/me/stories/drafts', 'yourStoriesFiltered', 'stories'],
    ['/me/stories', 'yourStories', 'stories'],
    ['/me/stats', 'stats', 'stats'],
    ['/me/stats/post/abc', 'statsPost', 'stats'],
    ['/me/following-feed/writers', 'followingFeed', 'following'],
    ['/me/following-feed/topics', 'followingFeed', 'following'],
    ['/me/following-feed/writers/u1', 'followingFeedEntity', 'following'],
    ['/me/following-feed/publications/c1', 'followingFeedEntity', 'following'],
    ['/@demo_reader', 'userProfile', 'profile'],
    ['/me', 'me', 'profile'],
  ])('%s (%s) makes %s active', (pathname, routeName, item) => {
    expect(activeSidebarItem(at(pathname, routeName), 'demo_reader')).toBe(item);
  });

  it.each([
    ['/me/following-feed/lists', 'followingFeed'],
    ['/me/following-feed/topics/t1', 'followingFeedEntity'],
    ['/@someone_else', 'userProfile'],
    ['/about', 'about'],
    ['/nowhere', null],
  ])('%s (%s) makes no item active', (pathname, routeName) => {
    expect(activeSidebarItem(at(pathname, routeName), 'demo_reader')).toBeNull();
  });

  it('has no active item before the location is known', () => {
    expect(activeSidebarItem(null, 'demo_reader')).toBeNull();
  });
});

describe('library mode', () => {
  it('is on for wide screens where Library is active', () => {
    expect(isLibraryMode('library', true)).toBe(true);
    expect(isLibraryMode('library', false)).toBe(false);
    expect(isLibraryMode('home', true)).toBe(false);
  });

  it('offers the reading lists, highlights, history and responses, each making Library active', () => {
    const links = libraryLinks(buildLink);
    expect(links.map((link) => link.label)).toEqual([
      'Your lists',
      'Saved lists',
      'Highlights',
      'Reading history',
      'Responses',
    ]);
    expect(links.map((link) => link.href)).toEqual([
      '/me/lists',
      '/me/lists/saved',
      '/me/list/highlights',
      '/me/lists/reading-history',
      '/me/stories/responses',
    ]);
  });
});
