import type { Request, Response } from 'express';
import { ensureVisitorId, findSession } from '../auth/sessions.ts';
import { deployed, type ApiConfig } from '../config.ts';
import type { ApiContext } from '../context.ts';
import type { Database } from '../db/client.ts';
import type { CostLimits } from '../graphql/query-cost.ts';
import { abortableDatabase, type Deadline } from '../graphql/time-budget.ts';
import type { ApiServices } from '../services.ts';

/** What the API is built from: the routes and the GraphQL context read these, never the app itself. */
export interface ApiDeps {
  db: Database;
  config: ApiConfig;
  services: ApiServices;
  /** GraphQL cost limits and time budget; DEFAULT_COST_LIMITS unless a test narrows them. */
  costLimits?: Partial<CostLimits>;
}

/** Where the GraphQL middleware leaves the request's deadline for requestContext. */
const DEADLINE = 'inkpotDeadline';

/** Leaves the request's deadline where requestContext finds it (its database calls are then abortable). */
export function holdDeadline(res: Response, deadline: Deadline): void {
  res.locals[DEADLINE] = deadline;
}

/** The session a request names (kept a moment when the response cache keeps results), or null. */
export const sessionOf = (deps: ApiDeps, req: Request) =>
  findSession(deps.db, req, deps.services.now(), deployed(deps.config), deps.services.sessions);

/** Everything a handler needs for one request: who is asking, from where. */
export async function requestContext(deps: ApiDeps, req: Request, res: Response): Promise<ApiContext> {
  const production = deployed(deps.config);
  const session = await sessionOf(deps, req);
  const deadline = res.locals[DEADLINE] as Deadline | undefined;
  return {
    ...deps,
    db: deadline ? abortableDatabase(deps.db, deadline) : deps.db,
    signal: deadline?.signal ?? new AbortController().signal,
    session,
    viewerId: session?.userId ?? null,
    visitorId: ensureVisitorId(req, res, production),
    ip: req.ip ?? req.socket.remoteAddress ?? 'unknown',
    country: String(req.headers['cf-ipcountry'] ?? req.headers['x-country'] ?? 'US')
      .slice(0, 2)
      .toUpperCase(),
    req,
    res,
  };
}

/**
 * A sign-in outside GraphQL (a link, a provider's callback) replaces the reader's session: what was
 * kept for the one it replaced goes, in every API process (a GraphQL sign-in is a write, which does that).
 */
export function forgetReplacedSession(deps: ApiDeps, ctx: ApiContext): void {
  if (ctx.session) deps.services.responseCache?.endSessionsByIdHash([ctx.session.idHash]);
}
