import { ROUTE_TABLE, type RouteDefinition } from './route-table.ts';

/**
 * The routing modes: default; `user` on a user's custom domain (the `/@{username}` prefix is
 * dropped); `collection` on a publication's custom domain (the `/{collectionSlug}` prefix is
 * dropped). The optional value is the one the domain stands for; matches of dropped-prefix
 * routes get it back as a parameter.
 */
export type RoutingMode =
  { kind: 'default' } | { kind: 'user'; username?: string } | { kind: 'collection'; collectionSlug?: string };
export type RoutingModeKind = RoutingMode['kind'];

export interface RouteMatch<R extends RouteDefinition = RouteDefinition> {
  route: R;
  params: Record<string, string>;
}

/** The prefix each custom-domain mode drops, with the parameter it carries. */
export const MODE_PREFIX = {
  user: { segment: '@{username}', param: 'username' },
  collection: { segment: '{collectionSlug}', param: 'collectionSlug' },
} as const;

/** A route as registered in one mode: its path there and whether the mode dropped its prefix. */
export interface ModeRoute<R extends RouteDefinition = RouteDefinition> {
  route: R;
  path: string;
  prefixDropped: boolean;
}

type Segment = { kind: 'literal'; value: string } | { kind: 'user'; param: string } | { kind: 'param'; param: string };

interface TrieNode<R> {
  literals: Map<string, TrieNode<R>>;
  user?: TrieNode<R>;
  param?: TrieNode<R>;
  /** The route ending here, with its parameter names in segment order. */
  leaf?: { entry: ModeRoute<R & RouteDefinition>; names: string[] };
}

const newNode = <R>(): TrieNode<R> => ({ literals: new Map() });

function splitPath(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

function parseSegment(segment: string): Segment {
  const user = /^@\{(\w+)\}$/.exec(segment);
  if (user) return { kind: 'user', param: user[1] as string };
  const param = /^\{(\w+)\}$/.exec(segment);
  if (param) return { kind: 'param', param: param[1] as string };
  return { kind: 'literal', value: segment.toLowerCase() };
}

/** The path of a route in a mode, or null when the mode does not serve it. */
export function modePathOf(path: string, mode: RoutingModeKind): { path: string; prefixDropped: boolean } | null {
  if (mode === 'default') return { path, prefixDropped: false };
  const [first, ...rest] = splitPath(path);
  const own = MODE_PREFIX[mode].segment;
  if (first === own) return { path: `/${rest.join('/')}`, prefixDropped: true };
  // A user's domain hosts no publication paths and a publication's domain no global profiles.
  const foreign = MODE_PREFIX[mode === 'user' ? 'collection' : 'user'].segment;
  if (first === foreign) return null;
  return { path, prefixDropped: false };
}

export interface RouteMatcher<R extends RouteDefinition> {
  match(path: string, mode?: RoutingMode | RoutingModeKind): RouteMatch<R> | null;
  /** The routes reachable in a mode, in registration order. */
  routesIn(mode: RoutingModeKind): readonly ModeRoute<R>[];
}

/**
 * Builds one path tree per mode. Literal segments beat `@username` segments, which beat
 * parameters; matching backtracks, so `/search/x` can still reach `/{collectionSlug}/{postId}`.
 * A later pattern with the same shape as an earlier one is ambiguous: it warns (when the default
 * mode's tree is built, on its first match) and is skipped (in the custom-domain modes, the routes of the domain's own prefix shadow the global ones
 * silently).
 */
export function createRouteMatcher<R extends RouteDefinition>(routes: readonly R[]): RouteMatcher<R> {
  // Each mode's tree is built the first time it is asked for: a page matches in one mode, and
  // building all three held a slow phone's main thread for its start.
  const byMode = new Map<RoutingModeKind, { root: TrieNode<R>; registered: ModeRoute<R>[] }>();
  const treeOf = (mode: RoutingModeKind) => {
    let tree = byMode.get(mode);
    if (!tree) byMode.set(mode, (tree = buildTree(routes, mode)));
    return tree;
  };

  return {
    match(path, mode = 'default') {
      const resolved: RoutingMode = typeof mode === 'string' ? ({ kind: mode } as RoutingMode) : mode;
      if (!Object.hasOwn(MODE_KINDS, resolved.kind)) return null;
      const tree = treeOf(resolved.kind);
      const segments = splitPath(path.replace(/[?#].*$/, ''));
      const found = walk(tree.root, segments, 0, []);
      if (!found) return null;
      const params: Record<string, string> = {};
      try {
        found.leaf.names.forEach((name, i) => {
          params[name] = decodeURIComponent(found.values[i] as string);
        });
      } catch {
        return null;
      }
      const { entry } = found.leaf;
      if (entry.prefixDropped && resolved.kind !== 'default') {
        const param = MODE_PREFIX[resolved.kind].param;
        const value = resolved.kind === 'user' ? resolved.username : resolved.collectionSlug;
        if (value !== undefined) params[param] = value;
      }
      return { route: entry.route, params };
    },
    routesIn(mode) {
      return Object.hasOwn(MODE_KINDS, mode) ? treeOf(mode).registered : [];
    },
  };
}

const MODE_KINDS: Record<RoutingModeKind, true> = { default: true, user: true, collection: true };

function buildTree<R extends RouteDefinition>(routes: readonly R[], mode: RoutingModeKind) {
  const root = newNode<R>();
  const registered: ModeRoute<R>[] = [];
  const candidates = routes
    .map((route) => ({ route, modePath: modePathOf(route.path, mode) }))
    .filter((c): c is { route: R; modePath: { path: string; prefixDropped: boolean } } => c.modePath !== null);
  // The domain's own routes first, so they win over global routes of the same shape.
  const ordered = [
    ...candidates.filter((c) => c.modePath.prefixDropped),
    ...candidates.filter((c) => !c.modePath.prefixDropped),
  ];
  for (const { route, modePath } of ordered) {
    const entry: ModeRoute<R> = { route, path: modePath.path, prefixDropped: modePath.prefixDropped };
    const existing = insert(root, entry);
    if (existing) {
      if (mode === 'default') {
        console.warn(
          `Route "${route.name}" (${route.path}) is ambiguous with route "${existing.route.name}" (${existing.route.path}); skipping it.`,
        );
      }
      continue;
    }
    registered.push(entry);
  }
  return { root, registered };
}

/** Inserts a route; returns the route already holding the same shape, if any. */
function insert<R>(root: TrieNode<R>, entry: ModeRoute<R & RouteDefinition>): ModeRoute<R & RouteDefinition> | null {
  let node = root;
  const names: string[] = [];
  for (const segment of splitPath(entry.path).map(parseSegment)) {
    if (segment.kind === 'literal') {
      let next = node.literals.get(segment.value);
      if (!next) node.literals.set(segment.value, (next = newNode<R>()));
      node = next;
    } else {
      names.push(segment.param);
      const next: TrieNode<R> = node[segment.kind] ?? newNode<R>();
      node[segment.kind] = next;
      node = next;
    }
  }
  if (node.leaf) return node.leaf.entry;
  node.leaf = { entry, names };
  return null;
}

type Found<R> = { leaf: NonNullable<TrieNode<R>['leaf']>; values: string[] };

function walk<R>(node: TrieNode<R>, segments: string[], index: number, values: string[]): Found<R> | null {
  if (index === segments.length) return node.leaf ? { leaf: node.leaf, values } : null;
  const segment = segments[index] as string;
  const literal = node.literals.get(safeLower(segment));
  const viaLiteral = literal && walk(literal, segments, index + 1, values);
  if (viaLiteral) return viaLiteral;
  if (node.user && segment.startsWith('@') && segment.length > 1) {
    const viaUser = walk(node.user, segments, index + 1, [...values, segment.slice(1)]);
    if (viaUser) return viaUser;
  }
  if (node.param && !segment.startsWith('@')) {
    return walk(node.param, segments, index + 1, [...values, segment]);
  }
  return null;
}

function safeLower(segment: string): string {
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
}

let defaultMatcher: RouteMatcher<(typeof ROUTE_TABLE)[number]> | undefined;

/** The matcher over the whole route table (built on first use). */
export function routeMatcher(): RouteMatcher<(typeof ROUTE_TABLE)[number]> {
  defaultMatcher ??= createRouteMatcher(ROUTE_TABLE);
  return defaultMatcher;
}

/** Matches a path (query and hash are ignored) against the route table in a routing mode. */
export function matchRoute(
  path: string,
  mode: RoutingMode | RoutingModeKind = 'default',
): RouteMatch<(typeof ROUTE_TABLE)[number]> | null {
  return routeMatcher().match(path, mode);
}
