import { useQuery } from '@apollo/client/react';
import {
  NoncedStyle,
  updateNotificationReadInCache,
  useObservableValue,
  type RemotePageProps,
  type ViewerState,
} from '@inkpot/shared-contracts';
import { useState, type MouseEvent, type ReactNode } from 'react';
import {
  MarkAllNotificationsReadDocument,
  MarkNotificationReadDocument,
  NotificationsPageDocument,
  type NotificationItemFragment,
} from '../api/__generated__/notifications-page.generated.ts';
import {
  appendPage,
  NOTIFICATIONS_PAGE_SIZE,
  notificationTime,
  notificationView,
  unreadIds,
  unreadSummary,
} from '../model/notification-view.ts';
import { notificationsPageCss } from './notifications-page.css.ts';

const MARK_FAILED = 'Your notifications could not be marked as read. Please try again.';

/** A click the page handles itself: the main button, without a key asking for another tab or window. */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * /me/notifications: the signed-in reader's notifications, newest first, 20 at a time with 'Load
 * more'; unread ones stand out. 'Mark all as read' and opening a notification change the read
 * state in the one Apollo cache, so the bell's count in the top bar moves at once.
 */
export function NotificationsPage({ apollo, bus, viewer$, navigation }: RemotePageProps) {
  const viewer = useObservableValue<ViewerState | null>(viewer$, null);
  const signedIn = viewer?.status === 'signed-in';
  const { data, loading, error, fetchMore, refetch } = useQuery(NotificationsPageDocument, {
    client: apollo,
    skip: !signedIn,
    variables: { first: NOTIFICATIONS_PAGE_SIZE },
    notifyOnNetworkStatusChange: true,
  });
  const [loadingMore, setLoadingMore] = useState(false);
  const [marking, setMarking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const frame = (body: ReactNode, summary?: ReactNode, action?: ReactNode) => (
    <div className="ink-notifications" data-testid="notifications-page">
      <NoncedStyle>{notificationsPageCss}</NoncedStyle>
      <div className="ink-notifications__header">
        <div className="ink-notifications__heading">
          <h1 className="ink-notifications__title">Notifications</h1>
          {summary}
        </div>
        {action}
      </div>
      {body}
    </div>
  );

  if (!viewer || viewer.status === 'loading') {
    return frame(<p className="ink-notifications__empty">Loading your notifications…</p>);
  }
  if (!signedIn) {
    return frame(
      <div className="ink-notifications__empty">
        <p>Sign in to see your notifications.</p>
        <button
          type="button"
          className="ink-notifications__button"
          onClick={() =>
            bus.publish('auth/open', { operation: 'login', step: 'SIGNIN_OPTIONS', redirect: window.location.href })
          }
        >
          Sign in
        </button>
      </div>,
    );
  }

  const connection = data?.notificationsConnection;
  if (!connection) {
    if (error && !loading) {
      return frame(
        <div className="ink-notifications__error" role="alert">
          <p>Your notifications could not be loaded.</p>
          <p>
            <button type="button" className="ink-notifications__button" onClick={() => void refetch()}>
              Try again
            </button>
          </p>
        </div>,
      );
    }
    return frame(
      <p className="ink-notifications__empty" aria-busy="true">
        Loading your notifications…
      </p>,
    );
  }

  const nodes = connection.nodes;
  const unread = data.notificationStatus?.unreadNotificationCount ?? unreadIds(nodes).length;

  const markAllRead = async () => {
    setMarking(true);
    setProblem(null);
    const read = unreadIds(nodes);
    try {
      const result = await apollo.mutate({
        mutation: MarkAllNotificationsReadDocument,
        optimisticResponse: {
          markAllNotificationsRead: { __typename: 'NotificationStatus', unreadNotificationCount: 0 },
        },
        update: (cache, { data: answer }) => {
          if (!answer) return;
          updateNotificationReadInCache(cache, {
            unread: answer.markAllNotificationsRead.unreadNotificationCount,
            read,
          });
        },
      });
      if (result.error) setProblem(MARK_FAILED);
    } catch {
      setProblem(MARK_FAILED);
    } finally {
      setMarking(false);
    }
  };

  const open = (item: NotificationItemFragment, href: string | null, event: MouseEvent) => {
    if (!item.isRead) {
      void apollo
        .mutate({
          mutation: MarkNotificationReadDocument,
          variables: { notificationId: item.id },
          optimisticResponse: { markNotificationRead: { __typename: 'Notification', id: item.id, isRead: true } },
          update: (cache, { data: answer }) => {
            if (answer?.markNotificationRead?.isRead) {
              updateNotificationReadInCache(cache, { unread: (count) => count - 1, read: [item.id] });
            }
          },
        })
        // The notification stays unread on the server; the page shows it so after the rollback.
        .catch(() => undefined);
    }
    if (href && isPlainClick(event)) {
      event.preventDefault();
      navigation.navigate(href);
    }
  };

  const loadMore = async () => {
    setLoadingMore(true);
    setProblem(null);
    try {
      await fetchMore({
        variables: { after: connection.pageInfo.endCursor },
        updateQuery: (shown, { fetchMoreResult }) => {
          const before = shown.notificationsConnection;
          const next = fetchMoreResult.notificationsConnection;
          if (!before || !next) return shown;
          return { ...shown, notificationsConnection: appendPage(before, next) };
        },
      });
    } catch {
      setProblem('More notifications could not be loaded. Please try again.');
    } finally {
      setLoadingMore(false);
    }
  };

  const now = new Date();
  return frame(
    <>
      {problem && (
        <div className="ink-notifications__error" role="alert">
          <p>{problem}</p>
        </div>
      )}
      {nodes.length === 0 ? (
        <div className="ink-notifications__empty" data-testid="notifications-empty">
          <strong>No notifications yet.</strong>
          When someone follows you, responds to or mentions your stories, or a publication you follow publishes, you’ll
          see it here.
        </div>
      ) : (
        <ul className="ink-notifications__list" aria-label="Your notifications">
          {nodes.map((item) => {
            const view = notificationView(item, navigation.buildLink);
            const content = (
              <>
                <span className="ink-notification__avatar" aria-hidden="true">
                  {view.actor.charAt(0).toUpperCase()}
                </span>
                <span className="ink-notification__body">
                  <span className="ink-notification__text">
                    {!item.isRead && <span className="ink-notifications__hidden">Unread: </span>}
                    <span className="ink-notification__actor">{view.actor}</span> {view.text}
                  </span>
                  <time className="ink-notification__time" dateTime={item.createdAt}>
                    {notificationTime(item.createdAt, now)}
                  </time>
                </span>
                {!item.isRead && <span className="ink-notification__dot" aria-hidden="true" />}
              </>
            );
            return (
              <li
                key={item.id}
                className={`ink-notification${item.isRead ? '' : ' ink-notification--unread'}`}
                data-testid="notification"
                data-read={item.isRead ? 'true' : 'false'}
              >
                {view.href ? (
                  <a
                    className="ink-notification__link"
                    href={view.href}
                    onClick={(event) => open(item, view.href, event)}
                  >
                    {content}
                  </a>
                ) : (
                  <div className="ink-notification__link">{content}</div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {connection.pageInfo.hasNextPage && (
        <div className="ink-notifications__more">
          <button
            type="button"
            className="ink-notifications__button"
            disabled={loadingMore}
            aria-busy={loadingMore}
            onClick={() => void loadMore()}
          >
            {loadingMore ? 'Loading…' : 'Load more'}
          </button>
        </div>
      )}
    </>,
    <p className="ink-notifications__summary" role="status" data-testid="notifications-unread">
      {unreadSummary(unread)}
    </p>,
    <button
      type="button"
      className="ink-notifications__button"
      disabled={unread === 0 || marking}
      onClick={() => void markAllRead()}
    >
      Mark all as read
    </button>,
  );
}
