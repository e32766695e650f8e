/**
 * The queryIDs of clickAnalytics searches, written after the answer instead of before it: every
 * keystroke of the search box asks with clickAnalytics, and an insert on its path cost a statement
 * per keystroke (PGlite runs one statement at a time, so it also delayed the next search). Rows
 * wait here at most FLUSH_AFTER_MS (or until FLUSH_AT_ROWS are waiting) and go in one insert.
 * A click event does not need its query's row to exist (it is stored by queryID alone), so a click
 * in that second loses nothing; a crash loses at most that second of analytics rows.
 */
import type { Database } from '../db/client.ts';
import { searchQueries } from '../db/schema.ts';

export const FLUSH_AFTER_MS = 1000;
export const FLUSH_AT_ROWS = 200;

export interface SearchQueryRow {
  queryId: string;
  indexName: string;
  query: string;
  createdAt: Date;
}

export interface SearchQueryLog {
  record(rows: readonly SearchQueryRow[]): void;
  /** Writes what is waiting (tests, shutdown); resolves when every row recorded so far is stored. */
  flush(): Promise<void>;
}

export function searchQueryLog(
  db: Database,
  options: { flushAfterMs?: number; flushAtRows?: number } = {},
): SearchQueryLog {
  const flushAfterMs = options.flushAfterMs ?? FLUSH_AFTER_MS;
  const flushAtRows = options.flushAtRows ?? FLUSH_AT_ROWS;
  let waiting: SearchQueryRow[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  let writing: Promise<void> = Promise.resolve();

  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    const rows = waiting;
    waiting = [];
    if (rows.length) {
      // One write at a time, in order; a failed write is reported, and the search it belongs to has long been answered.
      writing = writing.then(() =>
        db
          .insert(searchQueries)
          .values(rows)
          .onConflictDoNothing()
          .then(
            () => undefined,
            (error: unknown) => console.error(`[search] storing ${rows.length} queryIDs failed`, error),
          ),
      );
    }
    return writing;
  };

  return {
    record(rows) {
      if (!rows.length) return;
      waiting.push(...rows);
      if (waiting.length >= flushAtRows) void flush();
      else if (!timer) {
        timer = setTimeout(() => void flush(), flushAfterMs);
        // A waiting row never keeps a process alive on its own (shutdown flushes).
        timer.unref();
      }
    },
    flush,
  };
}
