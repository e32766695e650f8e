import {
  aboutLink,
  buildRouteLink,
  errorPageLink,
  giftSubscriptionLink,
  listShareLink,
  membershipSettingsLink,
  newStoryLink,
  postEditLink,
  postIdFromSlug,
  postInfoLink,
  postSettingsLink,
  postStatsLink,
  profileUrl,
  publicationUrl,
  searchLink,
  sitemapLink,
  tagLink,
  withQuery,
} from './route-links.ts';
import { ROUTE_TABLE } from './route-table.ts';
import { buildLink } from './routes.ts';

describe('buildRouteLink', () => {
  it('builds every route of the table from its parameters', () => {
    for (const route of ROUTE_TABLE) {
      const params = Object.fromEntries([...route.path.matchAll(/\{(\w+)\}/g)].map((m) => [m[1], 'x1']));
      expect(buildRouteLink(route.name, params)).toBe(route.path.replace(/\{\w+\}/g, 'x1'));
    }
  });

  it("is what the mount contract's buildLink builds, with the query as search parameters", () => {
    expect(buildLink('search', {}, { q: 'ink & pot' })).toBe('/search?q=ink+%26+pot');
    expect(buildLink('userProfile', { username: 'ada' })).toBe('/@ada');
    expect(() => buildLink('userProfile')).toThrow(/missing parameter\(s\) username/);
  });

  it('links what a custom domain does not serve under that name on the main host', () => {
    const options = {
      mode: { kind: 'collection', collectionSlug: 'ink' },
      mainOrigin: 'https://inkpot.example/',
    } as const;
    expect(buildRouteLink('collectionLatest', { collectionSlug: 'ink' }, options)).toBe('/latest');
    expect(buildRouteLink('collectionLatest', { collectionSlug: 'other' }, options)).toBe(
      'https://inkpot.example/other/latest',
    );
    expect(buildRouteLink('about', {}, options)).toBe('https://inkpot.example/about');
    expect(buildRouteLink('plans', {}, options)).toBe('/plans');
    // Without the main origin, the mode's path is all there is.
    expect(buildRouteLink('about', {}, { mode: 'collection' })).toBe('/about');
  });

  it('throws naming every missing parameter', () => {
    expect(() => buildRouteLink('postRevert', { postId: '1' })).toThrow(/missing parameter\(s\) versionId, baseRev/);
  });

  it('warns about empty and undefined values', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    expect(buildRouteLink('userList', { username: '', catalogSlugId: undefined })).toBe('/@/list/');
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('drops the domain prefix in custom-domain modes and encodes values', () => {
    expect(buildRouteLink('userAbout', {}, { mode: 'user' })).toBe('/about');
    expect(buildRouteLink('collectionTagged', { tagSlug: 'a b' }, { mode: 'collection' })).toBe('/tagged/a%20b');
    expect(buildRouteLink('userAbout', { username: 'ada' }, { mode: 'collection' })).toBe('/@ada/about');
    expect(buildRouteLink('search', {}, { query: { q: 'ink' }, hash: 'top' })).toBe('/search?q=ink#top');
  });
});

describe('the route-shape helpers', () => {
  it('reads a post id from the last hexadecimal segment', () => {
    expect(postIdFromSlug('my-first-story-1a2B3c')).toBe('1a2B3c');
    expect(postIdFromSlug('1a2b3c')).toBe('1a2b3c');
    expect(postIdFromSlug('my-story')).toBeNull();
  });

  it('builds post pages from a slug or an id', () => {
    expect(postEditLink('my-story-abc123')).toBe('/p/abc123/edit');
    expect(postSettingsLink('abc123')).toBe('/p/abc123/settings');
    expect(postInfoLink('t-abc')).toBe('/p/abc/info');
    expect(postStatsLink('t-abc')).toBe('/me/stats/post/abc');
  });

  it('builds the other shapes', () => {
    expect(newStoryLink()).toBe('/new-story');
    expect(newStoryLink('q1')).toBe('/new-story?inResponseToQuoteId=q1');
    expect(membershipSettingsLink()).toBe('/me/settings#membership');
    expect(searchLink({ q: 'ink' })).toBe('/search?q=ink');
    expect(searchLink({ category: 'lists' })).toBe('/search/lists');
    expect(searchLink({ collectionSlug: 'ink', category: 'users' })).toBe('/ink/search/users');
    expect(searchLink({ collectionSlug: 'ink' })).toBe('/ink/search');
    expect(tagLink('poetry')).toBe('/tag/poetry');
    expect(tagLink('poetry', 'ink')).toBe('/ink/tagged/poetry');
    expect(sitemapLink()).toBe('/sitemap/sitemap.xml');
    expect(errorPageLink()).toBe('/_/oh-noes');
    expect(aboutLink(true)).toBe('/about?autoplay=1');
    expect(giftSubscriptionLink('G1', 'annual')).toBe('/gift-plans?giftCode=G1&giftType=annual');
    expect(listShareLink('ada', 'reads-1', 'twitter')).toBe('/@ada/list/reads-1/share/twitter');
  });

  it('picks the profile and publication URL forms in order', () => {
    const live = { domain: 'ada.blog', live: true };
    expect(profileUrl({ id: '1', username: 'ada', customDomain: live })).toBe('https://ada.blog');
    expect(profileUrl({ id: '1', username: 'ada' }, { subdomainHost: 'inkpot.dev' })).toBe('https://ada.inkpot.dev');
    expect(profileUrl({ id: '1', username: 'ada', customDomain: { ...live, live: false } })).toBe('/@ada');
    expect(profileUrl({ id: '1' })).toBe('/u/1');
    expect(publicationUrl({ id: '7', slug: 'ink', customDomain: live })).toBe('https://ada.blog');
    expect(publicationUrl({ id: '7', slug: 'ink' })).toBe('/ink');
    expect(publicationUrl({ id: '7' })).toBe('/c/7');
  });

  it('changes the query of http(s) links only', () => {
    expect(withQuery('https://a.dev/x?y=1', { q: 'z' })).toBe('https://a.dev/x?y=1&q=z');
    expect(withQuery('/x#h', { q: 'z' })).toBe('/x?q=z#h');
    expect(withQuery('mailto:a@b.dev', { q: 'z' })).toBe('mailto:a@b.dev');
  });
});
