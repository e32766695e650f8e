import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type { PublicationFrameQuery } from './__generated__/operations.ts';
import {
  MULTIPLE_EXTERNAL_LINKS_WARNING,
  PUBLICATION_FRAME,
  PublicationFrame,
  publicationNavLinks,
} from './publication-frame.tsx';
import { notFoundStaffPicksMock, renderWithShell } from './testing.tsx';

type FramePublication = NonNullable<PublicationFrameQuery['collectionByDomainOrSlug']>;

const item = (destination: string, title: string, value = '') => ({
  __typename: 'NavigationItem' as const,
  destination,
  title,
  value,
});

function publication(overrides: Partial<FramePublication> = {}): FramePublication {
  return {
    __typename: 'Collection',
    id: 'b961015c2ffd',
    slug: 'the-long-margin',
    name: 'The Long Margin',
    navigationItems: [
      item('ABOUT', 'About'),
      item('EXTERNAL_URL', 'Shop', 'https://shop.inkpot.test/the-long-margin'),
      item('LATEST', 'Latest'),
      item('TAG_FEED', 'Writing', 'writing'),
    ],
    viewerEdge: { __typename: 'CollectionViewerEdge', id: 'edge-1', viewerStaffRole: null },
    ...overrides,
  };
}

function frameMock(slug: string, result: FramePublication | null | { errors: GraphQLError[] }) {
  return {
    request: { query: PUBLICATION_FRAME, variables: { slug } },
    result: result && 'errors' in result ? result : { data: { __typename: 'Query', collectionByDomainOrSlug: result } },
  };
}

function renderFrame(
  mocks: ReturnType<typeof frameMock>[],
  slug = 'the-long-margin',
  mode?: { kind: 'collection'; collectionSlug: string },
) {
  return renderWithShell(
    <PublicationFrame slug={slug}>
      <p>Page content</p>
    </PublicationFrame>,
    { mocks: [...mocks, notFoundStaffPicksMock()], ...(mode ? { mode } : {}) },
  );
}

describe('publicationNavLinks', () => {
  it('links each destination inside the publication and moves the external link last', () => {
    const links = publicationNavLinks(
      [
        item('ABOUT', 'About'),
        item('EXTERNAL_URL', 'Shop', 'https://shop.example'),
        item('LATEST', 'Latest'),
        item('TRENDING', 'Trending'),
        item('TAG_FEED', 'Writing', 'writing'),
        item('PAGE', 'Write for us', 'write-for-us'),
        item('SECTION', 'Essays', 'essays'),
        item('POST', 'Start here', 'start-here-1a2b3c4d5e6f'),
        item('PRODUCT', 'Archive', '2024'),
        item('UNKNOWN', 'Nowhere'),
      ],
      'the-long-margin',
    );
    expect(links.links).toEqual([
      { title: 'About', href: '/the-long-margin/about' },
      { title: 'Latest', href: '/the-long-margin/latest' },
      { title: 'Trending', href: '/the-long-margin/trending' },
      { title: 'Writing', href: '/the-long-margin/tagged/writing' },
      { title: 'Write for us', href: '/the-long-margin/subpage/write-for-us' },
      { title: 'Essays', href: '/the-long-margin/essays/home' },
      { title: 'Start here', href: '/the-long-margin/start-here-1a2b3c4d5e6f' },
      { title: 'Archive', href: '/the-long-margin/inkpot/2024' },
    ]);
    expect(links.external).toEqual({ title: 'Shop', href: 'https://shop.example' });
    expect(links.externalCount).toBe(1);
  });

  it('drops the slug prefix on the publication’s own domain', () => {
    expect(publicationNavLinks([item('ABOUT', 'About')], 'the-long-margin', { mode: 'collection' }).links).toEqual([
      { title: 'About', href: '/about' },
    ]);
  });

  it('keeps only the first web link when there are several external ones, and never a non-web one', () => {
    const links = publicationNavLinks(
      [item('EXTERNAL_URL', 'Bad', 'javascript:alert(1)'), item('EXTERNAL_URL', 'Shop', 'https://a.example')],
      'x',
    );
    expect(links.external).toEqual({ title: 'Shop', href: 'https://a.example' });
    expect(links.externalCount).toBe(2);
  });
});

describe('PublicationFrame', () => {
  it('shows a placeholder while loading, then the compact bar above the page', async () => {
    renderFrame([frameMock('the-long-margin', publication())]);
    expect(screen.getByRole('status', { name: 'Loading publication' })).toBeInTheDocument();
    expect(screen.queryByText('Page content')).not.toBeInTheDocument();

    const nav = await screen.findByRole('navigation', { name: 'The Long Margin' });
    expect(within(nav).getByRole('link', { name: 'The Long Margin' })).toHaveAttribute('href', '/the-long-margin');
    const items = within(nav)
      .getAllByRole('listitem')
      .map((entry) => entry.textContent);
    expect(items).toEqual(['About', 'Latest', 'Writing', 'Shop']);
    expect(within(nav).getByRole('link', { name: 'Shop' })).toHaveAttribute(
      'href',
      'https://shop.inkpot.test/the-long-margin',
    );
    expect(screen.getByText('Page content')).toBeInTheDocument();
  });

  it("reserves the 'Manage publication' slot for owners and editors only", async () => {
    const { container, unmount } = renderFrame([
      frameMock(
        'the-long-margin',
        publication({ viewerEdge: { __typename: 'CollectionViewerEdge', id: 'e', viewerStaffRole: 'EDITOR' } }),
      ),
    ]);
    await screen.findByText('Page content');
    const slot = container.querySelector('[data-slot="publication-nav"]');
    expect(slot).toHaveAttribute('data-collection-id', 'b961015c2ffd');
    expect(slot).toHaveAttribute('data-staff-role', 'EDITOR');
    unmount();

    const writer = renderFrame([
      frameMock(
        'the-long-margin',
        publication({ viewerEdge: { __typename: 'CollectionViewerEdge', id: 'e', viewerStaffRole: 'WRITER' } }),
      ),
    ]);
    await screen.findByText('Page content');
    expect(writer.container.querySelector('[data-slot="publication-nav"]')).not.toBeInTheDocument();
  });

  it('warns once when the publication has more than one external link', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      renderFrame([
        frameMock(
          'the-long-margin',
          publication({
            navigationItems: [
              item('EXTERNAL_URL', 'Shop', 'https://a.example'),
              item('EXTERNAL_URL', 'Blog', 'https://b.example'),
            ],
          }),
        ),
      ]);
      await screen.findByText('Page content');
      expect(warn.mock.calls.filter(([message]) => message === MULTIPLE_EXTERNAL_LINKS_WARNING)).toHaveLength(1);
      expect(screen.getByRole('link', { name: 'Shop' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Blog' })).not.toBeInTheDocument();
    } finally {
      warn.mockRestore();
    }
  });

  it('shows the not-found page, not the content, when there is no such publication', async () => {
    renderFrame([frameMock('nothing-here', null)], 'nothing-here');
    expect(await screen.findByRole('heading', { name: 'Out of nothing, something.' })).toBeInTheDocument();
    expect(screen.queryByText('Page content')).not.toBeInTheDocument();
  });

  it('shows an error view with a retry when the publication cannot be loaded', async () => {
    renderFrame([
      frameMock('the-long-margin', { errors: [new GraphQLError('down')] }),
      frameMock('the-long-margin', publication()),
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent('This publication could not be loaded.');
    expect(screen.queryByText('Page content')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Page content')).toBeInTheDocument();
  });

  it('links home to the root on the publication’s own domain', async () => {
    renderFrame([frameMock('the-long-margin', publication())], 'the-long-margin', {
      kind: 'collection',
      collectionSlug: 'the-long-margin',
    });
    const nav = await screen.findByRole('navigation', { name: 'The Long Margin' });
    expect(within(nav).getByRole('link', { name: 'The Long Margin' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
  });
});
