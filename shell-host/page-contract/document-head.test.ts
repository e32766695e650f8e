import { applyDocumentHead, documentHead, documentHeadHtml, type HeadInput } from './document-head.ts';

const BASE: HeadInput = {
  productName: 'Inkpot',
  appUrl: 'https://inkpot.example',
  page: 'home',
  path: '/',
  status: 200,
};
const POST = {
  kind: 'post' as const,
  title: 'Notes on engines',
  subtitle: 'What the analytical engine taught us',
  authorName: 'Ada Lovelace',
  path: '/engines/notes-on-engines-0a1b2c3d4e5f',
};

describe('documentHead', () => {
  it('names the home page after the product and other pages after what they are (Settings – Inkpot)', () => {
    expect(documentHead(BASE)).toEqual({
      title: 'Inkpot',
      description: 'Inkpot: stories worth your time, from writers and publications you follow.',
      canonical: 'https://inkpot.example/',
      robots: null,
      openGraph: {
        type: 'website',
        title: 'Inkpot',
        description: 'Inkpot: stories worth your time, from writers and publications you follow.',
        url: 'https://inkpot.example/',
      },
      siteName: 'Inkpot',
      twitterCard: 'summary',
    });
    expect(documentHead({ ...BASE, page: 'settings', path: '/me/settings' }).title).toBe('Settings – Inkpot');
    expect(documentHead({ ...BASE, page: 'search', path: '/search' })).toMatchObject({
      title: 'Search – Inkpot',
      canonical: 'https://inkpot.example/search',
    });
  });

  it('names a story after its title and writer, canonical at its own URL, as an article', () => {
    const head = documentHead({ ...BASE, page: 'post', path: '/p/0a1b2c3d4e5f', entity: POST });
    expect(head).toMatchObject({
      title: 'Notes on engines – Ada Lovelace – Inkpot',
      description: 'What the analytical engine taught us',
      canonical: 'https://inkpot.example/engines/notes-on-engines-0a1b2c3d4e5f',
      openGraph: { type: 'article', url: 'https://inkpot.example/engines/notes-on-engines-0a1b2c3d4e5f' },
    });
    expect(documentHead({ ...BASE, page: 'post', path: '/p/x', entity: { ...POST, subtitle: '' } }).description).toBe(
      'A story by Ada Lovelace on Inkpot.',
    );
  });

  it('names people, publications, tags and lists, and their sub-pages', () => {
    const ada = { kind: 'user' as const, name: 'Ada Lovelace', username: 'ada', bio: '' };
    expect(documentHead({ ...BASE, page: 'user-profile', path: '/@ada', entity: ada })).toMatchObject({
      title: 'Ada Lovelace (@ada) – Inkpot',
      description: 'Read stories by Ada Lovelace on Inkpot.',
      openGraph: { type: 'profile' },
    });
    expect(documentHead({ ...BASE, page: 'user-followers', path: '/@ada/followers', entity: ada }).title).toBe(
      'Followers – Ada Lovelace – Inkpot',
    );
    // The canonical URL spells the person as they do, whatever the address said.
    expect(
      documentHead({
        ...BASE,
        page: 'user-followers',
        path: '/@ADA/followers',
        route: { name: 'userFollowers', params: { username: 'ADA' } },
        entity: ada,
      }).canonical,
    ).toBe('https://inkpot.example/@ada/followers');
    expect(
      documentHead({
        ...BASE,
        page: 'publication-about',
        path: '/about',
        route: { name: 'collectionAbout', params: { collectionSlug: 'quiet-machines' } },
      }).canonical,
    ).toBe('https://inkpot.example/quiet-machines/about');
    const quiet = {
      kind: 'publication' as const,
      name: 'Quiet Machines',
      slug: 'quiet-machines',
      description: 'Calm.',
    };
    expect(
      documentHead({ ...BASE, page: 'publication-profile', path: '/quiet-machines', entity: quiet }),
    ).toMatchObject({ title: 'Quiet Machines – Inkpot', description: 'Calm.' });
    expect(
      documentHead({ ...BASE, page: 'publication-about', path: '/quiet-machines/about', entity: quiet }).title,
    ).toBe('About – Quiet Machines – Inkpot');
    expect(
      documentHead({ ...BASE, page: 'topic-portal', entity: { kind: 'tag', slug: 'poetry', displayTitle: 'Poetry' } }),
    ).toMatchObject({ title: 'Poetry – Inkpot', description: 'Stories about Poetry on Inkpot.' });
    expect(
      documentHead({ ...BASE, page: 'user-catalog', entity: { kind: 'list', name: 'Reads', ownerName: 'Ada' } }).title,
    ).toBe('Reads – Ada – Inkpot');
  });

  it('keeps not-found and error pages out of the index, without a canonical URL', () => {
    expect(documentHead({ ...BASE, page: 'user-profile', path: '/@nobody', status: 404 })).toMatchObject({
      title: 'Page not found – Inkpot',
      canonical: null,
      robots: 'noindex',
      openGraph: { url: null },
    });
    expect(documentHead({ ...BASE, page: 'server-error', status: 500 }).title).toBe('Something went wrong – Inkpot');
  });
});

describe('the head in the document', () => {
  it('writes escaped elements for the edge', () => {
    const html = documentHeadHtml(
      documentHead({ ...BASE, page: 'post', entity: { ...POST, title: '<script>"x" & y</script>' } }),
    );
    expect(html).toContain('<title>&lt;script&gt;&quot;x&quot; &amp; y&lt;/script&gt; – Ada Lovelace – Inkpot</title>');
    expect(html).toContain(
      '<link data-inkpot-head rel="canonical" href="https://inkpot.example/engines/notes-on-engines-0a1b2c3d4e5f" />',
    );
    expect(html).toContain('<meta data-inkpot-head property="og:type" content="article" />');
    expect(html).toContain('<meta data-inkpot-head name="twitter:card" content="summary" />');
    expect(html).not.toContain('name="robots"');
  });

  it('replaces the head the edge wrote when the browser applies another one', () => {
    document.head.innerHTML = `<meta charset="utf-8" />${documentHeadHtml(documentHead({ ...BASE, page: 'post', entity: POST }))}`;
    applyDocumentHead(documentHead({ ...BASE, page: 'user-profile', path: '/@nobody', status: 404 }));
    expect(document.title).toBe('Page not found – Inkpot');
    expect(document.querySelectorAll('title')).toHaveLength(1);
    expect(document.querySelector('link[rel=canonical]')).toBeNull();
    expect(document.querySelector('meta[name=robots]')?.getAttribute('content')).toBe('noindex');
    expect(document.querySelectorAll('meta[property="og:title"]')).toHaveLength(1);
    expect(document.querySelector('meta[charset]')).not.toBeNull();
  });
});
