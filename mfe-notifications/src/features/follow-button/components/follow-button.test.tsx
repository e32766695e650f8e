import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import {
  APOLLO_DEFAULT_OPTIONS,
  type BusEventMap,
  type FollowTarget,
  type ViewerState,
} from '@inkpot/shared-contracts';
import { createTestMountProps } from '@inkpot/shared-contracts/testing';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Observable, Subject } from 'rxjs';
import { PENDING_FOLLOW_KEY } from '../model/pending-follow.ts';
import { FollowButton } from './follow-button.tsx';

const WRITER = { id: 'w1', name: 'Rosa Bergstrom' };
const PUBLICATION = { id: 'c1', name: 'Night Shift Engineering' };
const READER: ViewerState = {
  status: 'signed-in',
  viewer: { id: 'r1', name: 'Reader', username: 'reader', imageId: null, isMember: false },
};

type Answer = Record<string, unknown> | Error | 'unauthenticated';

/** An API stand-in: answers the button's query from `following`, and mutations from `answers`. */
function fakeApi(viewer: () => string, initiallyFollowing = false) {
  let following = initiallyFollowing;
  const answers: Answer[] = [];
  const release = new Subject<void>();
  const calls: string[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const name = operation.operationName ?? '';
        calls.push(name);
        if (name === 'FollowButtonUser') {
          observer.next({
            data: {
              user: {
                __typename: 'User',
                id: WRITER.id,
                name: WRITER.name,
                viewerEdge: {
                  __typename: 'UserViewerEdge',
                  id: `edge:${WRITER.id}:${viewer()}`,
                  isFollowing: following,
                },
                socialStats: { __typename: 'SocialStats', followerCount: 10, followingCount: 3 },
              },
            },
          });
          observer.complete();
          return;
        }
        if (name === 'FollowButtonCollection') {
          observer.next({
            data: {
              collection: {
                __typename: 'Collection',
                id: PUBLICATION.id,
                name: PUBLICATION.name,
                viewerEdge: {
                  __typename: 'CollectionViewerEdge',
                  id: `edge:${PUBLICATION.id}:${viewer()}`,
                  isFollowing: following,
                },
              },
            },
          });
          observer.complete();
          return;
        }
        // Mutations wait for the test to release them, so the optimistic state can be seen.
        const subscription = release.subscribe(() => {
          const answer = answers.shift() ?? { __typename: 'MutationSuccess', success: true };
          const field = name.charAt(0).toLowerCase() + name.slice(1);
          if (answer instanceof Error) observer.error(answer);
          else if (answer === 'unauthenticated') {
            observer.next({
              data: null,
              errors: [{ message: 'Sign in to do this.', extensions: { code: 'UNAUTHENTICATED' } }],
            });
            observer.complete();
          } else {
            if (answer.__typename === 'MutationSuccess') following = name === 'FollowUser';
            observer.next({ data: { [field]: answer } });
            observer.complete();
          }
          subscription.unsubscribe();
        });
      }),
  );
  const apollo = new ApolloClient({ link, cache: new InMemoryCache(), defaultOptions: APOLLO_DEFAULT_OPTIONS });
  return {
    apollo,
    answers,
    calls,
    respond: () =>
      act(async () => {
        release.next();
        await new Promise((resolve) => setTimeout(resolve, 0));
      }),
  };
}

function setup({ viewer = READER, following = false, target = { type: 'user', id: WRITER.id } as FollowTarget } = {}) {
  let viewerKey = viewer.status === 'signed-in' ? viewer.viewer.id : 'visitor';
  const api = fakeApi(() => viewerKey, following);
  const { props, bus } = createTestMountProps('notifications', { viewer, overrides: { apollo: api.apollo } });
  const toasts: BusEventMap['toast/show'][] = [];
  const opens: BusEventMap['auth/open'][] = [];
  bus.on('toast/show').subscribe((toast) => toasts.push(toast));
  bus.on('auth/open').subscribe((open) => opens.push(open));
  render(<FollowButton {...props} followTarget={target} />);
  const signIn = (next: ViewerState) =>
    act(() => {
      viewerKey = next.status === 'signed-in' ? next.viewer.id : 'visitor';
      bus.setState('viewer', next);
    });
  return { ...api, bus, toasts, opens, signIn };
}

const followerCount = (apollo: ApolloClient) =>
  (apollo.cache.extract(true) as Record<string, { socialStats?: { followerCount: number } }>)[`User:${WRITER.id}`]
    ?.socialStats?.followerCount;

describe('FollowButton', () => {
  beforeEach(() => sessionStorage.clear());

  it('flips to Following at once, adds one follower in the cache, says Unfollow on hover', async () => {
    const { apollo, respond, toasts } = setup();
    const button = await screen.findByRole('button', { name: `Follow ${WRITER.name}` });
    expect(button).toHaveTextContent('Follow');
    fireEvent.click(button);
    // Optimistic: before the server answered.
    expect(await screen.findByText('Following')).toBeInTheDocument();
    expect(followerCount(apollo)).toBe(11);
    fireEvent.mouseEnter(screen.getByTestId('follow-button'));
    expect(screen.getByTestId('follow-button')).toHaveTextContent('Unfollow');
    await respond();
    await waitFor(() => expect(toasts).toContainEqual(expect.objectContaining({ kind: 'follow-success' })));
    expect(followerCount(apollo)).toBe(11);
  });

  it("following a publication says so with Undo (the 'follow publisher' toast)", async () => {
    const { respond, toasts, calls } = setup({ target: { type: 'collection', id: PUBLICATION.id } });
    fireEvent.click(await screen.findByRole('button', { name: `Follow ${PUBLICATION.name}` }));
    await respond();
    await waitFor(() =>
      expect(toasts).toEqual([
        { kind: 'follow-publisher', collection: { id: PUBLICATION.id, name: PUBLICATION.name } },
      ]),
    );
    expect(calls).toContain('FollowCollection');
  });

  it('rolls back and shows the error toast when the server fails', async () => {
    const { apollo, respond, answers, toasts } = setup();
    answers.push(new Error('network down'));
    fireEvent.click(await screen.findByRole('button', { name: `Follow ${WRITER.name}` }));
    expect(await screen.findByText('Following')).toBeInTheDocument();
    await respond();
    expect(await screen.findByText('Follow')).toBeInTheDocument();
    expect(followerCount(apollo)).toBe(10);
    expect(toasts).toEqual([{ kind: 'follow-fail' }]);
  });

  it('unfollows a followed writer, one follower fewer', async () => {
    const { apollo, respond } = setup({ following: true });
    fireEvent.click(await screen.findByRole('button', { name: `Following ${WRITER.name}` }));
    expect(await screen.findByText('Follow')).toBeInTheDocument();
    expect(followerCount(apollo)).toBe(9);
    await respond();
    expect(followerCount(apollo)).toBe(9);
  });

  it('shows the already-following toast and keeps Following when the server already had it', async () => {
    const { respond, answers, toasts, apollo } = setup();
    answers.push({ __typename: 'BadRequest', message: `You're already following ${WRITER.name}` });
    fireEvent.click(await screen.findByRole('button', { name: `Follow ${WRITER.name}` }));
    await respond();
    await waitFor(() => expect(toasts).toEqual([{ kind: 'follow-already', name: WRITER.name }]));
    expect(screen.getByTestId('follow-button')).toHaveTextContent('Following');
    expect(followerCount(apollo)).toBe(10);
  });

  it('refuses to follow yourself with a toast, without asking the API', async () => {
    const self: ViewerState = {
      status: 'signed-in',
      viewer: { ...(READER.status === 'signed-in' ? READER.viewer : never()), id: WRITER.id },
    };
    const { toasts, calls } = setup({ viewer: self });
    fireEvent.click(await screen.findByRole('button', { name: `Follow ${WRITER.name}` }));
    expect(toasts).toEqual([{ kind: 'follow-self' }]);
    expect(calls).not.toContain('FollowUser');
  });

  it('opens sign-in for a visitor, and follows once they are signed in', async () => {
    const { opens, signIn, respond, calls, apollo } = setup({ viewer: { status: 'visitor' } });
    fireEvent.click(await screen.findByRole('button', { name: `Follow ${WRITER.name}` }));
    expect(opens).toEqual([{ operation: 'login', entryPoint: 'follow' }]);
    expect(sessionStorage.getItem(PENDING_FOLLOW_KEY)).toContain(WRITER.id);
    expect(calls).not.toContain('FollowUser');

    signIn(READER);
    await waitFor(() => expect(calls).toContain('FollowUser'));
    await respond();
    await waitFor(() => expect(screen.getByTestId('follow-button')).toHaveTextContent('Following'));
    expect(followerCount(apollo)).toBe(11);
    expect(sessionStorage.getItem(PENDING_FOLLOW_KEY)).toBeNull();
  });
});

function never(): never {
  throw new Error('unreachable');
}
