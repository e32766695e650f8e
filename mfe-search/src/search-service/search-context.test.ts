import { searchContextOf, suggestionRequests } from './search-context.ts';

describe('search context', () => {
  it('reads the context from the page', () => {
    expect(searchContextOf('/')).toEqual({ kind: 'home' });
    expect(searchContextOf('/@iris')).toEqual({ kind: 'profile', username: 'iris' });
    expect(searchContextOf('/tag/night')).toEqual({ kind: 'tag', tagSlug: 'night' });
    expect(searchContextOf('/quiet-machines/latest')).toEqual({ kind: 'publication', domainOrSlug: 'quiet-machines' });
    expect(searchContextOf('/', { domainOrSlug: 'night.example' })).toEqual({
      kind: 'publication',
      domainOrSlug: 'night.example',
    });
  });

  it('asks stories, people, publications and topics, 3 each, from the home page', () => {
    expect(suggestionRequests({ kind: 'home' }, {}, ' night ')).toEqual(
      ['post', 'user', 'collection', 'tag'].map((kind) => ({ kind, query: 'night', hitsPerPage: 3 })),
    );
  });

  it("asks 8 of a publication's or a writer's stories on their pages", () => {
    expect(suggestionRequests({ kind: 'publication', domainOrSlug: 'q' }, { collectionId: 'c1' }, 'x')).toEqual([
      { kind: 'post', query: 'x', hitsPerPage: 8, filters: 'collectionId:"c1"' },
    ]);
    expect(suggestionRequests({ kind: 'profile', username: 'iris' }, { creatorId: 'u"1' }, 'x')).toEqual([
      { kind: 'post', query: 'x', hitsPerPage: 8, filters: 'creatorId:"u\\"1"' },
    ]);
  });

  it('scopes stories to the topic on a tag page, and falls back to the home search without ids', () => {
    expect(suggestionRequests({ kind: 'tag', tagSlug: 'night' }, {}, 'x')[0]).toEqual({
      kind: 'post',
      query: 'x',
      hitsPerPage: 3,
      filters: 'tagSlug:"night"',
    });
    expect(suggestionRequests({ kind: 'publication', domainOrSlug: 'q' }, {}, 'x')).toHaveLength(4);
  });
});
