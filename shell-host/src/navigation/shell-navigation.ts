import {
  buildLink,
  ROUTE_PATHS,
  type EventBus,
  type ShellNavigation,
  type ShellLocation,
} from '@inkpot/shared-contracts';

/** Names the static routes of the shell slice; the full matcher replaces this. */
export function routeNameOf(pathname: string): string | null {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const match = Object.entries(ROUTE_PATHS).find(
    ([, path]) => !path.includes('{') && path.toLowerCase() === normalised.toLowerCase(),
  );
  return match ? match[0] : null;
}

function locationOf(url: URL | Location, referrer: string | null): ShellLocation {
  return { pathname: url.pathname, search: url.search, hash: url.hash, routeName: routeNameOf(url.pathname), referrer };
}

/**
 * The host owns the address bar: client-side navigation through the History API, the location
 * state topic (previous location becomes the referrer, spec 03 §4) and `navigation/navigate`.
 */
export function createShellNavigation(bus: EventBus, win: Window = window): ShellNavigation & { dispose(): void } {
  let current = win.location.href;
  bus.setState('location', locationOf(win.location, win.document.referrer || null));

  const publish = () => {
    const referrer = current;
    current = win.location.href;
    bus.setState('location', locationOf(win.location, referrer));
  };

  const navigate: ShellNavigation['navigate'] = (to, options = {}) => {
    const target = new URL(to, win.location.href);
    if (target.origin !== win.location.origin) {
      win.location.assign(target.href);
      return;
    }
    if (target.href === win.location.href) return;
    if (options.replace) win.history.replaceState(null, '', target.href);
    else win.history.pushState(null, '', target.href);
    win.scrollTo?.(0, 0);
    publish();
  };

  win.addEventListener('popstate', publish);
  const fromRemotes = bus.on('navigation/navigate').subscribe(({ to, replace }) => navigate(to, { replace }));

  return {
    navigate,
    buildLink,
    location$: bus.state('location'),
    dispose() {
      win.removeEventListener('popstate', publish);
      fromRemotes.unsubscribe();
    },
  };
}
