import { GraphQLError } from 'graphql';
import type { QueryResolvers } from '../../__generated__/resolvers-types.ts';
import { mintAccountToken } from '../../auth/account-tokens.ts';
import { findUserByEmail } from '../../auth/accounts.ts';
import type { LimitName } from '../../auth/rate-limits.ts';
import type { ApiContext } from '../../context.ts';

/** Spends one of the IP's `limit`, or fails the field with RATE_LIMITED (HTTP 429 when it is alone). */
async function withinLimit(ctx: ApiContext, limit: LimitName) {
  const consumed = await ctx.services.rateLimits.consume(limit, ctx.ip);
  if (consumed.allowed) return;
  throw new GraphQLError(`Too many requests from this network. Please try again in ${consumed.retryAfterSeconds} s.`, {
    extensions: {
      code: 'RATE_LIMITED',
      retryAfterSeconds: consumed.retryAfterSeconds,
      http: { status: 429, headers: { 'Retry-After': String(consumed.retryAfterSeconds) } },
    },
  });
}

/**
 * Sign-in queries: accountToken, EmailAvailability, CacheUnsafeLoggedInStateQuery.
 * The first two are limited per IP here and to one per request (src/graphql/once-per-request.ts).
 */
export const authQueries: Pick<QueryResolvers, 'accountToken' | 'emailAvailability' | 'isLoggedIn'> = {
  accountToken: async (_parent, _args, ctx) => {
    await withinLimit(ctx, 'account-token:ip');
    return mintAccountToken(ctx.db, ctx.services.now());
  },
  emailAvailability: async (_parent, { email }, ctx) => {
    await withinLimit(ctx, 'email-availability:ip');
    return !(await findUserByEmail(ctx.db, email.trim().toLowerCase()));
  },
  isLoggedIn: (_parent, _args, ctx) => ctx.viewerId !== null,
};
