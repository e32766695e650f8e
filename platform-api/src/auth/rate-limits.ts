/**
 * Rate limits on the database ("Enumeration and mail"): rate-limiter-flexible's Drizzle
 * store keeps the counters in `rate_limits`, so every API process on the same PGlite directory or
 * PostgreSQL server counts against the same limits. Each limit is keyed by IP, by email address or
 * by client; "per request" limits are in src/graphql/sensitive-fields.ts.
 */
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { Database } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';

export interface LimitRule {
  /** How many points a key may spend per `duration`. */
  points: number;
  /** Seconds. */
  duration: number;
}

export const DEFAULT_RATE_LIMITS = {
  /** Sign-in and verification mails sent from one IP, whatever the addresses. */
  'auth-email:ip': { points: 20, duration: 10 * 60 },
  /**
   * Mails to one address asked for by browsers that have not signed in to it: 25 requests from
   * 25 IPs still send 5.
   */
  'auth-email:address': { points: 5, duration: 60 * 60 },
  /**
   * Mails to one address asked for by one browser that has signed in to it before (its
   * known-browser id, src/auth/known-browsers.ts) or by the signed-in reader: the owner's own
   * allowance, which strangers cannot spend.
   */
  'auth-email:known-browser': { points: 5, duration: 60 * 60 },
  /** Login-code checks from one IP. */
  'login-code:ip': { points: 60, duration: 10 * 60 },
  /** Wrong codes for one account in a day from one requester (browser), across codes and lockouts (see sign-in.ts). */
  'login-code:requester': { points: 30, duration: 24 * 60 * 60 },
  /**
   * Wrong codes for one account in a day from all the browsers that have not signed in to it
   * together: however many browsers a stranger uses, 30 guesses a day. Over it only those
   * browsers are locked; the owner's known browsers and the emailed links still work.
   */
  'login-code:account': { points: 30, duration: 24 * 60 * 60 },
  /** Alert lines per address and reason (src/auth/sign-in-alerts.ts): one an hour, however hard it is hammered. */
  'sign-in-alert:address': { points: 1, duration: 60 * 60 },
  /**
   * Test-session requests from one IP (src/http/test-session-routes.ts), refused or not: a run of
   * the e2e suite mints a few tens.
   */
  'test-session:ip': { points: 300, duration: 10 * 60 },
  /** emailAvailability answers for one IP (the one-tap card asks once per pick). */
  'email-availability:ip': { points: 30, duration: 10 * 60 },
  /** accountToken mints (each a row) for one IP (one per sign-in modal opened). */
  'account-token:ip': { points: 60, duration: 10 * 60 },
  /** Subscriber lists one writer may have mailed to them in an hour (each a CSV of every subscriber). */
  'subscriber-export:account': { points: 5, duration: 60 * 60 },
  /**
   * Image uploads one account may make in 10 minutes (src/http/image-routes.ts), refused or not.
   * Each is decoded and cut to every variant, and every distinct upload is kept for good, so an
   * account must not be able to upload without end. A writer illustrating a story or trying a few
   * photos uploads a handful; 30 leaves room for a long illustrated story and for retries.
   */
  'image-upload:account': { points: 30, duration: 10 * 60 },
  /**
   * Telemetry events (client events, performance events, exposures, clicks) one client may send per
   * minute: a reader's pages send tens; 75 clients at the cap are needed to spend the shared budget.
   */
  'telemetry:client': { points: 600, duration: 60 },
  /** Error reports one client may send per minute. */
  'telemetry:client-errors': { points: 60, duration: 60 },
  /** Telemetry events all clients together may send per minute. */
  'telemetry:all': { points: 45_000, duration: 60 },
  /**
   * Once the shared budget is spent, each client may still send this many events a minute from a
   * reserve (below): a flood from a few addresses cannot blind telemetry to every other reader.
   */
  'telemetry:reserve-client': { points: 100, duration: 60 },
  'telemetry:reserve': { points: 15_000, duration: 60 },
  /** Error reports all clients together may send per minute: their own budget, which events cannot spend. */
  'telemetry:errors': { points: 10_000, duration: 60 },
} satisfies Record<string, LimitRule>;

export type LimitName = keyof typeof DEFAULT_RATE_LIMITS;

export type Consumed = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimits {
  /** Spends `points` (1 by default) of `key`'s allowance under `limit`. */
  consume(limit: LimitName, key: string, points?: number): Promise<Consumed>;
}

/** Every rule with `multiplier` times its allowance (RATE_LIMIT_MULTIPLIER). */
export function scaledRateLimits(multiplier: number): Record<LimitName, LimitRule> {
  return Object.fromEntries(
    Object.entries(DEFAULT_RATE_LIMITS).map(([name, rule]) => [name, { ...rule, points: rule.points * multiplier }]),
  ) as Record<LimitName, LimitRule>;
}

/** The limits on `db`; `overrides` change some rules (tests lower or raise them). */
export function databaseRateLimits(db: Database, overrides: Partial<Record<LimitName, LimitRule>> = {}): RateLimits {
  const limiters = new Map<LimitName, RateLimiterDrizzle>();
  const limiter = (name: LimitName) => {
    let found = limiters.get(name);
    if (!found) {
      const rule = overrides[name] ?? DEFAULT_RATE_LIMITS[name];
      found = new RateLimiterDrizzle({
        storeClient: db,
        schema: rateLimits,
        keyPrefix: name,
        points: rule.points,
        duration: rule.duration,
        // A key over its allowance is answered from memory until its window ends, so a flood costs
        // the database nothing more.
        inMemoryBlockOnConsumed: rule.points,
      });
      limiters.set(name, found);
    }
    return found;
  };
  return {
    async consume(name, key, points = 1) {
      try {
        await limiter(name).consume(key.slice(0, 200), points);
        return { allowed: true };
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) {
          return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
        }
        throw rejection;
      }
    },
  };
}
