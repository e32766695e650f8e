import type { Request, Response } from 'express';
import type { ApiConfig } from './config.ts';
import type { Database } from './db/client.ts';
import type { ApiServices } from './services.ts';

import type { SessionInfo } from './auth/session-lookups.ts';

export type { SessionInfo };

/** What every resolver and route handler gets. */
export interface ApiContext {
  db: Database;
  config: ApiConfig;
  services: ApiServices;
  session: SessionInfo | null;
  /** The signed-in viewer's id, null for visitors. */
  viewerId: string | null;
  /** A stable id for a logged-out reader (cookie), used for analytics and rate limits. */
  visitorId: string;
  ip: string;
  /** Aborts when a GraphQL request is over its time budget or its client has gone (never for other routes). */
  signal: AbortSignal;
  country: string;
  req: Request;
  res: Response;
}
