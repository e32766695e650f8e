/** The notification badge caps at '99+'. */
export const UNREAD_COUNT_CAP = 99;

/** The badge text for an unread count: nothing at zero, the number up to 99, then '99+'. */
export function formatUnreadCount(count: number | null | undefined): string | null {
  if (!count || count < 1) return null;
  return count > UNREAD_COUNT_CAP ? `${UNREAD_COUNT_CAP}+` : String(Math.floor(count));
}

/** The bell's accessible name, which says the count in words a screen reader reads well. */
export function notificationsLabel(count: number | null | undefined): string {
  const badge = formatUnreadCount(count);
  if (!badge) return 'Notifications';
  return `Notifications, ${badge === '99+' ? 'more than 99' : badge} unread`;
}
