import { useQuery } from '@apollo/client/react';
import type { PublicationContext } from '@inkpot/shared-contracts';
import { PublicationNavigationContextQueryDocument } from '../api/__generated__/publication-navigation-context.generated.ts';

/**
 * The publication the host placed this parcel for (PublicationNavigationContextQuery).
 * The bar and the Manage menu ask the same query, so the page sends it once.
 */
export function usePublicationContext(context: PublicationContext | undefined) {
  const { data } = useQuery(PublicationNavigationContextQueryDocument, {
    variables: { domainOrSlug: context?.domainOrSlug ?? '' },
    skip: !context?.domainOrSlug,
  });
  // A failed or empty answer renders the page without navigation context.
  return data?.collectionByDomainOrSlug ?? null;
}
