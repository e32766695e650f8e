import { screen, within } from '@testing-library/react';
import PartnerDashboardPage, { isEnrolled, NO_PAYOUTS_TEXT, NOT_ENROLLED_TEXT } from './partner-dashboard-page.tsx';
import { pageProps, renderWithShell, SIGNED_IN } from '../testing.tsx';
import {
  PartnerDashboardPageDocument,
  type PartnerDashboardPageQuery,
} from './__generated__/partner-dashboard-page.generated.ts';

type Viewer = NonNullable<PartnerDashboardPageQuery['viewer']>;

const VIEWER_ID = SIGNED_IN.status === 'signed-in' ? SIGNED_IN.viewer.id : '';
const days = ['2026-11-19', '2026-11-20', '2026-11-21'];

function viewer(
  status: string | null,
  options: { payout?: boolean; stories?: Array<{ id: string; title: string; views: number; reads: number }> } = {},
): Viewer {
  const stories = options.stories ?? [];
  return {
    __typename: 'Viewer',
    id: VIEWER_ID,
    partnerProgramEnrollment: status
      ? { __typename: 'PartnerProgramEnrollment', id: `partner-program:${VIEWER_ID}`, status }
      : null,
    payoutAccount: options.payout ? { __typename: 'PayoutAccount', country: 'DE', accountLastFour: '4321' } : null,
    storyStats: {
      __typename: 'StoryStats',
      days: 3,
      views: stories.reduce((sum, story) => sum + story.views, 0),
      reads: stories.reduce((sum, story) => sum + story.reads, 0),
      daily: days.map((day, index) => ({
        __typename: 'StoryStatsDay',
        day,
        views: index === 2 ? stories.reduce((sum, story) => sum + story.views, 0) : 0,
        reads: index === 2 ? stories.reduce((sum, story) => sum + story.reads, 0) : 0,
      })),
      stories: stories.map((story) => ({
        __typename: 'StoryStatsRow',
        views: story.views,
        reads: story.reads,
        post: { __typename: 'Post', id: story.id, title: story.title, mediumUrl: `/@rosa/x-${story.id}` },
      })),
    },
  };
}

const pageMock = (answer: Viewer) => ({
  request: { query: PartnerDashboardPageDocument, variables: { days: 30 } },
  result: { data: { __typename: 'Query' as const, viewer: answer } },
});

const props = () => pageProps('partnerDashboard');

describe('isEnrolled', () => {
  it('is true only for an ENROLLED enrollment', () => {
    expect(isEnrolled(viewer('ENROLLED'))).toBe(true);
    expect(isEnrolled(viewer(null))).toBe(false);
    expect(isEnrolled(viewer('PERMISSION_DENIED'))).toBe(false);
  });
});

describe('PartnerDashboardPage', () => {
  it('shows an enrolled writer the payout status, their member-only stories’ figures and that no payouts are made', async () => {
    const rows = [
      { id: 'aaaaaaaaaaa1', title: 'Night trains', views: 4, reads: 2 },
      { id: 'aaaaaaaaaaa2', title: 'Day trains', views: 1, reads: 0 },
    ];
    renderWithShell(<PartnerDashboardPage {...props()} />, {
      mocks: [pageMock(viewer('ENROLLED', { payout: true, stories: rows }))],
    });
    expect(await screen.findByText('You are in the Partner Program.')).toBeInTheDocument();
    expect(screen.getByText(/Added: the account ending in 4321/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Payout settings' })).toHaveAttribute(
      'href',
      '/partner-program/payout/settings',
    );
    expect(screen.getByRole('img', { name: /5 views and 2 reads from Nov 19 to Nov 21/ })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Views and reads per member-only story, last 3 days' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['StoryViewsReads', 'Night trains (stats)42', 'Day trains (stats)10']);
    expect(within(table).getByRole('link', { name: 'Night trains' })).toHaveAttribute('href', '/@rosa/x-aaaaaaaaaaa1');
    expect(within(table).getByRole('link', { name: 'Stats of Night trains' })).toHaveAttribute(
      'href',
      '/me/stats/post/aaaaaaaaaaa1',
    );
    expect(screen.getByRole('heading', { name: 'Payouts' })).toBeInTheDocument();
    expect(screen.getByText(NO_PAYOUTS_TEXT)).toBeInTheDocument();
    expect(screen.queryByText(NOT_ENROLLED_TEXT)).not.toBeInTheDocument();
  });

  it('tells an enrolled writer without payout information or viewed member-only stories where to go', async () => {
    renderWithShell(<PartnerDashboardPage {...props()} />, { mocks: [pageMock(viewer('ENROLLED'))] });
    expect(await screen.findByText('Not added yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add your payout information' })).toHaveAttribute(
      'href',
      '/partner-program/payout/settings',
    );
    expect(screen.getByText(/None of your member-only stories was viewed in these 3 days/)).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: /per member-only story/ })).not.toBeInTheDocument();
  });

  it('tells a reader who is not enrolled so, with the way to the Partner Program, and nothing else', async () => {
    renderWithShell(<PartnerDashboardPage {...props()} />, {
      mocks: [
        pageMock(viewer(null, { payout: true, stories: [{ id: 'aaaaaaaaaaa1', title: 'x', views: 1, reads: 0 }] })),
      ],
    });
    expect(await screen.findByText(NOT_ENROLLED_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See who can join, and apply' })).toHaveAttribute(
      'href',
      '/partner-program',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Payouts' })).not.toBeInTheDocument();
  });

  it('asks a visitor to sign in', () => {
    renderWithShell(<PartnerDashboardPage {...props()} />, { viewer: { status: 'visitor' } });
    expect(screen.getByText('Sign in to see your Partner Program dashboard.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });
});
