import type { ApolloClient } from '@apollo/client';
import { EmailAvailabilityDocument } from './__generated__/email-availability.generated.ts';

export interface OneTapApi {
  /** True when no account has the address; throws when there is no answer (the card's error view). */
  emailAvailability(email: string): Promise<boolean>;
}

export function createOneTapApi(apollo: ApolloClient): OneTapApi {
  return {
    async emailAvailability(email) {
      // An account may have been made a minute ago: never from the cache.
      const { data, error } = await apollo.query({
        query: EmailAvailabilityDocument,
        variables: { email },
        fetchPolicy: 'no-cache',
      });
      if (data) return data.emailAvailability;
      throw error ?? new Error('emailAvailability answered nothing');
    },
  };
}
