import { z } from 'zod';

/** One Content-Security-Policy violation as the API keeps it: no query strings, bounded sizes. */
export interface CspViolation {
  documentUrl: string;
  blockedUrl: string;
  directive: string;
  disposition: 'enforce' | 'report';
  sourceFile: string | null;
  line: number | null;
  column: number | null;
  sample: string | null;
}

/** Reports per request body (the Reporting API batches them). */
export const MAX_CSP_REPORTS_PER_BODY = 20;
const MAX_TEXT = 512;

const text = z.string().max(4096);
const position = z.number().int().nonnegative().max(10_000_000);

/** `report-uri`: one report per POST, `application/csp-report`. */
const legacyReport = z.object({
  'csp-report': z.object({
    'document-uri': text,
    'blocked-uri': z.optional(text),
    'violated-directive': z.optional(text),
    'effective-directive': z.optional(text),
    disposition: z.optional(z.enum(['enforce', 'report'])),
    'source-file': z.optional(text),
    'line-number': z.optional(position),
    'column-number': z.optional(position),
    'script-sample': z.optional(text),
  }),
});

/** `report-to`: a list of reports of any type, `application/reports+json`; only csp-violation is read. */
const reportingApiBatch = z
  .array(
    z.object({
      type: z.string().max(64),
      body: z.optional(z.record(z.string(), z.unknown())),
    }),
  )
  .max(MAX_CSP_REPORTS_PER_BODY);

const reportingApiViolation = z.object({
  documentURL: text,
  blockedURL: z.optional(text),
  effectiveDirective: text,
  disposition: z.optional(z.enum(['enforce', 'report'])),
  sourceFile: z.optional(z.nullable(text)),
  lineNumber: z.optional(z.nullable(position)),
  columnNumber: z.optional(z.nullable(position)),
  sample: z.optional(z.nullable(text)),
});

export class CspReportError extends Error {}

/** A URL without its query and fragment (they may carry tokens), or a keyword such as `inline`, bounded. */
function withoutQuery(value: string | null | undefined): string {
  if (!value) return '';
  if (!URL.canParse(value)) return value.slice(0, MAX_TEXT);
  const url = new URL(value);
  return `${url.origin === 'null' ? `${url.protocol}` : url.origin}${url.pathname}`.slice(0, MAX_TEXT);
}

const bounded = (value: string | null | undefined, max = MAX_TEXT) => (value ? value.slice(0, max) : null);

/** Reads a report body in either format into violations; throws CspReportError when it is neither. */
export function readCspReports(body: unknown): CspViolation[] {
  const legacy = legacyReport.safeParse(body);
  if (legacy.success) {
    const report = legacy.data['csp-report'];
    return [
      {
        documentUrl: withoutQuery(report['document-uri']),
        blockedUrl: withoutQuery(report['blocked-uri']),
        directive: bounded(report['effective-directive'] ?? report['violated-directive'], 64) ?? 'unknown',
        disposition: report.disposition ?? 'enforce',
        sourceFile: report['source-file'] ? withoutQuery(report['source-file']) : null,
        line: report['line-number'] ?? null,
        column: report['column-number'] ?? null,
        sample: bounded(report['script-sample'], 80),
      },
    ];
  }
  const batch = reportingApiBatch.safeParse(body);
  if (!batch.success) throw new CspReportError('The body is not a CSP violation report.');
  return batch.data.flatMap((entry) => {
    if (entry.type !== 'csp-violation') return [];
    const parsed = reportingApiViolation.safeParse(entry.body);
    if (!parsed.success) throw new CspReportError('A csp-violation report has no document or directive.');
    const report = parsed.data;
    return [
      {
        documentUrl: withoutQuery(report.documentURL),
        blockedUrl: withoutQuery(report.blockedURL),
        directive: report.effectiveDirective.slice(0, 64),
        disposition: report.disposition ?? 'enforce',
        sourceFile: report.sourceFile ? withoutQuery(report.sourceFile) : null,
        line: report.lineNumber ?? null,
        column: report.columnNumber ?? null,
        sample: bounded(report.sample, 80),
      },
    ];
  });
}
