import { buildRouteLink, type RouteName, type RouteParams } from '@inkpot/shared-contracts';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import {
  PublicationNavigationContextQueryDocument,
  type PublicationNavigationContextQuery,
} from '../api/__generated__/publication-navigation-context.generated.ts';
import { mockedApollo } from '../../../testing/apollo.ts';
import { createTestMountProps } from '../../../testing/test-mount-props.ts';
import { MULTIPLE_EXTERNAL_LINKS_WARNING } from '../model/publication-nav-links.ts';
import { ManageMenu } from './manage-menu.tsx';
import { PublicationNav } from './publication-nav.tsx';

type Publication = NonNullable<PublicationNavigationContextQuery['collectionByDomainOrSlug']>;
const item = (destination: string, title: string, value = '') => ({
  __typename: 'NavigationItem' as const,
  destination,
  title,
  value,
});

function publication(overrides: Partial<Publication> = {}): Publication {
  return {
    __typename: 'Collection',
    id: 'b961015c2ffd',
    domain: null,
    slug: 'the-long-margin',
    name: 'The Long Margin',
    isAuroraVisible: true,
    tintColor: '#2b6cb0',
    avatar: null,
    newsletter: null,
    navigationItems: [
      item('ABOUT', 'About'),
      item('EXTERNAL_URL', 'Shop', 'https://shop.inkpot.test/the-long-margin'),
      item('LATEST', 'Latest'),
      item('TAG_FEED', 'Writing', 'writing'),
    ],
    viewerEdge: { __typename: 'CollectionViewerEdge', id: 'edge', viewerStaffRole: null },
    ...overrides,
  };
}

function mock(result: Publication | null | { errors: GraphQLError[] }) {
  return {
    request: { query: PublicationNavigationContextQueryDocument, variables: { domainOrSlug: 'the-long-margin' } },
    result: result && 'errors' in result ? result : { data: { __typename: 'Query', collectionByDomainOrSlug: result } },
  };
}

function renderParcel(
  Parcel: typeof PublicationNav,
  result: Parameters<typeof mock>[0],
  buildLink?: typeof buildRouteLink,
) {
  const test = createTestMountProps();
  const props = {
    ...test.props,
    apollo: mockedApollo([mock(result)]),
    publication: { domainOrSlug: 'the-long-margin' },
    navigation: buildLink
      ? {
          ...test.props.navigation,
          buildLink: (name: RouteName, params?: RouteParams) => buildLink(name, params, { mode: 'collection' }),
        }
      : test.props.navigation,
  };
  return { ...test, ...render(<Parcel {...props} />) };
}

describe('PublicationNav', () => {
  it('shows the name linking home and the items, the external link last after a divider', async () => {
    const { container } = renderParcel(PublicationNav, publication());
    const nav = await screen.findByRole('navigation', { name: 'The Long Margin' });
    expect(within(nav).getByRole('link', { name: 'The Long Margin' })).toHaveAttribute('href', '/the-long-margin');
    const titles = within(nav)
      .getAllByRole('listitem')
      .map((entry) => entry.textContent);
    expect(titles).toEqual(['About', 'Latest', 'Writing', 'Shop']);
    expect(container.querySelector('.ink-pub-nav__items > li:nth-last-child(2)')).toHaveClass('ink-pub-nav__divider');
    expect(within(nav).getByRole('link', { name: 'Shop' })).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it("draws the publication's colour as a strip along the header", async () => {
    renderParcel(PublicationNav, publication());
    await screen.findByRole('navigation', { name: 'The Long Margin' });
    expect(screen.getByTestId('publication-tint')).toHaveStyle({ background: '#2b6cb0' });
  });

  it("shows the publication's logo beside its name, the initial without one", async () => {
    const { container, unmount } = renderParcel(
      PublicationNav,
      publication({ avatar: { __typename: 'ImageRef', id: '0123456789abcdef0123456789abcdef' } }),
    );
    await screen.findByRole('navigation', { name: 'The Long Margin' });
    expect(container.querySelector('.ink-pub-nav__avatar img')?.getAttribute('src')).toContain(
      '0123456789abcdef0123456789abcdef',
    );
    unmount();
    const initial = renderParcel(PublicationNav, publication());
    await screen.findByRole('navigation', { name: 'The Long Margin' });
    expect(initial.container.querySelector('.ink-pub-nav__avatar img')).toBeNull();
    expect(initial.container.querySelector('.ink-pub-nav__avatar [data-initial="T"]')).not.toBeNull();
  });

  it('draws no strip for a publication without a colour', async () => {
    renderParcel(PublicationNav, publication({ tintColor: null }));
    await screen.findByRole('navigation', { name: 'The Long Margin' });
    expect(screen.queryByTestId('publication-tint')).not.toBeInTheDocument();
  });

  it('navigates in the app from an item', async () => {
    const { navigate } = renderParcel(PublicationNav, publication());
    await userEvent.click(await screen.findByRole('link', { name: 'Latest' }));
    expect(navigate).toHaveBeenCalledWith('/the-long-margin/latest');
  });

  it('links without the slug prefix on the publication’s own domain (the page’s buildLink)', async () => {
    renderParcel(PublicationNav, publication(), buildRouteLink);
    expect(await screen.findByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    expect(screen.getByRole('link', { name: 'The Long Margin' })).toHaveAttribute('href', '/');
  });

  it('reports a second external link as an error, and shows only the first', async () => {
    const { reportError } = renderParcel(
      PublicationNav,
      publication({
        navigationItems: [
          item('EXTERNAL_URL', 'Shop', 'https://a.example'),
          item('EXTERNAL_URL', 'Blog', 'https://b.example'),
        ],
      }),
    );
    expect(await screen.findByRole('link', { name: 'Shop' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Blog' })).not.toBeInTheDocument();
    expect(reportError).toHaveBeenCalledTimes(1);
    expect(reportError).toHaveBeenCalledWith(expect.objectContaining({ message: MULTIPLE_EXTERNAL_LINKS_WARNING }), {
      area: 'publication-nav',
    });
  });

  it.each<[string, Parameters<typeof mock>[0]]>([
    ['failed', { errors: [new GraphQLError('down')] }],
    ['empty', null],
  ])('renders nothing when the query has %s', async (_, result) => {
    const { container } = renderParcel(PublicationNav, result);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(container.querySelector('nav')).toBeNull();
  });
});

describe('ManageMenu', () => {
  it.each(['OWNER', 'EDITOR'])("gives the %s 'Manage publication' with every entry", async (role) => {
    renderParcel(
      ManageMenu,
      publication({ viewerEdge: { __typename: 'CollectionViewerEdge', id: 'edge', viewerStaffRole: role } }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Manage publication' }));
    const menu = screen.getByRole('navigation', { name: 'Manage publication' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Write a story',
      'Inbox',
      'Newsletter',
      'Stats',
      'Followers',
      'Info & Homepage',
      'Navigation',
      'Subpages',
      'About',
    ]);
    expect(within(menu).getByRole('heading', { name: 'Settings' })).toBeInTheDocument();
  });

  it.each([['WRITER'], [null]])('offers nothing to a %s', async (role) => {
    const { container } = renderParcel(
      ManageMenu,
      publication({ viewerEdge: { __typename: 'CollectionViewerEdge', id: 'edge', viewerStaffRole: role } }),
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(container.querySelector('button')).toBeNull();
  });

  it('closes on Escape with focus back on its button', async () => {
    renderParcel(
      ManageMenu,
      publication({ viewerEdge: { __typename: 'CollectionViewerEdge', id: 'edge', viewerStaffRole: 'OWNER' } }),
    );
    const trigger = await screen.findByRole('button', { name: 'Manage publication' });
    await userEvent.click(trigger);
    await userEvent.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
  });
});
