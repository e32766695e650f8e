import { ApolloClient, InMemoryCache } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { APOLLO_DEFAULT_OPTIONS } from '@inkpot/shared-contracts';
import type { SidebarMenuQuery } from '../shared/sidebar-menu/__generated__/sidebar-menu.generated.ts';

/** A real Apollo client (the host's default options) answering from `mocks`, as the page's one client would. */
export function mockedApollo(mocks: ReadonlyArray<MockLink.MockedResponse>) {
  return new ApolloClient({
    link: new MockLink(mocks, { showWarnings: false }),
    cache: new InMemoryCache(),
    defaultOptions: APOLLO_DEFAULT_OPTIONS,
  });
}

type Connection = NonNullable<SidebarMenuQuery['viewer']>['viewerEdge']['followedEntitiesConnection'];
type Edge = Connection['edges'][number];

export function writerEdge(n: number, { hasUnread = false, lastPublishedAt = '2026-11-20T10:00:00.000Z' } = {}): Edge {
  const id = `writer${n}`;
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
        name: `Writer ${n}`,
        username: `writer_${n}`,
        imageId: null,
      },
    },
  };
}

export function publicationEdge(n: number): Edge {
  const id = `pub${n}`;
  return {
    __typename: 'FollowedEntityEdge',
    lastPublishedAt: null,
    hasUnread: false,
    node: {
      __typename: 'FollowedEntityNode',
      id,
      entity: {
        __typename: 'Collection',
        id,
        name: `Publication ${n}`,
        slug: `publication-${n}`,
        avatar: null,
      },
    },
  };
}

export function sidebarMenuResult(
  edges: Edge[],
  { viewerId = 'u1', hasNextPage = false, endCursor = null as string | null, viewedAt = null as string | null } = {},
): SidebarMenuQuery {
  return {
    __typename: 'Query',
    viewer: {
      __typename: 'Viewer',
      id: viewerId,
      followedEntityViewedAt: viewedAt,
      viewerEdge: {
        __typename: 'ViewerEdge',
        id: `viewer-edge:${viewerId}`,
        followedEntitiesConnection: {
          __typename: 'FollowedEntitiesConnection',
          edges,
          pageInfo: { __typename: 'PageInfo', hasNextPage, endCursor },
        },
      },
    },
  };
}
