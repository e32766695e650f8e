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
}): Promise<OpenedDatabase> {
  if (options.databaseUrl) {
    const client = postgres(options.databaseUrl, {
      max: 10,
      onnotice: () => {},
      ...(options.statementTimeoutMs ? { connection: { statement_timeout: options.statementTimeoutMs } } : {}),
    });
    const db = drizzlePostgres(client, { schema, ...(options.logger ? { logger: options.logger } : {}) });
    await db.execute(sql`create extension if not exists pg_trgm`);
    await migratePostgres(db, { migrationsFolder: MIGRATIONS });
    return { db: db as unknown as Database, kind: 'postgres', close: () => client.end() };
  }
  const client = await PGlite.create(options.dataDir, { extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema, ...(options.logger ? { logger: options.logger } : {}) });
  await db.execute(sql`create extension if not exists pg_trgm`);
  await migratePglite(db, { migrationsFolder: MIGRATIONS });
  return { db: db as unknown as Database, kind: 'pglite', close: () => client.close() };
}

/** The rows of `db.execute`: PGlite answers `{ rows }`, postgres-js an array of rows. */
export function resultRows<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows?: T[] }).rows ?? []);
}
