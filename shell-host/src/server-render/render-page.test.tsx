/** @jest-environment node */
import v8 from 'node:v8';
import vm from 'node:vm';
import { MockLink } from '@apollo/client/testing';
import { PRODUCT_NAME, type SearchResultsProps } from '@inkpot/shared-contracts';
import { currentViewer } from '@inkpot/shared-contracts/server-parcels';
import type { PreloadedState } from '../../page-contract/preloaded-state.ts';
import { responseFixture, responsesMock } from '../pages/story/post-responses.fixtures.ts';
import { serverParcelProps } from './parcel-props.ts';
import { renderShellPage } from './render-page.tsx';
import type { ParcelRenderRequest, ShellRender, ShellRenderRequest } from '../../page-contract/render.ts';
import { LandingStaffPicksDocument } from '../pages/home/__generated__/landing-page.generated.ts';
import { PostPageDocument } from '../pages/story/__generated__/post-page.generated.ts';
import type { StoryCard_postFragment } from '../pages/story/__generated__/story-card.generated.ts';

v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;

const STATE: PreloadedState = {
  config: {
    productName: PRODUCT_NAME,
    appVersion: 'test',
    environment: 'test',
    graphqlUrl: '/_/graphql',
    hosts: { app: 'https://inkpot.test', status: 'https://status.inkpot.test', help: 'https://help.inkpot.test' },
  },
  registry: {
    schemaVersion: 1,
    remotes: [
      {
        name: 'navigation',
        version: '1.2.3',
        manifestUrl: 'https://navigation.inkpot.test/mf-manifest.json',
        contractVersion: '1.0.0',
      },
    ],
  },
  viewer: { status: 'visitor' },
  flags: {},
  session: { xsrf: null },
  routing: { mode: { kind: 'default' }, status: 200 },
};

const story = (n: number): StoryCard_postFragment => ({
  __typename: 'Post',
  id: `00000000000${n}`,
  title: `Night <trains> ${n}`,
  subtitle: 'Sleeper cars, again',
  mediumUrl: `/@rosa/night-trains-${n}-00000000000${n}`,
  isLocked: false,
  readingTime: 3.2,
  statusForCollection: null,
  firstPublishedAt: '2026-11-21T12:00:00.000Z',
  updatedAt: '2026-11-22T12:00:00.000Z',
  creator: { __typename: 'User', id: 'aaaaaaaaaaaa', name: 'Rosa Bergstrom', username: 'rosa' },
  collection: null,
  topicSlug: null,
  topicTitle: null,
  isInReadingList: false,
  previewImageId: null,
});

const staffPicks = (delay = 0) => ({
  request: { query: LandingStaffPicksDocument, variables: { paging: { limit: 10 } } },
  result: {
    data: {
      staffPicksFeed: {
        __typename: 'PostFeed' as const,
        items: [1, 2].map((n) => ({ __typename: 'PostFeedItem' as const, post: story(n) })),
        pagingInfo: { __typename: 'PagingInfo' as const, next: null },
      },
    },
  },
  delay,
});

async function render(
  url: string,
  mocks: MockLink.MockedResponse[],
  budgetMs = 5000,
  options: Pick<ShellRenderRequest, 'renderParcel' | 'logger'> = {},
): Promise<ShellRender> {
  const logger = { error: jest.fn(), warn: jest.fn() };
  return renderShellPage({
    state: STATE,
    url,
    nonce: 'n0nce',
    api: { link: new MockLink(mocks) },
    budgetMs,
    logger,
    ...options,
  });
}

async function htmlOf(rendered: ShellRender): Promise<string> {
  if (rendered.kind !== 'server') throw new Error(`expected the server's page, got: ${rendered.reason}`);
  let html = '';
  for await (const chunk of rendered.html) html += String(chunk);
  return html;
}

describe('renderShellPage', () => {
  it("renders a visitor's home with its stories, the remote slots as boxes, and the cache its query filled", async () => {
    const rendered = await render('/?utm_source=mail', [staffPicks()]);
    const html = await htmlOf(rendered);

    expect(html).toContain('data-page="home-lo-legacy"');
    expect(html).toContain('Night &lt;trains&gt; 1');
    expect(html).toContain('Night &lt;trains&gt; 2');
    // Dates in UTC until the browser, which knows the reader's zone, has hydrated.
    expect(html).toContain('Nov 21, 2026');
    // Remote slots: empty boxes, still loading, naming their release.
    expect(html).toMatch(
      /<div class="ink-shell__top-bar" data-slot="top-bar" data-remote="navigation" data-release="navigation@1\.2\.3" data-state="loading"><div><\/div><\/div>/,
    );
    expect(html).toContain('data-slot="footer"');
    // Every style element carries the response's nonce (the CSP refuses the others).
    expect(html.match(/<style(?![^>]*nonce="n0nce")/g)).toBeNull();
    expect(html).not.toContain('<script');

    expect(rendered.kind === 'server' && rendered.cache['ROOT_QUERY']).toHaveProperty([
      'staffPicksFeed({"paging":{"limit":10}})',
    ]);
    // The parcels the page places, for the head's preloads: the shell's slots, once each.
    expect(rendered.kind === 'server' && rendered.parcels).toEqual(
      expect.arrayContaining([
        { remote: 'navigation', parcel: 'top-bar' },
        { remote: 'navigation', parcel: 'footer' },
        { remote: 'auth', parcel: 'sign-in-modal' },
        { remote: 'notifications', parcel: 'toast-stack' },
      ]),
    );
    expect(rendered.kind === 'server' && rendered.parcels).not.toContainEqual({
      remote: 'search',
      parcel: 'search-results',
    });
  });

  it('renders a post from the answer of its query', async () => {
    const post = {
      ...story(7),
      latestPublishedAt: '2026-11-21T12:00:00.000Z',
      responsesCount: 1,
      isDeleted: false,
      isSuspended: false,
      isLimitedState: false,
      creator: { ...story(7).creator, imageId: null, customDomainState: null },
      tags: [{ __typename: 'Tag' as const, id: 't1', slug: 'trains', displayTitle: 'Trains' }],
      isContentPreview: false,
      content: [
        {
          __typename: 'StoryParagraph' as const,
          type: 'P' as const,
          text: 'The sleeper leaves at ten.',
          markups: [],
          src: null,
          alt: null,
        },
      ],
    };
    const html = await htmlOf(
      await render('/@rosa/night-trains-000000000007', [
        {
          request: { query: PostPageDocument, variables: { id: '000000000007' } },
          result: { data: { postResult: post } },
        },
        responsesMock('000000000007', [
          responseFixture('000000000008', 'Ada Ibarra', 'Took the sleeper last spring: every word true.'),
        ]),
      ]),
    );
    expect(html).toMatch(/<h1 id="post-title" class="ink-post__title">Night &lt;trains&gt; 7<\/h1>/);
    expect(html).toContain('The sleeper leaves at ten.');
    expect(html).toContain('1 response');
    // The responses are part of the server's page too (their query ran in the same prerender).
    expect(html).toContain('Took the sleeper last spring: every word true.');
    expect(html).toContain('data-page="post"');
  });

  it('keeps a long page inline, not moved to the end behind a script that a reader without JavaScript never runs', async () => {
    // Past React's default 12.8 kB, a ready page would be streamed last and shown by a script.
    const longBar = `<header>${'<a href="/">Inkpot</a>'.repeat(800)}</header>`;
    const renderParcel = async ({ parcel }: ParcelRenderRequest) => (parcel === 'top-bar' ? longBar : null);
    const html = await htmlOf(await render('/', [staffPicks()], 5000, { renderParcel }));
    expect(html.length).toBeGreaterThan(20_000);
    expect(html).toContain(longBar);
    expect(html).not.toContain('<template id="B:');
    expect(html).not.toMatch(/<div hidden id="S:/);
    expect(html).toContain('Night &lt;trains&gt; 1');
  });

  it('ends its budget once the page is sent, letting go of every signal made from it', async () => {
    const signals: AbortSignal[] = [];
    const renderParcel = async ({ signal }: ParcelRenderRequest) => {
      signals.push(signal);
      return null;
    };
    const rendered = await render('/', [staffPicks()], 5000, { renderParcel });
    expect(signals.length).toBeGreaterThan(0);
    expect(signals.every((signal) => !signal.aborted)).toBe(true);
    await htmlOf(rendered);
    await new Promise((resolve) => setImmediate(resolve));
    expect(signals.every((signal) => signal.aborted)).toBe(true);
  });

  it('lets go of a page once it is sent: its parcels, their HTML and its render are not kept', async () => {
    const kept: WeakRef<object>[] = [];
    const renderParcel = async ({ parcel, page, signal }: ParcelRenderRequest) => {
      kept.push(new WeakRef(page), new WeakRef(signal));
      return parcel === 'top-bar' ? `<nav>${'top bar '.repeat(1000)}</nav>` : null;
    };
    for (let n = 0; n < 5; n += 1) await htmlOf(await render('/', [staffPicks()], 5000, { renderParcel }));
    expect(kept.length).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 10));
    collectGarbage();
    expect(kept.filter((ref) => ref.deref() !== undefined)).toHaveLength(0);
  });

  it("lets go of a page whose queries went to the API through the page's link: no timer of the link keeps it", async () => {
    // The link the edge uses (createShellLink), its fetch answered here: a timer started while the
    // page renders holds React's request (its async context), and with it the whole page.
    const answer = staffPicks().result;
    const fetchSpy = jest
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => new Response(JSON.stringify([answer]), { status: 200 }));
    try {
      const kept: WeakRef<object>[] = [];
      for (let n = 0; n < 3; n += 1) {
        const state = structuredClone(STATE);
        kept.push(new WeakRef(state));
        const html = await htmlOf(
          await renderShellPage({
            state,
            url: '/',
            nonce: 'n0nce',
            api: { graphqlUrl: 'https://api.inkpot.test/graphql' },
            budgetMs: 5000,
            logger: { error: jest.fn(), warn: jest.fn() },
          }),
        );
        expect(html).toContain('Night &lt;trains&gt; 1');
      }
      expect(fetchSpy).toHaveBeenCalled();
      // Past the link's batching interval (a timer of its own, started while the page rendered).
      await new Promise((resolve) => setTimeout(resolve, 50));
      collectGarbage();
      // The latest page may still be referenced from module state (bounded: one); none before it.
      expect(kept.slice(0, -1).filter((ref) => ref.deref() !== undefined)).toHaveLength(0);
    } finally {
      fetchSpy.mockRestore();
    }
  });

  it('leaves the page to the browser when a query fails, naming it', async () => {
    const rendered = await render('/', [
      {
        request: { query: LandingStaffPicksDocument, variables: { paging: { limit: 10 } } },
        error: new Error('API down'),
      },
    ]);
    expect(rendered).toEqual({ kind: 'client', reason: expect.stringContaining('LandingStaffPicks failed: API down') });
  });

  it('leaves the page to the browser when a query answers with errors', async () => {
    const rendered = await render('/', [
      {
        request: { query: LandingStaffPicksDocument, variables: { paging: { limit: 10 } } },
        result: { errors: [{ message: 'Internal server error' }] },
      },
    ]);
    expect(rendered).toEqual({ kind: 'client', reason: expect.stringContaining('Internal server error') });
  });

  it('leaves the page to the browser when its data takes longer than the budget', async () => {
    const rendered = await render('/', [staffPicks(2000)], 50);
    expect(rendered).toEqual({ kind: 'client', reason: 'the server render took longer than its budget of 50 ms' });
  });

  it("puts the HTML a remote's server build rendered into its slot, with the parcel's props; the other slots stay boxes", async () => {
    const asked: string[] = [];
    const renderParcel = jest.fn(async ({ remote, parcel, data, page }: ParcelRenderRequest) => {
      asked.push(`${remote}/${parcel}`);
      if (parcel !== 'search-results') return null;
      // Made again where the build runs, from plain data: the page and the parcel's own props.
      const props = serverParcelProps({ ...structuredClone({ ...page, data }), remote }) as SearchResultsProps;
      const { q, category } = props.searchPage;
      return `<ol><li>${q} in ${category} for a ${currentViewer(props)?.status}</li></ol>`;
    });
    const html = await htmlOf(await render('/search?q=night', [], 5000, { renderParcel }));
    expect(html).toContain(
      '<div data-server-parcel="search/search-results"><ol><li>night in posts for a visitor</li></ol></div>',
    );
    // Asked once per parcel the page places, not per render pass.
    expect(asked).toEqual(expect.arrayContaining(['search/search-results', 'navigation/top-bar']));
    expect(new Set(asked).size).toBe(asked.length);
    expect(html).toMatch(/data-slot="top-bar"[^>]*><div><\/div><\/div>/);
  });

  it('leaves a slot to the browser when its server build fails or is late, and the page is still served', async () => {
    const logger = { error: jest.fn(), warn: jest.fn() };
    const renderParcel = async ({ parcel }: ParcelRenderRequest) => {
      if (parcel === 'search-results') throw new Error('search is down');
      if (parcel === 'top-bar') return new Promise<string>(() => undefined);
      return null;
    };
    const rendered = await render('/search?q=night', [], 200, { renderParcel, logger });
    const html = await htmlOf(rendered);
    expect(html).not.toContain('data-server-parcel');
    expect(html).toMatch(/data-slot="search-results"[^>]*><div><\/div><\/div>/);
    expect(logger.warn).toHaveBeenCalledWith(
      expect.stringContaining('The server build of search could not render "search-results"'),
      expect.objectContaining({ message: 'search is down' }),
    );
  });

  it("stops waiting for the server builds in time for the page's own render, however long its data took", async () => {
    // The data takes 60% of the budget, a build never answers: the page is still the server's.
    const renderParcel = async () => new Promise<string>(() => undefined);
    const rendered = await render('/', [staffPicks(300)], 500, { renderParcel });
    const html = await htmlOf(rendered);
    expect(html).toContain('Night &lt;trains&gt; 1');
    expect(html).not.toContain('data-server-parcel');
  });
});
