import type { CaptchaVerifier } from './auth/captcha.ts';
import type { Mailer } from './auth/mailer.ts';
import type { RateLimits } from './auth/rate-limits.ts';
import type { SearchQueryLog } from './search/search-query-log.ts';
import type { ApiObservations } from './api-metrics.ts';
import type { ResponseCache } from './graphql/response-cache.ts';
import type { SessionLookups } from './auth/session-lookups.ts';

/** Replaceable collaborators: the clock, mail, captcha, rate limits, search analytics (tests swap them). */
export interface ApiServices {
  now(): Date;
  mailer: Mailer;
  captcha: CaptchaVerifier;
  rateLimits: RateLimits;
  /** Where clickAnalytics searches' queryIDs wait to be stored. */
  searchQueries: SearchQueryLog;
  /** Where product events become metrics (remote load outcomes); none in most tests. */
  observations?: ApiObservations;
  /** GraphQL results kept per session (graphql/response-cache.ts); none in most tests, which write the database directly. */
  responseCache?: ResponseCache;
  /** Sessions read a moment ago (auth/session-lookups.ts), dropped with the response cache's results; none in most tests. */
  sessions?: SessionLookups;
}
