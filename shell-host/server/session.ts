import { oncePerFailure } from './failure-log.ts';
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
export const SESSION_TIMEOUT_MS = 800;

/**
 * Asks the API who the request's cookies belong to, for the preloaded state. A slow or absent
 * API must not hold the page: after the timeout, or on any failure, the answer is `failed` and
 * the page is served with the viewer still loading, for the browser to ask again.
 */
export function apiSessionLookup(apiUrl: string, logger: Pick<Console, 'error'> = console) {
  const log = oncePerFailure(
    logger,
    (message) => `[edge] Session lookup failed (${message}); the page will ask for the session itself.`,
  );
  return async function lookup(cookieHeader: string | undefined): Promise<EdgeSession> {
    try {
      const response = await fetch(new URL('/_/api/session', apiUrl), {
        headers: cookieHeader ? { cookie: cookieHeader } : {},
        signal: AbortSignal.timeout(SESSION_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const parsed = sessionSchema.safeParse(await response.json());
      if (!parsed.success) throw new Error('the API answered a session of an unknown shape');
      log.succeeded();
      return { ...parsed.data, setCookies: response.headers.getSetCookie() };
    } catch (error) {
      log.failed(error);
      return { ...VISITOR_SESSION, failed: true };
    }
  };
}
