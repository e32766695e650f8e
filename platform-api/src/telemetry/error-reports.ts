/**
 * The error-report intake: a list of at most 50 client errors
 * `{name, message, stack?, timestamp, fileName?, lineNumber?, extra?, page?}`. A report is stored as
 * trusted only when `page` is a valid page token (config/page-token.mjs): only then does it count in
 * release health, on the page's kind and on the release it names (`extra.release`).
 */
import { MAX_ERROR_FILE_NAME_CHARS } from '@inkpot/shared-contracts/error-reports';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import { errorReports } from '../db/schema.ts';
import { MAX_STACK_CHARACTERS } from './telemetry-limits.ts';
import { readWith, storableJson, storableText, TelemetryInputError, timestampSchema } from './telemetry-input.ts';

/** At most 50 errors per page. */
export const MAX_ERROR_REPORTS = 50;

const reportsSchema = z
  .array(
    z.object({
      name: z.string().max(200),
      message: z.string().max(10_000),
      stack: z.string().max(100_000).nullish(),
      timestamp: timestampSchema,
      fileName: z.string().max(MAX_ERROR_FILE_NAME_CHARS).nullish(),
      lineNumber: z
        .number()
        .int()
        .min(0)
        .max(2 ** 31 - 1)
        .nullish(),
      extra: z.record(z.string(), z.unknown()).nullish(),
      page: z.string().max(2048).optional(),
    }),
  )
  .max(MAX_ERROR_REPORTS);

export type ErrorReportRecord = Omit<typeof errorReports.$inferInsert, 'id' | 'receivedAt' | 'trusted'> & {
  /** The page token the report came with (never stored; it decides `trusted`). */
  page?: string;
};

export function readErrorReports(body: unknown): ErrorReportRecord[] {
  if (!Array.isArray(body)) {
    throw new TelemetryInputError('The body must be a JSON list of {name, message, stack, timestamp, ...} errors.');
  }
  const text = (value: string | null | undefined) => (value == null ? null : storableText(value));
  return readWith(reportsSchema, body, 'body').map((report, position) => ({
    name: storableText(report.name),
    message: storableText(report.message),
    stack: text(report.stack)?.slice(0, MAX_STACK_CHARACTERS) ?? null,
    fileName: text(report.fileName),
    lineNumber: report.lineNumber ?? null,
    extra: storableJson(report.extra ?? {}, `body[${position}].extra`),
    occurredAt: report.timestamp,
    ...(report.page !== undefined && { page: report.page }),
  }));
}

/** Stores the reports, each trusted when `trusted(page token)` says so. */
export async function storeErrorReports(
  db: Database,
  reports: ErrorReportRecord[],
  now: Date,
  trusted: (page: string | undefined) => boolean = () => false,
) {
  if (reports.length === 0) return;
  await db
    .insert(errorReports)
    .values(reports.map(({ page, ...report }) => ({ ...report, receivedAt: now, trusted: trusted(page) })));
}
