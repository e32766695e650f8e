import { screen, within } from '@testing-library/react';
import YourStoriesPage, { yourStoriesTabOf } from './your-stories-page.tsx';
import { pageProps, renderWithShell } from '../testing.tsx';
import { YourStoriesPageDocument } from './__generated__/your-stories-page.generated.ts';

const item = (id: string, title: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'PostFeedItem' as const,
  post: {
    __typename: 'Post' as const,
    id,
    title,
    mediumUrl: `/@morgan/story-${id}`,
    isPublished: false,
    isDeleted: false,
    isLocked: false,
    updatedAt: '2026-11-20T12:00:00.000Z',
    latestPublishedAt: null,
    readingTime: 3,
    ...extra,
  },
});

const mock = (filter: string, items: ReturnType<typeof item>[]) => ({
  request: { query: YourStoriesPageDocument, variables: { filter, paging: { limit: 20 } } },
  result: {
    data: {
      yourStoryCounts: { __typename: 'YourStoryCounts', drafts: 2, published: 1, deleted: 0 },
      yourStories: { __typename: 'PostFeed', items, pagingInfo: { __typename: 'PagingInfo', next: null } },
    },
  },
});

describe('yourStoriesTabOf', () => {
  it('reads the tab from the path, then ?tab=, else drafts', () => {
    expect(yourStoriesTabOf('deleted', '?tab=deleted')).toBe('deleted');
    expect(yourStoriesTabOf('public', '')).toBe('published');
    expect(yourStoriesTabOf(undefined, '?tab=deleted')).toBe('deleted');
    expect(yourStoriesTabOf(undefined, '')).toBe('drafts');
  });
});

describe('YourStoriesPage', () => {
  it('lists drafts with links to edit them, and tabs with counts', async () => {
    renderWithShell(<YourStoriesPage {...pageProps('yourStories')} />, {
      mocks: [mock('DRAFTS', [item('aaa111aaa111', 'Half a thought'), item('bbb222bbb222', '')])],
    });
    const list = await screen.findByRole('list', { name: 'Drafts' });
    expect(within(list).getByRole('link', { name: 'Half a thought' })).toHaveAttribute('href', '/p/aaa111aaa111/edit');
    expect(within(list).getByRole('link', { name: 'Untitled story' })).toHaveAttribute('href', '/p/bbb222bbb222/edit');
    const tabs = screen.getByRole('navigation', { name: 'Your stories' });
    expect(within(tabs).getByRole('link', { name: 'Drafts 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Deleted 0' })).toHaveAttribute('href', '/me/stories/deleted');
  });

  it('links published stories to the story and to their editor', async () => {
    renderWithShell(<YourStoriesPage {...pageProps('yourStoriesFiltered', { filterBy: 'published' })} />, {
      mocks: [
        mock('PUBLISHED', [
          item('ccc333ccc333', 'Out there', { isPublished: true, latestPublishedAt: '2026-11-19T12:00:00.000Z' }),
        ]),
      ],
    });
    const list = await screen.findByRole('list', { name: 'Published' });
    expect(within(list).getByRole('link', { name: 'Out there' })).toHaveAttribute(
      'href',
      '/@morgan/story-ccc333ccc333',
    );
    expect(within(list).getByRole('link', { name: 'Edit Out there' })).toHaveAttribute('href', '/p/ccc333ccc333/edit');
  });

  it('opens the deleted tab from the undelete toast’s link, and says when it is empty', async () => {
    renderWithShell(
      <YourStoriesPage {...pageProps('yourStoriesFiltered', { filterBy: 'deleted' }, { search: '?tab=deleted' })} />,
      { mocks: [mock('DELETED', [])] },
    );
    expect(await screen.findByText(/Nothing in the trash/)).toBeInTheDocument();
  });

  it('asks visitors to sign in', () => {
    renderWithShell(<YourStoriesPage {...pageProps('yourStories')} />, { viewer: { status: 'visitor' } });
    expect(screen.getByText('Sign in to see your stories.')).toBeInTheDocument();
  });
});
