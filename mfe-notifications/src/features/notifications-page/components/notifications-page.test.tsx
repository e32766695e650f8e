import { ApolloClient, ApolloLink, InMemoryCache, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { APOLLO_DEFAULT_OPTIONS, type BusEventMap, type ViewerState } from '@inkpot/shared-contracts';
import { createTestMountProps } from '@inkpot/shared-contracts/testing';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { parse } from 'graphql';
import { Observable, Subject } from 'rxjs';
import { NotificationsPage } from './notifications-page.tsx';

const READER: ViewerState = {
  status: 'signed-in',
  viewer: { id: 'r1', name: 'Reader', username: 'reader', imageId: null, isMember: false },
};

/** The bell's query, as the top bar asks it: the page must move the same cached field. */
const BELL: TypedDocumentNode<{ notificationStatus: { unreadNotificationCount: number } | null }> = parse(`
  query UnreadNotificationCount {
    notificationStatus {
      unreadNotificationCount
    }
  }
`);

function Bell({ apollo }: { apollo: ApolloClient }) {
  const { data } = useQuery(BELL, { client: apollo });
  return <output data-testid="bell">{data?.notificationStatus?.unreadNotificationCount ?? '-'}</output>;
}

interface Row {
  id: string;
  kind: string;
  isRead: boolean;
  createdAt: string;
  actor: string;
}

const NOW = Date.now();

function rows(count: number, read = 0): Row[] {
  return Array.from({ length: count }, (_, index) => ({
    id: String(count - index),
    kind: index % 2 === 0 ? 'FOLLOW' : 'CLAP',
    isRead: index >= count - read,
    createdAt: new Date(NOW - (index + 1) * 3_600_000).toISOString(),
    actor: `Writer ${count - index}`,
  }));
}

/** An API stand-in over `store`: pages by index cursors; mutations wait for `release` when held. */
function fakeApi(store: Row[], options: { hold?: boolean; failMarkAll?: boolean } = {}) {
  const release = new Subject<void>();
  const calls: string[] = [];
  const node = (row: Row) => ({
    __typename: 'Notification',
    id: row.id,
    kind: row.kind,
    createdAt: row.createdAt,
    isRead: row.isRead,
    actor: { __typename: 'User', id: `u${row.id}`, name: row.actor, username: `writer${row.id}` },
    post:
      row.kind === 'CLAP'
        ? { __typename: 'Post', id: `p${row.id}`, title: `Story ${row.id}`, mediumUrl: `/@me/story-p${row.id}` }
        : null,
    collection: null,
  });
  const status = () => ({
    __typename: 'NotificationStatus',
    unreadNotificationCount: store.filter((row) => !row.isRead).length,
  });
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const name = operation.operationName ?? '';
        calls.push(name);
        const answer = () => {
          if (name === 'UnreadNotificationCount') return { data: { notificationStatus: status() } };
          if (name === 'NotificationsPage') {
            const first = Number(operation.variables.first ?? 10);
            const start = operation.variables.after ? Number(operation.variables.after) : 0;
            const page = store.slice(start, start + first);
            return {
              data: {
                notificationStatus: status(),
                notificationsConnection: {
                  __typename: 'NotificationsConnection',
                  nodes: page.map(node),
                  pageInfo: {
                    __typename: 'PageInfo',
                    hasNextPage: start + first < store.length,
                    endCursor: String(start + page.length),
                  },
                },
              },
            };
          }
          if (name === 'MarkAllNotificationsRead') {
            if (options.failMarkAll) return { errors: [{ message: 'Sign in to do this.' }] };
            for (const row of store) row.isRead = true;
            return { data: { markAllNotificationsRead: status() } };
          }
          if (name === 'MarkNotificationRead') {
            const row = store.find((candidate) => candidate.id === operation.variables.notificationId);
            if (row) row.isRead = true;
            return {
              data: { markNotificationRead: row ? { __typename: 'Notification', id: row.id, isRead: true } : null },
            };
          }
          return { errors: [{ message: `unexpected ${name}` }] };
        };
        const send = () => {
          observer.next(answer() as never);
          observer.complete();
        };
        if (options.hold && name.startsWith('Mark')) {
          const subscription = release.subscribe(send);
          return () => subscription.unsubscribe();
        }
        send();
        return undefined;
      }),
  );
  const apollo = new ApolloClient({ link, cache: new InMemoryCache(), defaultOptions: APOLLO_DEFAULT_OPTIONS });
  return { apollo, calls, release };
}

function renderPage(apollo: ApolloClient, viewer: ViewerState = READER) {
  const navigations: string[] = [];
  const { props, bus } = createTestMountProps('notifications', {
    viewer,
    overrides: { apollo },
  });
  const navigation = { ...props.navigation, navigate: (to: string) => navigations.push(to) };
  render(
    <>
      <Bell apollo={apollo} />
      <NotificationsPage {...props} navigation={navigation} page={{ id: 'notifications', params: {} }} />
    </>,
  );
  return { bus, navigations };
}

const items = () => within(screen.getByRole('list', { name: 'Your notifications' })).getAllByRole('listitem');

describe('NotificationsPage', () => {
  it('lists the notifications newest first with actor, words, time and link, unread ones apart', async () => {
    const { apollo } = fakeApi(rows(3, 1));
    renderPage(apollo);
    await waitFor(() => expect(items()).toHaveLength(3));
    const [newest, second, oldest] = items();
    expect(newest).toHaveTextContent('Unread: Writer 3 started following you');
    expect(newest).toHaveTextContent('1 hour ago');
    expect(newest).toHaveAttribute('data-read', 'false');
    expect(within(newest as HTMLElement).getByRole('link')).toHaveAttribute('href', '/@writer3');
    expect(second).toHaveTextContent('Writer 2 clapped for “Story 2”');
    expect(within(second as HTMLElement).getByRole('link')).toHaveAttribute('href', '/@me/story-p2');
    expect(oldest).toHaveAttribute('data-read', 'true');
    expect(oldest).not.toHaveTextContent('Unread');
    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByTestId('notifications-unread')).toHaveTextContent('2 unread');
  });

  it('loads more, a page at a time, until there is no more', async () => {
    const { apollo } = fakeApi(rows(25));
    renderPage(apollo);
    await waitFor(() => expect(items()).toHaveLength(20));
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(items()).toHaveLength(25));
    expect(items()[20]).toHaveTextContent('Writer 5');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('marks all as read at once: the list and the bell’s count, before the API answers', async () => {
    const { apollo, release, calls } = fakeApi(rows(4, 1), { hold: true });
    renderPage(apollo);
    await waitFor(() => expect(items()).toHaveLength(4));
    await waitFor(() => expect(screen.getByTestId('bell')).toHaveTextContent('3'));

    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(screen.getByTestId('bell')).toHaveTextContent('0'));
    expect(items().map((item) => item.getAttribute('data-read'))).toEqual(['true', 'true', 'true', 'true']);
    expect(screen.getByTestId('notifications-unread')).toHaveTextContent('You’re all caught up.');
    act(() => release.next());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled());
    expect(screen.getByTestId('bell')).toHaveTextContent('0');
    expect(calls.filter((name) => name === 'UnreadNotificationCount')).toHaveLength(1);
  });

  it('puts the count and the list back and says so when marking fails', async () => {
    const { apollo } = fakeApi(rows(2), { failMarkAll: true });
    renderPage(apollo);
    await waitFor(() => expect(screen.getByTestId('bell')).toHaveTextContent('2'));
    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your notifications could not be marked as read. Please try again.',
    );
    expect(screen.getByTestId('bell')).toHaveTextContent('2');
    expect(items().map((item) => item.getAttribute('data-read'))).toEqual(['false', 'false']);
  });

  it('opening an unread notification marks it read, moves the bell by one and navigates', async () => {
    const { apollo } = fakeApi(rows(2));
    const { navigations } = renderPage(apollo);
    await waitFor(() => expect(screen.getByTestId('bell')).toHaveTextContent('2'));
    fireEvent.click(within(items()[1] as HTMLElement).getByRole('link'));
    expect(navigations).toEqual(['/@me/story-p1']);
    await waitFor(() => expect(screen.getByTestId('bell')).toHaveTextContent('1'));
    expect(items()[1]).toHaveAttribute('data-read', 'true');
  });

  it('says so when there is nothing yet', async () => {
    const { apollo } = fakeApi([]);
    renderPage(apollo);
    expect(await screen.findByTestId('notifications-empty')).toHaveTextContent('No notifications yet.');
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('asks a visitor to sign in, back to this page', async () => {
    const { apollo, calls } = fakeApi(rows(2));
    const { bus } = renderPage(apollo, { status: 'visitor' });
    const opens: BusEventMap['auth/open'][] = [];
    bus.on('auth/open').subscribe((open) => opens.push(open));
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(opens).toEqual([{ operation: 'login', step: 'SIGNIN_OPTIONS', redirect: window.location.href }]);
    await waitFor(() => expect(calls).toContain('UnreadNotificationCount'));
    expect(calls).not.toContain('NotificationsPage');
  });
});
