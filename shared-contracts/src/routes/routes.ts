import { buildRouteLink } from './route-links.ts';
import type { TableRouteName } from './route-table.ts';

/** Any route of the table; remotes only ever link by name. */
export type RouteName = TableRouteName;
export type RouteParams = Readonly<Record<string, string | number | undefined>>;

/**
 * Builds the path of a named route. Every `{param}` must be given: a missing one throws an
 * error naming it; an empty value is substituted but warned about.
 */
export function buildLink(name: RouteName, params: RouteParams = {}, query?: Readonly<Record<string, string>>): string {
  return buildRouteLink(name, params, query ? { query } : {});
}

// The full route table, its matcher, link helpers and URL normalisation.
export * from './route-table.ts';
export * from './route-matcher.ts';
export * from './route-links.ts';
export * from './normalise-url.ts';
export * from './route-redirects.ts';
