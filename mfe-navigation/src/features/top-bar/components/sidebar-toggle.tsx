import { useMutation, useQuery } from '@apollo/client/react';
import { useHydrated, useObservableValue, type FeatureFlags, type Telemetry } from '@inkpot/shared-contracts';
import { SidebarMenuBadgeMutationDocument } from '../../../shared/sidebar-menu/__generated__/sidebar-menu-badge.generated.ts';
import { SidebarMenuQueryDocument } from '../../../shared/sidebar-menu/__generated__/sidebar-menu.generated.ts';
import { followingOrderBy, hasSidebarBadge, SIDEBAR_FEED_ID } from '../../../shared/sidebar-menu/following-list.ts';
import { sidebarVisibility } from '../../../shared/sidebar-menu/sidebar-visibility.ts';

/**
 * The sidebar's menu icon: toggles the sidebar; a dot while someone followed has
 * published since the viewer last opened it. Opening sends the badge mutation, whose answer
 * updates the cached followedEntityViewedAt and so clears the dot.
 */
export function SidebarToggle({
  viewerId,
  flags,
  telemetry,
}: {
  viewerId: string;
  flags: FeatureFlags;
  telemetry: Telemetry;
}) {
  // The server knows neither the screen nor this browser's preference: until hydrated, the icon is
  // drawn closed and without the dot, as the server drew it.
  const hydrated = useHydrated();
  const visibility = useObservableValue(sidebarVisibility.state$, sidebarVisibility.state$.value);
  const open = hydrated && visibility.open;
  const { data } = useQuery(SidebarMenuQueryDocument, {
    variables: { orderBy: followingOrderBy(flags) },
    skip: !hydrated,
  });
  const [markViewed] = useMutation(SidebarMenuBadgeMutationDocument);
  const viewer = data?.viewer;
  const dot =
    !open &&
    !!viewer &&
    hasSidebarBadge(viewer.viewerEdge.followedEntitiesConnection.edges, viewer.followedEntityViewedAt);

  const onClick = () => {
    const next = sidebarVisibility.toggle();
    telemetry.track(next.open ? 'sidebarMenu.opened' : 'sidebarMenu.closed');
    if (!next.open) return;
    const viewedAt = new Date().toISOString();
    void markViewed({
      variables: { input: { userId: viewerId, feedId: SIDEBAR_FEED_ID } },
      optimisticResponse: {
        __typename: 'Mutation',
        updateFollowedEntityViewedAt: { __typename: 'Viewer', id: viewerId, followedEntityViewedAt: viewedAt },
      },
    }).catch((error: unknown) => telemetry.reportError(error, { area: 'sidebar-badge' }));
  };

  return (
    <button
      type="button"
      className="ink-top-bar__sidebar-toggle"
      aria-label={dot ? 'Sidebar, new stories from people you follow' : 'Sidebar'}
      aria-expanded={open}
      aria-controls="ink-sidebar"
      onClick={onClick}
    >
      <svg width="24" height="24" viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
        <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeLinecap="round" />
      </svg>
      {dot && <span className="ink-top-bar__dot" data-testid="sidebar-dot" aria-hidden="true" />}
    </button>
  );
}
