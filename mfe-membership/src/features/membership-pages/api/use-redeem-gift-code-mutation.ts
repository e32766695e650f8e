import type { ApolloClient } from '@apollo/client';
import { useCallback } from 'react';
import { RedeemGiftCodeDocument } from './__generated__/redeem-gift-code.generated.ts';
import { redeemViewOf, type RedeemView } from '../model/gift-redemption.ts';

/**
 * RedeemGiftCode. On success every active query of the one cache is asked again, so the banner
 * (no more upsell), the account menu and the settings tab show the new membership at once.
 * Resolves what the page shows next: the form with the refusal's words, or redeemed.
 */
export function useRedeemGiftCodeMutation(apollo: ApolloClient) {
  return useCallback(
    async (code: string): Promise<RedeemView> => {
      try {
        const result = await apollo.mutate({ mutation: RedeemGiftCodeDocument, variables: { code } });
        const view = redeemViewOf(result.data?.redeemGiftCode);
        if (view.kind === 'redeemed') await apollo.refetchQueries({ include: 'active' });
        return view;
      } catch {
        return redeemViewOf(null);
      }
    },
    [apollo],
  );
}
