import { FOLLOWING_SORT_FIELD_FLAG, type FeatureFlags, type ShellNavigation } from '@inkpot/shared-contracts';
import type { SidebarMenuQuery } from './__generated__/sidebar-menu.generated.ts';

/** The Following list loads 10 at a time. */
export const FOLLOWING_PAGE_SIZE = 10;

/** The followed feed whose 'viewed at' time clears the sidebar menu icon's dot. */
export const SIDEBAR_FEED_ID = 'sidebar-menu-icon';

export type FollowedEdge = NonNullable<
  SidebarMenuQuery['viewer']
>['viewerEdge']['followedEntitiesConnection']['edges'][number];

export interface FollowedEntityItem {
  id: string;
  kind: 'writer' | 'publication';
  name: string;
  href: string;
  hasUnread: boolean;
  /** The writer's photo or the publication's logo; the initial when null. */
  imageId: string | null;
}

/** `orderBy` of the query: the sort field from the flag, default lastPublishedAt, then ' desc'. */
export function followingOrderBy(flags: FeatureFlags): string {
  const field = flags[FOLLOWING_SORT_FIELD_FLAG];
  return `${typeof field === 'string' && field ? field : 'lastPublishedAt'} desc`;
}

/** The list's items, in the API's order (an entity repeated across pages shows once). */
export function followedEntityItems(
  edges: readonly FollowedEdge[],
  buildLink: ShellNavigation['buildLink'],
): FollowedEntityItem[] {
  const seen = new Set<string>();
  return edges.flatMap((edge): FollowedEntityItem[] => {
    const { entity } = edge.node;
    if (seen.has(entity.id)) return [];
    seen.add(entity.id);
    return entity.__typename === 'User'
      ? [
          {
            id: entity.id,
            kind: 'writer',
            name: entity.name || entity.username,
            href: buildLink('userProfile', { username: entity.username }),
            hasUnread: edge.hasUnread,
            imageId: entity.imageId ?? null,
          },
        ]
      : [
          {
            id: entity.id,
            kind: 'publication',
            name: entity.name,
            href: buildLink('collection', { collectionSlug: entity.slug }),
            hasUnread: edge.hasUnread,
            imageId: entity.avatar?.id ?? null,
          },
        ];
  });
}

/**
 * The dot on the sidebar menu icon: someone the viewer follows published after the viewer last
 * opened the sidebar (never opened: anything published at all).
 */
export function hasSidebarBadge(edges: readonly FollowedEdge[], viewedAt: string | null): boolean {
  const viewed = viewedAt ? Date.parse(viewedAt) : Number.NEGATIVE_INFINITY;
  return edges.some((edge) => edge.lastPublishedAt !== null && Date.parse(edge.lastPublishedAt) > viewed);
}
