/**
 * The most expensive GraphQL requests we could build, timed on an in-memory PGlite with the demo
 * world ("Cost"): the probe's batch (20 operations of 15 aliased 25-story feeds), first
 * without the cost limits (as before them), then under them, and the heaviest requests that
 * the limits let through: the widest feeds, and feeds whose every story asks for a page of its
 * own (one query per story). Prints time and bytes of each.
 *
 *   node bench/worst-query.ts
 */
import { seedWorld } from '../src/seed/seed.ts';
import { DEFAULT_COST_LIMITS, operationCost } from '../src/graphql/query-cost.ts';
import { buildSchema } from '../src/graphql/schema.ts';
import { startTestApi, type TestApi } from '../src/testing/test-api.ts';
import { parse } from 'graphql';

const CARD = `id title subtitle mediumUrl isLocked readingTime statusForCollection firstPublishedAt updatedAt
  creator { id name username } collection { id name slug } tags { id slug displayTitle } responsesCount`;
/** The recommended feed is the demo world's fullest: every alias gets its whole page. */
const feed = (n: number, limit: number, body = CARD) =>
  `f${n}: webRecommendedFeed(paging: { limit: ${limit} }) { items { post { ${body} } } }`;

const schema = buildSchema();
const costOf = (query: string) => operationCost(schema, parse(query));

/** The largest page, then the most aliases, then the most operations of `make` that fit both limits. */
function fill(make: (aliases: number, limit: number) => string) {
  let limit = 25;
  while (limit > 1 && costOf(make(1, limit)) > DEFAULT_COST_LIMITS.perOperation) limit -= 1;
  let aliases = 1;
  while (aliases < 15 && costOf(make(aliases + 1, limit)) <= DEFAULT_COST_LIMITS.perOperation) aliases += 1;
  const query = make(aliases, limit);
  const operations = Math.min(20, Math.floor(DEFAULT_COST_LIMITS.perRequest / costOf(query)));
  return { query, operations, cost: costOf(query) * operations };
}

async function timed(api: TestApi, name: string, body: unknown) {
  const started = performance.now();
  const response = await fetch(`${api.url}/_/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  const ms = performance.now() - started;
  const errors = (text.match(/"code":"[A-Z_]+"/g) ?? []).slice(0, 1).join('');
  console.log(
    `${name.padEnd(58)} ${String(response.status).padStart(3)} ${ms.toFixed(0).padStart(6)} ms ${(text.length / 1024).toFixed(1).padStart(8)} KiB ${errors}`,
  );
}

const unlimited = {
  perOperation: Number.MAX_SAFE_INTEGER,
  perRequest: Number.MAX_SAFE_INTEGER,
  timeBudgetMs: 2 ** 31 - 1,
};
const [before, limited] = await Promise.all([startTestApi({ costLimits: unlimited }), startTestApi()]);
try {
  await Promise.all([seedWorld(before.db), seedWorld(limited.db)]);
  const probeQuery = `{ ${Array.from({ length: 15 }, (_, n) => feed(n, 25)).join(' ')} }`;
  const probe = Array.from({ length: 20 }, () => ({ query: probeQuery }));
  console.log(`probe: ${JSON.stringify(probe).length} bytes, cost ${costOf(probeQuery) * 20}`);
  await timed(before, 'probe batch, without cost limits (before)', probe);
  await timed(limited, 'probe batch, with the limits', probe);

  const wide = fill((aliases, limit) => `{ ${Array.from({ length: aliases }, (_, n) => feed(n, limit)).join(' ')} }`);
  await timed(
    limited,
    `widest allowed: ${wide.operations} ops x ${(wide.query.match(/webRecommendedFeed/g) ?? []).length} feeds of 25, cost ${wide.cost}`,
    Array.from({ length: wide.operations }, () => ({ query: wide.query })),
  );
  const narrow = fill(
    (aliases, limit) => `{ ${Array.from({ length: aliases }, (_, n) => feed(n, limit, 'id')).join(' ')} }`,
  );
  await timed(
    limited,
    `most feed queries: ${narrow.operations} ops x ${(narrow.query.match(/webRecommendedFeed/g) ?? []).length} feeds of 25 ids, cost ${narrow.cost}`,
    Array.from({ length: narrow.operations }, () => ({ query: narrow.query })),
  );
  const perItem = fill(
    (aliases, limit) =>
      `{ ${Array.from({ length: aliases }, (_, n) => feed(n, limit, 'id threadedPostResponses(paging: { limit: 1 }) { posts { id } } creator { latestPosts(paging: { limit: 1 }) { items { post { id } } } }')).join(' ')} }`,
  );
  await timed(
    limited,
    `a query per story: ${perItem.operations} ops x ${(perItem.query.match(/webRecommendedFeed/g) ?? []).length} feeds of ${/limit: (\d+)/.exec(perItem.query)?.[1]}, cost ${perItem.cost}`,
    Array.from({ length: perItem.operations }, () => ({ query: perItem.query })),
  );
  await timed(
    before,
    `the same without limits`,
    Array.from({ length: 20 }, () => ({ query: perItem.query })),
  );
} finally {
  await Promise.all([before.close(), limited.close()]);
}
