// How every server of the system logs: JSON lines (pino) with level, time, service and, inside a
// request, its request id; pretty lines for a person at a terminal in development. Nothing secret
// reaches a line: cookies, tokens, codes, emails and passwords are redacted wherever they appear.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { format } from 'node:util';
import { pino } from 'pino';

/** The header a request's id travels in: taken from the proxy in front, made when absent, passed on, answered. */
export const REQUEST_ID_HEADER = 'x-request-id';
/** What an id from outside may look like (a UUID, a load balancer's trace id); anything else is replaced. */
const ACCEPTED_REQUEST_ID = /^[\w.:/=+-]{8,128}$/;

export const REDACTED = '[redacted]';
/** Keys whose values never reach a log line, at any depth (compared without case, `-` and `_`). */
const SECRET_KEYS = new Set([
  'cookie',
  'setcookie',
  'authorization',
  'proxyauthorization',
  'token',
  'accesstoken',
  'refreshtoken',
  'idtoken',
  'deploytoken',
  'xinkpotdeploytoken',
  'code',
  'logincode',
  'email',
  'to',
  'password',
  'secret',
  'clientsecret',
  'xsrf',
  'xxsrftoken',
  'state',
  'nonce',
  'captchatoken',
  'apikey',
  'xalgoliaapikey',
]);
const EMAIL = /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[^\s@"'<>(),;:]+/g;
const BEARER = /\b(Bearer|Basic)\s+[\w.~+/=-]+/gi;
/** Query parameters that carry secrets in this system's URLs (sign-in links, OpenID callbacks, QA links). */
const SECRET_PARAMS = /([?&](?:token|code|state|nonce|email|to|sig|signature|key|id_token|access_token)=)[^&#]*/gi;

/** What every secret scrubText replaces contains. */
const MAY_HOLD_SECRET = /[@=]|bearer|basic/i;

const normalKey = (key) => key.toLowerCase().replace(/[-_]/g, '');

/**
 * A string as it may be logged: emails, bearer credentials and secret query parameters replaced.
 * @param {string} text
 */
export function scrubText(text) {
  // Most lines hold none of it: one look instead of three replacements.
  if (!MAY_HOLD_SECRET.test(text)) return text;
  return text.replace(SECRET_PARAMS, `$1${REDACTED}`).replace(BEARER, `$1 ${REDACTED}`).replace(EMAIL, REDACTED);
}

/**
 * A value as it may be logged: secret keys' values replaced at any depth, strings scrubbed. Errors
 * keep their type, message and stack (scrubbed).
 * @param {unknown} value
 * @param {number} [depth]
 * @returns {unknown}
 */
export function scrub(value, depth = 0) {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth > 8) return '[too deep]';
  if (value instanceof Error) {
    const cause = /** @type {{ cause?: unknown }} */ (value).cause;
    return {
      type: value.name,
      message: scrubText(value.message),
      ...(value.stack && { stack: scrubText(value.stack) }),
      ...(cause !== undefined && { cause: scrub(cause, depth + 1) }),
    };
  }
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1));
  // Only plain data is walked: anything else (a request, a socket) is left to its serializer.
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return value;
  /** @type {Record<string, unknown>} */
  const out = {};
  for (const [key, item] of Object.entries(value))
    out[key] = SECRET_KEYS.has(normalKey(key)) ? REDACTED : scrub(item, depth + 1);
  return out;
}

const requests = new AsyncLocalStorage();

/** The id of the request this code runs for, or undefined outside a request. */
export const currentRequestId = () => /** @type {string | undefined} */ (requests.getStore());

/** Headers that carry the current request's id to the next service (empty outside a request). */
export function requestIdHeaders() {
  const id = currentRequestId();
  return id ? { [REQUEST_ID_HEADER]: id } : {};
}

/**
 * Runs `work` as part of request `id`: its log lines and the calls it makes to other services carry it.
 * @template T
 * @param {string} id
 * @param {() => T} work
 */
export const withRequestId = (id, work) => requests.run(id, work);

/** `LOG_FORMAT`, or pretty for a person at a terminal in development and JSON everywhere else. */
function prettyWanted(format, environment) {
  if (format) return format === 'pretty';
  return environment === 'development' && process.stdout.isTTY === true;
}

/**
 * The logger of one service.
 * @param {string} service  `edge`, `api`, `oidc`, `remotes`
 * @param {{ level?: string, format?: 'json' | 'pretty' | undefined, environment?: string, destination?: import('pino').DestinationStream }} [options]
 * @returns {import('pino').Logger}
 */
export function createLogger(
  service,
  { level = process.env.LOG_LEVEL ?? 'info', format, environment = 'development', destination } = {},
) {
  const pretty = !destination && prettyWanted(format ?? process.env.LOG_FORMAT, environment);
  /** Where the lines go, when the logger writes them itself (not through pretty's transport). */
  const out = destination ?? (pretty ? undefined : bufferedDestination());
  /** @type {import('pino').LoggerOptions} */
  const options = {
    level,
    base: { service },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: {
      level: (label) => ({ level: label }),
      // Every field of every line passes the scrubber.
      log: (object) => /** @type {Record<string, unknown>} */ (scrub(object)),
    },
    // Lines written inside a request carry its id (the access line names it itself).
    mixin(object) {
      const reqId = currentRequestId();
      return reqId && !('reqId' in object) ? { reqId } : {};
    },
    hooks: {
      // The message itself (and `%s` arguments) is scrubbed too.
      logMethod(args, method, level) {
        method.apply(
          this,
          /** @type {Parameters<typeof method>} */ (
            args.map((arg) => (typeof arg === 'string' ? scrubText(arg) : arg))
          ),
        );
        // An error is not kept waiting in a buffered destination's batch.
        if (level >= pino.levels.values.error) flushNow(out);
      },
    },
    serializers: { err: (error) => scrub(error), error: (error) => scrub(error) },
  };
  if (pretty)
    return pino({
      ...options,
      transport: {
        target: 'pino-pretty',
        options: { ignore: 'pid,hostname,service', messageFormat: '[{service}] {msg}' },
      },
    });
  return pino(options, out);
}

/**
 * Writes what `destination` keeps now, when it keeps lines (a buffered one, open).
 * @param {import('pino').DestinationStream | undefined} destination
 */
function flushNow(destination) {
  const stream = /** @type {{ flush?: () => void, destroyed?: boolean } | undefined} */ (destination);
  if (typeof stream?.flush === 'function' && !stream.destroyed) stream.flush();
}

/** Bytes of lines a service keeps before writing them: about 15 access lines in one system call. */
export const LOG_BUFFER_BYTES = 4096;
/** The longest a line waits in that buffer while the service is quiet. */
export const LOG_FLUSH_MS = 250;

/**
 * Where a service's JSON lines go (standard output unless `dest` names another descriptor or file):
 * written without blocking and in batches. Lines wait until `bufferBytes` of them are kept, at
 * most `flushMs`; a line at level error or above is written at once with those before it (the
 * logger flushes after it); pino writes what is left when the process exits. Under load a write
 * per line was a tenth of the edge's time on a forwarded API call.
 * @param {{ dest?: number | string, bufferBytes?: number, flushMs?: number }} [options]
 */
export function bufferedDestination({ dest = 1, bufferBytes = LOG_BUFFER_BYTES, flushMs = LOG_FLUSH_MS } = {}) {
  const destination = pino.destination({ dest, sync: false, minLength: bufferBytes });
  // Flushed only when lines came since the last flush: a quiet service makes no empty writes.
  let written = false;
  const write = destination.write.bind(destination);
  destination.write = (data) => {
    written = true;
    return write(data);
  };
  const timer = setInterval(() => {
    if (!written) return;
    written = false;
    flushNow(destination);
  }, flushMs);
  timer.unref();
  destination.once('close', () => clearInterval(timer));
  return destination;
}

/**
 * Makes `console` write through `logger`: every line a module or library prints becomes a JSON
 * line of the service (scrubbed, with the request id inside a request). `console.error` is level
 * error, `warn` warn, `log` and `info` info, `debug` debug; an Error argument becomes `err`, and the
 * `[service]` prefix lines carried before the logger existed is dropped.
 * @param {import('pino').Logger} logger
 */
export function routeConsoleTo(logger) {
  /** @param {'error' | 'warn' | 'info' | 'debug'} level */
  const write =
    (level) =>
    (/** @type {unknown[]} */ ...args) => {
      const errorAt = args.findIndex((arg) => arg instanceof Error);
      const rest = errorAt < 0 ? args : args.filter((_arg, index) => index !== errorAt);
      const message = format(...rest)
        .replace(/^\[[\w-]+\]\s*/, '')
        .replace(/:\s*$/, '');
      if (errorAt < 0) logger[level](message);
      else logger[level]({ err: args[errorAt] }, message || /** @type {Error} */ (args[errorAt]).message);
    };
  console.error = write('error');
  console.warn = write('warn');
  console.log = write('info');
  console.info = write('info');
  console.debug = write('debug');
}

/**
 * The access log, and the request id of every request: taken from `X-Request-Id` when it looks like
 * one, made otherwise, set on the response, and current while the request is handled (log lines and
 * calls to other services carry it). One line per request when it is answered: method, route pattern
 * (never the raw path: bounded, and free of names and ids), status, duration and bytes sent; a
 * request its client gave up on before the answer was sent gets a warning line instead.
 *
 * Written straight to the service's logger: pino-http made a child logger for every request, a
 * tenth of the API's time on a kept GraphQL result, for a per-request logger nothing used (lines
 * inside a request get its id from the request's context).
 * @param {import('pino').Logger} logger
 * @param {{ routeOf: (req: import('express').Request, res: import('express').Response) => string, onResponse?: (entry: { method: string, route: string, status: number, seconds: number }) => void }} options
 * @returns {import('express').RequestHandler}
 */
export function accessLog(logger, { routeOf, onResponse }) {
  return (req, res, next) => {
    const given = req.headers[REQUEST_ID_HEADER];
    const reqId = typeof given === 'string' && ACCEPTED_REQUEST_ID.test(given) ? given : randomUUID();
    res.setHeader('X-Request-Id', reqId);
    const sentBefore = req.socket?.bytesWritten ?? 0;
    const started = performance.now();
    const answered = () => {
      res.off('close', gaveUp);
      const route = routeOf(req, res);
      const ms = performance.now() - started;
      const status = res.statusCode;
      const line = {
        reqId,
        ms: Math.round(ms),
        method: req.method,
        route,
        status,
        bytes: (req.socket?.bytesWritten ?? 0) - sentBefore,
      };
      if (status >= 500) logger.error(line, `${req.method} ${route} ${status} failed`);
      else logger.info(line, `${req.method} ${route} ${status} ${Math.round(ms)} ms`);
      onResponse?.({ method: req.method, route, status, seconds: ms / 1000 });
    };
    const gaveUp = () => {
      res.off('finish', answered);
      const route = routeOf(req, res);
      logger.warn(
        { reqId, ms: Math.round(performance.now() - started), method: req.method, route, status: res.statusCode },
        `${req.method} ${route} closed by the client before it was answered`,
      );
    };
    res.once('finish', answered);
    res.once('close', gaveUp);
    withRequestId(reqId, next);
  };
}

/**
 * The route pattern Express matched (`/_/api/session`, `/@:username`), or `fallback` for requests
 * no route answered (static files, proxied paths).
 * @param {import('express').Request} req
 * @param {string} fallback
 */
export function matchedRoute(req, fallback) {
  const path = req.route?.path;
  if (typeof path === 'string') return `${req.baseUrl}${path}`;
  // A route of several literal paths (`['/_/health', '/_/health/live']`): the one requested.
  const literal = (pattern) => typeof pattern === 'string' && !/[:*{]/.test(pattern);
  return Array.isArray(path) && path.every(literal) ? `${req.baseUrl}${req.path}` : fallback;
}
