/**
 * Telemetry intake over HTTP: client error reports and performance reports. Both are trusted only
 * with a valid page token; trusted ones count in the release-health read model, and a performance
 * report of a page served a canary (or its stable release) has the canary judged again.
 * Accepted bodies are stored and answered 204; malformed ones get 400 `{message, status}`
 * saying what is wrong, other sites' pages 403 and clients over their allowance 429
 * (src/telemetry/telemetry-limits.ts).
 */
import { Router, type ErrorRequestHandler, type Request, type Response } from 'express';
import type { ApiDeps } from './request-context.ts';
import { bodyErrorMessage } from './body-limit.ts';
import { readErrorReports, storeErrorReports } from '../telemetry/error-reports.ts';
import { readPerformanceReport, storePerformanceReport } from '../telemetry/performance-reports.ts';
import { TelemetryInputError } from '../telemetry/telemetry-input.ts';
import { deployTokenOf, pageTokenKeyOf, readPageToken } from '../environment.ts';
import { healthRowsOfErrors, healthRowsOfReport, recordReleaseHealth } from '../telemetry/release-health.ts';
import { reviewCanaries } from '../releases/canary-monitor.ts';
import {
  afterStoring,
  crossSiteRefusal,
  telemetryAllowance,
  type TelemetryKind,
  type TelemetryRefusal,
} from '../telemetry/telemetry-limits.ts';

export const ERROR_REPORTS_PATH = '/_/api/reports/errors';
export const PERFORMANCE_REPORTS_PATH = '/_/clientele/reports/performance';
const PATHS = [ERROR_REPORTS_PATH, PERFORMANCE_REPORTS_PATH];

function sendError(res: Response, error: unknown) {
  if (error instanceof TelemetryInputError) {
    res.status(400).json({ message: error.message, status: 400 });
    return;
  }
  console.error('[telemetry] failed', error);
  res.status(500).json({ message: 'Internal error while storing the report.', status: 500 });
}

const isTelemetryPath = (req: Request) => PATHS.some((path) => req.path.replace(/\/$/, '') === path);

function refuse(res: Response, refusal: TelemetryRefusal) {
  if (refusal.retryAfterSeconds) res.set('Retry-After', String(refusal.retryAfterSeconds));
  res.status(refusal.status).json({ message: refusal.message, status: refusal.status });
}

export function telemetryRoutes(deps: ApiDeps) {
  const router = Router();

  /** Refuses other sites' pages, reads the body, spends the client's allowance, then stores. */
  const intake =
    <T>(
      read: (body: unknown) => T,
      items: (input: T) => number,
      store: (input: T, now: Date) => Promise<void>,
      kind: TelemetryKind = 'events',
    ) =>
    async (req: Request, res: Response) => {
      try {
        const crossSite = crossSiteRefusal(req, deps.config.PUBLIC_URL);
        if (crossSite) return refuse(res, crossSite);
        const input = read(req.body);
        const overLimit = await telemetryAllowance(deps.services.rateLimits, req.ip ?? 'unknown', items(input), kind);
        if (overLimit) return refuse(res, overLimit);
        await store(input, deps.services.now());
        res.status(204).end();
      } catch (error) {
        sendError(res, error);
      }
    };

  router.post(
    ERROR_REPORTS_PATH,
    intake(
      readErrorReports,
      (reports) => reports.length,
      async (reports, now) => {
        const pageKey = pageTokenKeyOf(deployTokenOf(deps.config));
        const pageOf = (token: string | undefined) => readPageToken(pageKey, token, now.getTime());
        await storeErrorReports(deps.db, reports, now, (token) => pageOf(token) !== null);
        await recordReleaseHealth(deps.db, healthRowsOfErrors(reports, pageOf, now.getTime()));
        afterStoring(deps.db, 'error_reports', reports.length, now);
      },
      'errors',
    ),
  );

  // Non-strict routing: the trailing slash the shell uses (`/performance/`) matches too.
  router.post(
    PERFORMANCE_REPORTS_PATH,
    intake(
      readPerformanceReport,
      (report) => report.events.length,
      async (report, now) => {
        const pageKey = pageTokenKeyOf(deployTokenOf(deps.config));
        const page = readPageToken(pageKey, report.page, now.getTime());
        await storePerformanceReport(deps.db, report, now, page !== null);
        if (page) {
          await recordReleaseHealth(deps.db, healthRowsOfReport(report.events, page, now.getTime()));
          await reviewCanaries(deps.db, page, now.getTime());
        }
        afterStoring(deps.db, 'performance_reports', 1, now);
      },
    ),
  );

  // Body-parser failures happen before the router; give them the same shape and a reason.
  const bodyErrors: ErrorRequestHandler = (error, req, res, next) => {
    const status = Number((error as { status?: number }).status);
    if (!isTelemetryPath(req) || !(status >= 400 && status < 500)) {
      next(error);
      return;
    }
    res.status(status).json({ message: bodyErrorMessage(error), status });
  };

  return [router, bodyErrors];
}
