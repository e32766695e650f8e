import cors from 'cors';
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import type { ApiConfig } from '../config.ts';

/** The exact origins allowed to read the API's answers with credentials: CORS_ORIGINS, else PUBLIC_URL's. */
export function corsOrigins(config: Pick<ApiConfig, 'CORS_ORIGINS' | 'PUBLIC_URL'>): ReadonlySet<string> {
  return new Set(config.CORS_ORIGINS ?? [new URL(config.PUBLIC_URL).origin]);
}

/**
 * What the API tells browsers: CORS for the configured origins only (any other origin, `null`
 * included, gets no CORS headers, so its page cannot read the answer), and helmet's headers
 * (nosniff, Referrer-Policy, no framing; HSTS in production). Answers are data, never a page to
 * run: in production they also say so with `default-src 'none'` (GraphiQL, a page, is
 * development only).
 */
export function browserSecurity(config: ApiConfig, production: boolean): RequestHandler[] {
  const allowed = corsOrigins(config);
  return [
    helmet({
      contentSecurityPolicy: production
        ? { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } }
        : false,
      strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      xFrameOptions: { action: 'deny' },
    }),
    cors({
      origin: (origin, allow) => allow(null, origin !== undefined && allowed.has(origin)),
      credentials: true,
      methods: ['GET', 'POST'],
      maxAge: 600,
    }),
  ];
}
