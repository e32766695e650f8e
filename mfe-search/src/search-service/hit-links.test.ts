import { hitHref, hitLabel, listSlugId } from './hit-links.ts';

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

  it('links a publication hit as the API answers it: custom domain first, else its slug', () => {
    const answered = {
      objectID: 'c2',
      collectionId: 'c2',
      name: 'Quiet Machines',
      imageId: null,
      slug: 'quiet-machines',
      domain: null,
    };
    expect(hitHref({ kind: 'collection', hit: answered })).toBe('/quiet-machines');
    expect(hitHref({ kind: 'collection', hit: { ...answered, domain: 'quietmachines.inkpot.test' } })).toBe(
      'https://quietmachines.inkpot.test',
    );
  });

  it('links a writer without a subdomain host to /@username even when they have a subdomain', () => {
    const hit = {
      objectID: 'u2',
      userId: 'u2',
      username: 'otto',
      name: 'Otto',
      imageId: null,
      hasSubdomain: true,
      customDomain: null,
    };
    expect(hitHref({ kind: 'user', hit })).toBe('/@otto');
  });

  it('links a list to its owner’s list page by name slug plus id', () => {
    const hit = { objectID: 'k9', catalogId: 'k9', name: 'Saved for the Train!', userId: 'u1', username: 'iris' };
    expect(hitHref({ kind: 'catalog', hit })).toBe('/@iris/list/saved-for-the-train-k9');
    expect(hitLabel({ kind: 'catalog', hit })).toBe('Saved for the Train!');
  });
});

describe('list slugs', () => {
  it('are the name in lower case words joined by dashes, then the id', () => {
    expect(listSlugId('Best of design', 'abc123')).toBe('best-of-design-abc123');
    expect(listSlugId('  Café  & Crème ', 'x1')).toBe('cafe-creme-x1');
  });

  it('are the id alone when the name has no letters or digits', () => {
    expect(listSlugId('✨✨', 'x1')).toBe('x1');
  });
});
