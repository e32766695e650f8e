import { Agent as HttpAgent, type ClientRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import type { Socket } from 'node:net';
import type { NextFunction, Request, Response } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
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

export interface ApiProxyOptions {
  apiUrl: string;
  /** Which paths belong to the API. */
  isApiPath: (pathname: string) => boolean;
  timeoutMs?: number;
  idleSocketMs?: number;
  /** The most a forwarded request body may be, counted as it streams through. */
  bodyLimitBytes?: number;
  logger?: Pick<Console, 'error'>;
}

const sendJson = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers });
  res.end(JSON.stringify(body));
};

/**
 * Forwards the API's paths untouched. A hung API gets a 504 after the timeout, an unreachable
 * one a 502: both in JSON the page can show, and neither names the address the edge tried (the
 * log has the details). A body over the limit is cut off where it passes the limit, declared or
 * chunked, and answered 413 without the API ever getting all of it.
 */
export function apiProxy({
  apiUrl,
  isApiPath,
  timeoutMs = API_PROXY_TIMEOUT_MS,
  idleSocketMs = API_IDLE_SOCKET_MS,
  bodyLimitBytes = REQUEST_BODY_LIMIT_BYTES,
  logger = console,
}: ApiProxyOptions) {
  const timedOut = new WeakSet<IncomingMessage>();
  const refused = new WeakSet<IncomingMessage>();
  const tooLarge = { error: bodyTooLargeMessage(bodyLimitBytes) };

  /** Stops forwarding, reads the rest of the body into nothing, and answers 413 once. */
  const refuse = (proxyReq: ClientRequest, req: IncomingMessage, res: ServerResponse) => {
    if (refused.has(req)) return;
    refused.add(req);
    req.unpipe(proxyReq);
    proxyReq.destroy();
    req.resume();
    if (!res.headersSent) sendJson(res, 413, tooLarge, { connection: 'close' });
  };
  const forward = createProxyMiddleware({
    target: apiUrl,
    // Without an agent the proxy sends `Connection: close` upstream and hands it on to the reader:
    // a new connection to the API, and from the browser, for every call.
    // The agent's timeout is the idle limit of a kept connection; a call in flight has `proxyTimeout`.
    agent: new (new URL(apiUrl).protocol === 'https:' ? HttpsAgent : HttpAgent)({
      keepAlive: true,
      maxSockets: 512,
      timeout: idleSocketMs,
    }),
    changeOrigin: false,
    xfwd: true,
    proxyTimeout: timeoutMs,
    // Express strips the mount path; match on the full path instead of mounting.
    pathFilter: (pathname) => isApiPath(pathname),
    on: {
      proxyReq(proxyReq: ClientRequest, req: IncomingMessage, res: ServerResponse) {
        proxyReq.once('timeout', () => timedOut.add(req));
        let received = 0;
        req.on('data', (chunk: Buffer) => {
          received += chunk.length;
          if (received > bodyLimitBytes) refuse(proxyReq, req, res);
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
    if (Number(req.headers['content-length']) > bodyLimitBytes && isApiPath(req.path)) {
      req.resume();
      sendJson(res, 413, tooLarge, { connection: 'close' });
      return;
    }
    void forward(req, res, next);
  };
}
