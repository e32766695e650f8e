import { createRouteMatcher, matchRoute, routeMatcher } from './route-matcher.ts';
import { ROUTE_TABLE, type RouteDefinition } from './route-table.ts';

const nameOf = (path: string, mode?: Parameters<typeof matchRoute>[1]) => matchRoute(path, mode)?.route.name ?? null;

describe('the route table', () => {
  it('registers every route without an ambiguous duplicate', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const matcher = createRouteMatcher(ROUTE_TABLE);
    expect(matcher.routesIn('default')).toHaveLength(ROUTE_TABLE.length);
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('has unique names, and a layout for every page', () => {
    expect(new Set(ROUTE_TABLE.map((r) => r.name)).size).toBe(ROUTE_TABLE.length);
    for (const route of ROUTE_TABLE as readonly RouteDefinition[]) {
      if (route.page) expect([route.name, route.layout]).toEqual([route.name, expect.any(String)]);
    }
  });
});

describe('matchRoute in the default mode', () => {
  it.each([
    ['/', 'home', {}],
    ['/about', 'about', {}],
    ['/plans/confirmation/friend', 'plansConfirmation', { membershipType: 'friend' }],
    ['/p/1a2b3c/edit', 'postEdit', { postId: '1a2b3c' }],
    ['/p/1a2b/revert/3/4', 'postRevert', { postId: '1a2b', versionId: '3', baseRev: '4' }],
    ['/p/9f/responses/new', 'postResponseNew', { inResponseToPostId: '9f' }],
    ['/@ada/my-story-1a2b', 'userPost', { username: 'ada', postId: 'my-story-1a2b' }],
    ['/ink-weekly/my-story-1a2b', 'collectionPost', { collectionSlug: 'ink-weekly', postId: 'my-story-1a2b' }],
    ['/search/users', 'searchUsers', {}],
    ['/ink-weekly/search/tags', 'collectionSearchCategory', { collectionSlug: 'ink-weekly', category: 'tags' }],
    ['/me/settings/mute', 'mutedSettings', {}],
    ['/me/settings/account', 'settingsSection', { setting: 'account' }],
    ['/me/stats/post/abc', 'statsPost', { postId: 'abc' }],
    ['/me/partner/dashboard/earnings', 'partnerDashboardTab', { tab: 'earnings' }],
    ['/get-started/topics', 'getStartedTopics', {}],
    ['/@ada', 'userProfile', { username: 'ada' }],
    ['/@ada/list/reading-1', 'userList', { username: 'ada', catalogSlugId: 'reading-1' }],
    ['/u/42', 'userById', { userId: '42' }],
    ['/subscribe/@ada', 'subscribeToUser', { username: 'ada' }],
    ['/ink-weekly', 'collection', { collectionSlug: 'ink-weekly' }],
    [
      '/ink-weekly/Inkpot/2024/05',
      'collectionArchiveMonth',
      { collectionSlug: 'ink-weekly', year: '2024', month: '05' },
    ],
    ['/ink-weekly/@ada/followers', 'collectionUserFollowers', { collectionSlug: 'ink-weekly', username: 'ada' }],
    [
      '/ink-weekly/settings/subpages/faq/edit',
      'collectionEditSubpage',
      { collectionSlug: 'ink-weekly', subpageSlug: 'faq' },
    ],
    ['/tag/poetry/top/year', 'topTagPosts', { tagSlug: 'poetry', timePeriod: 'year' }],
    ['/s/new', 'newSequence', {}],
    ['/s/essays/1a2b', 'sequencePost', { sequenceSlug: 'essays', postId: '1a2b' }],
    ['/newsletters/n1/stats', 'newsletterStats', { newsletterV3Id: 'n1' }],
    ['/m/signin', 'signIn', {}],
    ['/m/signup', 'signUp', {}],
    ['/m/signout/tok', 'signOut', { xsrf: 'tok' }],
    ['/feed/@ada', 'userRssFeed', { username: 'ada' }],
    ['/feed/ink-weekly/tagged/poetry', 'collectionTaggedFeed', { collectionSlug: 'ink-weekly', tagSlug: 'poetry' }],
    ['/_/oh-noes', 'errorPage', {}],
    ['/sitemap/sitemap.xml', 'sitemap', {}],
  ])('%s → %s', (path, name, params) => {
    expect(matchRoute(path)).toEqual({ route: expect.objectContaining({ name }), params });
  });

  it('matches literal segments case-insensitively and keeps parameter case', () => {
    expect(matchRoute('/ME/Settings/MUTE')?.route.name).toBe('mutedSettings');
    expect(matchRoute('/@Ada/Latest')?.params).toEqual({ username: 'Ada' });
  });

  it('ignores a trailing slash, the query and the hash, and decodes parameters', () => {
    expect(matchRoute('/p/abc/?x=1#y')?.route.name).toBe('post');
    expect(matchRoute('/tag/caf%C3%A9')?.params).toEqual({ tagSlug: 'café' });
  });

  it('backtracks from a literal to a parameter', () => {
    expect(matchRoute('/search/my-post')).toEqual({
      route: expect.objectContaining({ name: 'collectionPost' }),
      params: { collectionSlug: 'search', postId: 'my-post' },
    });
  });

  it('returns null when nothing matches', () => {
    expect(matchRoute('/a/b/c/d/e/f/g')).toBeNull();
    expect(matchRoute('/p/%E0%A4%A')).toBeNull();
    expect(matchRoute('/@')).toBeNull();
  });
});

describe('custom-domain modes', () => {
  it('user mode drops /@{username} and gives the username back from the domain', () => {
    const mode = { kind: 'user', username: 'ada' } as const;
    expect(matchRoute('/', mode)).toEqual({
      route: expect.objectContaining({ name: 'userProfile' }),
      params: { username: 'ada' },
    });
    expect(nameOf('/about', mode)).toBe('userAbout');
    expect(matchRoute('/my-story-1a2b', mode)?.params).toEqual({ username: 'ada', postId: 'my-story-1a2b' });
    expect(nameOf('/m/signin', mode)).toBe('signIn');
    expect(nameOf('/p/1a2b', 'user')).toBe('post');
  });

  it('collection mode drops /{collectionSlug}', () => {
    const mode = { kind: 'collection', collectionSlug: 'ink' } as const;
    expect(matchRoute('/', mode)).toEqual({
      route: expect.objectContaining({ name: 'collection' }),
      params: { collectionSlug: 'ink' },
    });
    expect(nameOf('/search', mode)).toBe('collectionSearch');
    expect(nameOf('/tagged/poetry', mode)).toBe('collectionTagged');
    expect(matchRoute('/@ada', mode)).toEqual({
      route: expect.objectContaining({ name: 'collectionUser' }),
      params: { collectionSlug: 'ink', username: 'ada' },
    });
    // A global route keeps its own parameter even when it has the same name.
    expect(matchRoute('/feed/other', mode)?.params).toEqual({ collectionSlug: 'other' });
  });
});

describe('createRouteMatcher', () => {
  it('warns about an ambiguous duplicate pattern and keeps the first', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const routes: RouteDefinition[] = [
      { name: 'first', path: '/p/{postId}', group: 'posts', service: 'lite' },
      { name: 'second', path: '/P/{id}', group: 'posts', service: 'lite' },
    ];
    const matcher = createRouteMatcher(routes);
    expect(matcher.match('/p/1')).toEqual({ route: routes[0], params: { postId: '1' } });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"second"'));
    expect(matcher.routesIn('default')).toHaveLength(1);
    warn.mockRestore();
  });

  it("builds a mode's tree when that mode is first asked for, once", () => {
    const routes: RouteDefinition[] = [{ name: 'post', path: '/p/{postId}', group: 'posts', service: 'lite' }];
    const matcher = createRouteMatcher(routes);
    const mapped = jest.spyOn(routes, 'map');
    expect(matcher.match('/p/1')?.route.name).toBe('post');
    expect(matcher.match('/p/2', 'default')?.params).toEqual({ postId: '2' });
    expect(matcher.routesIn('default')).toHaveLength(1);
    expect(mapped).toHaveBeenCalledTimes(1);
    expect(matcher.match('/p/1', { kind: 'user', username: 'ada' })?.route.name).toBe('post');
    expect(mapped).toHaveBeenCalledTimes(2);
  });

  it('matches nothing in a mode it does not know', () => {
    const matcher = createRouteMatcher([{ name: 'post', path: '/p/{postId}', group: 'posts', service: 'lite' }]);
    expect(matcher.match('/p/1', 'toString' as never)).toBeNull();
    expect(matcher.routesIn('constructor' as never)).toEqual([]);
  });

  it('is built once for the table', () => {
    expect(routeMatcher()).toBe(routeMatcher());
  });
});
