import { buildLink } from '@inkpot/shared-contracts';
import { followedEntityItems, followingOrderBy, hasSidebarBadge, type FollowedEdge } from './following-list.ts';

function writer(
  id: string,
  lastPublishedAt: string | null,
  { hasUnread = false, imageId = null as string | null } = {},
): FollowedEdge {
  return {
    __typename: 'FollowedEntityEdge',
    lastPublishedAt,
    hasUnread,
    node: {
      __typename: 'FollowedEntityNode',
      id,
      entity: {
        __typename: 'User',
        id,
        name: `Writer ${id}`,
        username: `writer_${id}`,
        imageId,
      },
    },
  };
}

function publication(id: string, lastPublishedAt: string | null, logo: string | null = null): FollowedEdge {
  return {
    __typename: 'FollowedEntityEdge',
    lastPublishedAt,
    hasUnread: true,
    node: {
      __typename: 'FollowedEntityNode',
      id,
      entity: {
        __typename: 'Collection',
        id,
        name: `Publication ${id}`,
        slug: `pub-${id}`,
        avatar: logo ? { __typename: 'ImageRef', id: logo } : null,
      },
    },
  };
}

describe('followingOrderBy', () => {
  it("sorts by lastPublishedAt unless a flag names the field, always ' desc'", () => {
    expect(followingOrderBy({})).toBe('lastPublishedAt desc');
    expect(followingOrderBy({ sidebar_following_sort_field: 'createdAt' })).toBe('createdAt desc');
    expect(followingOrderBy({ sidebar_following_sort_field: true })).toBe('lastPublishedAt desc');
  });
});

describe('followedEntityItems', () => {
  it('links writers to their profile and publications to their home, with the unread dot', () => {
    expect(followedEntityItems([writer('1', null, { hasUnread: true }), publication('2', null)], buildLink)).toEqual([
      { id: '1', kind: 'writer', name: 'Writer 1', href: '/@writer_1', hasUnread: true, imageId: null },
      { id: '2', kind: 'publication', name: 'Publication 2', href: '/pub-2', hasUnread: true, imageId: null },
    ]);
  });

  it("carries the writer's photo and the publication's logo for their avatars", () => {
    const items = followedEntityItems(
      [writer('1', null, { imageId: 'writer-1.jpeg' }), publication('2', null, 'logo-2.png')],
      buildLink,
    );
    expect(items.map((item) => item.imageId)).toEqual(['writer-1.jpeg', 'logo-2.png']);
  });

  it('shows an entity repeated across pages once', () => {
    const items = followedEntityItems([writer('1', null), writer('2', null), writer('2', null)], buildLink);
    expect(items.map((item) => item.id)).toEqual(['1', '2']);
  });
});

describe('hasSidebarBadge', () => {
  const edges = [writer('1', '2026-11-20T10:00:00.000Z'), writer('2', null)];
  it('shows the dot when someone published after the sidebar was last opened', () => {
    expect(hasSidebarBadge(edges, '2026-11-19T00:00:00.000Z')).toBe(true);
    expect(hasSidebarBadge(edges, null)).toBe(true);
  });
  it('clears it once the sidebar was opened after the latest publication', () => {
    expect(hasSidebarBadge(edges, '2026-11-21T00:00:00.000Z')).toBe(false);
    expect(hasSidebarBadge([writer('3', null)], null)).toBe(false);
  });
});
