import type { ApolloClient } from '@apollo/client';
import { useCallback } from 'react';
import { UncancelMembershipDocument } from './__generated__/reactivation-modal.generated.ts';
import { isUncancelSuccess } from '../model/reactivation.ts';

/**
 * UncancelMembership. On success every active query of the one cache is asked
 * again, so the banner, the account menu and the settings page show the reactivated membership
 * without a page reload. Resolves false for any other result or a failed request.
 */
export function useUncancelMembershipMutation(apollo: ApolloClient) {
  return useCallback(
    async (membershipId: string): Promise<boolean> => {
      try {
        const result = await apollo.mutate({
          mutation: UncancelMembershipDocument,
          variables: { input: { membershipId } },
        });
        const ok = isUncancelSuccess(result.data?.uncancelMembership.__typename);
        if (ok) await apollo.refetchQueries({ include: 'active' });
        return ok;
      } catch {
        return false;
      }
    },
    [apollo],
  );
}
