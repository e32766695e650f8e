import type { QueryResolvers } from '../../__generated__/resolvers-types.ts';
import { mintAccountToken } from '../../auth/account-tokens.ts';
import { findUserByEmail } from '../../auth/accounts.ts';

/** Sign-in queries (spec 02 §7): accountToken, EmailAvailability, CacheUnsafeLoggedInStateQuery. */
export const authQueries: Pick<QueryResolvers, 'accountToken' | 'emailAvailability' | 'isLoggedIn'> = {
  accountToken: (_parent, _args, ctx) => mintAccountToken(ctx.db, ctx.services.now()),
  emailAvailability: async (_parent, { email }, ctx) => !(await findUserByEmail(ctx.db, email.trim().toLowerCase())),
  isLoggedIn: (_parent, _args, ctx) => ctx.viewerId !== null,
};
