import { NoncedStyle } from '@inkpot/shared-contracts';
import { ApolloProvider } from '@apollo/client/react';
import {
  isPlainClick,
  sidebarLinks,
  useObservableValue,
  type MountProps,
  type ShellLocation,
  type ViewerState,
} from '@inkpot/shared-contracts';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { sidebarVisibility, WIDE_SCREEN_MIN_PX } from '../../../shared/sidebar-menu/sidebar-visibility.ts';
import { avatarCss } from '../../../shared/ui/avatar.tsx';
import { activeSidebarItem, isLibraryMode, libraryLinks, type SidebarItemId } from '../model/sidebar-items.ts';
import { useSidebarOverlay } from '../hooks/use-sidebar-overlay.ts';
import { FollowingList } from './following-list.tsx';
import { sidebarCss } from './sidebar.css.ts';

const LOADING: ViewerState = { status: 'loading' };
const WIDE_QUERY = `(min-width: ${WIDE_SCREEN_MIN_PX}px)`;

type SidebarProps = Pick<MountProps, 'apollo' | 'navigation' | 'viewer$' | 'flags' | 'telemetry'>;

/** The signed-in sidebar, mounted by the host in its sidebar slot. */
export function Sidebar(props: SidebarProps) {
  return (
    <ApolloProvider client={props.apollo}>
      <SidebarContent {...props} />
    </ApolloProvider>
  );
}

function useWideScreen(): boolean {
  const [wide, setWide] = useState(() => window.matchMedia?.(WIDE_QUERY).matches ?? true);
  useEffect(() => {
    const query = window.matchMedia?.(WIDE_QUERY);
    if (!query) return;
    const onChange = () => setWide(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return wide;
}

function SidebarContent({ navigation, viewer$, flags, telemetry }: SidebarProps) {
  const viewer = useObservableValue(viewer$, LOADING);
  const location = useObservableValue<ShellLocation | null>(navigation.location$, null);
  const wide = useWideScreen();
  // Subscribed for its changes; drawn through visibilityFor, so the first render already shows what
  // the effect below is about to reset the store to for this viewer and width.
  useObservableValue(sidebarVisibility.state$, sidebarVisibility.state$.value);
  const viewerId = viewer.status === 'signed-in' ? viewer.viewer.id : null;
  const visibility = sidebarVisibility.visibilityFor(viewerId, wide);

  useEffect(() => {
    sidebarVisibility.reset(viewerId, wide);
  }, [viewerId, wide]);

  const overlayOpen = viewerId !== null && !wide && visibility.open;
  const panelRef = useRef<HTMLElement>(null);
  const overlay = useSidebarOverlay(overlayOpen, panelRef, telemetry);

  if (viewer.status !== 'signed-in') return null;
  const username = viewer.viewer.username;
  const active = activeSidebarItem(location, username);

  const onNavigate = (event: MouseEvent<HTMLAnchorElement>, href: string) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    if (!wide) sidebarVisibility.close();
    navigation.navigate(href);
  };

  const libraryMode = visibility.open && isLibraryMode(active, wide);
  const classes = ['ink-sidebar', wide ? 'ink-sidebar--column' : 'ink-sidebar--overlay'];
  if (libraryMode) classes.push('ink-sidebar--library');
  if (visibility.open) classes.push('ink-sidebar--open');
  if (visibility.animated) classes.push('ink-sidebar--animated');
  const followingHref = navigation.buildLink('followingFeed', { entityName: 'writers' });
  const current = (id: SidebarItemId) => (active === id ? ('page' as const) : undefined);

  return (
    <div className={classes.join(' ')} data-open={visibility.open}>
      <NoncedStyle>{sidebarCss}</NoncedStyle>
      <NoncedStyle>{avatarCss}</NoncedStyle>
      {overlayOpen && <div className="ink-sidebar__backdrop" aria-hidden="true" onClick={overlay.close} />}
      <nav
        ref={panelRef}
        id="ink-sidebar"
        className="ink-sidebar__panel"
        aria-label="Sidebar"
        hidden={!visibility.open}
      >
        <ul className="ink-sidebar__items">
          {sidebarLinks(username, navigation.buildLink).map((item) => (
            <li key={item.id}>
              <a
                className="ink-sidebar__item"
                href={item.href}
                aria-current={current(item.id)}
                onClick={(event) => onNavigate(event, item.href)}
              >
                <SidebarIcon id={item.id} />
                <span>{item.label}</span>
              </a>
            </li>
          ))}
        </ul>
        <section className="ink-sidebar__section" aria-labelledby="ink-sidebar-following">
          <h2 id="ink-sidebar-following" className="ink-sidebar__heading">
            <a
              className="ink-sidebar__item"
              href={followingHref}
              aria-current={current('following')}
              onClick={(event) => onNavigate(event, followingHref)}
            >
              <SidebarIcon id="following" />
              <span>Following</span>
            </a>
          </h2>
          {visibility.open && !libraryMode && (
            <FollowingList navigation={navigation} flags={flags} onNavigate={onNavigate} />
          )}
        </section>
      </nav>
      {libraryMode && (
        <nav className="ink-sidebar__library" aria-labelledby="ink-sidebar-library">
          <h2 id="ink-sidebar-library" className="ink-sidebar__library-title">
            Your library
          </h2>
          <ul>
            {libraryLinks(navigation.buildLink).map((link) => (
              <li key={link.label}>
                <a
                  className="ink-sidebar__library-link"
                  href={link.href}
                  aria-current={location?.pathname === link.href ? 'page' : undefined}
                  onClick={(event) => onNavigate(event, link.href)}
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}

const ICON_PATHS: Record<SidebarItemId, string> = {
  home: 'M4.5 10.5 12 4l7.5 6.5V20h-5v-5.5h-5V20h-5z',
  library: 'M6.5 4h11v16l-5.5-4-5.5 4z',
  profile: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7.5 8c1.2-3.5 4-5.5 7.5-5.5s6.3 2 7.5 5.5',
  stories: 'M5.5 4h13v16h-13zM8.5 8.5h7m-7 3.5h7m-7 3.5h4',
  stats: 'M4.5 19.5h15M7 16V11m5 5V6m5 10v-7',
  following:
    'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM2.5 19.5c1-3 3.5-4.5 6.5-4.5s5.5 1.5 6.5 4.5M16 5a3 3 0 0 1 0 6m2.5 2.5c1.5.6 2.5 2 3 4',
};

function SidebarIcon({ id }: { id: SidebarItemId }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
      <path d={ICON_PATHS[id]} stroke="currentColor" strokeLinejoin="round" strokeLinecap="round" />
    </svg>
  );
}
