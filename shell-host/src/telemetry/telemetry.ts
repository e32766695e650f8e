import { GRAPHQL_HEADERS, type Telemetry } from '@inkpot/shared-contracts';

/** Spec 03 §9.1 limits. */
export const MAX_QUEUED_EVENTS = 1000;
export const EVENT_SEND_DELAY_MS = 5000;
export const MAX_QUEUED_ERRORS = 10;
export const MAX_ERRORS_PER_PAGE = 50;

export interface ClientEvent {
  name: string;
  data: Readonly<Record<string, unknown>>;
  timestamp: number;
  service: 'lite';
}

export interface ErrorReport {
  name: string;
  message: string;
  stack: string | null;
  timestamp: number;
  extra: Readonly<Record<string, unknown>>;
}

export interface TelemetrySink {
  /** Resolves true when the batch was accepted; on false the items stay queued. */
  sendEvents(events: readonly ClientEvent[]): Promise<boolean>;
  sendErrors(errors: readonly ErrorReport[]): Promise<boolean>;
}

/**
 * Queues events and errors and sends them 5 s after the first unsent one; failed sends keep
 * them queued for the next try. Errors are also written to the console, once each.
 */
export function createTelemetry(sink: TelemetrySink, logger: Pick<Console, 'error'> = console) {
  let events: ClientEvent[] = [];
  let errors: ErrorReport[] = [];
  let errorsThisPage = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const flush = async () => {
    timer = null;
    const sendingEvents = events;
    const sendingErrors = errors;
    events = [];
    errors = [];
    const [eventsSent, errorsSent] = await Promise.all([
      sendingEvents.length ? sink.sendEvents(sendingEvents).catch(() => false) : true,
      sendingErrors.length ? sink.sendErrors(sendingErrors).catch(() => false) : true,
    ]);
    if (!eventsSent) events = [...sendingEvents, ...events].slice(-MAX_QUEUED_EVENTS);
    if (!errorsSent) errors = [...sendingErrors, ...errors].slice(-MAX_QUEUED_ERRORS);
  };

  const schedule = () => {
    timer ??= setTimeout(() => void flush(), EVENT_SEND_DELAY_MS);
  };

  const telemetry: Telemetry & { flush: () => Promise<void>; pending: () => number } = {
    track(name, data = {}) {
      events.push({ name, data, timestamp: Date.now(), service: 'lite' });
      if (events.length > MAX_QUEUED_EVENTS) events.shift();
      schedule();
    },
    reportError(error, extra = {}) {
      const asError = error instanceof Error ? error : new Error(String(error));
      logger.error(`[inkpot] ${asError.message}`, extra);
      if (errorsThisPage >= MAX_ERRORS_PER_PAGE || errors.length >= MAX_QUEUED_ERRORS) return;
      errorsThisPage += 1;
      errors.push({
        name: asError.name,
        message: asError.message,
        stack: asError.stack ?? null,
        timestamp: Date.now(),
        extra,
      });
      schedule();
    },
    flush,
    pending: () => events.length + errors.length,
  };
  return telemetry;
}

export type ShellTelemetry = ReturnType<typeof createTelemetry>;

/** Sends to the API through the edge: events as the LogClientEvents mutation, errors as JSON. */
export function httpTelemetrySink(graphqlUrl: string, errorReportUrl: string, xsrf: string | null): TelemetrySink {
  const post = async (url: string, body: unknown) => {
    const response = await fetch(url, {
      method: 'POST',
      credentials: 'same-origin',
      keepalive: true,
      headers: { 'content-type': 'application/json', [GRAPHQL_HEADERS.xsrf]: xsrf ?? '1' },
      body: JSON.stringify(body),
    });
    return response.ok;
  };
  return {
    sendEvents: (events) =>
      post(graphqlUrl, {
        operationName: 'LogClientEvents',
        query: 'mutation LogClientEvents($events: String!) { logClientEvents(events: $events) }',
        variables: { events: JSON.stringify(events) },
      }),
    sendErrors: (errors) => post(errorReportUrl, errors),
  };
}
