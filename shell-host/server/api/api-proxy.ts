import { Agent as HttpAgent, type ClientRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { REQUEST_ID_HEADER } from '@inkpot/config/logging';
import { Agent as HttpsAgent } from 'node:https';
import type { Socket } from 'node:net';
import type { NextFunction, Request, Response } from 'express';
import { createProxyMiddleware, debugProxyErrorsPlugin, proxyEventsPlugin } from 'http-proxy-middleware';
import { bodyTooLargeMessage, PRODUCT_NAME, REQUEST_BODY_LIMIT_BYTES } from '@inkpot/shared-contracts/config';

/** How long the edge waits for the API's answer to a forwarded call before answering 504. */
export const API_PROXY_TIMEOUT_MS = 10_000;

/**
 * How long a connection to the API may sit idle before the edge closes it. Under the API's own
 * idle limit (5 s, Node's default for a server): a call sent on a connection the API is closing at
 * that moment fails, and the reader gets a 502 for an API that is up. Node's agent keeps idle
 * connections without limit unless told (it reads the API's `Keep-Alive: timeout` hint only to
 * shorten a limit it has).
 */
export const API_IDLE_SOCKET_MS = 4_000;

/** A browser's navigation to an API that is down or too slow: unavailable for now, to try again after this. */
export const API_UNAVAILABLE_STATUS = 503;
export const API_UNAVAILABLE_RETRY_AFTER_S = 5;

/**
 * Whether a request is a browser's navigation (a page to show) rather than a script's call (JSON
 * it reads): the Fetch Metadata headers when the browser sends them, else an Accept that prefers HTML.
 */
export function isNavigation(req: Request): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const mode = req.get('sec-fetch-mode');
  const dest = req.get('sec-fetch-dest');
  if (mode || dest) return mode === 'navigate' || dest === 'document';
  return req.accepts(['json', 'html']) === 'html';
}

export interface ApiProxyOptions {
  apiUrl: string;
  /** Which paths belong to the API. */
  isApiPath: (pathname: string) => boolean;
  timeoutMs?: number;
  idleSocketMs?: number;
  /** The most a forwarded request body may be, counted as it streams through. */
  bodyLimitBytes?: number;
  /** Paths whose bodies may be larger (image uploads), with their own limit and refusal. */
  largeBodies?: { isPath: (pathname: string) => boolean; limitBytes: number; message: string };
  /**
   * The page a browser's navigation to an API path (sign-out, social sign-in) gets when the API is
   * down or too slow; such navigations get the JSON of scripts' calls when absent.
   */
  unavailablePage?: (req: Request, res: Response, status: number) => string;
  logger?: Pick<Console, 'error'>;
}

const sendJson = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers });
  res.end(JSON.stringify(body));
};

/**
 * Forwards the API's paths untouched. A hung API gets a 504 after the timeout, an unreachable
 * one a 502: both in JSON the page can show, and neither names the address the edge tried (the
 * log has the details). A browser's navigation gets `unavailablePage` instead, 503 with
 * Retry-After: a page to try again from, not JSON to read. A body over the limit is cut off where
 * it passes the limit, declared or chunked, and answered 413 without the API ever getting all of it.
 */
export function apiProxy({
  apiUrl,
  isApiPath,
  timeoutMs = API_PROXY_TIMEOUT_MS,
  idleSocketMs = API_IDLE_SOCKET_MS,
  bodyLimitBytes = REQUEST_BODY_LIMIT_BYTES,
  largeBodies,
  unavailablePage,
  logger = console,
}: ApiProxyOptions) {
  const timedOut = new WeakSet<IncomingMessage>();
  /** The forwarded navigations: they get the page, should the API fail them. */
  const navigations = new WeakSet<IncomingMessage>();
  const refused = new WeakSet<IncomingMessage>();
  /**
   * The page for a navigation the API failed, made only then; null (the JSON answer) should making
   * it fail, since this runs in the proxy's socket callbacks, out of reach of the error handler.
   */
  const pageOrNull = (req: Request, res: ServerResponse) => {
    try {
      return unavailablePage?.(req, res as Response, API_UNAVAILABLE_STATUS) ?? null;
    } catch (error) {
      logger.error('[edge] The unavailable page could not be made; answering JSON:', error);
      return null;
    }
  };
  const tooLarge = { error: bodyTooLargeMessage(bodyLimitBytes) };
  /** The limit of a request's body and the answer past it: the larger one on the paths that have one. */
  const limitOf = (pathname: string) =>
    largeBodies?.isPath(pathname)
      ? { bytes: largeBodies.limitBytes, answer: { error: largeBodies.message } }
      : { bytes: bodyLimitBytes, answer: tooLarge };

  /** Stops forwarding, reads the rest of the body into nothing, and answers 413 once. */
  const refuse = (proxyReq: ClientRequest, req: IncomingMessage, res: ServerResponse, answer: unknown) => {
    if (refused.has(req)) return;
    refused.add(req);
    req.unpipe(proxyReq);
    proxyReq.destroy();
    req.resume();
    if (!res.headersSent) sendJson(res, 413, answer, { connection: 'close' });
  };
  // The API's address, taken apart once: given as text, the proxy would parse it on every call.
  const api = new URL(apiUrl);
  const forward = createProxyMiddleware({
    target: {
      protocol: api.protocol,
      host: api.hostname,
      hostname: api.hostname,
      port: api.port || (api.protocol === 'https:' ? '443' : '80'),
    },
    // The default plugins without the request logger (the access log has every call; the plugin
    // built a URL per answer to log nothing) and without the error answers (the `error` handler
    // below answers every failure itself).
    ejectPlugins: true,
    plugins: [debugProxyErrorsPlugin, proxyEventsPlugin],
    // Without an agent the proxy sends `Connection: close` upstream and hands it on to the reader:
    // a new connection to the API, and from the browser, for every call.
    // The agent's timeout is the idle limit of a kept connection; a call in flight has `proxyTimeout`.
    agent: new (api.protocol === 'https:' ? HttpsAgent : HttpAgent)({
      keepAlive: true,
      maxSockets: 512,
      timeout: idleSocketMs,
    }),
    changeOrigin: false,
    xfwd: true,
    proxyTimeout: timeoutMs,
    on: {
      proxyReq(proxyReq: ClientRequest, req: IncomingMessage, res: ServerResponse) {
        proxyReq.once('timeout', () => timedOut.add(req));
        // The API's log lines of this call carry the request id the edge answers with.
        const requestId = res.getHeader(REQUEST_ID_HEADER);
        if (typeof requestId === 'string') proxyReq.setHeader(REQUEST_ID_HEADER, requestId);
        let received = 0;
        const limit = limitOf(new URL(req.url ?? '/', 'http://edge.invalid').pathname);
        req.on('data', (chunk: Buffer) => {
          received += chunk.length;
          if (received > limit.bytes) refuse(proxyReq, req, res, limit.answer);
        });
      },
      error(error, req, res: ServerResponse | Socket) {
        if (refused.has(req)) return;
        const late = timedOut.has(req);
        logger.error(
          `[edge] Forwarding ${req.method} ${req.url?.split('?')[0]} to the API failed: ${late ? `no answer in ${timeoutMs} ms` : error.message}`,
        );
        if (!('writeHead' in res)) {
          res.destroy();
          return;
        }
        if (res.headersSent) {
          res.destroy();
          return;
        }
        const page = navigations.has(req) ? pageOrNull(req as Request, res) : null;
        if (page !== null) {
          res.writeHead(API_UNAVAILABLE_STATUS, {
            'content-type': 'text/html; charset=utf-8',
            'cache-control': 'no-store',
            'retry-after': String(API_UNAVAILABLE_RETRY_AFTER_S),
          });
          res.end(req.method === 'HEAD' ? undefined : page);
          return;
        }
        sendJson(res, late ? 504 : 502, {
          error: late
            ? `The ${PRODUCT_NAME} API did not answer in time. Please try again.`
            : `The ${PRODUCT_NAME} API is not reachable. Please try again.`,
        });
      },
    },
  });
  // A declared length over the limit is refused before the API is asked at all.
  return (req: Request, res: Response, next: NextFunction) => {
    const limit = limitOf(req.path);
    if (Number(req.headers['content-length']) > limit.bytes && isApiPath(req.path)) {
      req.resume();
      sendJson(res, 413, limit.answer, { connection: 'close' });
      return;
    }
    // Express strips a mount path; the full path is matched here instead of mounting.
    if (!isApiPath(req.path)) {
      next();
      return;
    }
    if (unavailablePage && isNavigation(req)) navigations.add(req);
    void forward(req, res, next);
  };
}
