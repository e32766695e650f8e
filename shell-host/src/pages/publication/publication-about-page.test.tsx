import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PublicationAboutPage, { queries } from './publication-about-page.tsx';
import { notFoundStaffPicksMock, pageProps, renderWithShell } from '../testing.tsx';
import { PublicationFrameDocument } from './__generated__/publication-frame.generated.ts';
import {
  PublicationAboutDocument,
  type PublicationAboutQuery,
} from './__generated__/publication-about-page.generated.ts';

type About = NonNullable<PublicationAboutQuery['collectionByDomainOrSlug']>;
type Editor = About['editors'][number];

const editor = (id: string, name: string, username: string, bio = '', domain?: string): Editor => ({
  __typename: 'User',
  id,
  name,
  username,
  bio,
  customDomainState: domain
    ? { __typename: 'CustomDomainState', live: { __typename: 'LiveCustomDomain', domain } }
    : null,
});

const quietMachines = (overrides: Partial<About> = {}): About => ({
  __typename: 'Collection',
  id: 'ed81a8476040',
  slug: 'quiet-machines',
  name: 'Quiet Machines',
  description: 'Software, hardware and the people who maintain them.',
  longDescription: '',
  avatar: null,
  subscriberCount: 1234,
  editors: [
    editor('aaaaaaaaaaa1', 'Pat Publisher', 'pat', 'Runs the place.'),
    editor('aaaaaaaaaaa2', 'Eve Editor', 'eve', '', 'eve.example'),
  ],
  ...overrides,
});

const aboutMock = (publication: About | null) => ({
  request: { query: PublicationAboutDocument, variables: { slug: 'quiet-machines' } },
  result: { data: { __typename: 'Query' as const, collectionByDomainOrSlug: publication } },
});

const props = () => pageProps('collectionAbout', { collectionSlug: 'quiet-machines' });

describe('queries', () => {
  it('asks for the page’s facts and the publication bar’s publication', () => {
    expect(queries({ collectionSlug: 'quiet-machines' }).map((query) => query.query)).toEqual([
      PublicationAboutDocument,
      PublicationFrameDocument,
    ]);
  });
});

describe('PublicationAboutPage', () => {
  it('shows the description, the follower count and the editors, each linking to their profile', async () => {
    renderWithShell(<PublicationAboutPage {...props()} />, { mocks: [aboutMock(quietMachines())] });
    expect(screen.getByRole('status', { name: 'Loading publication' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'About Quiet Machines' })).toBeInTheDocument();
    expect(screen.getByText('Software, hardware and the people who maintain them.')).toBeInTheDocument();
    expect(screen.getByText(/1\.2K Followers/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Latest stories' })).toHaveAttribute('href', '/quiet-machines/latest');

    expect(screen.getByRole('heading', { level: 2, name: 'Editors' })).toBeInTheDocument();
    const editors = screen.getByRole('list', { name: 'Editors of Quiet Machines' });
    expect(within(editors).getByRole('link', { name: 'Pat Publisher' })).toHaveAttribute('href', '/@pat');
    expect(within(editors).getByText('Runs the place.')).toBeInTheDocument();
    expect(within(editors).getByRole('link', { name: 'Eve Editor' })).toHaveAttribute('href', 'https://eve.example');
  });

  it('shows the long description its editors wrote, a paragraph for each, as text', async () => {
    renderWithShell(<PublicationAboutPage {...props()} />, {
      mocks: [
        aboutMock(quietMachines({ longDescription: 'We keep old machines running.\n\n<b>Pitch us</b> a story.' })),
      ],
    });
    expect(await screen.findByText('We keep old machines running.')).toHaveClass('ink-about__long');
    expect(screen.getByText('<b>Pitch us</b> a story.')).toBeInTheDocument();
  });

  it('says so when there is no description and no editor', async () => {
    renderWithShell(<PublicationAboutPage {...props()} />, {
      mocks: [aboutMock(quietMachines({ description: '', editors: [], subscriberCount: 1 }))],
    });
    expect(await screen.findByText('Quiet Machines has not described itself yet.')).toBeInTheDocument();
    expect(screen.getByText('Quiet Machines names no editors.')).toBeInTheDocument();
    expect(screen.getByText(/1 Follower\b/)).toBeInTheDocument();
  });

  it('links the latest stories on the publication’s own domain without its slug', async () => {
    renderWithShell(
      <PublicationAboutPage
        {...pageProps(
          'collectionAbout',
          { collectionSlug: 'quiet-machines' },
          { mode: { kind: 'collection', collectionSlug: 'quiet-machines' } },
        )}
      />,
      { mocks: [aboutMock(quietMachines())], mode: { kind: 'collection', collectionSlug: 'quiet-machines' } },
    );
    expect(await screen.findByRole('link', { name: 'Latest stories' })).toHaveAttribute('href', '/latest');
  });

  it('is the not-found page for an unknown publication, and offers to try again after a failure', async () => {
    const { unmount } = renderWithShell(<PublicationAboutPage {...props()} />, {
      mocks: [aboutMock(null), notFoundStaffPicksMock()],
    });
    expect(await screen.findByRole('heading', { name: 'Out of nothing, something.' })).toBeInTheDocument();
    unmount();

    renderWithShell(<PublicationAboutPage {...props()} />, {
      mocks: [
        {
          request: { query: PublicationAboutDocument, variables: { slug: 'quiet-machines' } },
          error: new Error('down'),
        },
        aboutMock(quietMachines()),
      ],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('This publication could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'About Quiet Machines' })).toBeInTheDocument();
  });
});
