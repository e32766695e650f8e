import type { ToastEntity } from '@inkpot/shared-contracts';

export interface MutableEntity {
  id: string;
  name: string;
  viewerEdge: { isMuting: boolean };
}

export interface PostMenuItem {
  entity: ToastEntity;
  /** What choosing the item does: mute (true) or unmute (false). */
  mute: boolean;
  label: string;
}

/**
 * The post page menu's entries (spec 02 §4.7): mute or unmute the story's writer and its
 * publication. A viewer does not mute themselves, so their own stories offer only the publication.
 */
export function postMenuItems(
  post: { creator: MutableEntity; collection: MutableEntity | null },
  viewerId: string,
): PostMenuItem[] {
  const items: PostMenuItem[] = [];
  const add = (type: ToastEntity['type'], entity: MutableEntity) => {
    const mute = !entity.viewerEdge.isMuting;
    items.push({
      entity: { type, id: entity.id, name: entity.name },
      mute,
      label: `${mute ? 'Mute' : 'Unmute'} ${entity.name}`,
    });
  };
  if (post.creator.id !== viewerId) add('user', post.creator);
  if (post.collection) add('collection', post.collection);
  return items;
}

/** Our words for an unmute done from the menu (the spec gives only the mute toast's Undo). */
export const unmutedMessage = (name: string) => `You unmuted ${name}. Their stories can show in your feeds again.`;
