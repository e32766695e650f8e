/**
 * Who may do what with a story from the post page's menu: its author trashes and
 * restores it and turns its subscription promotion on or off; the OWNER and EDITORs of the
 * publication it is in pin it to the publication's homepage and feature it. The API enforces
 * these and exposes them as `Post.viewerEdge`, so the menu offers only what will be allowed.
 */
import { isInPublication } from './post-rules.ts';

/** Publication staff roles that edit the publication's homepage. */
export const EDITING_ROLES: ReadonlySet<string> = new Set(['OWNER', 'EDITOR']);

export interface StoryFacts {
  creatorId: string;
  collectionId: string | null;
  statusForCollection: string | null;
  isPublished: boolean;
  isSuspended: boolean;
  deletedAt: Date | null;
}

export interface StoryPermissions {
  canDelete: boolean;
  canPinOnCollection: boolean;
  canFeatureOnCollection: boolean;
  canEditSubscriptionPromotion: boolean;
}

/**
 * `staffRole` is the viewer's role in the story's publication (null when none). A story is on a
 * publication's homepage only while it is published, in the publication, not suspended and not
 * in the trash, so only then can it be pinned or featured.
 */
export function storyPermissions(
  story: StoryFacts,
  viewerId: string | null,
  staffRole: string | null,
): StoryPermissions {
  const isAuthor = viewerId !== null && viewerId === story.creatorId;
  const onHomepage = isInPublication(story) && story.isPublished && !story.isSuspended && story.deletedAt === null;
  const edits = viewerId !== null && onHomepage && staffRole !== null && EDITING_ROLES.has(staffRole);
  return {
    canDelete: isAuthor,
    canPinOnCollection: edits,
    canFeatureOnCollection: edits,
    canEditSubscriptionPromotion: isAuthor && story.deletedAt === null,
  };
}
