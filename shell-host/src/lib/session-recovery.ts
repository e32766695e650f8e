import { viewerStateSchema, type ViewerState } from '@inkpot/shared-contracts/state';
import { z } from 'zod/mini';

/** The API's session endpoint, through the edge. */
export const SESSION_PATH = '/_/api/session';

const sessionAnswerSchema = z.lazy(() => z.object({ viewer: viewerStateSchema, xsrf: z.nullable(z.string()) }));

export interface RecoveredSession {
  viewer: Exclude<ViewerState, { status: 'loading' }>;
  xsrf: string | null;
}

export interface SessionRecoveryOptions {
  fetch: typeof fetch;
  /** Waits before each retry, in ms; one attempt more than its length. */
  retryDelaysMs?: readonly number[];
  timeoutMs?: number;
  wait?: (ms: number) => Promise<void>;
}

// A reader waits for the controls of a signed-in page at most about 10 s with the API hanging (2 s refused).
export const SESSION_RETRY_DELAYS_MS = [500, 1500] as const;
export const SESSION_FETCH_TIMEOUT_MS = 2500;

/**
 * The edge could not tell who the reader is in time (its session lookup failed or was slow) and
 * served the page with the viewer still loading. The page asks the API itself, retrying with
 * backoff, so a signed-in reader is signed in again (viewer and xsrf token) without a reload.
 * Rejects with the last failure when every attempt failed.
 */
export async function recoverSession({
  fetch: fetchImpl,
  retryDelaysMs = SESSION_RETRY_DELAYS_MS,
  timeoutMs = SESSION_FETCH_TIMEOUT_MS,
  wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
}: SessionRecoveryOptions): Promise<RecoveredSession> {
  let lastError: unknown = null;
  for (let attempt = 0; attempt <= retryDelaysMs.length; attempt += 1) {
    if (attempt > 0) await wait(retryDelaysMs[attempt - 1] ?? 0);
    try {
      const response = await fetchImpl(SESSION_PATH, {
        credentials: 'same-origin',
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`the session endpoint answered HTTP ${response.status}`);
      const parsed = sessionAnswerSchema.safeParse(await response.json());
      if (!parsed.success) throw new Error('the session endpoint answered a session of an unknown shape');
      const { viewer, xsrf } = parsed.data;
      if (viewer.status === 'loading') throw new Error('the session endpoint answered a loading viewer');
      return { viewer, xsrf };
    } catch (error) {
      lastError = error;
    }
  }
  throw new Error(
    `The session could not be fetched: ${lastError instanceof Error ? lastError.message : String(lastError)}`,
  );
}
