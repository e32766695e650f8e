import { hrefOnThisHost } from './link.tsx';

const MAIN = 'https://inkpot.example';

describe('hrefOnThisHost', () => {
  it('keeps every link as it is on the main host', () => {
    expect(hrefOnThisHost('/@ada', { kind: 'default' }, MAIN)).toBe('/@ada');
  });

  it("sends a custom domain's links to pages it does not serve to the main host", () => {
    const publication = { kind: 'collection', collectionSlug: 'ink' } as const;
    // A writer's lists are a global profile page; the publication's domain has no such page.
    expect(hrefOnThisHost('/@ada/lists?x=1', publication, MAIN)).toBe('https://inkpot.example/@ada/lists?x=1');
    expect(hrefOnThisHost('/about', publication, MAIN)).toBe('/about');
    expect(hrefOnThisHost('/tag/poetry', publication, MAIN)).toBe('/tag/poetry');
    const writer = { kind: 'user', username: 'ada' } as const;
    // One segment is a story on a writer's domain; a publication's about page is not served there.
    expect(hrefOnThisHost('/quiet-machines/about', writer, MAIN)).toBe('https://inkpot.example/quiet-machines/about');
    expect(hrefOnThisHost('https://elsewhere.test/x', writer, MAIN)).toBe('https://elsewhere.test/x');
  });
});
