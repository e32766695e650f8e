import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { TLSSocket } from 'node:tls';
import { REQUEST_ID_HEADER } from '@inkpot/config/logging';
import type { NextFunction, Request, Response } from 'express';
import { Pool, type Dispatcher } from 'undici';
import { bodyTooLargeMessage, PRODUCT_NAME, REQUEST_BODY_LIMIT_BYTES } from '@inkpot/shared-contracts/config';

/** How long the edge waits for the API's answer to a forwarded call before answering 504. */
export const API_PROXY_TIMEOUT_MS = 10_000;

/**
 * How long a connection to the API may sit idle before the edge closes it. Under the API's own
 * idle limit (5 s, Node's default for a server): a call sent on a connection the API is closing at
 * that moment fails, and the reader gets a 502 for an API that is up. The API's `Keep-Alive:
 * timeout` hint may shorten it, never lengthen it.
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
  /**
   * Writes the edge's own headers on an answer it makes itself (413, 502, 504, the unavailable
   * page) rather than the API: the security headers, and the nonce that page's style needs.
   */
  ownAnswer?: (req: Request, res: Response) => void;
  logger?: Pick<Console, 'error'>;
}

const sendJson = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers });
  res.end(JSON.stringify(body));
};

/**
 * The headers of one connection rather than of the message (RFC 9110, 7.6.1), with Expect (the
 * edge's server answers `100-continue` itself): never forwarded either way.
 */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'expect',
  'http2-settings',
]);

/** `headers` without the hop-by-hop ones and those their Connection header names. */
function endToEnd(headers: IncomingHttpHeaders): Record<string, string | string[]> {
  const named = headers.connection?.toLowerCase().split(',');
  const kept: Record<string, string | string[]> = {};
  for (const name in headers) {
    const value = headers[name];
    if (value === undefined || HOP_BY_HOP.has(name)) continue;
    if (named && named.some((token) => token.trim() === name)) continue;
    kept[name] = value;
  }
  return kept;
}

/**
 * What the API is told of the reader's connection, appended to what earlier proxies said: its
 * address, port and scheme (X-Forwarded-For, -Port, -Proto), and the host it asked for.
 */
function withForwarding(headers: Record<string, string | string[]>, req: IncomingMessage) {
  const encrypted = Boolean((req.socket as TLSSocket).encrypted);
  const host = req.headers.host ?? '';
  const port = /:(\d+)$/.exec(host)?.[1] ?? (encrypted ? '443' : '80');
  const append = (name: string, value: string) => {
    const earlier = headers[name];
    headers[name] = earlier ? `${String(earlier)},${value}` : value;
  };
  append('x-forwarded-for', req.socket.remoteAddress ?? '');
  append('x-forwarded-port', port);
  append('x-forwarded-proto', encrypted ? 'https' : 'http');
  headers['x-forwarded-host'] ??= host;
  return headers;
}

/** The request body read past its limit. */
class BodyTooLarge extends Error {}

/**
 * The body of `req` as it streams in, failing the forwarded call once it passes `limit`. The
 * reader's request is left open (not destroyed with the call) so that it can still be answered.
 */
async function* upTo(req: IncomingMessage, limit: number): AsyncGenerator<Buffer> {
  let received = 0;
  for await (const chunk of req.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>) {
    received += chunk.length;
    if (received > limit) throw new BodyTooLarge();
    yield chunk;
  }
}

/** The whole body of `req`, which declared a length the limit allows. */
function wholeBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.once('end', () => resolve(Buffer.concat(chunks)));
    req.once('error', reject);
  });
}

/** A declared body up to this size is read whole before the call starts; a larger or chunked one streams. */
const WHOLE_BODY_MAX_BYTES = 64 * 1024;

const isTimeout = (error: Error) =>
  'code' in error && (error.code === 'UND_ERR_HEADERS_TIMEOUT' || error.code === 'UND_ERR_BODY_TIMEOUT');

/**
 * Forwards the API's paths untouched, over kept connections (undici's pool). A hung API gets a 504
 * after the timeout, an unreachable one a 502: both in JSON the page can show, and neither names
 * the address the edge tried (the log has the details). A browser's navigation gets
 * `unavailablePage` instead, 503 with Retry-After: a page to try again from, not JSON to read. A
 * body over the limit is refused with 413 without the API getting all of it: a declared length at
 * once, a chunked body where it passes the limit.
 */
export function apiProxy({
  apiUrl,
  isApiPath,
  timeoutMs = API_PROXY_TIMEOUT_MS,
  idleSocketMs = API_IDLE_SOCKET_MS,
  bodyLimitBytes = REQUEST_BODY_LIMIT_BYTES,
  largeBodies,
  unavailablePage,
  ownAnswer = () => undefined,
  logger = console,
}: ApiProxyOptions) {
  /** The edge's headers on its own answer; an answer without them rather than none. */
  const withOwnHeaders = (req: Request, res: Response) => {
    try {
      ownAnswer(req, res);
    } catch (error) {
      logger.error('[edge] The headers of an answer of its own could not be written:', error);
    }
  };
  const tooLarge = { error: bodyTooLargeMessage(bodyLimitBytes) };
  /** The limit of a request's body and the answer past it: the larger one on the paths that have one. */
  const limitOf = (pathname: string) =>
    largeBodies?.isPath(pathname)
      ? { bytes: largeBodies.limitBytes, answer: { error: largeBodies.message } }
      : { bytes: bodyLimitBytes, answer: tooLarge };

  const pool = new Pool(new URL(apiUrl).origin, {
    connections: 512,
    // A call in flight: the API's headers, then each piece of its body, within the timeout.
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
    keepAliveTimeout: idleSocketMs,
    keepAliveMaxTimeout: idleSocketMs,
  });

  /** Answers a call the API failed, unless the reader has had (part of) an answer already. */
  const failed = (req: Request, res: Response, error: Error, navigation: boolean) => {
    if (error instanceof BodyTooLarge) {
      req.resume();
      if (res.headersSent) return;
      withOwnHeaders(req, res);
      sendJson(res, 413, limitOf(req.path).answer, { connection: 'close' });
      return;
    }
    const late = isTimeout(error);
    logger.error(
      `[edge] Forwarding ${req.method} ${req.path} to the API failed: ${late ? `no answer in ${timeoutMs} ms` : error.message}`,
    );
    if (res.headersSent) {
      res.destroy();
      return;
    }
    withOwnHeaders(req, res);
    const page = navigation ? pageOrNull(req, res) : null;
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
  };
  /** The page for a navigation the API failed, made only then; null (the JSON answer) should making it fail. */
  const pageOrNull = (req: Request, res: Response) => {
    try {
      return unavailablePage?.(req, res, API_UNAVAILABLE_STATUS) ?? null;
    } catch (error) {
      logger.error('[edge] The unavailable page could not be made; answering JSON:', error);
      return null;
    }
  };

  /** Sends the call and streams the API's answer to the reader as it comes. */
  const send = (req: Request, res: Response, body: Dispatcher.DispatchOptions['body'], navigation: boolean) => {
    const headers = withForwarding(endToEnd(req.headers), req);
    // The API's log lines of this call carry the request id the edge answers with.
    const requestId = res.getHeader(REQUEST_ID_HEADER);
    if (typeof requestId === 'string') headers[REQUEST_ID_HEADER] = requestId;
    let call: Dispatcher.DispatchController | undefined;
    const readerGone = () => {
      if (!res.writableFinished) call?.abort(new Error('The reader closed the connection.'));
    };
    res.once('close', readerGone);
    pool.dispatch(
      { path: req.url, method: req.method, headers, body },
      {
        onRequestStart(controller) {
          call = controller;
        },
        onResponseStart(controller, statusCode, answerHeaders, statusMessage) {
          if (statusCode < 200) return; // informational: the final answer follows
          const forwarded = endToEnd(answerHeaders);
          if (statusMessage) res.writeHead(statusCode, statusMessage, forwarded);
          else res.writeHead(statusCode, forwarded);
        },
        onResponseData(controller, chunk) {
          if (res.write(chunk)) return;
          controller.pause();
          res.once('drain', () => controller.resume());
        },
        onResponseEnd() {
          res.off('close', readerGone);
          res.end();
        },
        onResponseError(_controller, error) {
          res.off('close', readerGone);
          if (res.destroyed) return;
          failed(req, res, error, navigation);
        },
      },
    );
  };

  return (req: Request, res: Response, next: NextFunction) => {
    // Express strips a mount path; the full path is matched here instead of mounting.
    if (!isApiPath(req.path)) {
      next();
      return;
    }
    const limit = limitOf(req.path);
    const declared = req.headers['content-length'] === undefined ? undefined : Number(req.headers['content-length']);
    // A declared length over the limit is refused before the API is asked at all.
    if (declared !== undefined && declared > limit.bytes) {
      req.resume();
      withOwnHeaders(req, res);
      sendJson(res, 413, limit.answer, { connection: 'close' });
      return;
    }
    const navigation = unavailablePage !== undefined && isNavigation(req);
    if (declared === 0 || (declared === undefined && req.headers['transfer-encoding'] === undefined)) {
      send(req, res, null, navigation);
    } else if (declared !== undefined && declared <= WHOLE_BODY_MAX_BYTES) {
      wholeBody(req).then(
        (body) => send(req, res, body, navigation),
        () => res.destroy(),
      );
    } else {
      send(req, res, Readable.from(upTo(req, limit.bytes), { objectMode: false }), navigation);
    }
  };
}
