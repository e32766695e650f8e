import { Agent as HttpAgent, type ClientRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import type { Socket } from 'node:net';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { PRODUCT_NAME } from '@inkpot/shared-contracts/config';

/** How long the edge waits for the API's answer to a forwarded call before answering 504. */
export const API_PROXY_TIMEOUT_MS = 10_000;

export interface ApiProxyOptions {
  apiUrl: string;
  /** Which paths belong to the API. */
  isApiPath: (pathname: string) => boolean;
  timeoutMs?: number;
  logger?: Pick<Console, 'error'>;
}

/**
 * Forwards the API's paths untouched. A hung API gets a 504 after the timeout, an unreachable
 * one a 502: both in JSON the page can show, and neither names the address the edge tried (the
 * log has the details).
 */
export function apiProxy({ apiUrl, isApiPath, timeoutMs = API_PROXY_TIMEOUT_MS, logger = console }: ApiProxyOptions) {
  const timedOut = new WeakSet<IncomingMessage>();
  return createProxyMiddleware({
    target: apiUrl,
    // Without an agent the proxy sends `Connection: close` upstream and hands it on to the reader:
    // a new connection to the API, and from the browser, for every call.
    agent: new (new URL(apiUrl).protocol === 'https:' ? HttpsAgent : HttpAgent)({ keepAlive: true, maxSockets: 512 }),
    changeOrigin: false,
    xfwd: true,
    proxyTimeout: timeoutMs,
    // Express strips the mount path; match on the full path instead of mounting.
    pathFilter: (pathname) => isApiPath(pathname),
    on: {
      proxyReq(proxyReq: ClientRequest, req: IncomingMessage) {
        proxyReq.once('timeout', () => timedOut.add(req));
      },
      error(error, req, res: ServerResponse | Socket) {
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
        res.writeHead(late ? 504 : 502, { 'content-type': 'application/json', 'cache-control': 'no-store' });
        res.end(
          JSON.stringify({
            error: late
              ? `The ${PRODUCT_NAME} API did not answer in time. Please try again.`
              : `The ${PRODUCT_NAME} API is not reachable. Please try again.`,
          }),
        );
      },
    },
  });
}
