/**
 * Telemetry intake over HTTP (spec 03 §7.2): client error reports and performance reports.
 * Accepted bodies are stored and answered 204; malformed ones get 400 `{message, status}`
 * saying what is wrong.
 */
import { Router, type ErrorRequestHandler, type Request, type Response } from 'express';
import type { ApiDeps } from '../app.ts';
import { bodyErrorMessage } from './body-limit.ts';
import { readErrorReports, storeErrorReports } from '../telemetry/error-reports.ts';
import { readPerformanceReport, storePerformanceReport } from '../telemetry/performance-reports.ts';
import { TelemetryInputError } from '../telemetry/telemetry-input.ts';

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

export function telemetryRoutes(deps: ApiDeps) {
  const router = Router();

  router.post(ERROR_REPORTS_PATH, async (req, res) => {
    try {
      await storeErrorReports(deps.db, readErrorReports(req.body), deps.services.now());
      res.status(204).end();
    } catch (error) {
      sendError(res, error);
    }
  });

  // Non-strict routing: the trailing slash the shell uses (`/performance/`) matches too.
  router.post(PERFORMANCE_REPORTS_PATH, async (req, res) => {
    try {
      await storePerformanceReport(deps.db, readPerformanceReport(req.body), deps.services.now());
      res.status(204).end();
    } catch (error) {
      sendError(res, error);
    }
  });

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
