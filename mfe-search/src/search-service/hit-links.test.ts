import { hitHref, hitLabel } from './hit-links.ts';

describe('hit links', () => {
  it('links a story by its id', () => {
    const hit = { objectID: 'p1', postId: 'a1b2', title: 'Night trains', latestPublishedAt: 0 };
    expect(hitHref({ kind: 'post', hit })).toBe('/p/a1b2');
    expect(hitLabel({ kind: 'post', hit })).toBe('Night trains');
  });

  it('links a writer by custom domain, then subdomain, then /@username', () => {
    const base = { objectID: 'u1', userId: 'u1', username: 'iris', name: 'Iris', imageId: null };
    expect(hitHref({ kind: 'user', hit: base })).toBe('/@iris');
    expect(hitHref({ kind: 'user', hit: { ...base, hasSubdomain: true } }, { subdomainHost: 'inkpot.example' })).toBe(
      'https://iris.inkpot.example',
    );
    expect(hitHref({ kind: 'user', hit: { ...base, customDomain: 'iris.blog', hasSubdomain: true } })).toBe(
      'https://iris.blog',
    );
  });

  it('links a publication by custom domain, slug, or id', () => {
    const base = { objectID: 'c1', collectionId: 'c1', name: 'Night Shift', imageId: null };
    expect(hitHref({ kind: 'collection', hit: base })).toBe('/c/c1');
    expect(hitHref({ kind: 'collection', hit: { ...base, slug: 'night-shift' } })).toBe('/night-shift');
    expect(hitHref({ kind: 'collection', hit: { ...base, slug: 'night-shift', domain: 'night.example' } })).toBe(
      'https://night.example',
    );
  });

  it('links a topic to its tag page', () => {
    expect(hitHref({ kind: 'tag', hit: { objectID: 'night', tagSlug: 'night', displayText: 'Night' } })).toBe(
      '/tag/night',
    );
  });
});
