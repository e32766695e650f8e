import { ROUTE_TABLE, type RouteDefinition, type ViewerState } from '@inkpot/shared-contracts';
import { KNOWN_PAGES, pageLoader } from './page-registry.ts';
import { layoutOf, resolveRoute, RoutingError, type ResolveInput } from './resolve-route.ts';

const SIGNED_IN: ViewerState = {
  status: 'signed-in',
  viewer: { id: 'u1', name: 'Ada', username: 'ada', imageId: null, isMember: false },
};
const hosts = { app: 'http://localhost:3000', status: 'https://status.inkpot.test', help: 'https://help.inkpot.test' };

function resolve(pathname: string, overrides: Partial<ResolveInput> = {}) {
  return resolveRoute({
    pathname,
    hash: '',
    mode: { kind: 'default' },
    viewer: { status: 'visitor' },
    flags: {},
    hosts,
    ...overrides,
  });
}

describe('resolveRoute', () => {
  it('gives signed-in readers the two-column home and visitors the basic landing page', () => {
    expect(resolve('/', { viewer: SIGNED_IN })).toMatchObject({ kind: 'page', page: 'home', layout: 'two-column' });
    expect(resolve('/')).toMatchObject({ kind: 'page', page: 'home-lo-legacy', layout: 'basic' });
  });

  it('shows a loading placeholder while the logged-in check loads', () => {
    expect(resolve('/', { viewer: { status: 'loading' } })).toEqual({ kind: 'loading', layout: 'two-column' });
  });

  it('sends #giftMembership on home to the gift checkout', () => {
    expect(resolve('/', { hash: '#giftMembership' })).toEqual({
      kind: 'redirect',
      to: '/gift-checkout',
      external: false,
    });
  });

  it('redirects the top-tag-posts route to the tag page with its tagSlug', () => {
    expect(resolve('/tag/poetry/top/year')).toEqual({ kind: 'redirect', to: '/tag/poetry', external: false });
  });

  it('redirects help to the configured help host', () => {
    expect(resolve('/help')).toEqual({ kind: 'redirect', to: hosts.help, external: true });
  });

  it('uses writer-outbox for your-stories under enable_submissions_v2, except for responses', () => {
    const flags = { enable_submissions_v2: true };
    expect(resolve('/me/stories', { flags })).toMatchObject({ page: 'writer-outbox', layout: 'top-nav' });
    expect(resolve('/me/stories/drafts', { flags })).toEqual({ kind: 'redirect', to: '/me/stories', external: false });
    expect(resolve('/me/stories/responses', { flags })).toMatchObject({ page: 'your-stories' });
    expect(resolve('/me/stories/drafts')).toMatchObject({ page: 'your-stories' });
  });

  it('gives not-found for unknown paths and routes without a page', () => {
    expect(resolve('/a/b/c/d/e/f/g')).toMatchObject({ kind: 'not-found' });
    expect(resolve('/feed/latest')).toMatchObject({ kind: 'not-found' });
  });

  it('logs and shows not-found for a redirect route with an empty parameter', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    // Empty path segments never match a parameter; an encoded blank one is how an empty value arrives.
    expect(resolve('/tag/%20/top/year')).toMatchObject({ kind: 'not-found' });
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('Route "topTagPosts" redirects only with every parameter'),
    );
    error.mockRestore();
  });

  it('routes the domain’s own pages in the custom-domain modes', () => {
    expect(resolve('/', { mode: { kind: 'collection', collectionSlug: 'ink-weekly' } })).toMatchObject({
      kind: 'page',
      page: 'publication-profile',
      layout: 'publication',
      params: { collectionSlug: 'ink-weekly' },
    });
    expect(resolve('/followers', { mode: { kind: 'user', username: 'ada' } })).toMatchObject({
      page: 'user-followers',
      params: { username: 'ada' },
    });
  });

  it('puts the main pages in their layouts', () => {
    expect(resolve('/@ada/my-story-0123456789ab')).toMatchObject({ page: 'post', layout: 'top-nav' });
    expect(resolve('/@ada')).toMatchObject({ page: 'user-profile', layout: 'two-column' });
    expect(resolve('/me/settings')).toMatchObject({ page: 'settings', layout: 'two-column' });
    expect(resolve('/me/notifications')).toMatchObject({ page: 'notifications', layout: 'two-column' });
    expect(resolve('/plans')).toMatchObject({ page: 'plans', layout: 'wordmark' });
    expect(resolve('/ink-weekly')).toMatchObject({ page: 'publication-profile', layout: 'publication' });
    expect(resolve('/m/signin')).toMatchObject({ page: 'sign-in', layout: 'basic' });
    expect(resolve('/ink-weekly/inkpot/2024')).toMatchObject({ page: 'publication-inkpot', layout: 'publication' });
    expect(resolve('/tag/poetry/inkpot/2024/05/01')).toMatchObject({ page: 'tag-inkpot', layout: 'top-nav' });
    // `{product}` is the product's name, not a parameter: other two-segment paths are not archives.
    expect(resolve('/ink-weekly/about/2024')).toMatchObject({ kind: 'not-found' });
  });
});

describe('layouts and page identifiers', () => {
  it('gives every page of the route table a layout and a page module', () => {
    for (const route of ROUTE_TABLE as readonly RouteDefinition[]) {
      if (!route.page) continue;
      expect(() => layoutOf(route.page as string, route)).not.toThrow();
      expect(() => pageLoader(route.page as string)).not.toThrow();
    }
    expect(KNOWN_PAGES.has('writer-outbox')).toBe(true);
  });

  it('raises a routing error for an unknown page identifier or layout', () => {
    expect(() => pageLoader('no-such-page')).toThrow(RoutingError);
    expect(() => pageLoader('no-such-page')).toThrow('Unknown page identifier "no-such-page".');
    expect(() => layoutOf('no-such-page')).toThrow(RoutingError);
    const route = {
      name: 'x',
      path: '/x',
      group: 'other',
      service: 'lite',
      layout: 'sideways',
    } as unknown as RouteDefinition;
    expect(() => layoutOf('no-such-page', route)).toThrow('Unknown layout "sideways"');
  });
});
