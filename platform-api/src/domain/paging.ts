/**
 * Paging for feeds and connections: a clamped page size and opaque cursors. A cursor is the
 * sort key of the last item served, as base64url JSON with a kind tag, so a cursor from one
 * list is refused by another instead of silently skipping items.
 */
import { GraphQLError } from 'graphql';

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 25;

/** Sort-key values a cursor can carry (timestamps travel as PostgreSQL timestamp text). */
export type CursorValue = string | number | null;

export function pageSize(requested: number | null | undefined, fallback = DEFAULT_PAGE_SIZE): number {
  if (requested === null || requested === undefined || !Number.isFinite(requested)) return fallback;
  return Math.min(MAX_PAGE_SIZE, Math.max(1, Math.trunc(requested)));
}

export function encodeCursor(kind: string, values: readonly CursorValue[]): string {
  return Buffer.from(JSON.stringify([kind, ...values]), 'utf8').toString('base64url');
}

/** The sort key inside `cursor`, or a BAD_USER_INPUT error when it is not one of `kind`'s. */
export function decodeCursor(kind: string, cursor: string, arity: number): CursorValue[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parsed = undefined;
  }
  const valid =
    Array.isArray(parsed) &&
    parsed.length === arity + 1 &&
    parsed[0] === kind &&
    parsed.slice(1).every((value) => value === null || typeof value === 'string' || typeof value === 'number');
  if (!valid) throw invalidCursor();
  return (parsed as CursorValue[]).slice(1);
}

export function invalidCursor(): GraphQLError {
  return new GraphQLError('Invalid paging cursor: pass a cursor from the previous page of the same list.', {
    extensions: { code: 'BAD_USER_INPUT' },
  });
}

/**
 * Splits rows fetched with `limit + 1` into the page and whether another page follows; the
 * cursor is built from the page's last row.
 */
export function splitPage<T>(rows: readonly T[], limit: number, cursorOf: (row: T) => string) {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  const hasMore = rows.length > limit && last !== undefined;
  return {
    items,
    hasMore,
    endCursor: last === undefined ? null : cursorOf(last),
    nextCursor: hasMore ? cursorOf(last) : null,
  };
}

const TIMESTAMP_TEXT = /^(\d{4})-(\d{2})-(\d{2})[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?(Z|[+-]\d{2}(:?\d{2})?)?$/;

/** A timestamp taken from a cursor (PostgreSQL text form), checked before it reaches SQL. */
export function cursorTimestamp(value: CursorValue | undefined): string {
  const match = typeof value === 'string' ? TIMESTAMP_TEXT.exec(value) : null;
  if (!match || Number.isNaN(Date.parse(value as string))) throw invalidCursor();
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // Date.parse accepts 30 February; PostgreSQL would not.
  if (new Date(Date.UTC(year, month - 1, day)).getUTCDate() !== day) throw invalidCursor();
  return value as string;
}

export function cursorString(value: CursorValue | undefined): string {
  if (typeof value !== 'string') throw invalidCursor();
  return value;
}

export function cursorInteger(value: CursorValue | undefined): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) throw invalidCursor();
  return value;
}
