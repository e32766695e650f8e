import { formatUnreadCount, notificationsLabel } from './unread-count.ts';

describe('formatUnreadCount', () => {
  it.each([
    [null, null],
    [undefined, null],
    [0, null],
    [1, '1'],
    [42, '42'],
    [99, '99'],
    [100, '99+'],
    [130, '99+'],
  ])('shows %p as %p', (count, badge) => {
    expect(formatUnreadCount(count)).toBe(badge);
  });
});

describe('notificationsLabel', () => {
  it('names the bell with the count', () => {
    expect(notificationsLabel(0)).toBe('Notifications');
    expect(notificationsLabel(7)).toBe('Notifications, 7 unread');
    expect(notificationsLabel(130)).toBe('Notifications, more than 99 unread');
  });
});
