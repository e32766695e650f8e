import type { ApolloClient } from '@apollo/client';
import { AccountTokenDocument } from './__generated__/account-token.generated.ts';
import { SendAcctAuthEmailDocument } from './__generated__/send-acct-auth-email.generated.ts';
import { VerifyLoginCodeDocument } from './__generated__/verify-login-code.generated.ts';
import type { SendEmailInput, SendResult, VerifyResult } from '../model/susi-machine.ts';

/** The calls of the sign-in steps, through the host's one Apollo client. */
export interface SusiApi {
  sendAuthEmail(input: SendEmailInput): Promise<SendResult>;
  verifyLoginCode(loginCode: string): Promise<VerifyResult>;
  /** A fresh account token, or null when none could be had (the links then go without one). */
  accountToken(): Promise<string | null>;
}

/**
 * No answer (network down, GraphQL errors without data) is a Failure, which the steps word as
 * 'Please try again.'; the error itself goes to telemetry.
 */
export function createSusiApi(apollo: ApolloClient, reportError: (error: unknown) => void): SusiApi {
  return {
    async sendAuthEmail(input) {
      try {
        const { data, error } = await apollo.mutate({ mutation: SendAcctAuthEmailDocument, variables: { input } });
        if (data) return data.sendAcctAuthEmail;
        if (error) reportError(error);
      } catch (error) {
        reportError(error);
      }
      return { __typename: 'Failure' };
    },
    async verifyLoginCode(loginCode) {
      try {
        const { data, error } = await apollo.mutate({ mutation: VerifyLoginCodeDocument, variables: { loginCode } });
        if (data) return data.verifyLoginCode;
        if (error) reportError(error);
      } catch (error) {
        reportError(error);
      }
      return { __typename: 'Failure' };
    },
    async accountToken() {
      try {
        // Single use and short-lived: never from the cache.
        const { data, error } = await apollo.query({ query: AccountTokenDocument, fetchPolicy: 'no-cache' });
        if (data) return data.accountToken;
        if (error) reportError(error);
      } catch (error) {
        reportError(error);
      }
      return null;
    },
  };
}
