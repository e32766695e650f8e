import {
  buildRouteLink,
  matchRoute,
  normaliseUrl,
  type EventBus,
  type RoutingMode,
  type ShellLocation,
  type ShellNavigation,
} from '@inkpot/shared-contracts';

/** What the location topic says of the route a path matches in a routing mode. */
export type RouteFields = Required<Pick<ShellLocation, 'routeName' | 'page' | 'params'>>;

/**
 * The route a path matches in a routing mode: its name, its page identifier and its parameters
 * (null and none when nothing matched). Remotes read them from the location instead of matching
 * the path against their own copy of the route table.
 */
export function routeFieldsOf(pathname: string, mode: RoutingMode = { kind: 'default' }): RouteFields {
  const match = matchRoute(pathname, mode);
  return { routeName: match?.route.name ?? null, page: match?.route.page ?? null, params: { ...match?.params } };
}

/**
 * Links follow the host's routing mode: on a custom domain the domain's own prefix is dropped,
 * and pages the domain does not serve are linked on the main host.
 */
export function shellLinkBuilder(mode: RoutingMode, mainOrigin?: string): ShellNavigation['buildLink'] {
  return (name, params = {}, query) =>
    buildRouteLink(name, params, { mode, ...(mainOrigin ? { mainOrigin } : {}), ...(query ? { query } : {}) });
}

export interface ShellNavigationOptions {
  /** The routing mode of this host (a custom domain routes in user or collection mode). */
  mode?: RoutingMode;
  /** The main host's origin: on a custom domain, links to pages the domain does not serve go there. */
  mainOrigin?: string;
  win?: Window;
}

/**
 * The host owns the address bar: client-side navigation through the History API, URL
 * normalisation, the location state topic (previous location becomes the
 * referrer) and `navigation/navigate` from remotes.
 */
export function createShellNavigation(
  bus: EventBus,
  { mode = { kind: 'default' }, mainOrigin, win = window }: ShellNavigationOptions = {},
): ShellNavigation & { dispose(): void; initialSearch: string } {
  const locationOf = (referrer: string | null): ShellLocation => {
    const { pathname, search, hash } = win.location;
    return { pathname, search, hash, ...routeFieldsOf(pathname, mode), referrer };
  };
  // Parameters off the allow-list are dropped from the address; read what came with the page first.
  const initialSearch = win.location.search;
  const normalised = normaliseUrl(win.location.href);
  if (normalised) win.history.replaceState(win.history.state, '', normalised);

  let current = win.location.href;
  bus.setState('location', locationOf(win.document.referrer || null));

  const publish = () => {
    const referrer = current;
    current = win.location.href;
    bus.setState('location', locationOf(referrer));
  };

  const navigate: ShellNavigation['navigate'] = (to, options = {}) => {
    const target = new URL(to, win.location.href);
    if (target.origin !== win.location.origin) {
      win.location.assign(target.href);
      return;
    }
    const href = normaliseUrl(target.href) ?? target.href;
    if (href === win.location.href) return;
    if (options.replace) win.history.replaceState(null, '', href);
    else win.history.pushState(null, '', href);
    if (!target.hash) win.scrollTo?.(0, 0);
    publish();
  };

  win.addEventListener('popstate', publish);
  const fromRemotes = bus.on('navigation/navigate').subscribe(({ to, replace }) => navigate(to, { replace }));

  return {
    navigate,
    buildLink: shellLinkBuilder(mode, mainOrigin),
    location$: bus.state('location'),
    initialSearch,
    dispose() {
      win.removeEventListener('popstate', publish);
      fromRemotes.unsubscribe();
    },
  };
}
