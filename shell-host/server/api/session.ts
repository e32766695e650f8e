import { requestIdHeaders } from '@inkpot/config/logging';
import { oncePerFailure } from '../observability/failure-log.ts';
import { viewerStateSchema } from '@inkpot/shared-contracts/state';
import { z } from 'zod/mini';

/** What the API tells only the edge (for its cache decision): staff, spoofed session, capabilities. */
const edgeFactsSchema = z.object({
  isStaff: z.boolean(),
  isSpoofed: z.boolean(),
  capabilities: z.array(z.string()),
});
export type EdgeViewerFacts = z.infer<typeof edgeFactsSchema>;

const sessionSchema = z.object({
  viewer: viewerStateSchema,
  xsrf: z.nullable(z.string()),
  edge: z.optional(edgeFactsSchema),
});

/**
 * The session behind a request's cookies. `edge` absent: nothing special about the viewer.
 * `failed`: the API could not say; the page is served as a visitor's, uncached.
 */
export type EdgeSession = z.infer<typeof sessionSchema> & { setCookies: string[]; failed?: boolean };

export const VISITOR_SESSION: EdgeSession = { viewer: { status: 'visitor' }, xsrf: null, setCookies: [] };
export const NO_EDGE_FACTS: EdgeViewerFacts = { isStaff: false, isSpoofed: false, capabilities: [] };
/** How long the edge's per-page API lookups (custom domain, post, banner facts) may take. */
export const SESSION_TIMEOUT_MS = 800;
/**
 * How long the session lookup may take: the API answers it from one indexed row in a few ms; a
 * loaded machine may take longer, and a page that misses it is only the browser's to complete.
 */
export const SESSION_LOOKUP_TIMEOUT_MS = 800;
/**
 * After this many lookups in a row failed, pages are served without asking for SESSION_LOOKUP_PAUSE_MS
 * (an API that is down is not waited on again; one slow answer under load does not stop the lookups).
 */
export const SESSION_LOOKUP_FAILURES_TO_PAUSE = 2;
export const SESSION_LOOKUP_PAUSE_MS = 5_000;

/** The API's session cookie (platform-api/src/auth/sessions.ts), `__Host-` prefixed in production. */
const SESSION_COOKIE = /(?:^|;)\s*(?:__Host-)?inkpot_sid=[^;\s]/;

/** Whether a request may belong to a signed-in reader at all: without the session cookie it is a visitor's. */
export const hasSessionCookie = (cookieHeader: string | undefined): cookieHeader is string =>
  SESSION_COOKIE.test(cookieHeader ?? '');

export interface SessionLookupOptions {
  timeoutMs?: number;
  pauseMs?: number;
  now?: () => number;
}

/**
 * Asks the API who the request's cookies belong to, for the preloaded state. A slow or absent
 * API must not hold the page: after the timeout, or on any failure, the answer is `failed` and
 * the page is served with the viewer still loading, for the browser to ask again. After failures in
 * a row the API is not asked for `pauseMs` (then one page asks; the others go on without until it answers),
 * and a request without the session cookie is a visitor's without asking.
 */
export function apiSessionLookup(
  apiUrl: string,
  logger: Pick<Console, 'error'> = console,
  {
    timeoutMs = SESSION_LOOKUP_TIMEOUT_MS,
    pauseMs = SESSION_LOOKUP_PAUSE_MS,
    now = Date.now,
  }: SessionLookupOptions = {},
) {
  const log = oncePerFailure(
    logger,
    (message) => `[edge] Session lookup failed (${message}); the page will ask for the session itself.`,
  );
  const failed = (): EdgeSession => ({ ...VISITOR_SESSION, setCookies: [], failed: true });
  /** Lookups wait for nothing until then: the last one failed, or the one asking again is under way. */
  let pausedUntil = 0;
  let failuresInARow = 0;
  return async function lookup(cookieHeader: string | undefined): Promise<EdgeSession> {
    if (!hasSessionCookie(cookieHeader)) return { ...VISITOR_SESSION, setCookies: [] };
    if (failuresInARow >= SESSION_LOOKUP_FAILURES_TO_PAUSE) {
      if (now() < pausedUntil) return failed();
      pausedUntil = now() + timeoutMs + pauseMs;
    }
    try {
      const response = await fetch(new URL('/_/api/session', apiUrl), {
        headers: { cookie: cookieHeader, ...requestIdHeaders() },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const parsed = sessionSchema.safeParse(await response.json());
      if (!parsed.success) throw new Error('the API answered a session of an unknown shape');
      log.succeeded();
      failuresInARow = 0;
      return { ...parsed.data, setCookies: response.headers.getSetCookie() };
    } catch (error) {
      log.failed(error);
      failuresInARow += 1;
      pausedUntil = now() + pauseMs;
      return failed();
    }
  };
}
