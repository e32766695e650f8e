import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import StatsPage from './stats-page.tsx';
import { pageProps, renderWithShell } from '../testing.tsx';
import { StatsPageDocument } from './__generated__/stats-page.generated.ts';

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
    post: { __typename: 'Post', id: story.id, title: story.title, mediumUrl: `/@rosa/x-${story.id}` },
  })),
});
const mock = (variables: Record<string, unknown>, storyStats: unknown) => ({
  request: { query: StatsPageDocument, variables },
  result: { data: { viewer: { __typename: 'Viewer', id: 'a1b2c3d4e5f6', storyStats } } },
});

describe('StatsPage', () => {
  it('shows the totals, the chart with its text alternative and each story, for the period chosen', async () => {
    const rows = [
      { id: 'aaaaaaaaaaa1', title: 'Night trains', views: 4, reads: 2 },
      { id: 'aaaaaaaaaaa2', title: 'Day trains', views: 1, reads: 0 },
    ];
    renderWithShell(<StatsPage {...pageProps('stats', {})} />, {
      mocks: [mock({ days: 30, postId: null }, stats([])), mock({ days: 7, postId: null }, stats(rows))],
    });
    expect(await screen.findByText('None of your stories was viewed in these 3 days.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: '7 days' }));
    expect(await screen.findByRole('img', { name: /5 views and 2 reads from Nov 19 to Nov 21/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
    const table = screen.getByRole('table', { name: 'Views and reads per story, last 3 days' });
    expect(within(table).getByRole('link', { name: 'Night trains' })).toHaveAttribute(
      'href',
      '/me/stats/post/aaaaaaaaaaa1',
    );
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['StoryViewsReads', 'Night trains42', 'Day trains10']);
  });

  it('says so for a story that is not the viewer’s', async () => {
    renderWithShell(<StatsPage {...pageProps('statsPost', { postId: 'bbbbbbbbbbbb' })} />, {
      mocks: [mock({ days: 30, postId: 'bbbbbbbbbbbb' }, null)],
    });
    expect(await screen.findByText(/not one of yours/)).toBeInTheDocument();
  });

  it('asks a visitor to sign in', () => {
    renderWithShell(<StatsPage {...pageProps('stats', {})} />, { viewer: { status: 'visitor' } });
    expect(screen.getByText('Sign in to see the stats of your stories.')).toBeInTheDocument();
  });
});
