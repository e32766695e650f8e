/**
 * The queryIDs of clickAnalytics searches are stored after the answer, in batches: nothing is
 * written per record, a full batch or a flush writes every waiting row in one insert, and a
 * failed write is reported without stopping later ones.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Database } from '../db/client.ts';
import { searchQueries } from '../db/schema.ts';
import { openTestDatabase } from '../testing/test-database.ts';
import { newQueryId } from './search-service.ts';
import { searchQueryLog, type SearchQueryRow } from './search-query-log.ts';

let db: Database;
let close: () => Promise<void>;

before(async () => {
  const opened = await openTestDatabase();
  db = opened.db;
  close = opened.close;
});

after(async () => {
  await close();
});

const row = (query: string): SearchQueryRow => ({
  queryId: newQueryId(),
  indexName: 'inkpot_post',
  query,
  createdAt: new Date('2026-11-21T12:00:00Z'),
});

const storedIds = async () => new Set((await db.select().from(searchQueries)).map((stored) => stored.queryId));

describe('search query log', () => {
  it('keeps recorded rows until flushed, then stores them all', async () => {
    // A timer far away: only flush() writes here.
    const log = searchQueryLog(db, { flushAfterMs: 3_600_000 });
    const rows = [row('ni'), row('nig'), row('nigh')];
    log.record(rows.slice(0, 1));
    log.record(rows.slice(1));
    const before = await storedIds();
    assert.ok(rows.every((one) => !before.has(one.queryId)));
    await log.flush();
    const after = await storedIds();
    assert.ok(rows.every((one) => after.has(one.queryId)));
  });

  it('writes as soon as a batch is full', async () => {
    const log = searchQueryLog(db, { flushAfterMs: 3_600_000, flushAtRows: 2 });
    const rows = [row('sour'), row('sourd')];
    log.record(rows);
    // No flush(): the full batch is written on its own (the timer is an hour away).
    let stored = await storedIds();
    for (let tries = 0; tries < 100 && !rows.every((one) => stored.has(one.queryId)); tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      stored = await storedIds();
    }
    assert.ok(rows.every((one) => stored.has(one.queryId)));
  });

  it('reports a failed write and still stores what comes after it', async (context) => {
    const errors = context.mock.method(console, 'error', () => {});
    const log = searchQueryLog(db, { flushAfterMs: 3_600_000 });
    // NUL cannot be stored in PostgreSQL text: this batch fails.
    log.record([{ ...row('bad'), query: 'bad\u0000' }]);
    await log.flush();
    assert.equal(errors.mock.callCount(), 1);
    const next = row('good');
    log.record([next]);
    await log.flush();
    assert.ok((await storedIds()).has(next.queryId));
  });
});
