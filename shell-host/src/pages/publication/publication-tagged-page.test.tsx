import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PublicationTaggedPage, { queries } from './publication-tagged-page.tsx';
import { feedFixture, notFoundStaffPicksMock, pageProps, renderWithShell, storyFixture } from '../testing.tsx';
import { PublicationFrameDocument } from './__generated__/publication-frame.generated.ts';
import {
  PublicationTaggedDocument,
  type PublicationTaggedQuery,
} from './__generated__/publication-tagged-page.generated.ts';

type Tagged = NonNullable<PublicationTaggedQuery['collectionByDomainOrSlug']>;
type Tag = PublicationTaggedQuery['tagFromSlug'];

const quietMachines = (latestPosts: Tagged['latestPosts']): Tagged => ({
  __typename: 'Collection',
  id: 'ed81a8476040',
  slug: 'quiet-machines',
  name: 'Quiet Machines',
  latestPosts,
});

const writing: Tag = { __typename: 'Tag', id: 'writing', slug: 'writing', displayTitle: 'Writing' };

const taggedMock = (
  paging: { limit: number; to?: string },
  publication: Tagged | null,
  tag: Tag = writing,
  tagSlug = 'writing',
) => ({
  request: { query: PublicationTaggedDocument, variables: { slug: 'quiet-machines', tagSlug, paging } },
  result: { data: { __typename: 'Query' as const, collectionByDomainOrSlug: publication, tagFromSlug: tag } },
});

const params = { collectionSlug: 'quiet-machines', tagSlug: 'writing' };

describe('queries', () => {
  it('asks for the tagged stories and the publication bar’s publication', () => {
    const asked = queries(params);
    expect(asked.map((query) => query.query)).toEqual([PublicationTaggedDocument, PublicationFrameDocument]);
    expect(asked[0]?.variables).toEqual({ slug: 'quiet-machines', tagSlug: 'writing', paging: { limit: 10 } });
  });
});

describe('PublicationTaggedPage', () => {
  it('lists the publication’s stories with the tag, newest first, with more on request and links out', async () => {
    renderWithShell(<PublicationTaggedPage {...pageProps('collectionTagged', params)} />, {
      mocks: [
        taggedMock({ limit: 10 }, quietMachines(feedFixture([storyFixture({ title: 'Small Functions' })], 'c2'))),
        taggedMock({ limit: 1, to: 'c2' }, quietMachines(feedFixture([storyFixture({ title: 'Repairable Phones' })]))),
      ],
    });
    expect(screen.getByRole('status', { name: 'Loading stories' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Writing in Quiet Machines' })).toBeInTheDocument();
    expect(screen.getByText('Stories in Quiet Machines tagged Writing, newest first.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All stories tagged Writing' })).toHaveAttribute('href', '/tag/writing');
    expect(screen.getByRole('link', { name: 'Back to Quiet Machines' })).toHaveAttribute('href', '/quiet-machines');
    const list = screen.getByRole('list', { name: 'Writing in Quiet Machines' });
    expect(within(list).getByRole('link', { name: 'Small Functions' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await within(list).findByRole('link', { name: 'Repairable Phones' })).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Small Functions' })).toBeInTheDocument();
  });

  it('serves the publication’s own domain, linking back to its home there', async () => {
    renderWithShell(
      <PublicationTaggedPage
        {...pageProps('collectionTagged', params, { mode: { kind: 'collection', collectionSlug: 'quiet-machines' } })}
      />,
      { mocks: [taggedMock({ limit: 10 }, quietMachines(feedFixture([])))] },
    );
    expect(
      await screen.findByText('Quiet Machines hasn’t published any stories tagged Writing yet.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Quiet Machines' })).toHaveAttribute('href', '/');
  });

  it('shows an unknown tag as an empty list, not an error', async () => {
    renderWithShell(
      <PublicationTaggedPage {...pageProps('collectionTagged', { ...params, tagSlug: 'no-such-tag' })} />,
      { mocks: [taggedMock({ limit: 10 }, quietMachines(feedFixture([])), null, 'no-such-tag')] },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'no-such-tag in Quiet Machines' })).toBeInTheDocument();
    expect(screen.getByText('Quiet Machines hasn’t published any stories tagged no-such-tag yet.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /All stories tagged/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is the not-found page for an unknown publication, and offers to try again after a failure', async () => {
    const { unmount } = renderWithShell(<PublicationTaggedPage {...pageProps('collectionTagged', params)} />, {
      mocks: [taggedMock({ limit: 10 }, null), notFoundStaffPicksMock()],
    });
    expect(await screen.findByRole('heading', { name: 'Out of nothing, something.' })).toBeInTheDocument();
    unmount();

    renderWithShell(<PublicationTaggedPage {...pageProps('collectionTagged', params)} />, {
      mocks: [
        {
          request: {
            query: PublicationTaggedDocument,
            variables: { slug: 'quiet-machines', tagSlug: 'writing', paging: { limit: 10 } },
          },
          error: new Error('down'),
        },
        taggedMock({ limit: 10 }, quietMachines(feedFixture([storyFixture({ title: 'Small Functions' })]))),
      ],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The stories could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Small Functions' })).toBeInTheDocument();
  });
});
