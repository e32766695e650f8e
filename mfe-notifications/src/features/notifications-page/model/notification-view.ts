import type { RouteName, RouteParams } from '@inkpot/shared-contracts';
import { formatDay } from '@inkpot/shared-contracts/dates';
import { formatDistanceStrict } from 'date-fns/formatDistanceStrict';
import type { NotificationItemFragment } from '../api/__generated__/notifications-page.generated.ts';

export type BuildLink = (name: RouteName, params?: RouteParams) => string;

/** How many notifications the page asks for at a time. */
export const NOTIFICATIONS_PAGE_SIZE = 20;

/** What one notification says: who, what they did, and where it leads. */
export interface NotificationView {
  /** The actor's name, or a stand-in when the account is gone. */
  actor: string;
  /** What happened, after the actor's name ('started following you'). */
  text: string;
  /** Where it leads: the story, the publication or the actor's profile; null when none is left. */
  href: string | null;
}

const quoted = (title: string) => `“${title}”`;

/**
 * The words and link of a notification by kind: the story by its title, or 'your story' / 'a story'
 * when the reader may no longer see it (or it is gone), and then the link falls back to the actor's
 * profile.
 * A kind this page does not know yet still shows who did something, with a link to them.
 */
export function notificationView(item: NotificationItemFragment, buildLink: BuildLink): NotificationView {
  const actor = item.actor?.name.trim() || 'Someone';
  const profile = item.actor?.username ? buildLink('userProfile', { username: item.actor.username }) : null;
  const story = item.post ? quoted(item.post.title) : null;
  const storyHref = item.post?.mediumUrl ?? null;
  const publication = item.collection?.name ?? 'a publication';
  const publicationHref = item.collection ? buildLink('collection', { collectionSlug: item.collection.slug }) : null;
  const theStory = story ?? 'your story';
  switch (item.kind) {
    case 'FOLLOW':
      return { actor, text: 'started following you', href: profile };
    case 'CLAP':
      return { actor, text: `clapped for ${theStory}`, href: storyHref ?? profile };
    case 'RESPONSE':
      return { actor, text: `responded to ${theStory}`, href: storyHref ?? profile };
    case 'HIGHLIGHT':
      return { actor, text: `highlighted a passage in ${theStory}`, href: storyHref ?? profile };
    case 'MENTION':
      return { actor, text: `mentioned you in ${story ?? 'a story'}`, href: storyHref ?? profile };
    case 'PUBLICATION_FOLLOW':
      return { actor, text: `started following ${publication}`, href: publicationHref ?? profile };
    case 'PUBLICATION_STORY':
      return {
        actor,
        text: `published ${story ?? 'a new story'} in ${publication}`,
        href: storyHref ?? publicationHref ?? profile,
      };
    case 'PUBLICATION_FEATURE':
      return {
        actor,
        text: `featured ${story ? `your story ${story}` : 'your story'} in ${publication}`,
        href: storyHref ?? publicationHref ?? profile,
      };
    default:
      return { actor, text: 'has news for you', href: storyHref ?? publicationHref ?? profile };
  }
}

const MINUTE_MS = 60_000;
const WEEK_MS = 7 * 24 * 60 * MINUTE_MS;

/**
 * When it happened, relative to `now`: 'just now' within a minute, then '5 minutes ago',
 * '3 hours ago', '6 days ago'; from a week on, the date ('Nov 21, 2026'). A time a little ahead
 * of `now` (clocks differ) reads 'just now'.
 */
export function notificationTime(createdAt: string | Date, now: Date): string {
  const at = createdAt instanceof Date ? createdAt : new Date(createdAt);
  if (Number.isNaN(at.getTime())) return '';
  const age = now.getTime() - at.getTime();
  if (age < MINUTE_MS) return 'just now';
  if (age >= WEEK_MS) return formatDay(at);
  return formatDistanceStrict(at, now, { addSuffix: true, roundingMethod: 'floor' });
}

/** The heading's count: how many are unread, '99+' above 99 as on the bell. */
export function unreadSummary(count: number): string {
  if (count <= 0) return 'You’re all caught up.';
  return `${count > 99 ? '99+' : count} unread`;
}

interface Page {
  nodes: NotificationItemFragment[];
  pageInfo: { hasNextPage: boolean; endCursor?: string | null };
}

/**
 * The list after 'Load more': the next page after the ones shown, without one shown twice (a
 * notification that arrived meanwhile pushes older ones down a page), and the next page's paging.
 */
export function appendPage<P extends Page>(shown: P, next: P): P {
  const seen = new Set(shown.nodes.map((node) => node.id));
  return { ...next, nodes: [...shown.nodes, ...next.nodes.filter((node) => !seen.has(node.id))] };
}

/** Ids of the shown notifications that are still unread. */
export function unreadIds(nodes: readonly Pick<NotificationItemFragment, 'id' | 'isRead'>[]): string[] {
  return nodes.filter((node) => !node.isRead).map((node) => node.id);
}
