/**
 * `npm run bench:plans -w platform-api [-- --query Q] [--stories N] [--timing | --keystrokes]`: EXPLAIN (ANALYZE, BUFFERS)
 * of every statement the search box's 4-index multi-query sends, on the database the API would
 * use (DATABASE_URL, else PGlite in PGLITE_DIR; seeded with the demo world and N generated
 * stories when it has fewer). Each statement is captured from drizzle as the endpoint sends it,
 * then run again under EXPLAIN with the same parameters. Never point it at the dev database:
 * the generated stories stay.
 */
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { sql, type Logger } from 'drizzle-orm';
import { loadApiConfig } from '../src/config.ts';
import { openDatabase, resultRows } from '../src/db/client.ts';
import { SEED_NOW } from '../src/seed/world.ts';
import { readMultiQueryBody } from '../src/search/search-params.ts';
import { searchQueryLog } from '../src/search/search-query-log.ts';
import { searchMany } from '../src/search/search-service.ts';
import { runSearches } from '../src/search/search-engine.ts';
import { seedBenchDatabase } from './bench-database.ts';
import { SEARCH_BOX_REQUESTS, TYPED_QUERIES } from './search.ts';

const { values } = parseArgs({
  options: {
    query: { type: 'string', default: 'sourd' },
    stories: { type: 'string', default: '100000' },
    /** Instead of plans: each statement's median time over 5 runs (EXPLAIN ANALYZE's own clock costs a lot on PGlite). */
    timing: { type: 'boolean', default: false },
    /**
     * Instead of plans: every query typing the browser bench's words sends, each index on its own
     * and all four in one statement, with this process's CPU time per search (PGlite runs in it,
     * so on PGlite that is the search's whole cost; a loaded machine inflates it far less than
     * wall time): p50/p95 per index and the costliest queries.
     */
    keystrokes: { type: 'boolean', default: false },
  },
});
const stories = Number(values.stories);
if (!Number.isInteger(stories) || stories < 0) throw new Error(`--stories needs a whole number >= 0.`);

const captured: { query: string; params: unknown[] }[] = [];
let capturing = false;
const logger: Logger = {
  logQuery(query, params) {
    if (capturing) captured.push({ query, params });
  },
};

const config = loadApiConfig();
const opened = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.PGLITE_DIR, logger });
const { db } = opened;
try {
  const generated = await seedBenchDatabase(db, stories);
  const version = resultRows<{ version: string }>(await db.execute(sql`select version()`))[0]?.version;
  console.log(`[plans] ${opened.kind}: ${version}; ${generated} generated stories`);

  if (values.keystrokes) await keystrokeCosts();
  else await explainSearchBox();
} finally {
  await opened.close();
}

async function explainSearchBox() {
  const requests = readMultiQueryBody({ requests: SEARCH_BOX_REQUESTS(values.query) }, config.SEARCH_INDEX_PREFIX);
  // Once to warm the caches, once captured.
  const log = searchQueryLog(db);
  await searchMany(db, log, requests, { unfiltered: false }, SEED_NOW);
  capturing = true;
  await searchMany(db, log, requests, { unfiltered: false }, SEED_NOW);
  // The queryIDs' insert, off the answer's path, is shown too.
  await log.flush();
  capturing = false;

  // drizzle exposes the driver: PGlite's query(text, params), postgres-js's unsafe(text, params).
  const client = (db as unknown as { $client: unknown }).$client;
  const run = async (text: string, params: unknown[]): Promise<Record<string, string>[]> =>
    opened.kind === 'pglite'
      ? (
          await (client as { query(t: string, p: unknown[]): Promise<{ rows: Record<string, string>[] }> }).query(
            text,
            params,
          )
        ).rows
      : await (client as { unsafe(t: string, p: unknown[]): Promise<Record<string, string>[]> }).unsafe(
          text,
          params as never[],
        );
  for (const [n, statement] of captured.entries()) {
    if (!/^\s*(select|with)/i.test(statement.query)) {
      console.log(`\n--- statement ${n + 1}: ${statement.query.slice(0, 80)}… (not a select, not explained)`);
      continue;
    }
    if (values.timing) {
      const times: number[] = [];
      for (let k = 0; k < 5; k += 1) {
        const started = performance.now();
        await run(statement.query, statement.params);
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      console.log(`statement ${n + 1}: ${times[2]?.toFixed(2)} ms  ${statement.query.slice(0, 90)}…`);
      continue;
    }
    console.log(`\n--- statement ${n + 1} (params ${JSON.stringify(statement.params)})\n${statement.query}\n`);
    const plan = await run(`explain (analyze, buffers) ${statement.query}`, statement.params);
    console.log(plan.map((row) => row['QUERY PLAN']).join('\n'));
  }
}

async function keystrokeCosts() {
  const cpuMs = () => {
    const used = process.cpuUsage();
    return (used.user + used.system) / 1000;
  };
  const viewer = { unfiltered: false };
  const costs = new Map<string, number[]>();
  const walls = new Map<string, number[]>();
  const costliest: { ms: number; index: string; query: string }[] = [];
  let wallStarted = 0;
  const add = (index: string, query: string, ms: number) => {
    costs.set(index, [...(costs.get(index) ?? []), ms]);
    walls.set(index, [...(walls.get(index) ?? []), performance.now() - wallStarted]);
    if (index !== 'all four') costliest.push({ ms, index, query });
  };
  // The first round warms the caches; the second is counted.
  for (const round of [0, 1]) {
    for (const query of TYPED_QUERIES) {
      const requests = readMultiQueryBody({ requests: SEARCH_BOX_REQUESTS(query) }, config.SEARCH_INDEX_PREFIX);
      let started = cpuMs();
      wallStarted = performance.now();
      await runSearches(db, requests, viewer);
      if (round) add('all four', query, cpuMs() - started);
      for (const request of requests) {
        started = cpuMs();
        wallStarted = performance.now();
        await runSearches(db, [request], viewer);
        if (round) add(request.indexName, query, cpuMs() - started);
      }
    }
  }
  const percentile = (sorted: number[], p: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
  const summary = (samples: number[]) => {
    const sorted = [...samples].sort((a, b) => a - b);
    return `p50 ${percentile(sorted, 50).toFixed(1)}  p95 ${percentile(sorted, 95).toFixed(1)}  max ${percentile(sorted, 100).toFixed(1)}`;
  };
  console.log(`Per search over ${TYPED_QUERIES.length} typed queries, ms (load average ${loadavg()[0]?.toFixed(1)}):`);
  for (const [index, samples] of costs)
    console.log(`  ${index.padEnd(18)} CPU ${summary(samples)}   wall ${summary(walls.get(index) ?? [])}`);
  console.log('costliest:');
  for (const { ms, index, query } of costliest.sort((a, b) => b.ms - a.ms).slice(0, 15))
    console.log(`  ${ms.toFixed(1).padStart(7)}  ${index.padEnd(18)} '${query}'`);
}
