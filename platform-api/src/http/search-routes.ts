/**
 * The hosted-search endpoint in the protocol of the official client, so the
 * shell's `algoliasearch` client works against it unchanged: credentials in headers or in the
 * query string, `POST /1/indexes/*\/queries` for multi-queries, `POST /1/indexes/{index}/query`
 * for one index, and errors as `{message, status}` with an HTTP status of 400 or above.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { Router, type ErrorRequestHandler, type Request, type Response } from 'express';
import { requestContext, type ApiDeps } from './request-context.ts';
import { bodyErrorMessage } from './body-limit.ts';
import { searchViewer } from '../search/search-engine.ts';
import type { SearchViewer } from '../search/search-outcome.ts';
import { SearchRequestError } from '../search/search-error.ts';
import { readMultiQueryBody, readSingleQueryBody } from '../search/search-params.ts';
import { searchMany, searchOne } from '../search/search-service.ts';

const SEARCH_PATH = '/1/indexes';
const APP_ID = 'x-algolia-application-id';
const API_KEY = 'x-algolia-api-key';

function credential(req: Request, name: string): string | undefined {
  const header = req.get(name);
  if (header) return header;
  const query = (req.query as Record<string, unknown>)[name];
  return typeof query === 'string' ? query : undefined;
}

const sameSecret = (sent: string | undefined, expected: string) =>
  sent !== undefined &&
  timingSafeEqual(createHash('sha256').update(sent).digest(), createHash('sha256').update(expected).digest());

function checkCredentials(req: Request, deps: ApiDeps) {
  const appIdOk = sameSecret(credential(req, APP_ID), deps.config.SEARCH_APP_ID);
  const keyOk = sameSecret(credential(req, API_KEY), deps.config.SEARCH_API_KEY);
  if (!appIdOk || !keyOk) throw new SearchRequestError(403, 'Invalid Application-ID or API key');
}

function sendError(res: Response, error: unknown) {
  if (error instanceof SearchRequestError) {
    res.status(error.status).json({ message: error.message, status: error.status });
    return;
  }
  console.error('[search] failed', error);
  res.status(500).json({ message: 'Internal error while searching.', status: 500 });
}

/**
 * The API's own time for a search (the viewer and every index), for the browser's resource timing
 * and benches, and the process's CPU time meanwhile: on PGlite the database runs in this process,
 * so at one request at a time that is the search's cost, which a busy shared machine inflates far
 * less than the wall time.
 */
const serverTiming = (started: { at: number; cpu: NodeJS.CpuUsage }) => {
  const cpu = process.cpuUsage(started.cpu);
  return `search;dur=${(performance.now() - started.at).toFixed(1)}, cpu;dur=${((cpu.user + cpu.system) / 1000).toFixed(1)}`;
};
const start = () => ({ at: performance.now(), cpu: process.cpuUsage() });

export function searchRoutes(deps: ApiDeps) {
  const prefix = deps.config.SEARCH_INDEX_PREFIX;
  const router = Router();

  /** Runs a search for the request's viewer and answers it with its time in Server-Timing. */
  const answerTimed = async (
    req: Request,
    res: Response,
    search: (viewer: SearchViewer, now: Date) => Promise<unknown>,
  ) => {
    const started = start();
    const viewer = await searchViewer(deps.db, (await requestContext(deps, req, res)).viewerId);
    const answer = await search(viewer, deps.services.now());
    res.set('Server-Timing', serverTiming(started));
    res.json(answer);
  };

  router.post(`${SEARCH_PATH}/:indexName/queries`, async (req, res) => {
    try {
      checkCredentials(req, deps);
      if (req.params.indexName !== '*') {
        throw new SearchRequestError(404, `Multi-queries are posted to ${SEARCH_PATH}/*/queries.`);
      }
      const requests = readMultiQueryBody(req.body, prefix);
      await answerTimed(req, res, (viewer, now) =>
        searchMany(deps.db, deps.services.searchQueries, requests, viewer, now),
      );
    } catch (error) {
      sendError(res, error);
    }
  });

  router.post(`${SEARCH_PATH}/:indexName/query`, async (req, res) => {
    try {
      checkCredentials(req, deps);
      const request = readSingleQueryBody(String(req.params.indexName), req.body, prefix);
      await answerTimed(req, res, (viewer, now) =>
        searchOne(deps.db, deps.services.searchQueries, request, viewer, now),
      );
    } catch (error) {
      sendError(res, error);
    }
  });

  router.use(SEARCH_PATH, (req, res) => {
    sendError(res, new SearchRequestError(404, `${req.method} ${req.originalUrl.split('?')[0]} is not served here.`));
  });

  // Body-parser failures (bad JSON, too large) happen before the router; answer them in the
  // protocol's shape too, since the client reads `message`.
  const bodyErrors: ErrorRequestHandler = (error, req, res, next) => {
    if (!req.path.startsWith(`${SEARCH_PATH}/`)) {
      next(error);
      return;
    }
    const status = Number((error as { status?: number }).status);
    const clientError = status >= 400 && status < 500;
    res.status(clientError ? status : 500).json({
      message: clientError ? bodyErrorMessage(error) : 'Internal error while searching.',
      status: clientError ? status : 500,
    });
  };

  return [router, bodyErrors];
}
