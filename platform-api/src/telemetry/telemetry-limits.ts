/**
 * Limits of the telemetry intake: it takes posts from browsers without a session, so
 * it refuses other sites' pages, caps what one client and all clients together may send per
 * minute (items, not requests: a batch of 1000 events counts 1000), bounds the size of what one
 * item may store, and keeps each table to a fixed number of rows and days (a ring: the oldest go
 * first), so telemetry can never fill the database.
 */
import { lt, sql } from 'drizzle-orm';
import type { Request } from 'express';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { RateLimits } from '../auth/rate-limits.ts';
import type { Database } from '../db/client.ts';
import { clientEvents, errorReports, exposures, performanceReports, searchClicks } from '../db/schema.ts';

/** Rows kept per table, and for how long: worst case about 0.5 GB in all with the item sizes below. */
export const TELEMETRY_RETENTION = {
  days: 30,
  rows: {
    client_events: 50_000,
    error_reports: 5_000,
    performance_reports: 2_000,
    exposures: 100_000,
    search_clicks: 100_000,
  },
};

/** Bytes one item may store (serialised JSON of an event's data, of a report's events). */
export const MAX_EVENT_DATA_BYTES = 4 * 1024;
export const MAX_PERFORMANCE_EVENTS_BYTES = 32 * 1024;
/** Longer stacks are cut here (the top frames are what tells a bug apart). */
export const MAX_STACK_CHARACTERS = 16 * 1024;

type TelemetryTable = keyof typeof TELEMETRY_RETENTION.rows;
const TABLES: Record<TelemetryTable, { table: PgTable; id: PgColumn; receivedAt: PgColumn }> = {
  client_events: { table: clientEvents, id: clientEvents.id, receivedAt: clientEvents.receivedAt },
  error_reports: { table: errorReports, id: errorReports.id, receivedAt: errorReports.receivedAt },
  performance_reports: {
    table: performanceReports,
    id: performanceReports.id,
    receivedAt: performanceReports.receivedAt,
  },
  exposures: { table: exposures, id: exposures.id, receivedAt: exposures.receivedAt },
  search_clicks: { table: searchClicks, id: searchClicks.id, receivedAt: searchClicks.receivedAt },
};

/** Deletes rows past the table's cap (oldest first) and older than the retention days. */
export async function pruneTelemetry(
  db: Database,
  name: TelemetryTable,
  now: Date,
  cap = TELEMETRY_RETENTION.rows[name],
) {
  const { table, id, receivedAt } = TABLES[name];
  await db.delete(table).where(lt(receivedAt, new Date(now.getTime() - TELEMETRY_RETENTION.days * 86_400_000)));
  await db.delete(table).where(sql`${id} <= (select ${id} from ${table} order by ${id} desc offset ${cap} limit 1)`);
}

const sinceLastPrune = new Map<TelemetryTable, number>();

/**
 * Counts rows this process stored and prunes a table once a twentieth of its cap has arrived
 * since the last time, off the response path; every process does this for what it stores, so a
 * table stays within about its cap whatever the number of processes.
 */
export function afterStoring(db: Database, name: TelemetryTable, rows: number, now: Date) {
  const total = (sinceLastPrune.get(name) ?? 0) + rows;
  if (total < Math.max(100, TELEMETRY_RETENTION.rows[name] / 20)) {
    sinceLastPrune.set(name, total);
    return;
  }
  sinceLastPrune.set(name, 0);
  pruneTelemetry(db, name, now).catch((error: unknown) => console.error('[telemetry] pruning failed', error));
}

export type TelemetryRefusal = { status: 403 | 429; message: string; retryAfterSeconds?: number };

/**
 * Browsers mark a request another site's page made (Origin, Sec-Fetch-Site); such posts are
 * refused. Requests without either (not from a browser page) pass: they cannot be told apart and
 * the rate limits hold them.
 */
export function crossSiteRefusal(req: Request, publicUrl: string): TelemetryRefusal | null {
  const ours = new Set([new URL(publicUrl).origin, `${req.protocol}://${req.get('host') ?? ''}`]);
  const origin = req.get('origin');
  const site = req.get('sec-fetch-site');
  const crossSite = origin ? !ours.has(origin) : site === 'cross-site' || site === 'same-site';
  return crossSite
    ? { status: 403, message: `Telemetry is accepted only from ${new URL(publicUrl).origin} pages.` }
    : null;
}

/** What a telemetry item is, for its allowance: error reports have a budget of their own. */
export type TelemetryKind = 'events' | 'errors';

/**
 * Spends `items` of the client's per-minute allowance and of everybody's. Events share one budget;
 * once it is spent, each client still has a small reserve (so a few flooding addresses cannot shut
 * every other reader out); error reports have their own budget, which events cannot spend.
 */
export async function telemetryAllowance(
  rateLimits: RateLimits,
  client: string,
  items: number,
  kind: TelemetryKind = 'events',
): Promise<TelemetryRefusal | null> {
  const points = Math.max(1, items);
  const refused = (why: 'client' | 'full', retryAfterSeconds: number): TelemetryRefusal => ({
    status: 429,
    message:
      why === 'client'
        ? `Too much telemetry from this client: try again in ${retryAfterSeconds} s.`
        : `The telemetry intake is full: try again in ${retryAfterSeconds} s.`,
    retryAfterSeconds,
  });
  const mine = await rateLimits.consume(
    kind === 'errors' ? 'telemetry:client-errors' : 'telemetry:client',
    client,
    points,
  );
  if (!mine.allowed) return refused('client', mine.retryAfterSeconds);
  const shared = await rateLimits.consume(kind === 'errors' ? 'telemetry:errors' : 'telemetry:all', 'all', points);
  if (shared.allowed) return null;
  if (kind === 'errors') return refused('full', shared.retryAfterSeconds);
  const fromReserve = await rateLimits.consume('telemetry:reserve-client', client, points);
  if (!fromReserve.allowed) return refused('full', shared.retryAfterSeconds);
  const reserve = await rateLimits.consume('telemetry:reserve', 'all', points);
  return reserve.allowed ? null : refused('full', reserve.retryAfterSeconds);
}
