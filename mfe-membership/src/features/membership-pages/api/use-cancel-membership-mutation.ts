import type { ApolloClient } from '@apollo/client';
import type { CancellationReason } from '@inkpot/shared-contracts';
import { useCallback } from 'react';
import { CancelMembershipDocument } from './__generated__/cancel-membership.generated.ts';
import { cancelErrorText } from '../model/cancellation.ts';

/**
 * CancelMembership. On success every active query of the one cache is asked again, so this page,
 * the banner (now the reactivate banner), the account menu and the settings tab show the cancelled
 * membership without a reload. Resolves the error to show, or null on success.
 */
export function useCancelMembershipMutation(apollo: ApolloClient) {
  return useCallback(
    async (membershipId: string, reason: CancellationReason | null): Promise<string | null> => {
      try {
        const result = await apollo.mutate({
          mutation: CancelMembershipDocument,
          variables: { input: { membershipId, reason } },
        });
        const answer = result.data?.cancelMembership;
        if (answer?.__typename !== 'MutationSuccess') return cancelErrorText(answer);
        await apollo.refetchQueries({ include: 'active' });
        return null;
      } catch {
        return cancelErrorText(null);
      }
    },
    [apollo],
  );
}
