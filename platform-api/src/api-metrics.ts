/**
 * The API's metrics (served at /metrics on the API's port): requests by route pattern and status,
 * rate-limit refusals by limit, remote load failures the pages report, database statement
 * durations and statements in flight, the story index's size and age, and the process's own.
 */
import type { RemoteName } from '@inkpot/shared-contracts/remotes';
import type { LimitName, RateLimits } from './auth/rate-limits.ts';
import { createMetrics } from './environment.ts';
import type { PostSearchIndex } from './search/post-index.ts';

/** The kind of an SQL statement, a bounded label: its first keyword. */
export function statementKind(text: string): 'select' | 'insert' | 'update' | 'delete' | 'other' {
  const word = /^\s*(?:with\b[\s\S]*?\)\s*)?(\w+)/i.exec(text)?.[1]?.toLowerCase();
  return word === 'select' || word === 'insert' || word === 'update' || word === 'delete' ? word : 'other';
}

/** Seconds: most statements answer within milliseconds; the time budget ends any at a few seconds. */
const STATEMENT_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

export function apiMetrics() {
  const metrics = createMetrics('api');
  const refusals = metrics.counter('inkpot_rate_limit_refusals_total', 'Requests refused by a rate limit, by limit', [
    'limit',
  ]);
  const remoteOutcomes = metrics.counter(
    'inkpot_remote_load_total',
    "Remotes pages reported as loaded or failed, by remote and outcome; trusted: the page's signed id checked out",
    ['remote', 'outcome', 'trusted'],
  );
  const statements = metrics.histogram(
    'inkpot_db_statement_duration_seconds',
    'Database statements by kind (select, insert, update, delete, other)',
    ['kind'],
    STATEMENT_BUCKETS,
  );
  const inFlight = metrics.gauge('inkpot_db_statements_in_flight', 'Database statements sent and not yet answered');
  const poolSize = metrics.gauge('inkpot_db_pool_size', 'Connections each API process may open to the database');
  return {
    ...metrics,
    /** `limits`, counting each refusal by its limit. */
    countRefusals(limits: RateLimits): RateLimits {
      return {
        async consume(limit: LimitName, key: string, points?: number) {
          const consumed = await limits.consume(limit, key, points);
          if (!consumed.allowed) refusals.inc({ limit });
          return consumed;
        },
      };
    },
    remoteOutcome(remote: RemoteName, ok: boolean, trusted: boolean) {
      remoteOutcomes.inc({ remote, outcome: ok ? 'loaded' : 'failed', trusted: String(trusted) });
    },
    /** What the database client reports of each statement (db/client.ts `onStatement`). */
    statement: {
      started: () => inFlight.inc(),
      finished(text: string, seconds: number) {
        inFlight.dec();
        statements.observe({ kind: statementKind(text) }, seconds);
      },
    },
    poolSize: (size: number) => poolSize.set(size),
    /** The story index's size and how long ago it last caught up with the database (read when scraped). */
    watchStoryIndex(index: PostSearchIndex) {
      metrics.gauge('inkpot_story_index_stories', 'Stories in the search index', {
        aggregator: 'max',
        collect() {
          this.set(index.size);
        },
      });
      metrics.gauge(
        'inkpot_story_index_age_seconds',
        'Seconds since the search index last caught up with the database (its lag behind new stories)',
        {
          aggregator: 'max',
          collect() {
            if (index.isBuilt) this.set((Date.now() - index.caughtUpAt) / 1000);
          },
        },
      );
    },
  };
}

export type ApiMetrics = ReturnType<typeof apiMetrics>;

/** What the GraphQL resolvers report (a part of ApiMetrics, so tests can do without). */
export type ApiObservations = Pick<ApiMetrics, 'remoteOutcome'>;
