import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  NAVIGATION_EXTERNAL_INVALID,
  ONLY_OWNER_NAME_AND_LOGO,
  PUBLICATION_NAME_EMPTY,
} from '@inkpot/shared-contracts/publication-settings';
import { notFoundStaffPicksMock, pageProps, renderWithShell } from '../testing.tsx';
import { PublicationFrameDocument } from './__generated__/publication-frame.generated.ts';
import PublicationSettingsPage, { publicationSettingsTabOf, queries } from './publication-settings-page.tsx';
import { ABOUT_SAVED } from './publication-about-form.tsx';
import { NAVIGATION_SAVED } from './publication-navigation-editor.tsx';
import { UpdatePublicationAboutDocument } from './__generated__/publication-about-form.generated.ts';
import { SetPublicationNavigationDocument } from './__generated__/publication-navigation-editor.generated.ts';
import {
  PublicationSettingsPageDocument,
  type PublicationSettingsPageQuery,
} from './__generated__/publication-settings-page.generated.ts';

type Settings = NonNullable<PublicationSettingsPageQuery['collectionByDomainOrSlug']>;
type Item = Settings['navigationItems'][number];

const SLUG = 'paper-lanterns';
const ID = 'c0ffee000001';
const item = (destination: string, title: string, value = ''): Item => ({
  __typename: 'NavigationItem',
  destination,
  title,
  value,
});
const member = (id: string, name: string, role: string): Settings['masthead'][number] => ({
  __typename: 'MastheadMember',
  role,
  user: {
    __typename: 'User',
    id,
    name,
    username: id,
    imageId: null,
    customDomainState: null,
  },
});

const paperLanterns = (role: string | null, overrides: Partial<Settings> = {}): Settings => ({
  __typename: 'Collection',
  id: ID,
  slug: SLUG,
  name: 'Paper Lanterns',
  description: 'Fiction and poetry after dark.',
  longDescription: 'We publish short fiction.',
  avatar: null,
  navigationItems: [item('LATEST', 'Latest'), item('TAG_FEED', 'Fiction', 'fiction'), item('ABOUT', 'About')],
  viewerEdge: { __typename: 'CollectionViewerEdge', id: `edge:${ID}`, viewerStaffRole: role },
  masthead: [member('u1', 'Poppy Publisher', 'OWNER'), member('u2', 'Eddie Editor', 'EDITOR')],
  ...overrides,
});

const pageMock = (publication: Settings | null) => ({
  request: { query: PublicationSettingsPageDocument, variables: { slug: SLUG } },
  result: { data: { __typename: 'Query' as const, collectionByDomainOrSlug: publication } },
});

const props = (route: Parameters<typeof pageProps>[0] = 'collectionSettings') =>
  pageProps(route, { collectionSlug: SLUG });

// The navigation editor's test types, drags and clicks through a dozen steps: half a second alone,
// over five on a loaded two-core machine.
jest.setTimeout(20_000);

describe('publicationSettingsTabOf', () => {
  it('opens about for /settings, /settings/about and /edit, the navigation and editors by route, nothing for the rest', () => {
    expect(publicationSettingsTabOf('collectionSettings')).toBe('about');
    expect(publicationSettingsTabOf('collectionSettingsAbout')).toBe('about');
    expect(publicationSettingsTabOf('collectionEdit')).toBe('about');
    expect(publicationSettingsTabOf('collectionSettingsNavigation')).toBe('navigation');
    expect(publicationSettingsTabOf('collectionPermissions')).toBe('editors');
    expect(publicationSettingsTabOf('collectionNewSubpage')).toBeNull();
  });
});

describe('queries', () => {
  it('asks for the settings and the publication bar’s publication', () => {
    expect(queries({ collectionSlug: SLUG }).map((query) => query.query)).toEqual([
      PublicationSettingsPageDocument,
      PublicationFrameDocument,
    ]);
  });
});

describe('PublicationSettingsPage', () => {
  it('asks a visitor to sign in', () => {
    renderWithShell(<PublicationSettingsPage {...props()} />, { viewer: { status: 'visitor' } });
    expect(screen.getByText('Sign in to manage this publication’s settings.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it.each([null, 'WRITER'])('is the not-found page to a reader whose role is %s', async (role) => {
    renderWithShell(<PublicationSettingsPage {...props()} />, {
      mocks: [pageMock(paperLanterns(role)), notFoundStaffPicksMock()],
    });
    expect(await screen.findByText('PAGE NOT FOUND')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Paper Lanterns settings' })).not.toBeInTheDocument();
  });

  it('gives the owner the name, descriptions and logo, and saves them', async () => {
    const user = userEvent.setup();
    const saved = { ...paperLanterns('OWNER'), name: 'Paper Lanterns Quarterly' };
    renderWithShell(<PublicationSettingsPage {...props()} />, {
      mocks: [
        pageMock(paperLanterns('OWNER')),
        {
          request: {
            query: UpdatePublicationAboutDocument,
            variables: {
              publicationId: ID,
              input: {
                name: 'Paper Lanterns Quarterly',
                description: 'Fiction and poetry after dark.',
                longDescription: 'We publish short fiction.',
              },
            },
          },
          result: { data: { updatePublicationAbout: saved } },
        },
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Paper Lanterns settings' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByLabelText('Add a logo')).toBeInTheDocument();
    const name = screen.getByLabelText('Name');
    expect(name).toBeEnabled();
    await user.clear(name);
    await user.type(name, 'Paper Lanterns Quarterly');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent(ABOUT_SAVED);
  });

  it('offers to add a logo where the publication’s logo is no uploaded image (the initial shows)', async () => {
    renderWithShell(<PublicationSettingsPage {...props()} />, {
      mocks: [pageMock(paperLanterns('OWNER', { avatar: { __typename: 'ImageRef', id: 'seed-publication-1.png' } }))],
    });
    expect(await screen.findByLabelText('Add a logo')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove logo' })).not.toBeInTheDocument();
  });

  it('refuses an empty name before asking, keeping what was typed', async () => {
    const user = userEvent.setup();
    renderWithShell(<PublicationSettingsPage {...props()} />, { mocks: [pageMock(paperLanterns('OWNER'))] });
    const name = await screen.findByLabelText('Name');
    await user.clear(name);
    await user.type(screen.getByLabelText('Short description'), ' More.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent(PUBLICATION_NAME_EMPTY);
    expect(screen.getByLabelText('Short description')).toHaveValue('Fiction and poetry after dark. More.');
  });

  it('shows the API’s refusal in its words', async () => {
    const user = userEvent.setup();
    renderWithShell(<PublicationSettingsPage {...props('collectionSettingsAbout')} />, {
      mocks: [
        pageMock(paperLanterns('OWNER')),
        {
          request: {
            query: UpdatePublicationAboutDocument,
            variables: {
              publicationId: ID,
              input: {
                name: 'Paper Lanterns',
                description: 'Fiction and poetry after dark.',
                longDescription: 'We publish short fiction.',
              },
            },
          },
          result: {
            data: {
              updatePublicationAbout: { __typename: 'Forbidden', message: ONLY_OWNER_NAME_AND_LOGO('Paper Lanterns') },
            },
          },
        },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ONLY_OWNER_NAME_AND_LOGO('Paper Lanterns'));
  });

  it('gives an editor the descriptions but not the name or the logo', async () => {
    renderWithShell(<PublicationSettingsPage {...props()} />, { mocks: [pageMock(paperLanterns('EDITOR'))] });
    expect(await screen.findByLabelText('Name')).toBeDisabled();
    expect(screen.getByText('Only the owner can change the name.')).toBeInTheDocument();
    expect(screen.getByText('Only the owner can change the logo.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Add a logo')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Long description')).toBeEnabled();
  });

  it('renames, reorders, removes and adds navigation links, then saves them in that order', async () => {
    const user = userEvent.setup();
    const next = [
      item('TAG_FEED', 'Stories', 'fiction'),
      item('LATEST', 'Latest'),
      item('EXTERNAL_URL', 'Shop', 'https://shop.example'),
    ];
    renderWithShell(<PublicationSettingsPage {...props('collectionSettingsNavigation')} />, {
      mocks: [
        pageMock(paperLanterns('EDITOR')),
        {
          request: {
            query: SetPublicationNavigationDocument,
            variables: {
              publicationId: ID,
              items: next.map(({ destination, title, value }) => ({ destination, title, value })),
            },
          },
          result: { data: { setPublicationNavigation: { __typename: 'Collection', id: ID, navigationItems: next } } },
        },
      ],
    });
    const list = await screen.findByRole('list', { name: 'Navigation links' });
    expect(screen.getByRole('link', { name: 'Navigation' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Save navigation' })).toBeDisabled();

    const fiction = within(list).getByLabelText('Title of link 2');
    await user.clear(fiction);
    await user.type(fiction, 'Stories');
    await user.click(screen.getByRole('button', { name: 'Move Stories up' }));
    await user.click(screen.getByRole('button', { name: 'Remove About' }));

    await user.selectOptions(screen.getByLabelText('Leads to'), 'EXTERNAL_URL');
    await user.type(screen.getByLabelText('Address (https://…)'), 'javascript:alert(1)');
    await user.type(screen.getByLabelText('Title'), 'Shop');
    await user.click(screen.getByRole('button', { name: 'Add link' }));
    expect(screen.getByRole('alert')).toHaveTextContent(NAVIGATION_EXTERNAL_INVALID);
    await user.clear(screen.getByLabelText('Address (https://…)'));
    await user.type(screen.getByLabelText('Address (https://…)'), 'https://shop.example');
    await user.click(screen.getByRole('button', { name: 'Add link' }));

    expect(
      within(list)
        .getAllByRole('listitem')
        .map((row) => within(row).getByRole('textbox')),
    ).toHaveLength(3);
    expect(screen.getByText('External link: https://shop.example')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save navigation' }));
    expect(await screen.findByRole('status')).toHaveTextContent(NAVIGATION_SAVED);
  });

  it('lists the owners and editors with their roles', async () => {
    renderWithShell(<PublicationSettingsPage {...props('collectionPermissions')} />, {
      mocks: [pageMock(paperLanterns('EDITOR'))],
    });
    const masthead = await screen.findByRole('list', { name: 'Owners and editors of Paper Lanterns' });
    expect(
      within(masthead)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['PPoppy PublisherOwner', 'EEddie EditorEditor']);
  });

  it('says which settings it does not offer on their routes, with the tabs above', async () => {
    renderWithShell(<PublicationSettingsPage {...props('collectionNewSubpage')} />, {
      mocks: [pageMock(paperLanterns('OWNER'))],
    });
    expect(await screen.findByRole('heading', { name: 'Subpages' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit the navigation' })).toHaveAttribute(
      'href',
      `/${SLUG}/settings/navigation`,
    );
  });
});
