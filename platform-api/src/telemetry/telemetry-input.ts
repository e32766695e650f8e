/**
 * Shared pieces of the telemetry intake: the refusal every reader throws, timestamps as the
 * clients send them, and JSON made safe for a jsonb column.
 */
import { z } from 'zod';

/** Malformed telemetry; routes answer 400 and resolvers a GraphQLError with this message. */
export class TelemetryInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TelemetryInputError';
  }
}

/** 9999-12-31: later instants do not round-trip through every PostgreSQL driver. */
const LATEST_TIMESTAMP_MS = Date.UTC(9999, 11, 31);

/** Milliseconds since the epoch (what the shell sends) or an ISO 8601 date-time. */
export const timestampSchema = z
  .union([z.number().min(0).max(LATEST_TIMESTAMP_MS), z.iso.datetime({ offset: true })])
  .transform((value) => new Date(value))
  .refine((date) => !Number.isNaN(date.getTime()) && date.getTime() <= LATEST_TIMESTAMP_MS, 'not a valid timestamp');

export function describeZodError(error: z.ZodError, prefix: string): string {
  const shown = error.issues.slice(0, 3).map((issue) => {
    const path = issue.path.reduce<string>(
      (text, key) => (typeof key === 'number' ? `${text}[${key}]` : `${text}.${String(key)}`),
      prefix,
    );
    return `${path}: ${issue.message}`;
  });
  const more = error.issues.length - shown.length;
  return shown.join('; ') + (more > 0 ? ` (and ${more} more)` : '');
}

/** Reads `input` with `schema`, or throws TelemetryInputError naming the first problems. */
export function readWith<T extends z.ZodType>(schema: T, input: unknown, prefix: string): z.output<T> {
  const result = schema.safeParse(input);
  if (!result.success) throw new TelemetryInputError(describeZodError(result.error, prefix));
  return result.data;
}

export const MAX_JSON_DEPTH = 16;

/**
 * A copy of client JSON that PostgreSQL accepts: jsonb and text reject the NUL character, so it
 * is removed from strings and keys; nesting deeper than MAX_JSON_DEPTH is refused.
 */
export function storableJson(value: unknown, what: string, depth = 0): unknown {
  if (depth > MAX_JSON_DEPTH) throw new TelemetryInputError(`${what}: nested deeper than ${MAX_JSON_DEPTH} levels.`);
  if (typeof value === 'string') return storableText(value);
  if (Array.isArray(value)) return value.map((item) => storableJson(item, what, depth + 1));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [storableText(key), storableJson(item, what, depth + 1)]),
    );
  }
  return value ?? null;
}

export const storableText = (text: string) => text.replaceAll('\0', '');
