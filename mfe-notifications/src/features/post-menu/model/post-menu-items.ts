import type { ToastEntity } from '@inkpot/shared-contracts';
import type { StoryChange } from '../../../shared/story/story-actions.ts';

export interface MutableEntity {
  id: string;
  name: string;
  viewerEdge: { isMuting: boolean };
}

/** What the API says the viewer may do with the story (`Post.viewerEdge`). */
export interface StoryPermissions {
  canDelete: boolean;
  canPinOnCollection: boolean;
  canFeatureOnCollection: boolean;
  canEditSubscriptionPromotion: boolean;
}

export interface MenuStory {
  isDeleted: boolean;
  isPinnedOnCollection: boolean;
  isFeaturedOnCollection: boolean;
  isSubscriptionPromotionEnabled: boolean;
  viewerEdge: StoryPermissions;
  creator: MutableEntity;
  collection: MutableEntity | null;
}

export type PostMenuItem =
  | {
      type: 'mute';
      entity: ToastEntity;
      /** What choosing the item does: mute (true) or unmute (false). */
      mute: boolean;
      label: string;
    }
  | { type: 'story'; change: StoryChange; label: string; destructive: boolean };

const story = (change: StoryChange, label: string, destructive = false): PostMenuItem => ({
  type: 'story',
  change,
  label,
  destructive,
});

/**
 * The post page menu's entries: what the author or an editor of the publication may do with the
 * story, as the API allows it, then mute or unmute its writer and publication,
 * and Move to trash last. A viewer does not mute themselves. A trashed story offers only
 * Restore.
 */
export function postMenuItems(post: MenuStory, viewerId: string): PostMenuItem[] {
  const can = post.viewerEdge;
  if (post.isDeleted) return can.canDelete ? [story({ type: 'restore' }, 'Restore from trash')] : [];
  const items: PostMenuItem[] = [];
  const publication = post.collection?.name;
  if (can.canPinOnCollection && publication) {
    const pinned = !post.isPinnedOnCollection;
    items.push(
      story({ type: 'pin', pinned }, pinned ? `Pin to ${publication} homepage` : `Unpin from ${publication} homepage`),
    );
  }
  if (can.canFeatureOnCollection) {
    const featured = !post.isFeaturedOnCollection;
    items.push(story({ type: 'feature', featured }, featured ? 'Feature this story' : 'Unfeature this story'));
  }
  if (can.canEditSubscriptionPromotion) {
    const enabled = !post.isSubscriptionPromotionEnabled;
    items.push(
      story(
        { type: 'promotion', enabled },
        enabled ? 'Enable subscription promotion' : 'Disable subscription promotion',
      ),
    );
  }
  const addMute = (type: ToastEntity['type'], entity: MutableEntity) => {
    const mute = !entity.viewerEdge.isMuting;
    items.push({
      type: 'mute',
      entity: { type, id: entity.id, name: entity.name },
      mute,
      label: `${mute ? 'Mute' : 'Unmute'} ${entity.name}`,
    });
  };
  if (post.creator.id !== viewerId) addMute('user', post.creator);
  if (post.collection) addMute('collection', post.collection);
  if (can.canDelete) items.push(story({ type: 'trash' }, 'Move to trash', true));
  return items;
}

/** Our words for an unmute done from the menu (the spec gives only the mute toast's Undo). */
export const unmutedMessage = (name: string) => `You unmuted ${name}. Their stories can show in your feeds again.`;

/** Our words for a story restored from the menu (the undelete toast comes from 'your stories'). */
export const RESTORED_MESSAGE = 'Your story was restored from the trash.';

/** Move to trash asks first (trashed stories are deleted for good after 14 days). */
export const TRASH_CONFIRM = {
  title: 'Move this story to the trash?',
  body: 'It will no longer be visible to readers. Stories in the trash are permanently deleted after 14 days; until then you can restore it.',
  confirmText: 'Move to trash',
} as const;
