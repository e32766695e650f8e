/**
 * Prepared statements for the queries every page asks (the viewer, the cards' authors and
 * publications, counts): built once per database with drizzle's `.prepare()`, their values passed
 * as `sql.placeholder`s. drizzle then does not build their SQL again per request, and on a
 * PostgreSQL server each connection parses and plans them once (postgres-js prepares them).
 */
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from './client.ts';

/** A request's database handle (time-budget.ts) answers the database it wraps under this key. */
export const DATABASE_ROOT = Symbol('inkpot.databaseRoot');
/** ...and its deadline check under this one: a statement must not start once the request is over budget. */
export const DEADLINE_CHECK = Symbol('inkpot.deadlineCheck');

interface RequestHandle {
  [DATABASE_ROOT]?: Database;
  [DEADLINE_CHECK]?: () => void;
}

/**
 * `build(db)` made once per database, on first use. A request's handle (a proxy per GraphQL
 * request) gets the statements of the database it wraps, after its deadline check: ask for them
 * right before executing one.
 */
export function preparedPerDatabase<P>(build: (db: Database) => P): (db: Database) => P {
  const built = new WeakMap<Database, P>();
  return (db) => {
    const handle = db as Database & RequestHandle;
    handle[DEADLINE_CHECK]?.();
    const root = handle[DATABASE_ROOT] ?? db;
    let statements = built.get(root);
    if (!statements) {
      statements = build(root);
      built.set(root, statements);
    }
    return statements;
  };
}

/**
 * `column = any($name)`: the keys of a batch as one array parameter, so one prepared statement
 * serves any number of keys (`in ($1, $2, ...)` would be another statement per count).
 */
export const isAnyOf = (column: AnyColumn | SQL, name = 'keys'): SQL => sql`${column} = any(${sql.placeholder(name)})`;
