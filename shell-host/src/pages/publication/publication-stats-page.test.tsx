import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routeDefinition } from '@inkpot/shared-contracts';
import { notFoundStaffPicksMock, pageProps, renderWithShell } from '../testing.tsx';
import PublicationStatsPage, { queries } from './publication-stats-page.tsx';
import { PublicationStatsDocument } from './__generated__/publication-stats-page.generated.ts';

const days = ['2026-11-19', '2026-11-20', '2026-11-21'];
const stats = (stories: Array<{ id: string; title: string; views: number; reads: number }>) => ({
  __typename: 'StoryStats',
  days: 3,
  views: stories.reduce((sum, story) => sum + story.views, 0),
  reads: stories.reduce((sum, story) => sum + story.reads, 0),
  daily: days.map((day, index) => ({
    __typename: 'StoryStatsDay',
    day,
    views: index === 2 ? 5 : 0,
    reads: index === 2 ? 2 : 0,
  })),
  stories: stories.map((story) => ({
    __typename: 'StoryStatsRow',
    views: story.views,
    reads: story.reads,
    post: { __typename: 'Post', id: story.id, title: story.title, mediumUrl: `/quiet-machines/x-${story.id}` },
  })),
});
const mock = (daysAsked: number, storyStats: unknown) => ({
  request: { query: PublicationStatsDocument, variables: { slug: 'quiet-machines', days: daysAsked } },
  result: {
    data: { collectionByDomainOrSlug: { __typename: 'Collection', id: 'c1', name: 'Quiet Machines', storyStats } },
  },
});
const props = () => pageProps('collectionStats', { collectionSlug: 'quiet-machines' });

describe('publication stats queries', () => {
  it('asks for the default period, and nothing on a newsletter’s stats', () => {
    expect(queries({ collectionSlug: 'quiet-machines' }, routeDefinition('collectionStats'))[0]?.variables).toEqual({
      slug: 'quiet-machines',
      days: 30,
    });
    expect(
      queries({ collectionSlug: 'quiet-machines', newsletterSlug: 'n' }, routeDefinition('collectionNewsletterStats')),
    ).toEqual([]);
  });
});

describe('PublicationStatsPage', () => {
  it('shows an editor the totals, the chart with its text alternative and each story, for the period chosen', async () => {
    const rows = [
      { id: 'aaaaaaaaaaa1', title: 'Night trains', views: 4, reads: 2 },
      { id: 'aaaaaaaaaaa2', title: 'Day trains', views: 1, reads: 0 },
    ];
    renderWithShell(<PublicationStatsPage {...props()} />, { mocks: [mock(30, stats([])), mock(7, stats(rows))] });
    expect(
      await screen.findByText('None of the stories in Quiet Machines was viewed in these 3 days.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '7 days' }));
    expect(await screen.findByRole('img', { name: /5 views and 2 reads from Nov 19 to Nov 21/ })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Views and reads per story, last 3 days' });
    expect(within(table).getByRole('link', { name: 'Night trains' })).toHaveAttribute(
      'href',
      '/quiet-machines/x-aaaaaaaaaaa1',
    );
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['StoryViewsReads', 'Night trains42', 'Day trains10']);
  });

  it('is the not-found page for anyone who is not its OWNER or EDITOR', async () => {
    renderWithShell(<PublicationStatsPage {...props()} />, { mocks: [mock(30, null), notFoundStaffPicksMock()] });
    expect(await screen.findByRole('heading', { name: 'Out of nothing, something.' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('asks a visitor to sign in', () => {
    renderWithShell(<PublicationStatsPage {...props()} />, { viewer: { status: 'visitor' } });
    expect(screen.getByText('Sign in to see the stats of this publication.')).toBeInTheDocument();
  });
});
