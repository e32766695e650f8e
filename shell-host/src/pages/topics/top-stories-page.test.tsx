import { routeDefinition } from '@inkpot/shared-contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TopStoriesPage, { queries, servesTopStories } from './top-stories-page.tsx';
import { feedFixture, pageProps, renderWithShell, storyFixture } from '../testing.tsx';
import { TopStoriesDocument, type TopStoriesQuery } from './__generated__/top-stories-page.generated.ts';

const picksMock = (paging: { limit: number; to?: string }, feed: TopStoriesQuery['staffPicksFeed']) => ({
  request: { query: TopStoriesDocument, variables: { paging } },
  result: { data: { __typename: 'Query' as const, staffPicksFeed: feed } },
});

describe('servesTopStories and queries', () => {
  it('serves /top-stories and /browse/top; the other routes of page `series` stay the placeholder', () => {
    expect(servesTopStories(routeDefinition('topStories'))).toBe(true);
    expect(servesTopStories(routeDefinition('browseTop'))).toBe(true);
    for (const name of ['series', 'sequence', 'newSequence', 'topStoriesDay'] as const) {
      expect(servesTopStories(routeDefinition(name))).toBe(false);
      expect(queries({}, routeDefinition(name))).toEqual([]);
    }
    expect(queries({}, routeDefinition('topStories'))).toHaveLength(1);
  });
});

describe('TopStoriesPage', () => {
  it('lists the staff picks in their order, with more on request', async () => {
    renderWithShell(<TopStoriesPage {...pageProps('topStories')} />, {
      mocks: [
        picksMock({ limit: 10 }, feedFixture([storyFixture({ title: 'First Pick' })], 'p2')),
        picksMock({ limit: 1, to: 'p2' }, feedFixture([storyFixture({ title: 'Second Pick' })])),
      ],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Top stories' })).toBeInTheDocument();
    expect(screen.getByText(/staff picked/)).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Top stories' });
    expect(within(list).getByRole('link', { name: 'First Pick' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await within(list).findByRole('link', { name: 'Second Pick' })).toBeInTheDocument();
  });

  it('says so when there are no picks, and offers to try again after a failure', async () => {
    const { unmount } = renderWithShell(<TopStoriesPage {...pageProps('browseTop')} />, {
      mocks: [picksMock({ limit: 10 }, feedFixture([]))],
    });
    expect(await screen.findByText('There are no top stories yet.')).toBeInTheDocument();
    unmount();

    renderWithShell(<TopStoriesPage {...pageProps('topStories')} />, {
      mocks: [
        { request: { query: TopStoriesDocument, variables: { paging: { limit: 10 } } }, error: new Error('down') },
        picksMock({ limit: 10 }, feedFixture([storyFixture({ title: 'First Pick' })])),
      ],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The top stories could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'First Pick' })).toBeInTheDocument();
  });

  it('keeps the placeholder for a series', () => {
    renderWithShell(<TopStoriesPage {...pageProps('series', { postId: 'abcdef123456' })} />);
    expect(screen.getByText(/This page is not available on .* yet\./)).toBeInTheDocument();
  });
});
