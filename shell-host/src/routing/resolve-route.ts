import {
  buildRouteLink,
  matchRoute,
  PAGE_LAYOUTS,
  redirectOf,
  type FeatureFlags,
  type Layout,
  type RouteDefinition,
  type RoutingMode,
  type ShellConfig,
  type ViewerState,
} from '@inkpot/shared-contracts';

/** What the router shows for a location. */
export type Resolution =
  | {
      kind: 'page';
      route: RouteDefinition;
      params: Readonly<Record<string, string>>;
      page: string;
      layout: Layout;
    }
  /** Replace the address (no new history entry); `external` targets leave the app. */
  | { kind: 'redirect'; to: string; external: boolean }
  /** The logged-in check is still loading (home): a placeholder in the page's layout. */
  | { kind: 'loading'; layout: Layout }
  | { kind: 'not-found'; reason: string };

export interface ResolveInput {
  pathname: string;
  hash: string;
  mode: RoutingMode;
  viewer: ViewerState;
  flags: FeatureFlags;
  hosts: ShellConfig['hosts'];
}

/** Pages the router knows beyond the route table's: the special-routing variants (home by login state). */
const HOME_SIGNED_IN = 'home';
const HOME_SIGNED_OUT = 'home-lo-legacy';
const NOT_FOUND = (reason: string): Resolution => ({ kind: 'not-found', reason });

/**
 * Routing as a pure function (docs/host-pages.md#routing): route matching in the host's mode, redirect
 * routes (only with every parameter non-empty), home by login state, the submissions-v2
 * variant of your-stories, flag variants, and the page's layout.
 */
export function resolveRoute({ pathname, hash, mode, viewer, flags, hosts }: ResolveInput): Resolution {
  const match = matchRoute(pathname, mode);
  if (!match) return NOT_FOUND(`No route matches ${pathname}`);
  const { route, params } = match;

  const redirect = redirectOf(match, mode.kind, hosts);
  if (redirect?.kind === 'invalid') {
    console.error(redirect.message);
    return NOT_FOUND(`Redirect route ${route.name} is missing parameters`);
  }
  if (redirect) return { kind: 'redirect', to: redirect.location, external: redirect.external };

  if (route.name === 'home') {
    if (hash === '#giftMembership') return { kind: 'redirect', to: buildRouteLink('giftCheckout'), external: false };
    if (viewer.status === 'loading') return { kind: 'loading', layout: layoutOf(HOME_SIGNED_IN) };
    const page = viewer.status === 'signed-in' ? HOME_SIGNED_IN : HOME_SIGNED_OUT;
    return { kind: 'page', route, params, page, layout: layoutOf(page) };
  }

  let page = route.page;
  if (!page) return NOT_FOUND(`Route ${route.name} has no page`);

  if (route.name === 'yourStories' || route.name === 'yourStoriesFiltered') {
    const filter = params.filterBy;
    if (flags.enable_submissions_v2 === true && filter !== 'responses') {
      if (filter) return { kind: 'redirect', to: buildRouteLink('yourStories'), external: false };
      page = 'writer-outbox';
    }
  } else {
    page = route.variants?.find((variant) => flags[variant.flag] === true)?.page ?? page;
  }
  return { kind: 'page', route, params, page, layout: layoutOf(page, route) };
}

/** Raised for a page identifier or layout the router cannot render. */
export class RoutingError extends Error {
  override name = 'RoutingError';
}

const LAYOUTS: ReadonlySet<string> = new Set<Layout>(['basic', 'publication', 'top-nav', 'two-column', 'wordmark']);

/** The layout of a page: the layouts' page lists first, else the route's group default. */
export function layoutOf(page: string, route?: RouteDefinition): Layout {
  const layout: string | undefined = PAGE_LAYOUTS.get(page) ?? route?.layout;
  if (!layout) throw new RoutingError(`Page "${page}" has no layout.`);
  if (!LAYOUTS.has(layout)) throw new RoutingError(`Unknown layout "${layout}" for page "${page}".`);
  return layout as Layout;
}
