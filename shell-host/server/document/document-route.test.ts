/** @jest-environment node */
import {
  buildRouteLink,
  matchRoute,
  ROUTE_TABLE,
  routeDefinition,
  type RouteDefinition,
  type TableRouteName,
} from '@inkpot/shared-contracts/routes';
import { documentRouteOf, resolveDocumentRoute } from './document-route.ts';
import { decideEdgeCache } from './edge-cache.ts';

const HOSTS = { app: 'http://localhost:3000', status: 'https://status.test', help: 'https://help.test' };
const DEFAULT = { kind: 'default' } as const;

describe('document route', () => {
  it('gives pages with the cache page kind: home, tag pages, others', () => {
    expect(resolveDocumentRoute('/', DEFAULT, HOSTS)).toMatchObject({ kind: 'page', page: 'home', cachePage: 'home' });
    expect(resolveDocumentRoute('/tag/poetry/who-to-follow', DEFAULT, HOSTS)).toMatchObject({
      kind: 'page',
      cachePage: 'tag',
    });
    expect(resolveDocumentRoute('/about', DEFAULT, HOSTS)).toMatchObject({ kind: 'page', cachePage: 'other' });
    // A publication's tagged page is not a tag page of the cache rules.
    expect(resolveDocumentRoute('/quiet-machines/tagged/poetry', DEFAULT, HOSTS)).toMatchObject({
      kind: 'page',
      cachePage: 'other',
    });
  });

  it('reads the post id from the slug of every post route', () => {
    for (const path of ['/p/1a2b3c', '/@ann/my-title-1a2b3c', '/quiet-machines/my-title-1a2b3c', '/s/best/1a2b3c'])
      expect(resolveDocumentRoute(path, DEFAULT, HOSTS)).toMatchObject({ kind: 'post', postId: '1a2b3c' });
    expect(resolveDocumentRoute('/quiet-machines/not-a-post', DEFAULT, HOSTS)).toEqual({ kind: 'not-found' });
  });

  it('is not found for no route and for a route without a page or a redirect', () => {
    expect(resolveDocumentRoute('/a/b/c/d/e/f/g', DEFAULT, HOSTS)).toEqual({ kind: 'not-found' });
    expect(resolveDocumentRoute('/m/connect/google', DEFAULT, HOSTS)).toEqual({ kind: 'not-found' });
  });

  it('redirects to the target route with the same parameters, or to the help host', () => {
    expect(resolveDocumentRoute('/tag/ink/top/year', DEFAULT, HOSTS)).toEqual({
      kind: 'redirect',
      location: '/tag/ink',
    });
    expect(resolveDocumentRoute('/help', DEFAULT, HOSTS)).toEqual({ kind: 'redirect', location: 'https://help.test' });
    expect(resolveDocumentRoute('/me/settings/payout/dashboard', DEFAULT, HOSTS)).toEqual({
      kind: 'redirect',
      location: '/me/partner/dashboard',
    });
  });

  it('logs an error and is not found when a redirect route has an empty parameter', () => {
    const logger = { error: jest.fn() };
    const match = { route: routeDefinition('topTagPosts'), params: { tagSlug: ' ', timePeriod: 'year' } };
    expect(documentRouteOf(match, DEFAULT, HOSTS, logger)).toEqual({ kind: 'not-found' });
    expect(logger.error).toHaveBeenCalledWith(expect.stringMatching(/"topTagPosts".*tagSlug/));
  });

  it('matches in the routing mode of a custom domain', () => {
    const collection = { kind: 'collection', collectionSlug: 'quiet-machines' } as const;
    const route = resolveDocumentRoute('/about', collection, HOSTS);
    expect(route).toMatchObject({ kind: 'page', page: 'publication-about' });
    expect(route.kind === 'page' && route.match.params).toEqual({ collectionSlug: 'quiet-machines' });
    expect(matchRoute('/about', DEFAULT)?.route.name).toBe('about');
  });
});

describe('document route and edge-cache decision over the whole route table', () => {
  const VISITOR_AT_CACHE = {
    edgeCachingEnabled: true,
    branchDeploy: false,
    remoteAddress: '203.0.113.7',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0',
    cacheWorkerUsed: true,
    viewer: { loggedIn: false, isStaff: false, isSpoofed: false, capabilities: [] },
  };

  it('answers every route by its definition, and caches each page by the page rules', () => {
    for (const route of ROUTE_TABLE as readonly RouteDefinition[]) {
      const params = Object.fromEntries(
        [...route.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [
          name,
          name === 'postId' ? 'a-story-0123456789ab' : `v-${name}`,
        ]),
      );
      const path = buildRouteLink(route.name as TableRouteName, params);
      const matched = matchRoute(path, DEFAULT);
      // Every built path matches a route (possibly an earlier one of the same shape).
      expect(matched).not.toBeNull();
      const answer = resolveDocumentRoute(path, DEFAULT, HOSTS);
      const definition = (matched as NonNullable<typeof matched>).route;
      if (definition.redirectTo) expect(answer.kind).toBe('redirect');
      else if (!definition.page) expect(answer).toEqual({ kind: 'not-found' });
      else if (definition.page === 'post') expect(answer).toMatchObject({ kind: 'post', postId: '0123456789ab' });
      else if (definition.name === 'collectionById') expect(answer).toMatchObject({ kind: 'publication-by-id' });
      else {
        expect(answer).toMatchObject({ kind: 'page' });
        const page = answer.kind === 'page' ? { kind: answer.cachePage } : { kind: 'other' as const };
        const decision = decideEdgeCache({ ...VISITOR_AT_CACHE, page });
        const expected =
          definition.name === 'home' || definition.path.startsWith('/tag/{tagSlug}') ? 'enabled' : 'control';
        expect([definition.name, decision.group]).toEqual([definition.name, expected]);
      }
    }
  });
});
