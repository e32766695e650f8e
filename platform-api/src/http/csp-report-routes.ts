/**
 * The intake of the browsers' Content-Security-Policy violation reports (the edge's policy points
 * `report-uri` and `report-to` here, and forwards the path). Reports are validated, stripped of
 * query strings, capped per client and overall, and written to the log as one JSON line each;
 * nothing is stored in the database, so a flood cannot fill it.
 */
import express, { Router } from 'express';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { CspReportError, readCspReports } from '../telemetry/csp-reports.ts';

export const CSP_REPORTS_PATH = '/_/api/reports/csp';
const BODY_LIMIT = '16kb';

export interface CspReportIntakeOptions {
  logger?: Pick<Console, 'warn'>;
  /** Reports logged per client address and minute; more are dropped. */
  perClientPerMinute?: number;
  /** Reports logged per minute from everyone. */
  perMinute?: number;
}

export function cspReportRoutes({
  logger = console,
  perClientPerMinute = 30,
  perMinute = 600,
}: CspReportIntakeOptions = {}): Router {
  const perClient = new RateLimiterMemory({ points: perClientPerMinute, duration: 60 });
  const overall = new RateLimiterMemory({ points: perMinute, duration: 60 });
  const takeBudget = async (client: string) => {
    try {
      await perClient.consume(client);
      await overall.consume('all');
      return true;
    } catch {
      return false;
    }
  };

  const router = Router();
  router.post(
    CSP_REPORTS_PATH,
    express.json({ limit: BODY_LIMIT, type: ['application/csp-report', 'application/reports+json'] }),
    async (req, res) => {
      let violations;
      try {
        violations = readCspReports(req.body);
      } catch (error) {
        if (!(error instanceof CspReportError)) throw error;
        res.status(400).json({ message: error.message, status: 400 });
        return;
      }
      let dropped = 0;
      for (const violation of violations) {
        if (await takeBudget(req.ip ?? 'unknown')) logger.warn(`[csp] violation ${JSON.stringify(violation)}`);
        else dropped += 1;
      }
      if (dropped) res.status(429).json({ message: 'Too many CSP reports; these were dropped.', status: 429 });
      else res.status(204).end();
    },
  );
  return router;
}
