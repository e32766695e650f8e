/**
 * Fields that may appear at most once in a request, batch included ("Enumeration and
 * mail"): each answers about one address or writes a row, so 15 aliases times 20 operations
 * would be 300 lookups or 300 rows for one request. The shell asks for each at most once at a
 * time. Aliases and fragments count every time they appear.
 */
import {
  GraphQLError,
  Kind,
  parse,
  type DocumentNode,
  type FragmentDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { LRUCache } from 'lru-cache';

export const ONCE_PER_REQUEST_FIELDS = [
  'emailAvailability',
  'accountToken',
  'sendAcctAuthEmail',
  'verifyLoginCode',
  'sendVerificationEmail',
] as const;

const watched = new Set<string>(ONCE_PER_REQUEST_FIELDS);

/** How many times each watched field is asked for in `document` (every operation in it). */
export function countWatchedFields(document: DocumentNode, counts = new Map<string, number>()) {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  const walk = (selectionSet: SelectionSetNode, trail: readonly string[]) => {
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        if (watched.has(selection.name.value))
          counts.set(selection.name.value, (counts.get(selection.name.value) ?? 0) + 1);
        if (selection.selectionSet) walk(selection.selectionSet, trail);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        walk(selection.selectionSet, trail);
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        // A fragment that spreads itself is refused by validation; here it just stops.
        if (fragment && !trail.includes(name)) walk(fragment.selectionSet, [...trail, name]);
      }
    }
  };
  for (const definition of document.definitions)
    if (definition.kind === Kind.OPERATION_DEFINITION) walk(definition.selectionSet, []);
  return counts;
}

/** As many query texts as yoga's own parser cache keeps. */
const KNOWN_QUERIES = 1000;

export function oncePerRequestPlugin(): Plugin {
  // The same few query texts arrive again and again (the pages' operations): each is parsed and
  // counted once, not on every request.
  const known = new LRUCache<string, ReadonlyMap<string, number>>({ max: KNOWN_QUERIES });
  const countsOf = (query: string): ReadonlyMap<string, number> => {
    let counts = known.get(query);
    if (!counts) {
      try {
        counts = countWatchedFields(parse(query, { maxTokens: 2000 }));
      } catch {
        // Not GraphQL: the request fails on its own.
        counts = new Map();
      }
      known.set(query, counts);
    }
    return counts;
  };
  return {
    onRequestParse() {
      return {
        onRequestParseDone({ requestParserResult }) {
          const operations: unknown[] = Array.isArray(requestParserResult)
            ? requestParserResult
            : [requestParserResult];
          const counts = new Map<string, number>();
          for (const params of operations) {
            const query = (params as { query?: unknown } | null)?.query;
            if (typeof query !== 'string') continue;
            for (const [field, count] of countsOf(query)) counts.set(field, (counts.get(field) ?? 0) + count);
          }
          const repeated = [...counts].filter(([, count]) => count > 1).map(([name]) => name);
          if (repeated.length) {
            throw new GraphQLError(
              `A request may ask for ${repeated.join(', ')} only once, batch and aliases included.`,
              { extensions: { code: 'ONCE_PER_REQUEST', http: { status: 400 } } },
            );
          }
        },
      };
    },
  };
}
