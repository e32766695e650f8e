import type { NotificationItemFragment } from '../api/__generated__/notifications-page.generated.ts';
import {
  appendPage,
  notificationTime,
  notificationView,
  unreadIds,
  unreadSummary,
  type BuildLink,
} from './notification-view.ts';

const buildLink: BuildLink = (name, params) =>
  name === 'userProfile' ? `/@${String(params?.username)}` : `/${String(params?.collectionSlug)}`;

function item(values: Partial<NotificationItemFragment> = {}): NotificationItemFragment {
  return {
    __typename: 'Notification',
    id: '1',
    kind: 'FOLLOW',
    createdAt: '2026-11-21T10:00:00.000Z',
    isRead: false,
    actor: { __typename: 'User', id: 'u1', name: 'Ada Lovelace', username: 'ada' },
    post: null,
    collection: null,
    ...values,
  };
}
const story = { __typename: 'Post' as const, id: 'p1', title: 'On engines', mediumUrl: '/@ada/on-engines-p1' };
const publication = { __typename: 'Collection' as const, id: 'c1', name: 'Night Shift', slug: 'night-shift' };

describe('notificationView', () => {
  it('words each kind and links to what it is about', () => {
    expect(notificationView(item(), buildLink)).toEqual({
      actor: 'Ada Lovelace',
      text: 'started following you',
      href: '/@ada',
    });
    expect(notificationView(item({ kind: 'CLAP', post: story }), buildLink)).toEqual({
      actor: 'Ada Lovelace',
      text: 'clapped for “On engines”',
      href: '/@ada/on-engines-p1',
    });
    expect(notificationView(item({ kind: 'RESPONSE', post: story }), buildLink).text).toBe('responded to “On engines”');
    expect(notificationView(item({ kind: 'HIGHLIGHT', post: story }), buildLink).text).toBe(
      'highlighted a passage in “On engines”',
    );
    expect(notificationView(item({ kind: 'MENTION', post: story }), buildLink).text).toBe(
      'mentioned you in “On engines”',
    );
    expect(notificationView(item({ kind: 'PUBLICATION_FOLLOW', collection: publication }), buildLink)).toEqual({
      actor: 'Ada Lovelace',
      text: 'started following Night Shift',
      href: '/night-shift',
    });
    expect(
      notificationView(item({ kind: 'PUBLICATION_STORY', post: story, collection: publication }), buildLink),
    ).toEqual({ actor: 'Ada Lovelace', text: 'published “On engines” in Night Shift', href: '/@ada/on-engines-p1' });
    expect(
      notificationView(item({ kind: 'PUBLICATION_FEATURE', post: story, collection: publication }), buildLink).text,
    ).toBe('featured your story “On engines” in Night Shift');
  });

  it('falls back to the actor’s profile when the story is gone, and to a stand-in for a gone actor', () => {
    expect(notificationView(item({ kind: 'CLAP' }), buildLink)).toEqual({
      actor: 'Ada Lovelace',
      text: 'clapped for your story',
      href: '/@ada',
    });
    expect(notificationView(item({ kind: 'MENTION', actor: null }), buildLink)).toEqual({
      actor: 'Someone',
      text: 'mentioned you in a story',
      href: null,
    });
  });

  it('still shows a kind it does not know', () => {
    expect(notificationView(item({ kind: 'SOMETHING_NEW' }), buildLink)).toEqual({
      actor: 'Ada Lovelace',
      text: 'has news for you',
      href: '/@ada',
    });
  });
});

describe('notificationTime', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

  it('is relative within a week', () => {
    expect(notificationTime(ago(20_000), now)).toBe('just now');
    expect(notificationTime(ago(-5_000), now)).toBe('just now');
    expect(notificationTime(ago(60_000), now)).toBe('1 minute ago');
    expect(notificationTime(ago(5 * 60_000 + 59_000), now)).toBe('5 minutes ago');
    expect(notificationTime(ago(3 * 3_600_000), now)).toBe('3 hours ago');
    expect(notificationTime(ago(6 * 86_400_000 + 3_600_000), now)).toBe('6 days ago');
  });

  it('is the date from a week on, and empty for a value that is not a date', () => {
    expect(notificationTime(new Date(2026, 9, 3, 12), now)).toBe('Oct 3, 2026');
    expect(notificationTime('not a date', now)).toBe('');
  });
});

describe('unreadSummary', () => {
  it('counts like the bell, and says when nothing is unread', () => {
    expect(unreadSummary(0)).toBe('You’re all caught up.');
    expect(unreadSummary(7)).toBe('7 unread');
    expect(unreadSummary(132)).toBe('99+ unread');
  });
});

describe('appendPage and unreadIds', () => {
  it('adds the next page after the shown ones without repeating one, with the next page’s paging', () => {
    const shown = { nodes: [item({ id: '3' }), item({ id: '2' })], pageInfo: { hasNextPage: true, endCursor: 'a' } };
    const next = { nodes: [item({ id: '2' }), item({ id: '1' })], pageInfo: { hasNextPage: false, endCursor: 'b' } };
    const merged = appendPage(shown, next);
    expect(merged.nodes.map((node) => node.id)).toEqual(['3', '2', '1']);
    expect(merged.pageInfo).toEqual({ hasNextPage: false, endCursor: 'b' });
  });

  it('names the unread ones', () => {
    expect(unreadIds([item({ id: '1' }), item({ id: '2', isRead: true }), item({ id: '3' })])).toEqual(['1', '3']);
  });
});
