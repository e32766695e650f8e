import { useQuery } from '@apollo/client/react';
import { isPlainClick, useHydrated, type ShellNavigation } from '@inkpot/shared-contracts';
import { UnreadNotificationCountDocument } from '../api/__generated__/unread-notification-count.generated.ts';
import { formatUnreadCount, notificationsLabel } from '../model/unread-count.ts';

/** The bell with the unread count from the API (UnreadNotificationCount; '99+' above 99). */
export function NotificationsLink({ navigation }: { navigation: ShellNavigation }) {
  // Asked in the browser once hydrated (the server draws the bell): hydration then draws the
  // server's bell whatever the page's cache holds by then.
  const hydrated = useHydrated();
  const { data } = useQuery(UnreadNotificationCountDocument, { skip: !hydrated });
  const count = data?.notificationStatus?.unreadNotificationCount ?? 0;
  const badge = formatUnreadCount(count);
  const href = navigation.buildLink('notifications');
  return (
    <a
      className="ink-top-bar__notifications"
      href={href}
      aria-label={notificationsLabel(count)}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        navigation.navigate(href);
      }}
    >
      <svg width="24" height="24" viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
        <path
          d="M15 18.5a3 3 0 1 1-6 0M5.5 10.5a6.5 6.5 0 0 1 13 0v2.8l1.5 2.7v1H4v-1l1.5-2.7z"
          stroke="currentColor"
          strokeLinejoin="round"
        />
      </svg>
      {badge && (
        <span className="ink-top-bar__badge" aria-hidden="true" data-testid="unread-count">
          {badge}
        </span>
      )}
    </a>
  );
}
