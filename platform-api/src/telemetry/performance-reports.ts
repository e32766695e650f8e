/**
 * The performance-report intake: `{client:{name,version}, events:[{type,data}], page?}`.
 * Clients warn about unsupported metrics and do not send them, so an unknown type here is a
 * client bug and the whole report is refused, naming the types. A report is stored as trusted only
 * when `page` is a valid page token (config/page-token.mjs): the page's web vitals then count in
 * release health.
 */
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import { performanceReports } from '../db/schema.ts';
import { MAX_PERFORMANCE_EVENTS_BYTES } from './telemetry-limits.ts';
import { readWith, storableJson, storableText, TelemetryInputError } from './telemetry-input.ts';

/** The product's metric types plus the timing types (navigation timing, resource sizes, TTFB). */
export const PERFORMANCE_EVENT_TYPES = [
  'ready',
  'fcp',
  'lcp',
  'fid',
  'inp',
  'cls',
  'nav',
  'page_preload',
  'page_preload_success',
  'ttfb',
  'timing',
  'resource',
] as const;
export type PerformanceEventType = (typeof PERFORMANCE_EVENT_TYPES)[number];

export const MAX_PERFORMANCE_EVENTS = 1000;

const reportSchema = z.object({
  client: z.object({ name: z.string().min(1).max(100), version: z.string().min(1).max(100) }),
  events: z.array(z.object({ type: z.string().max(100), data: z.unknown().optional() })).max(MAX_PERFORMANCE_EVENTS),
  page: z.string().max(2048).optional(),
});

export interface PerformanceReportRecord {
  clientName: string;
  clientVersion: string;
  events: { type: PerformanceEventType; data: unknown }[];
  /** The page token the report came with (never stored; it decides `trusted`). */
  page?: string;
}

const isKnownType = (type: string): type is PerformanceEventType =>
  (PERFORMANCE_EVENT_TYPES as readonly string[]).includes(type);

export function readPerformanceReport(body: unknown): PerformanceReportRecord {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new TelemetryInputError('The body must be a JSON object {client: {name, version}, events: [{type, data}]}.');
  }
  const report = readWith(reportSchema, body, 'body');
  const unknown = [...new Set(report.events.map((event) => event.type).filter((type) => !isKnownType(type)))];
  if (unknown.length > 0) {
    const shown = unknown.slice(0, 10).map((type) => JSON.stringify(storableText(type)));
    throw new TelemetryInputError(
      `Unknown performance event types: ${shown.join(', ')}${unknown.length > 10 ? ', ...' : ''} (known: ${PERFORMANCE_EVENT_TYPES.join(', ')}).`,
    );
  }
  const events = report.events.map((event, position) => ({
    type: event.type as PerformanceEventType,
    data: storableJson(event.data ?? null, `body.events[${position}].data`),
  }));
  if (JSON.stringify(events).length > MAX_PERFORMANCE_EVENTS_BYTES)
    throw new TelemetryInputError(`body.events is larger than ${MAX_PERFORMANCE_EVENTS_BYTES} bytes.`);
  return {
    clientName: storableText(report.client.name),
    clientVersion: storableText(report.client.version),
    events,
    ...(report.page !== undefined && { page: report.page }),
  };
}

export async function storePerformanceReport(
  db: Database,
  { page: _page, ...report }: PerformanceReportRecord,
  now: Date,
  trusted = false,
) {
  await db.insert(performanceReports).values({ ...report, receivedAt: now, trusted });
}
