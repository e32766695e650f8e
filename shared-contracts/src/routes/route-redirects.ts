import { buildRouteLink } from './route-links.ts';
import type { RouteMatch, RoutingModeKind } from './route-matcher.ts';
import type { TableRouteName } from './route-table.ts';

export type RedirectOutcome =
  /** `external` targets are another host (help): the browser leaves the app. */
  | { kind: 'redirect'; location: string; external: boolean }
  /** The route redirects, but not with these parameters: log the message and show not-found. */
  | { kind: 'invalid'; message: string };

/**
 * A route that declares a redirect target goes there only when all its parameters
 * are non-empty (blank counts as empty). Null for routes without a redirect target. The host and
 * the edge both decide redirects with it.
 */
export function redirectOf(
  { route, params }: RouteMatch,
  mode: RoutingModeKind,
  hosts: Readonly<{ help: string }>,
): RedirectOutcome | null {
  const target = route.redirectTo;
  if (!target) return null;
  const empty = Object.entries(params)
    .filter(([, value]) => value.trim() === '')
    .map(([name]) => name);
  if (empty.length > 0) {
    return {
      kind: 'invalid',
      message: `Route "${route.name}" redirects only with every parameter; ${empty.join(', ')} is empty.`,
    };
  }
  if ('host' in target) return { kind: 'redirect', location: hosts[target.host], external: true };
  try {
    return {
      kind: 'redirect',
      location: buildRouteLink(target.route as TableRouteName, params, { mode }),
      external: false,
    };
  } catch (error) {
    return {
      kind: 'invalid',
      message: `Route "${route.name}" redirects to "${target.route}", which failed: ${String(error)}`,
    };
  }
}
