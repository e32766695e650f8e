/** Who may see and change a story, and where it lives. */

export const CAN_VIEW_SUSPENDED_CONTENT = 'can_view_suspended_content';
/** Trashed stories are deleted for good after this long. */
export const TRASH_RETENTION_MS = 14 * 86_400_000;

export interface PostVisibilityFacts {
  creatorId: string;
  isPublished: boolean;
  isSuspended: boolean;
  deletedAt: Date | null;
}

/**
 * Drafts, trashed and suspended stories are visible to their creator only; suspended ones also
 * to readers with can_view_suspended_content.
 */
export function canViewPost(
  post: PostVisibilityFacts,
  viewerId: string | null,
  capabilities: ReadonlySet<string>,
): boolean {
  if (viewerId !== null && viewerId === post.creatorId) return true;
  if (post.deletedAt !== null || !post.isPublished) return false;
  if (post.isSuspended) return capabilities.has(CAN_VIEW_SUSPENDED_CONTENT);
  return true;
}

/** A trashed story can be restored until the retention period ends. */
export function isRestorable(deletedAt: Date, now: Date): boolean {
  return now.getTime() - deletedAt.getTime() < TRASH_RETENTION_MS;
}

/** The story's path: under its publication when it has one, otherwise under its author. */
export function postPath(
  post: { id: string; slug: string },
  place: { collectionSlug: string } | { username: string },
): string {
  const tail = `${post.slug}-${post.id}`;
  return 'collectionSlug' in place ? `/${place.collectionSlug}/${tail}` : `/@${place.username}/${tail}`;
}

/** Whether the story sits in its publication (accepted, or placed without review). */
export const isInPublication = (post: { collectionId: string | null; statusForCollection: string | null }) =>
  post.collectionId !== null && (post.statusForCollection ?? 'APPROVED') === 'APPROVED';

/** Paragraphs of a member-only story that readers without a membership see. */
export const STORY_PREVIEW_PARAGRAPHS = 2;

/**
 * Whether the viewer reads the whole of a story: any story that is not member-only; a member-only
 * one for its author and for readers whose membership runs (a cancelled one until its period ends).
 */
export function readsWholeStory(
  post: { isLocked: boolean; creatorId: string },
  viewerId: string | null,
  membership: { currentPeriodEndsAt: Date } | null,
  now: Date,
): boolean {
  if (!post.isLocked) return true;
  if (viewerId !== null && viewerId === post.creatorId) return true;
  return membership !== null && membership.currentPeriodEndsAt.getTime() > now.getTime();
}

/** The story's author may change it while it is not in the trash (responses are not edited here). */
export const canEditStory = (
  post: { creatorId: string; deletedAt: Date | null; inResponseToPostId: string | null },
  viewerId: string | null,
) => viewerId !== null && viewerId === post.creatorId && post.deletedAt === null && post.inResponseToPostId === null;
