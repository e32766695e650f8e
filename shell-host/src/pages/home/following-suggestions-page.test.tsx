import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { updateFollowInCache } from '@inkpot/shared-contracts';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import FollowingSuggestionsPage, { appendSuggestions, suggestionReason } from './following-suggestions-page.tsx';
import { published, renderWithShell, SIGNED_IN } from '../testing.tsx';
import {
  FollowingSuggestionsPageDocument,
  type FollowingSuggestionsPageQuery,
} from './__generated__/following-suggestions-page.generated.ts';

type Edge = NonNullable<
  FollowingSuggestionsPageQuery['viewer']
>['viewerEdge']['followSuggestionsConnection']['edges'][number];

const VIEWER_ID = SIGNED_IN.status === 'signed-in' ? SIGNED_IN.viewer.id : '';

function writer(n: number, sharedFollowCount = 0): Edge {
  return {
    __typename: 'FollowSuggestionEdge',
    sharedFollowCount,
    entity: { __typename: 'User', id: `w${n}`, name: `Writer ${n}`, username: `writer${n}`, bio: `Bio of writer ${n}` },
  };
}

function publication(n: number): Edge {
  return {
    __typename: 'FollowSuggestionEdge',
    sharedFollowCount: 0,
    entity: { __typename: 'Collection', id: `p${n}`, name: `Publication ${n}`, slug: `pub-${n}`, description: '' },
  };
}

function answer(edges: Edge[], endCursor: string | null, hasNextPage = false, followingCount = 14) {
  return {
    data: {
      __typename: 'Query',
      viewer: {
        __typename: 'Viewer',
        id: VIEWER_ID,
        viewerEdge: {
          __typename: 'ViewerEdge',
          id: `viewer-edge:${VIEWER_ID}`,
          followSuggestionsConnection: {
            __typename: 'FollowSuggestionsConnection',
            edges,
            pageInfo: { __typename: 'PageInfo', hasNextPage, endCursor },
          },
        },
      },
      user: {
        __typename: 'User',
        id: VIEWER_ID,
        socialStats: { __typename: 'SocialStats', followerCount: 1, followingCount },
      },
    },
  };
}

function page(after: string | null, result: ReturnType<typeof answer> | { errors: Error[] }) {
  const variables = after ? { userId: VIEWER_ID, after } : { userId: VIEWER_ID };
  return { request: { query: FollowingSuggestionsPageDocument, variables }, result };
}

const clients: ApolloClient[] = [];
/** Hands the test the page's Apollo client, to run a follow's cache update on it. */
function CaptureClient() {
  const client = useApolloClient();
  useEffect(() => {
    clients.push(client);
  }, [client]);
  return null;
}

function renderPage(mocks: ReturnType<typeof page>[], viewer = SIGNED_IN) {
  return renderWithShell(
    <>
      <CaptureClient />
      <FollowingSuggestionsPage />
    </>,
    { mocks, viewer },
  );
}

describe('FollowingSuggestionsPage', () => {
  it('lists writers and publications with their bio line, why they are suggested and a follow slot each', async () => {
    renderPage([page(null, answer([writer(1, 2), writer(2, 1), publication(3)], 'c1'))]);
    const list = await screen.findByRole('list', { name: 'Suggestions' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Writer 1',
      'Writer 2',
      'Publication 3',
    ]);
    expect(within(items[0] as HTMLElement).getByText('Bio of writer 1')).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).getByText('Followed by 2 writers you follow')).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByText('Followed by a writer you follow')).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).getByRole('link', { name: 'Writer 1' })).toHaveAttribute(
      'href',
      '/@writer1',
    );
    expect(within(items[2] as HTMLElement).getByRole('link', { name: 'Publication 3' })).toHaveAttribute(
      'href',
      '/pub-3',
    );
    expect(within(items[2] as HTMLElement).getByText('Publication')).toBeInTheDocument();
    for (const item of items) expect(item.querySelector('[data-slot="follow-button"]')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it("shows the viewer's following count and moves it when a follow updates the one cache", async () => {
    renderPage([page(null, answer([writer(1)], 'c1', false, 14))]);
    expect(await screen.findByRole('link', { name: '14 Following' })).toHaveAttribute('href', '/me/following');
    expect(screen.getByRole('link', { name: '1 Follower' })).toHaveAttribute('href', '/@morgan/followers');
    const cache = clients.at(-1)?.cache;
    if (!cache) throw new Error('no Apollo client');
    act(() => {
      updateFollowInCache(cache, {
        viewerId: VIEWER_ID,
        target: { type: 'user', id: 'w1' },
        following: true,
        countDelta: 1,
      });
    });
    expect(await screen.findByRole('link', { name: '15 Following' })).toBeInTheDocument();
  });

  it('shows more, 10 at a time, without repeating one the first page held', async () => {
    const first = Array.from({ length: 10 }, (_, index) => writer(index + 1));
    renderPage([page(null, answer(first, 'c10', true)), page('c10', answer([writer(10), writer(11)], 'c11'))]);
    await userEvent.click(await screen.findByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('heading', { name: 'Writer 11' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { name: 'Writer 10' })).toHaveLength(1);
    expect(screen.getAllByTestId('follow-suggestion')).toHaveLength(11);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('says so when there is no one left to suggest', async () => {
    renderPage([page(null, answer([], null))]);
    expect(await screen.findByText(/There is no one new to suggest right now/)).toBeInTheDocument();
  });

  it('says what failed and loads again with Try again', async () => {
    renderPage([page(null, { errors: [new Error('boom')] }), page(null, answer([writer(1)], 'c1'))]);
    expect(
      await screen.findByText('Suggestions of writers and publications to follow could not be loaded.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Writer 1' })).toBeInTheDocument();
  });

  it('asks a visitor to sign in, opening sign-in on the bus', async () => {
    const { events } = renderPage([], { status: 'visitor' });
    expect(screen.getByRole('heading', { level: 1, name: 'Who to follow' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(published(events, 'auth/open')).toHaveLength(1);
    expect(screen.queryByRole('list', { name: 'Suggestions' })).not.toBeInTheDocument();
  });
});

describe('suggestion helpers', () => {
  it('explains a suggestion only by shared follows', () => {
    expect(suggestionReason({ sharedFollowCount: 0 })).toBeNull();
    expect(suggestionReason({ sharedFollowCount: 1 })).toBe('Followed by a writer you follow');
    expect(suggestionReason({ sharedFollowCount: 3 })).toBe('Followed by 3 writers you follow');
  });

  it('appends a page, leaving out what the list holds', () => {
    const before = answer([writer(1), writer(2)], 'c2', true).data as FollowingSuggestionsPageQuery;
    const more = answer([writer(2), publication(3)], 'c3').data as FollowingSuggestionsPageQuery;
    const merged = appendSuggestions(before, more).viewer?.viewerEdge.followSuggestionsConnection;
    expect(merged?.edges.map((edge) => edge.entity.id)).toEqual(['w1', 'w2', 'p3']);
    expect(merged?.pageInfo).toEqual({ __typename: 'PageInfo', hasNextPage: false, endCursor: 'c3' });
  });
});
