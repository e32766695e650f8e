import { GRAPHQL_HEADERS, type Telemetry } from '@inkpot/shared-contracts';
import { MAX_ERROR_FILE_NAME_CHARS } from '@inkpot/shared-contracts/error-reports';

/** The telemetry queue's limits: events and errors kept, send delay, errors per page, event age. */
export const MAX_QUEUED_EVENTS = 1000;
export const EVENT_SEND_DELAY_MS = 5000;
export const MAX_QUEUED_ERRORS = 10;
export const MAX_ERRORS_PER_PAGE = 50;
export const MAX_EVENT_AGE_MS = 48 * 3600_000;

/**
 * Browsers refuse a keepalive request once the page's keepalive bodies pass 64 KiB, so one send
 * carries at most this much (headers and the mutation text fit in what is left).
 */
export const MAX_SEND_BYTES = 60 * 1024;
/** After a failed send: 5 s, 10 s, 20 s, ... up to 5 minutes. */
export const MAX_RETRY_DELAY_MS = 5 * 60_000;
/** An event or error report is tried this many times on a page, then dropped (with a warning). */
export const MAX_SEND_TRIES = 10;
/** An error's stack is cut to this many characters, so one report always fits in a send. */
export const MAX_STACK_CHARS = 8 * 1024;
/** Where what could not be sent before the page went away waits for the next page. */
export const TELEMETRY_STORAGE_KEY = 'inkpot.telemetry.v1';

export interface ClientEvent {
  name: string;
  data: Readonly<Record<string, unknown>>;
  timestamp: number;
  service: 'lite';
  /** The signed token of the page that tracked it (config/page-token.mjs): the API trusts the event only with it. */
  page?: string;
}

export interface ErrorReport {
  name: string;
  message: string;
  stack: string | null;
  timestamp: number;
  /** Where it was thrown: the script and line of the stack's first frame, when the stack names one. */
  fileName?: string | null;
  lineNumber?: number | null;
  extra: Readonly<Record<string, unknown>>;
  /**
   * The signed token of the page it happened on, as events carry it: the API trusts the report, and
   * counts it for the release it names, only with it.
   */
  page?: string;
}

export interface SendOptions {
  /** The page is going away: the request must outlive it (and so stay within the keepalive budget). */
  keepalive: boolean;
}

export interface TelemetrySink {
  /** Resolves true when the batch was accepted; on false the items stay queued. */
  sendEvents(events: readonly ClientEvent[], options: SendOptions): Promise<boolean>;
  sendErrors(errors: readonly ErrorReport[], options: SendOptions): Promise<boolean>;
}

/** Bytes an item adds to a request body (events travel as a JSON string inside JSON, so twice encoded). */
const eventBytes = (event: ClientEvent) => JSON.stringify(JSON.stringify(event)).length + 1;
const errorBytes = (report: ErrorReport) => JSON.stringify(report).length + 1;

/** Splits items, in order, into runs of at most `maxBytes`; an item alone over the limit is returned apart. */
export function chunkBySize<T>(items: readonly T[], bytesOf: (item: T) => number, maxBytes: number) {
  const chunks: T[][] = [];
  const tooLarge: T[] = [];
  let current: T[] = [];
  let size = 0;
  for (const item of items) {
    const bytes = bytesOf(item);
    if (bytes > maxBytes) {
      tooLarge.push(item);
      continue;
    }
    if (size + bytes > maxBytes && current.length) {
      chunks.push(current);
      current = [];
      size = 0;
    }
    current.push(item);
    size += bytes;
  }
  if (current.length) chunks.push(current);
  return { chunks, tooLarge };
}

interface Stored {
  events: ClientEvent[];
  errors: ErrorReport[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isEvent = (value: unknown): value is ClientEvent =>
  isRecord(value) && typeof value.name === 'string' && isRecord(value.data) && typeof value.timestamp === 'number';
const isErrorReport = (value: unknown): value is ErrorReport =>
  isRecord(value) &&
  typeof value.name === 'string' &&
  typeof value.message === 'string' &&
  typeof value.timestamp === 'number';

export interface TelemetryOptions {
  logger?: Pick<Console, 'error' | 'warn'>;
  /** Keeps what the last page could not send; none (nothing kept across pages) when null. */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  now?: () => number;
  /** Names the release (`remote@version`, `host@version`) of an error reported without one. */
  release?: (error: unknown) => string;
  /**
   * The page's signed token from the edge: every event and error report of this page carries it, so
   * one kept for the next page still names the page it happened on.
   */
  pageToken?: string;
  /** Whether an event of this name may be sent from this page (tracking-policy.ts); all when absent. */
  sends?: (name: string) => boolean;
  /**
   * What every error report's `extra` starts with, read when the error is reported (the client,
   * its build, the viewer's id, the user agent, the page's address); the caller's extra goes over it.
   */
  errorContext?: () => Readonly<Record<string, unknown>>;
}

/** A stack frame's `script:line:column` (V8's `at f (url:1:2)` and `at url:1:2`, Firefox's `f@url:1:2`). */
const STACK_FRAME = /(?:^\s*at (?:.*?\()?|@)(.+?):(\d+):\d+\)?\s*$/;

/** The script and line of an error's first stack frame that names one; nulls when none does. */
export function errorLocation(error: Error): { fileName: string | null; lineNumber: number | null } {
  // V8's stack starts with the error's own text, which may hold anything.
  const stack = error.stack ?? '';
  const frames = stack.startsWith(String(error)) ? stack.slice(String(error).length) : stack;
  for (const line of frames.split('\n')) {
    const frame = STACK_FRAME.exec(line);
    if (frame) return { fileName: frame[1]?.slice(0, MAX_ERROR_FILE_NAME_CHARS) ?? null, lineNumber: Number(frame[2]) };
  }
  return { fileName: null, lineNumber: null };
}

/**
 * Queues events and errors and sends them 5 s after the first unsent one, in sends of at most
 * 60 KiB. A failed send keeps its items, in order, and retries with backoff (an item tried
 * MAX_SEND_TRIES times on this page is dropped); items being sent are
 * never in the queue at the same time, so nothing is sent twice. When the page goes away, what
 * fits in the keepalive budget is sent and the rest is stored for the next page (events older
 * than 48 hours are dropped there). Errors are also written to the console, once each.
 */
export function createTelemetry(sink: TelemetrySink, options: TelemetryOptions = {}) {
  const {
    logger = console,
    storage = null,
    now = Date.now,
    release,
    pageToken,
    sends = () => true,
    errorContext = () => ({}),
  } = options;
  let events: ClientEvent[] = [];
  let errors: ErrorReport[] = [];
  let sendingEvents: ClientEvent[] = [];
  let sendingErrors: ErrorReport[] = [];
  let errorsThisPage = 0;
  let failures = 0;
  /** How many sends of this page each unsent item has been in. */
  const tries = new WeakMap<object, number>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let sending: Promise<void> | null = null;

  const capQueues = () => {
    if (events.length > MAX_QUEUED_EVENTS) events = events.slice(-MAX_QUEUED_EVENTS);
    if (errors.length > MAX_QUEUED_ERRORS) errors = errors.slice(-MAX_QUEUED_ERRORS);
  };

  const restore = () => {
    if (!storage) return;
    let raw: string | null;
    try {
      raw = storage.getItem(TELEMETRY_STORAGE_KEY);
      storage.removeItem(TELEMETRY_STORAGE_KEY);
    } catch {
      return; // storage disabled: nothing was kept
    }
    if (raw === null) return;
    try {
      const stored = JSON.parse(raw) as Partial<Stored>;
      if (!Array.isArray(stored.events) || !Array.isArray(stored.errors)) throw new Error('not a telemetry backlog');
      const oldest = now() - MAX_EVENT_AGE_MS;
      events = stored.events.filter(isEvent).filter((event) => event.timestamp >= oldest);
      errors = stored.errors.filter(isErrorReport);
      capQueues();
    } catch (error) {
      logger.warn(`[inkpot] Ignored the stored telemetry backlog: ${(error as Error).message}`);
    }
  };

  const schedule = (delay = EVENT_SEND_DELAY_MS) => {
    timer ??= setTimeout(() => {
      timer = null;
      void flush();
    }, delay);
  };

  const dropTooLarge = (count: number, kind: string) => {
    if (count) logger.error(`[inkpot] Dropped ${count} telemetry ${kind} larger than ${MAX_SEND_BYTES} bytes.`);
  };

  /** Sends the chunks in order until one fails; returns what was not accepted. */
  async function sendChunks<T>(chunks: T[][], send: (chunk: T[]) => Promise<boolean>): Promise<T[]> {
    for (const [index, chunk] of chunks.entries()) {
      const accepted = await send(chunk).catch(() => false);
      if (!accepted) return chunks.slice(index).flat();
    }
    return [];
  }

  /** Counts a failed send for each item: those with tries left. */
  const stillToTry = <T extends object>(unsent: T[]) =>
    unsent.filter((item) => {
      const count = (tries.get(item) ?? 0) + 1;
      tries.set(item, count);
      return count < MAX_SEND_TRIES;
    });

  const sendQueued = async () => {
    sendingEvents = events;
    sendingErrors = errors;
    events = [];
    errors = [];
    const eventChunks = chunkBySize(sendingEvents, eventBytes, MAX_SEND_BYTES);
    const errorChunks = chunkBySize(sendingErrors, errorBytes, MAX_SEND_BYTES);
    dropTooLarge(eventChunks.tooLarge.length, 'events');
    dropTooLarge(errorChunks.tooLarge.length, 'errors');
    const [unsentEvents, unsentErrors] = await Promise.all([
      sendChunks(eventChunks.chunks, (chunk) => sink.sendEvents(chunk, { keepalive: false })),
      sendChunks(errorChunks.chunks, (chunk) => sink.sendErrors(chunk, { keepalive: false })),
    ]);
    const retriedEvents = stillToTry(unsentEvents);
    const retriedErrors = stillToTry(unsentErrors);
    const dropped = unsentEvents.length - retriedEvents.length + unsentErrors.length - retriedErrors.length;
    if (dropped) logger.warn(`[inkpot] Dropped ${dropped} telemetry items after ${MAX_SEND_TRIES} failed sends.`);
    // What failed goes back in front of what was queued meanwhile, in its order.
    events = [...retriedEvents, ...events];
    errors = [...retriedErrors, ...errors];
    sendingEvents = [];
    sendingErrors = [];
    capQueues();
    if (retriedEvents.length || retriedErrors.length) {
      failures += 1;
      schedule(Math.min(EVENT_SEND_DELAY_MS * 2 ** failures, MAX_RETRY_DELAY_MS));
    } else {
      failures = 0;
      if (events.length || errors.length) schedule();
    }
  };

  /** Sends what is queued now; a send already under way is awaited instead of overlapped. */
  async function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = null;
    if (sending) return sending;
    if (!events.length && !errors.length) return;
    sending = sendQueued().finally(() => (sending = null));
    return sending;
  }

  /**
   * The page is going away: errors, then events, go out with keepalive as far as the budget
   * allows; everything else (and what an ordinary send still has in flight) is stored.
   */
  function pageHidden() {
    if (timer) clearTimeout(timer);
    timer = null;
    let budget = MAX_SEND_BYTES;
    const fit = <T>(items: T[], bytesOf: (item: T) => number) => {
      let count = 0;
      for (const item of items) {
        const bytes = bytesOf(item);
        if (bytes > budget) break;
        budget -= bytes;
        count += 1;
      }
      return [items.slice(0, count), items.slice(count)] as const;
    };
    const [errorsNow, errorsLater] = fit(errors, errorBytes);
    const [eventsNow, eventsLater] = fit(events, eventBytes);
    if (errorsNow.length) void sink.sendErrors(errorsNow, { keepalive: true }).catch(() => false);
    if (eventsNow.length) void sink.sendEvents(eventsNow, { keepalive: true }).catch(() => false);
    events = eventsLater;
    errors = errorsLater;
    const left: Stored = { events: [...sendingEvents, ...eventsLater], errors: [...sendingErrors, ...errorsLater] };
    if (!storage || (!left.events.length && !left.errors.length)) return;
    try {
      storage.setItem(TELEMETRY_STORAGE_KEY, JSON.stringify(left));
    } catch (error) {
      logger.warn(`[inkpot] Could not keep the telemetry backlog for the next page: ${(error as Error).message}`);
    }
  }

  restore();
  if (events.length || errors.length) schedule();

  const telemetry: Telemetry & { flush: () => Promise<void>; pageHidden: () => void; pending: () => number } = {
    track(name, data = {}) {
      if (!sends(name)) return;
      events.push({ name, data, timestamp: now(), service: 'lite', ...(pageToken ? { page: pageToken } : {}) });
      capQueues();
      schedule();
    },
    reportError(error, extra = {}) {
      const asError = error instanceof Error ? error : new Error(String(error));
      logger.error(`[inkpot] ${asError.message}`, extra);
      if (errorsThisPage >= MAX_ERRORS_PER_PAGE || errors.length >= MAX_QUEUED_ERRORS) return;
      errorsThisPage += 1;
      errors.push({
        name: asError.name,
        message: asError.message.slice(0, MAX_STACK_CHARS),
        stack: asError.stack?.slice(0, MAX_STACK_CHARS) ?? null,
        timestamp: now(),
        ...errorLocation(asError),
        extra: {
          ...errorContext(),
          ...extra,
          ...(release && typeof extra.release !== 'string' ? { release: release(error) } : {}),
        },
        ...(pageToken ? { page: pageToken } : {}),
      });
      schedule();
    },
    flush,
    pageHidden,
    pending: () => events.length + errors.length + sendingEvents.length + sendingErrors.length,
  };
  return telemetry;
}

export type ShellTelemetry = ReturnType<typeof createTelemetry>;

/** Sends to the API through the edge: events as the LogClientEvents mutation, errors as JSON. */
export function httpTelemetrySink(
  graphqlUrl: string,
  errorReportUrl: string,
  xsrf: () => string | null,
): TelemetrySink {
  const post = async (url: string, body: unknown, { keepalive }: SendOptions) => {
    const response = await fetch(url, {
      method: 'POST',
      credentials: 'same-origin',
      keepalive,
      headers: { 'content-type': 'application/json', [GRAPHQL_HEADERS.xsrf]: xsrf() ?? '1' },
      body: JSON.stringify(body),
    });
    return response.ok;
  };
  return {
    sendEvents: (events, options) =>
      post(
        graphqlUrl,
        {
          operationName: 'LogClientEvents',
          query: 'mutation LogClientEvents($events: String!) { logClientEvents(events: $events) }',
          variables: { events: JSON.stringify(events) },
        },
        options,
      ),
    sendErrors: (errors, options) => post(errorReportUrl, errors, options),
  };
}
