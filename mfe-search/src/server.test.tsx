/** @jest-environment node */
import type { SearchResultsProps } from '@inkpot/shared-contracts';
import type { ServerParcelRequest } from '@inkpot/shared-contracts/server-parcels';
import { createTestMountProps } from '@inkpot/shared-contracts/testing';
import { renderToString } from 'react-dom/server';
import type { SearchClient } from './search-service/search-client.ts';
import type { IndexRequest } from './search-service/search-indexes.ts';
import { adoptServerSearchState, searchRunner } from './search-service/search-runner.ts';
import { prerenderParcel, prerenderSearchResults } from './server.tsx';

const hit = (title: string, at: number) => ({
  kind: 'post' as const,
  hit: { objectID: title, postId: title, title, latestPublishedAt: at },
});

function request(searchPage: SearchResultsProps['searchPage'], signedIn = false): ServerParcelRequest {
  const { props } = createTestMountProps('search', {
    viewer: signedIn
      ? {
          status: 'signed-in',
          viewer: { id: 'a1b2c3d4e5f6', name: 'Morgan', username: 'morgan', imageId: null, isMember: false },
        }
      : { status: 'visitor' },
  });
  return {
    props: { ...props, searchPage } as SearchResultsProps,
    nonce: 'n0nce',
    api: { origin: 'http://api.inkpot.test', headers: { 'x-forwarded-for': '203.0.113.9' } },
    signal: new AbortController().signal,
  };
}

function fakeService(answer: (requests: readonly IndexRequest[]) => Promise<number> = async () => 2) {
  const calls: Array<{ settings: unknown; headers: unknown; requests: readonly IndexRequest[]; tags: unknown }> = [];
  const clientFor = (settings: unknown, options?: { headers?: unknown }): SearchClient => ({
    async search(requests, searchOptions) {
      const count = await answer(requests);
      calls.push({ settings, headers: options?.headers, requests, tags: searchOptions.analyticsTags });
      return requests.map((indexRequest) => ({
        kind: indexRequest.kind,
        indexName: `inkpot_${indexRequest.kind}`,
        hits: [hit('Night Trains', Date.UTC(2026, 10, 21, 23, 30)), hit('Against Night Trains', 0)].slice(0, count),
        nbHits: count,
        exhaustive: true,
        nbPages: 1,
        page: 0,
        queryID: 'q1',
      }));
    },
  });
  return { clientFor, calls };
}

describe("the search remote's server render", () => {
  it("renders the first page of a query's stories as the browser's parcel does, with the answers it adopts", async () => {
    const { clientFor, calls } = fakeService();
    const rendered = await prerenderSearchResults(request({ q: 'night', category: 'posts' }, true), clientFor);
    if (!rendered) throw new Error('expected a server render');
    const html = renderToString(rendered.element);
    expect(html).toContain('Night Trains');
    expect(html).toMatch(/2<!-- --> <!-- -->results/);
    // UTC on the server: the browser switches to the reader's zone after hydrating.
    expect(html).toContain('Nov 21, 2026');
    expect(calls).toEqual([
      {
        settings: expect.objectContaining({ url: 'http://api.inkpot.test' }),
        headers: { 'x-forwarded-for': '203.0.113.9' },
        requests: [{ kind: 'post', query: 'night', hitsPerPage: 10, page: 0 }],
        tags: ['logged-in'],
      },
    ]);
    const key = JSON.stringify(['logged-in', [{ kind: 'post', query: 'night', hitsPerPage: 10, page: 0 }]]);
    expect(rendered.state).toEqual({ answers: { [key]: { results: [expect.objectContaining({ nbHits: 2 })] } } });
  });

  it('leaves to the browser an empty query, a publication-scoped search and a page that cannot wait', async () => {
    const { clientFor, calls } = fakeService(() => new Promise(() => undefined));
    expect(await prerenderSearchResults(request({ q: '', category: 'posts' }), clientFor)).toBeNull();
    expect(
      await prerenderSearchResults(request({ q: 'night', category: 'posts', collectionSlug: 'rail' }), clientFor),
    ).toBeNull();
    const late = request({ q: 'night', category: 'users' });
    const page = new AbortController();
    const pending = prerenderSearchResults({ ...late, signal: page.signal }, clientFor);
    page.abort();
    expect(await pending).toBeNull();
    expect(calls).toEqual([]);
  });

  it('is the server build: only search-results is rendered on the server', async () => {
    expect(await prerenderParcel('search-box', request({ q: 'night', category: 'posts' }))).toBeNull();
  });

  it("puts the server's answers in the browser's cache, and refuses a state that is not answers", async () => {
    const { clientFor } = fakeService();
    const rendered = await prerenderSearchResults(request({ q: 'trains', category: 'posts' }), clientFor);
    adoptServerSearchState(rendered?.state);
    const { props } = createTestMountProps('search');
    const key = JSON.stringify(['logged-out', [{ kind: 'post', query: 'trains', hitsPerPage: 10, page: 0 }]]);
    expect(searchRunner(props).cache.get(key)).toMatchObject({ status: 'success' });
    expect(() => adoptServerSearchState({ answers: { [key]: { hits: [] } } })).toThrow(/not a set of answers/);
    expect(() => adoptServerSearchState(null)).toThrow(/not a set of answers/);
  });
});
