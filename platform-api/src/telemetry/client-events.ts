/**
 * LogClientEvents: a JSON string of `{name, data?, timestamp, page?}` events,
 * at most 1000, stored with the viewer's id. Events older than 48 hours are dropped, as the client
 * drops them for GraphQL reporting; a malformed batch is refused whole and nothing is stored.
 * An event is stored as trusted only when `page` is a valid page token (config/page-token.mjs):
 * anyone can send events, and only a page the edge served lately has one.
 */
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import { clientEvents } from '../db/schema.ts';
import { MAX_EVENT_DATA_BYTES } from './telemetry-limits.ts';
import { readWith, storableJson, storableText, TelemetryInputError, timestampSchema } from './telemetry-input.ts';

export const MAX_CLIENT_EVENTS = 1000;
export const CLIENT_EVENT_MAX_AGE_MS = 48 * 3600 * 1000;

const eventsSchema = z
  .array(
    z.object({
      name: z.string().min(1).max(200),
      data: z.record(z.string(), z.unknown()).nullish(),
      timestamp: timestampSchema,
      service: z.string().max(50).optional(),
      page: z.string().max(2048).optional(),
    }),
  )
  .max(MAX_CLIENT_EVENTS);

export interface ClientEventRecord {
  name: string;
  data: unknown;
  occurredAt: Date;
  /** The page token the event came with (never stored; it decides `trusted`). */
  page?: string;
}

/** Parses and validates a batch; `dropped` counts the events too old to keep. */
export function readClientEvents(json: string, now: Date): { events: ClientEventRecord[]; dropped: number } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch (error) {
    throw new TelemetryInputError(`events is not valid JSON: ${(error as Error).message}`);
  }
  if (!Array.isArray(parsed)) throw new TelemetryInputError('events must be a JSON list of {name, data, timestamp}.');
  const events = readWith(eventsSchema, parsed, 'events');
  const oldest = now.getTime() - CLIENT_EVENT_MAX_AGE_MS;
  const kept = events
    .filter((event) => event.timestamp.getTime() >= oldest)
    .map((event, position) => {
      const data = storableJson(event.data ?? {}, `events[${position}].data`);
      if (JSON.stringify(data).length > MAX_EVENT_DATA_BYTES)
        throw new TelemetryInputError(`events[${position}].data is larger than ${MAX_EVENT_DATA_BYTES} bytes.`);
      return {
        name: storableText(event.name),
        data,
        occurredAt: event.timestamp,
        ...(event.page !== undefined && { page: event.page }),
      };
    });
  return { events: kept, dropped: events.length - kept.length };
}

/** Stores a batch, each event trusted when `trusted(page token)` says so. */
export async function storeClientEvents(
  db: Database,
  userId: string | null,
  events: ClientEventRecord[],
  now: Date,
  trusted: (page: string | undefined) => boolean = () => false,
) {
  if (events.length === 0) return;
  await db
    .insert(clientEvents)
    .values(events.map(({ page, ...event }) => ({ ...event, userId, receivedAt: now, trusted: trusted(page) })));
}
