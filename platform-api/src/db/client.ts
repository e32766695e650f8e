import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type Logger } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import * as schema from './schema.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface OpenedDatabase {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const MIGRATIONS = path.join(import.meta.dirname, '..', '..', 'drizzle');

/** Connections each API process may open to a PostgreSQL server. */
export const POOL_SIZE = 10;

export interface StatementObserver {
  started(): void;
  finished(text: string, seconds: number): void;
}

/** Times a promise-returning client method: started when called, finished when it settles. */
function timed<A extends unknown[], R>(
  method: (...args: A) => Promise<R>,
  observer: StatementObserver,
): (...args: A) => Promise<R> {
  return async (...args) => {
    const started = performance.now();
    observer.started();
    try {
      return await method(...args);
    } finally {
      observer.finished(String(args[0]), (performance.now() - started) / 1000);
    }
  };
}

function timePgliteStatements(client: PGlite, observer: StatementObserver) {
  client.query = timed(client.query.bind(client), observer) as PGlite['query'];
  client.exec = timed(client.exec.bind(client), observer);
}

/**
 * postgres-js statements are lazy (sent when awaited, after drizzle has asked for `.values()`), so
 * the timing wraps the statement's `then` rather than awaiting it early.
 */
function timePostgresStatements(client: postgres.Sql, observer: StatementObserver) {
  const unsafe = client.unsafe.bind(client);
  client.unsafe = ((...args: Parameters<postgres.Sql['unsafe']>) => {
    const statement = unsafe(...args);
    type Then = (
      onFulfilled?: (value: unknown) => unknown,
      onRejected?: (error: unknown) => unknown,
    ) => Promise<unknown>;
    const then = statement.then.bind(statement) as Then;
    let started = 0;
    let finished = false;
    const timedThen: Then = (onFulfilled, onRejected) => {
      if (started === 0) {
        started = performance.now();
        observer.started();
      }
      const finish = () => {
        if (finished) return;
        finished = true;
        observer.finished(String(args[0]), (performance.now() - started) / 1000);
      };
      return then(
        (value) => {
          finish();
          return onFulfilled ? onFulfilled(value) : value;
        },
        (error) => {
          finish();
          if (onRejected) return onRejected(error);
          throw error;
        },
      );
    };
    statement.then = timedThen as typeof statement.then;
    return statement;
  }) as postgres.Sql['unsafe'];
}

/** The advisory lock API processes migrate under (any fixed number; the seed has its own). */
const MIGRATION_LOCK = 7_316_001;

/**
 * Migrates a PostgreSQL server's database, one process at a time: several APIs starting together
 * (a cluster, N machines) would otherwise create the same tables at once. The lock is the
 * session's, on a connection of its own, and goes when that connection closes.
 */
async function migrateOnce(databaseUrl: string) {
  const session = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    await session`select pg_advisory_lock(${MIGRATION_LOCK})`;
    const db = drizzlePostgres(session, { schema });
    await db.execute(sql`create extension if not exists pg_trgm`);
    await migratePostgres(db, { migrationsFolder: MIGRATIONS });
  } finally {
    await session.end();
  }
}

/**
 * PostgreSQL for the API: a server when `databaseUrl` is set, otherwise PGlite (PostgreSQL in
 * WebAssembly) in `dataDir` ('memory://' for tests). The same migrations run on both.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  /** On a PostgreSQL server, ends any statement that runs longer (the API's request time budget). */
  statementTimeoutMs?: number;
  /** Sees every statement drizzle sends (the search bench reads them to EXPLAIN them). */
  logger?: Logger;
  /** Told when each statement is sent and answered (the API's metrics); transactions' inner statements are not. */
  onStatement?: StatementObserver;
}): Promise<OpenedDatabase> {
  if (options.databaseUrl) {
    const client = postgres(options.databaseUrl, {
      max: POOL_SIZE,
      onnotice: () => {},
      ...(options.statementTimeoutMs ? { connection: { statement_timeout: options.statementTimeoutMs } } : {}),
    });
    if (options.onStatement) timePostgresStatements(client, options.onStatement);
    await migrateOnce(options.databaseUrl);
    const db = drizzlePostgres(client, { schema, ...(options.logger ? { logger: options.logger } : {}) });
    return { db: db as unknown as Database, kind: 'postgres', close: () => client.end() };
  }
  const client = await PGlite.create(options.dataDir, { extensions: { pg_trgm } });
  if (options.onStatement) timePgliteStatements(client, options.onStatement);
  const db = drizzlePglite(client, { schema, ...(options.logger ? { logger: options.logger } : {}) });
  await db.execute(sql`create extension if not exists pg_trgm`);
  await migratePglite(db, { migrationsFolder: MIGRATIONS });
  return { db: db as unknown as Database, kind: 'pglite', close: () => client.close() };
}

/** The rows of `db.execute`: PGlite answers `{ rows }`, postgres-js an array of rows. */
export function resultRows<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows?: T[] }).rows ?? []);
}
