import type { MutationResolvers } from '../../__generated__/resolvers-types.ts';
import { checkLoginCode, sendSignInEmail, sendVerificationMail } from '../../auth/sign-in.ts';

/** Sign-in mutations; the flow itself lives in src/auth/sign-in.ts. */
export const authMutations: Pick<MutationResolvers, 'sendAcctAuthEmail' | 'verifyLoginCode' | 'sendVerificationEmail'> =
  {
    sendAcctAuthEmail: (_parent, { input }, ctx) => sendSignInEmail(ctx, input),
    verifyLoginCode: (_parent, { loginCode }, ctx) => checkLoginCode(ctx, loginCode),
    sendVerificationEmail: async (_parent, _args, ctx) => ({ success: await sendVerificationMail(ctx) }),
  };
