/** @jest-environment node */
import { matchRoute, type RoutingMode } from '@inkpot/shared-contracts/routes';
import { apiPageEntitiesLookup, entityRefsOf, pageEntitiesOf, type EntityRefs } from './page-entities.ts';
import { SESSION_TIMEOUT_MS } from '../api/session.ts';
import { sendJson, startFakeApi } from '../testing/fake-api.ts';

const refsAt = (path: string, mode: RoutingMode = { kind: 'default' }) => {
  const match = matchRoute(path, mode);
  if (!match) throw new Error(`no route for ${path}`);
  return entityRefsOf(match);
};

describe('what a route names', () => {
  it('names the person, publication, tag or list of every kind of entity route', () => {
    expect(refsAt('/@ada')).toEqual({ user: { username: 'ada' } });
    expect(refsAt('/@ada/followers')).toEqual({ user: { username: 'ada' } });
    expect(refsAt('/u/u123')).toEqual({ user: { id: 'u123' } });
    expect(refsAt('/quiet-machines')).toEqual({ collectionSlug: 'quiet-machines' });
    expect(refsAt('/quiet-machines/about')).toEqual({ collectionSlug: 'quiet-machines' });
    expect(refsAt('/quiet-machines/tagged/poetry')).toEqual({
      collectionSlug: 'quiet-machines',
      tagSlug: 'poetry',
      tagOptional: true,
    });
    expect(refsAt('/quiet-machines/@ada')).toEqual({ collectionSlug: 'quiet-machines', user: { username: 'ada' } });
    expect(refsAt('/tag/poetry')).toEqual({ tagSlug: 'poetry' });
    expect(refsAt('/tag/poetry/who-to-follow')).toEqual({ tagSlug: 'poetry' });
    expect(refsAt('/@ada/list/summer-reads-0a1b2c3d4e5f')).toEqual({
      user: { username: 'ada' },
      catalogId: '0a1b2c3d4e5f',
    });
    expect(refsAt('/embed/list/0a1b2c3d4e5f')).toEqual({ catalogId: '0a1b2c3d4e5f' });
  });

  it("takes a custom domain's publication or person from the routing mode", () => {
    expect(refsAt('/about', { kind: 'collection', collectionSlug: 'quiet-machines' })).toEqual({
      collectionSlug: 'quiet-machines',
    });
    expect(refsAt('/followers', { kind: 'user', username: 'ada' })).toEqual({ user: { username: 'ada' } });
  });

  it('names nothing on pages about no one, post pages, the reader’s own pages and predefined lists', () => {
    for (const path of [
      '/',
      '/about',
      '/search',
      '/p/0a1b2c3d4e5f',
      '/@ada/story-0a1b2c3d4e5f',
      '/me/list/reading-list',
    ])
      expect([path, refsAt(path)]).toEqual([path, null]);
    expect(refsAt('/@ada/list/reading-list')).toEqual({ user: { username: 'ada' } });
  });
});

describe('reading the answer', () => {
  const ADA = { name: 'Ada Lovelace', username: 'Ada', bio: 'Engines.' };
  const LIST = {
    __typename: 'Catalog' as const,
    name: 'Summer reads',
    creator: { username: 'ada', name: 'Ada Lovelace' },
  };

  it('is not found when any entity the route names is missing, or a list is not the named person’s', () => {
    expect(pageEntitiesOf({ user: { username: 'nobody' } }, { user: null })).toEqual({
      kind: 'not-found',
      missing: 'user',
    });
    expect(
      pageEntitiesOf({ collectionSlug: 'q', tagSlug: 't' }, { collectionByDomainOrSlug: null, tagFromSlug: null }),
    ).toMatchObject({ missing: 'publication' });
    expect(pageEntitiesOf({ tagSlug: 'nope' }, { tagFromSlug: null })).toMatchObject({ missing: 'tag' });
    // A publication's tagged page shows an unknown tag as an empty list: only the publication decides.
    expect(
      pageEntitiesOf(
        { collectionSlug: 'q', tagSlug: 'nope', tagOptional: true },
        { collectionByDomainOrSlug: null, tagFromSlug: null },
      ),
    ).toMatchObject({ missing: 'publication' });
    expect(
      pageEntitiesOf(
        { collectionSlug: 'quiet-machines', tagSlug: 'nope', tagOptional: true },
        {
          collectionByDomainOrSlug: { name: 'Quiet Machines', slug: 'quiet-machines', description: '' },
          tagFromSlug: null,
        },
      ),
    ).toMatchObject({ kind: 'found', head: { kind: 'publication', slug: 'quiet-machines' } });
    expect(pageEntitiesOf({ catalogId: 'x' }, { catalogById: { __typename: 'NotFound' } })).toMatchObject({
      missing: 'list',
    });
    expect(
      pageEntitiesOf(
        { user: { username: 'bo' }, catalogId: 'x' },
        { user: { ...ADA, username: 'bo' }, catalogById: LIST },
      ),
    ).toMatchObject({ missing: 'list' });
  });

  it('names the page after the most specific entity, with the entities’ own spelling for the canonical path', () => {
    expect(pageEntitiesOf({ user: { username: 'ada' }, catalogId: 'x' }, { user: ADA, catalogById: LIST })).toEqual({
      kind: 'found',
      head: { kind: 'list', name: 'Summer reads', ownerName: 'Ada Lovelace' },
      canonicalParams: { username: 'Ada' },
    });
    expect(
      pageEntitiesOf(
        { collectionSlug: 'QUIET-machines', tagSlug: 'Poetry' },
        {
          collectionByDomainOrSlug: { name: 'Quiet Machines', slug: 'quiet-machines', description: '' },
          tagFromSlug: { slug: 'poetry', displayTitle: 'Poetry' },
        },
      ),
    ).toEqual({
      kind: 'found',
      head: { kind: 'tag', slug: 'poetry', displayTitle: 'Poetry' },
      canonicalParams: { collectionSlug: 'quiet-machines', tagSlug: 'poetry' },
    });
  });
});

describe('the lookup', () => {
  const refs: EntityRefs = { user: { username: 'ada' }, tagSlug: 'poetry' };

  it('asks once per route for everything it names, and keeps visitors’ answers briefly', async () => {
    const api = await startFakeApi((request, res) => {
      const { variables } = JSON.parse(request.body) as { variables: Record<string, unknown> };
      sendJson(res, 200, {
        data: {
          user: variables.username === 'ada' ? { id: 'u1', name: 'Ada', username: 'ada', bio: '' } : null,
          tagFromSlug: { slug: 'poetry', displayTitle: 'Poetry' },
        },
      });
    });
    try {
      const lookup = apiPageEntitiesLookup(api.url);
      const [first, second] = await Promise.all([lookup(refs), lookup({ ...refs })]);
      expect(first).toMatchObject({ kind: 'found', head: { kind: 'user', name: 'Ada' } });
      expect(second).toEqual(first);
      expect(await lookup({ user: { username: 'nobody' } })).toEqual({ kind: 'not-found', missing: 'user' });
      expect(api.requests).toHaveLength(2);
      const [request] = api.requests;
      expect(request?.headers.cookie).toBeUndefined();
      expect(JSON.parse(request?.body ?? '{}')).toMatchObject({
        operationName: 'EdgePageEntities',
        variables: {
          withUser: true,
          username: 'ada',
          withTag: true,
          tagSlug: 'poetry',
          withCollection: false,
          withCatalog: false,
        },
      });
      // A reader's own answer (their private list) is asked with their cookies and not kept.
      await lookup(refs, 'inkpot_sid=s');
      await lookup(refs, 'inkpot_sid=s');
      expect(api.requests.slice(2).map((r) => r.headers.cookie)).toEqual(['inkpot_sid=s', 'inkpot_sid=s']);
    } finally {
      await api.close();
    }
  });

  it('fails open on an error, an unknown answer or a slow API, logged once per kind, kept only briefly', async () => {
    let answer: 'error' | 'odd' | 'slow' | 'ok' = 'error';
    const api = await startFakeApi((_request, res) => {
      if (answer === 'error') sendJson(res, 502, { error: 'down' });
      else if (answer === 'odd') sendJson(res, 200, { data: null, errors: [{ message: 'nope' }] });
      else if (answer === 'slow')
        setTimeout(() => sendJson(res, 200, { data: { user: null } }), SESSION_TIMEOUT_MS + 400);
      else sendJson(res, 200, { data: { user: null } });
    });
    const logger = { error: jest.fn() };
    try {
      const lookup = apiPageEntitiesLookup(api.url, { logger, failureTtlMs: 1 });
      const one = { user: { username: 'a' } };
      expect(await lookup(one)).toEqual({ kind: 'failed' });
      answer = 'odd';
      expect(await lookup({ user: { username: 'b' } })).toEqual({ kind: 'failed' });
      answer = 'slow';
      expect(await lookup({ user: { username: 'c' } })).toEqual({ kind: 'failed' });
      expect(logger.error).toHaveBeenCalledTimes(3);
      expect(logger.error.mock.calls[0][0]).toMatch(
        /Page entity lookup failed \(Error: HTTP 502\); serving the page uncached/,
      );
      answer = 'ok';
      await new Promise((resolve) => setTimeout(resolve, 5));
      // The failure was not kept: the API, back, is asked again.
      expect(await lookup(one)).toEqual({ kind: 'not-found', missing: 'user' });
    } finally {
      await api.close();
    }
  });
});
