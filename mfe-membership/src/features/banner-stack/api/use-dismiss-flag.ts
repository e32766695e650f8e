import type { ApolloClient } from '@apollo/client';
import { useCallback } from 'react';
import { BannerDismissFlagDocument } from './__generated__/banner-stack.generated.ts';

/**
 * userDismissFlag (the dismiss-flag call): saves a flagged banner's dismissal on the server.
 * The local dismissal already hides the banner; a failed save is reported, not shown.
 */
export function useDismissFlag(apollo: ApolloClient, onError: (error: unknown) => void = console.warn) {
  return useCallback(
    (userId: string, flag: string) => {
      apollo
        .mutate({ mutation: BannerDismissFlagDocument, variables: { userId, flag } })
        .then((result) => result.error && onError(result.error), onError);
    },
    [apollo, onError],
  );
}
