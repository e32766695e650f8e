/**
 * Search benchmark: the API on an in-memory PGlite seeded with the demo world plus N generated
 * stories (100,000 by default), then autocannon posting the search box's multi-query (posts,
 * people, publications, tags) for a rotation of typed prefixes and words.
 */
import { sql } from 'drizzle-orm';
import { seedWorld } from '../src/seed/seed.ts';
import { startTestApi } from '../src/testing/test-api.ts';
import { printLoad, runLoad, type LoadResult } from './load.ts';

export interface SearchBenchOptions {
  stories: number;
  duration: number;
  connections: number;
}

/** What readers type: prefixes mid-word, whole words, two words. */
const QUERIES = ['sourd', 'night tr', 'typography', 'learning pi', 'deep work', 'ins', 'heat pumps', 'marg'];

/**
 * What readers look for in the generated stories: topics and title words, typed from the first
 * letter (the browser bench types them; `bench:plans --keystrokes` runs every prefix).
 */
export const TYPED_WORDS = [
  'night trains',
  'sourdough',
  'typography',
  'heat pumps',
  'deep work',
  'lighthouses',
  'marginalia',
  'fermentation',
  'vinyl',
  'rivers',
  'habits',
  'bedtime',
  'pricing',
  'evaluation',
  'code review',
  'walking',
  'empty states',
  'inflation',
  'sleep',
  'regret',
  'dashboards',
  'libraries',
  'tidal pools',
  'film cameras',
  'first drafts',
  'the hidden cost',
  'against boredom',
  'a field guide',
];

/** Every query the search box sends while TYPED_WORDS are typed (each prefix once, spaces trimmed). */
export const TYPED_QUERIES = [
  ...new Set(TYPED_WORDS.flatMap((word) => [...word].map((_, end) => word.slice(0, end + 1).trim()))),
];

/** The search box's multi-query on the home page, as the search remote sends it. */
export const SEARCH_BOX_REQUESTS = (query: string) =>
  (['post', 'user', 'collection', 'tag'] as const).map((kind) => ({
    indexName: `inkpot_${kind}`,
    query,
    hitsPerPage: 3,
    clickAnalytics: true,
    analyticsTags: ['logged-out'],
  }));

const searchBody = (query: string) => JSON.stringify({ requests: SEARCH_BOX_REQUESTS(query) });

export async function benchSearch(options: SearchBenchOptions): Promise<LoadResult> {
  const api = await startTestApi();
  try {
    const started = performance.now();
    await seedWorld(api.db, { stories: options.stories });
    const [row] = await api.db
      .execute<{ n: number }>(sql`select count(*)::int as n from posts`)
      .then((result) => (Array.isArray(result) ? result : ((result as { rows?: { n: number }[] }).rows ?? [])));
    console.log(`[bench] ${row?.n} posts seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    const headers = {
      'content-type': 'text/plain',
      'x-algolia-application-id': 'INKPOTDEV',
      'x-algolia-api-key': 'inkpot-search-only-key',
    };
    for (const query of QUERIES) {
      const response = await fetch(`${api.url}/1/indexes/*/queries`, {
        method: 'POST',
        headers,
        body: searchBody(query),
      });
      const body = (await response.json()) as { results?: { nbHits: number }[] };
      const counts = body.results?.map((result) => result.nbHits).join('/') ?? `HTTP ${response.status}`;
      console.log(`[bench] '${query}': post/user/collection/tag hits ${counts}`);
    }

    let next = 0;
    const result = await runLoad(`search: 4-index multi-query over ${options.stories} extra stories`, {
      url: api.url,
      duration: options.duration,
      connections: options.connections,
      requests: [
        {
          method: 'POST',
          path: '/1/indexes/*/queries',
          headers,
          setupRequest: (request) => ({ ...request, body: searchBody(QUERIES[next++ % QUERIES.length] ?? '') }),
        },
      ],
    });
    printLoad(result);
    return result;
  } finally {
    await api.close();
  }
}
