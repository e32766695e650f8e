import { useQuery } from '@apollo/client/react';
import type { FeatureFlags, ShellNavigation } from '@inkpot/shared-contracts';
import { useState, type MouseEvent } from 'react';
import { SidebarMenuQueryDocument } from '../../../shared/sidebar-menu/__generated__/sidebar-menu.generated.ts';
import { followedEntityItems, followingOrderBy } from '../../../shared/sidebar-menu/following-list.ts';
import { Avatar } from '../../../shared/ui/avatar.tsx';

export const FOLLOWING_LOAD_ERROR = 'Something went wrong when trying to load your following list.';
export const FOLLOWING_END_TEXT = 'Find writers and publications to follow.';

/**
 * The sidebar's Following list: the writers and publications the viewer follows, 10 at a time with
 * 'More', the end-of-list suggestion, and the load error with 'Try again'.
 */
export function FollowingList({
  navigation,
  flags,
  onNavigate,
}: {
  navigation: ShellNavigation;
  flags: FeatureFlags;
  onNavigate: (event: MouseEvent<HTMLAnchorElement>, href: string) => void;
}) {
  const orderBy = followingOrderBy(flags);
  const { data, error, loading, refetch, fetchMore } = useQuery(SidebarMenuQueryDocument, {
    variables: { orderBy },
    notifyOnNetworkStatusChange: true,
  });
  const [loadingMore, setLoadingMore] = useState(false);
  const connection = data?.viewer?.viewerEdge.followedEntitiesConnection;

  if (!connection) {
    if (loading)
      return (
        <p className="ink-sidebar__note" role="status">
          Loading…
        </p>
      );
    if (error || data) {
      return (
        <div className="ink-sidebar__error" role="alert">
          <p>{FOLLOWING_LOAD_ERROR}</p>
          <button type="button" className="ink-sidebar__retry" onClick={() => void refetch().catch(() => {})}>
            Try again
          </button>
        </div>
      );
    }
    return null;
  }

  const items = followedEntityItems(connection.edges, navigation.buildLink);
  const { hasNextPage, endCursor } = connection.pageInfo;
  const suggestions = navigation.buildLink('followingSuggestions');

  const loadMore = () => {
    setLoadingMore(true);
    void fetchMore({
      variables: { orderBy, after: endCursor },
      updateQuery: (previous, { fetchMoreResult }) => {
        const before = previous.viewer;
        const page = fetchMoreResult.viewer;
        if (!before || !page) return previous;
        const seen = new Set(before.viewerEdge.followedEntitiesConnection.edges.map((edge) => edge.node.id));
        return {
          ...previous,
          viewer: {
            ...before,
            viewerEdge: {
              ...before.viewerEdge,
              followedEntitiesConnection: {
                ...page.viewerEdge.followedEntitiesConnection,
                edges: [
                  ...before.viewerEdge.followedEntitiesConnection.edges,
                  ...page.viewerEdge.followedEntitiesConnection.edges.filter((edge) => !seen.has(edge.node.id)),
                ],
              },
            },
          },
        };
      },
    })
      .catch(() => {})
      .finally(() => setLoadingMore(false));
  };

  return (
    <>
      <ul className="ink-sidebar__following">
        {items.map((item) => (
          <li key={item.id}>
            <a className="ink-sidebar__entity" href={item.href} onClick={(event) => onNavigate(event, item.href)}>
              <Avatar name={item.name} size={20} square={item.kind === 'publication'} imageId={item.imageId} />
              <span className="ink-sidebar__entity-name">{item.name}</span>
              {item.hasUnread && (
                <span className="ink-sidebar__unread" data-testid="unread-dot">
                  <span className="ink-sidebar__visually-hidden">new stories</span>
                </span>
              )}
            </a>
          </li>
        ))}
      </ul>
      {hasNextPage ? (
        <button type="button" className="ink-sidebar__more" onClick={loadMore} disabled={loadingMore}>
          {loadingMore ? 'Loading…' : 'More'}
        </button>
      ) : (
        <div className="ink-sidebar__end">
          <p>{FOLLOWING_END_TEXT}</p>
          <a href={suggestions} onClick={(event) => onNavigate(event, suggestions)}>
            See suggestions
          </a>
        </div>
      )}
    </>
  );
}
