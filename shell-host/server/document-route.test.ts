/** @jest-environment node */
import { matchRoute, routeDefinition } from '@inkpot/shared-contracts/routes';
import { documentRouteOf, resolveDocumentRoute } from './document-route.ts';

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
