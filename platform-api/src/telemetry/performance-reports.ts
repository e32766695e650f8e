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
import {
  isPerformanceEventType,
  PERFORMANCE_EVENT_TYPES,
  type PerformanceEventType,
} from '@inkpot/shared-contracts/performance-events';
import { readWith, storableJson, storableText, TelemetryInputError } from './telemetry-input.ts';

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

export function readPerformanceReport(body: unknown): PerformanceReportRecord {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new TelemetryInputError('The body must be a JSON object {client: {name, version}, events: [{type, data}]}.');
  }
  const report = readWith(reportSchema, body, 'body');
  const unknown = [
    ...new Set(report.events.map((event) => event.type).filter((type) => !isPerformanceEventType(type))),
  ];
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
