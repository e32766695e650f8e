import { viewerStateSchema } from '@inkpot/shared-contracts/state';
import { z } from 'zod/mini';

const sessionSchema = z.object({ viewer: viewerStateSchema, xsrf: z.nullable(z.string()) });
export type EdgeSession = z.infer<typeof sessionSchema> & { setCookies: string[] };

export const VISITOR_SESSION: EdgeSession = { viewer: { status: 'visitor' }, xsrf: null, setCookies: [] };
export const SESSION_TIMEOUT_MS = 800;

/**
 * Asks the API who the request's cookies belong to, for the preloaded state. A slow or absent
 * API must not hold the page: after the timeout, or on any failure, the reader is a visitor.
 */
export function apiSessionLookup(apiUrl: string, logger: Pick<Console, 'error'> = console) {
  let lastFailure = '';
  return async function lookup(cookieHeader: string | undefined): Promise<EdgeSession> {
    try {
      const response = await fetch(new URL('/_/api/session', apiUrl), {
        headers: cookieHeader ? { cookie: cookieHeader } : {},
        signal: AbortSignal.timeout(SESSION_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const parsed = sessionSchema.safeParse(await response.json());
      if (!parsed.success) throw new Error('the API answered a session of an unknown shape');
      lastFailure = '';
      return { ...parsed.data, setCookies: response.headers.getSetCookie() };
    } catch (error) {
      const message = String(error);
      // Logged once per kind of failure, not once per page view.
      if (message !== lastFailure)
        logger.error(`[edge] Session lookup failed (${message}); serving the page as a visitor.`);
      lastFailure = message;
      return VISITOR_SESSION;
    }
  };
}
