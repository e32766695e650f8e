import cluster from 'node:cluster';
import { createApi } from './app.ts';
import { postIndexOf } from './search/post-index.ts';
import { captchaVerifierFor } from './auth/captcha.ts';
import { backgroundMailer, outboxMailer, smtpMailer } from './auth/mailer.ts';
import { databaseRateLimits, scaledRateLimits } from './auth/rate-limits.ts';
import { deployed, loadApiConfig } from './config.ts';
import {
  bindHostOf,
  clusterMetricsPrimary,
  createLogger,
  drainOnSignals,
  listenOrExit,
  metricsText,
  routeConsoleTo,
} from './environment.ts';
import { apiMetrics } from './api-metrics.ts';
import { parse as parseCookies } from 'cookie';
import { sessionCookieName } from './auth/sessions.ts';
import { postgresCacheChannel } from './graphql/cache-channel.ts';
import { responseCache } from './graphql/response-cache.ts';
import { sessionLookupsOf } from './auth/session-lookups.ts';
import { openDatabase, POOL_SIZE } from './db/client.ts';
import { DEFAULT_COST_LIMITS } from './graphql/query-cost.ts';
import { searchQueryLog } from './search/search-query-log.ts';
import { seedIfEmpty } from './seed/seed.ts';

const config = loadApiConfig();
// JSON lines (pretty at a terminal in development); every console line of the API goes through it.
const log = createLogger('api', {
  level: config.LOG_LEVEL,
  format: config.LOG_FORMAT,
  environment: config.INKPOT_ENVIRONMENT,
});
routeConsoleTo(log);
const metrics = apiMetrics();
const started = Date.now();
// On a PostgreSQL server the API is stateless (rate limits live in the database too), so
// API_WORKERS processes share the port (one per core); the primary migrates and seeds first.
// PGlite lives inside one process: one worker.
const workers = config.DATABASE_URL ? config.API_WORKERS : 1;
if (cluster.isPrimary && deployed(config) && !config.SMTP_URL)
  console.warn(
    `[api] ${config.INKPOT_ENVIRONMENT} without SMTP_URL: sign-in mail is kept in the outbox table and sent to nobody.`,
  );

const open = () =>
  openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.PGLITE_DIR,
    statementTimeoutMs: DEFAULT_COST_LIMITS.timeBudgetMs,
    onStatement: metrics.statement,
  });

/** Migrates, and seeds the demo world into an empty database (relative to today, so the demo accounts are in their states). */
async function prepareDatabase() {
  const opened = await open();
  if (await seedIfEmpty(opened.db, { now: new Date() }))
    console.log('[api] seeded the demo world into an empty database');
  return opened;
}

async function serve() {
  const { db, kind, close } = workers > 1 ? await open() : await prepareDatabase();
  const searchQueries = searchQueryLog(db);
  const stories = postIndexOf(db);
  metrics.watchStoryIndex(stories);
  if (kind === 'postgres') metrics.poolSize(POOL_SIZE);
  // Results kept per session for a few seconds; on a server, every API process hears what to drop.
  const channel = config.DATABASE_URL ? postgresCacheChannel(config.DATABASE_URL) : undefined;
  const production = deployed(config);
  const results =
    config.RESPONSE_CACHE_TTL_MS > 0
      ? responseCache({
          sessionCookieOf: (request) =>
            parseCookies(request.headers.get('cookie') ?? '')[sessionCookieName(production)],
          ttlMs: config.RESPONSE_CACHE_TTL_MS,
          ...(channel && { channel }),
        })
      : undefined;
  // Sessions read a moment ago, dropped with the results (sign-out, a write, another process's word).
  const sessions = results && sessionLookupsOf(results);
  const app = createApi(
    {
      db,
      config,
      services: {
        now: () => new Date(),
        mailer: backgroundMailer(config.SMTP_URL ? smtpMailer(config.SMTP_URL, config.MAIL_FROM) : outboxMailer(db)),
        captcha: captchaVerifierFor({ ...config, deployed: deployed(config) }),
        rateLimits: metrics.countRefusals(databaseRateLimits(db, scaledRateLimits(config.RATE_LIMIT_MULTIPLIER))),
        searchQueries,
        observations: metrics,
        ...(results && { responseCache: results }),
        ...(sessions && { sessions }),
      },
    },
    // With several workers on one port, a scrape reaches one of them; the primary sums them all.
    { log, metrics: { api: metrics, text: metricsText(metrics.registry), token: config.METRICS_TOKEN } },
  );
  const server = listenOrExit(app, {
    name: 'api',
    port: config.API_PORT,
    host: bindHostOf(config),
    portSetting: 'API_PORT',
    onListening: () => {
      console.log(
        `[api] GraphQL at http://localhost:${config.API_PORT}/_/graphql on ${kind}, ${config.INKPOT_ENVIRONMENT}` +
          ` (process ${process.pid}, ready in ${Date.now() - started} ms)`,
      );
      // The story index is built now rather than by the first reader's search (a search before
      // it is ready waits for it); a failure here is retried by that search.
      const building = performance.now();
      stories.ready().then(
        () =>
          console.log(`[api] story index: ${stories.size} stories in ${Math.round(performance.now() - building)} ms`),
        (error: unknown) => console.error('[api] story index not built yet; the first search builds it', error),
      );
    },
  });
  // SIGTERM (start-all, containers): requests in flight finish, the queryIDs still waiting are
  // stored, the database is closed.
  drainOnSignals(server, {
    name: 'api',
    cleanup: () =>
      searchQueries
        .flush()
        .then(() => channel?.close())
        .then(close),
  });
}

if (workers > 1 && cluster.isPrimary) {
  clusterMetricsPrimary();
  await (await prepareDatabase()).close();
  console.log(`[api] starting ${workers} worker processes on PostgreSQL`);
  for (let worker = 0; worker < workers; worker += 1) cluster.fork();
  // SIGTERM or SIGINT: every worker drains and exits, then the primary exits 0; a second signal
  // exits at once. A worker that stops on its own stops the API (exit 1): no half-sized API.
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      console.error(`[api] ${signal} again: stopping at once.`);
      process.exit(1);
    }
    stopping = true;
    console.log(`[api] ${signal}: the workers finish the requests in flight.`);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(`[api] worker ${worker.process.pid} stopped (${signal ?? code}); stopping the API`);
    process.exit(1);
  });
} else {
  await serve();
}
