import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PublicationLatestPage, { queries } from './publication-latest-page.tsx';
import { feedFixture, notFoundStaffPicksMock, pageProps, renderWithShell, storyFixture } from '../testing.tsx';
import { PublicationFrameDocument } from './__generated__/publication-frame.generated.ts';
import {
  PublicationLatestDocument,
  type PublicationLatestQuery,
} from './__generated__/publication-latest-page.generated.ts';

type Latest = NonNullable<PublicationLatestQuery['collectionByDomainOrSlug']>;

const quietMachines = (latestPosts: Latest['latestPosts']): Latest => ({
  __typename: 'Collection',
  id: 'ed81a8476040',
  slug: 'quiet-machines',
  name: 'Quiet Machines',
  latestPosts,
});

const latestMock = (paging: { limit: number; to?: string }, publication: Latest | null) => ({
  request: { query: PublicationLatestDocument, variables: { slug: 'quiet-machines', paging } },
  result: { data: { __typename: 'Query' as const, collectionByDomainOrSlug: publication } },
});

describe('queries', () => {
  it('asks for the stories and the publication bar’s publication', () => {
    expect(queries({ collectionSlug: 'quiet-machines' }).map((query) => query.query)).toEqual([
      PublicationLatestDocument,
      PublicationFrameDocument,
    ]);
  });
});

describe('PublicationLatestPage', () => {
  it('lists the publication’s stories newest first, with more on request', async () => {
    renderWithShell(
      <PublicationLatestPage {...pageProps('collectionLatest', { collectionSlug: 'quiet-machines' })} />,
      {
        mocks: [
          latestMock({ limit: 10 }, quietMachines(feedFixture([storyFixture({ title: 'Small Functions' })], 'c2'))),
          latestMock(
            { limit: 1, to: 'c2' },
            quietMachines(feedFixture([storyFixture({ title: 'Repairable Phones' })])),
          ),
        ],
      },
    );
    expect(screen.getByRole('status', { name: 'Loading stories' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Latest stories' })).toBeInTheDocument();
    expect(screen.getByText('Stories in Quiet Machines, newest first.')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Latest stories in Quiet Machines' });
    expect(within(list).getByRole('link', { name: 'Small Functions' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await within(list).findByRole('link', { name: 'Repairable Phones' })).toBeInTheDocument();
  });

  it('serves the publication’s own domain the same', async () => {
    renderWithShell(
      <PublicationLatestPage
        {...pageProps(
          'collectionLatest',
          { collectionSlug: 'quiet-machines' },
          { mode: { kind: 'collection', collectionSlug: 'quiet-machines' } },
        )}
      />,
      { mocks: [latestMock({ limit: 10 }, quietMachines(feedFixture([])))] },
    );
    expect(await screen.findByText('Quiet Machines hasn’t published any stories yet.')).toBeInTheDocument();
  });

  it('is the not-found page for an unknown publication, and offers to try again after a failure', async () => {
    const { unmount } = renderWithShell(
      <PublicationLatestPage {...pageProps('collectionLatest', { collectionSlug: 'quiet-machines' })} />,
      { mocks: [latestMock({ limit: 10 }, null), notFoundStaffPicksMock()] },
    );
    expect(await screen.findByRole('heading', { name: 'Out of nothing, something.' })).toBeInTheDocument();
    unmount();

    renderWithShell(
      <PublicationLatestPage {...pageProps('collectionLatest', { collectionSlug: 'quiet-machines' })} />,
      {
        mocks: [
          {
            request: { query: PublicationLatestDocument, variables: { slug: 'quiet-machines', paging: { limit: 10 } } },
            error: new Error('down'),
          },
          latestMock({ limit: 10 }, quietMachines(feedFixture([storyFixture({ title: 'Small Functions' })]))),
        ],
      },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('The stories could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Small Functions' })).toBeInTheDocument();
  });
});
