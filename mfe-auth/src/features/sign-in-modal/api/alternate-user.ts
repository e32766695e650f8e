import type { ApolloClient } from '@apollo/client';
import type { RemoteBus } from '@inkpot/shared-contracts';
import { AlternateUserDocument } from './__generated__/alternate-user.generated.ts';

/**
 * A social sign-in refused because the provider had not verified an address that is one of our
 * accounts comes back with a one-time token: read that account's alternate-user data and tell the
 * reader with the alternate-user toast (its Sign in opens the sign-in). A token already read,
 * expired or unknown, or an API that does not answer, shows nothing more than the refusal itself.
 */
export async function announceAlternateUser(
  apollo: ApolloClient,
  bus: Pick<RemoteBus, 'publish'>,
  token: string,
  reportError: (error: unknown) => void,
): Promise<void> {
  try {
    const { data } = await apollo.query({
      query: AlternateUserDocument,
      variables: { token },
      fetchPolicy: 'no-cache',
    });
    const account = data?.alternateUser;
    if (account)
      bus.publish('toast/show', { kind: 'alternate-user', redactedEmailAddress: account.redactedEmailAddress });
  } catch (error) {
    reportError(error);
  }
}
