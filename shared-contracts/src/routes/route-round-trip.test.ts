import fc from 'fast-check';

import { buildRouteLink } from './route-links.ts';
import { MODE_PREFIX, matchRoute, routeMatcher, type RoutingMode, type RoutingModeKind } from './route-matcher.ts';
import type { TableRouteName } from './route-table.ts';

/** Every literal segment of the table: a parameter equal to one would (rightly) match that literal route. */
const LITERALS = new Set(
  routeMatcher()
    .routesIn('default')
    .flatMap(({ route }) => route.path.split('/'))
    .filter((segment) => segment !== '' && !segment.includes('{'))
    .map((segment) => segment.toLowerCase()),
);

const paramValue = fc
  .oneof(
    fc.string({ minLength: 1, maxLength: 16, unit: fc.constantFrom(...'abcXYZ019-_.~ %/?#é@') }),
    fc.string({ minLength: 1, maxLength: 8, unit: 'grapheme' }),
  )
  .filter((value) => !value.startsWith('@') && !LITERALS.has(value.toLowerCase()) && value !== '.' && value !== '..');

const MODES: readonly RoutingModeKind[] = ['default', 'user', 'collection'];

describe('building a link and matching it again', () => {
  it.each(MODES)('gives back the same route and parameters in the %s mode', (kind) => {
    for (const { route, prefixDropped } of routeMatcher().routesIn(kind)) {
      const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
      const params = fc.record(
        Object.fromEntries(names.map((name) => [name, paramValue])) as Record<string, typeof paramValue>,
      );
      fc.assert(
        fc.property(params, (values) => {
          const link = buildRouteLink(route.name as TableRouteName, values, { mode: kind });
          const mode: RoutingMode =
            kind === 'user' && prefixDropped
              ? { kind, username: values[MODE_PREFIX.user.param] as string }
              : kind === 'collection' && prefixDropped
                ? { kind, collectionSlug: values[MODE_PREFIX.collection.param] as string }
                : { kind };
          const match = matchRoute(link, mode);
          expect(match?.route.name).toBe(route.name);
          expect(match?.params).toEqual(values);
        }),
        { numRuns: 25 },
      );
    }
  });
});
