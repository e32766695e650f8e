import type { RemoteName, SearchPageRequest, SearchResultsProps } from '@inkpot/shared-contracts';
import { useCallback } from 'react';
import { RemoteSlot } from '../../remote-loading/remote-slot.tsx';
import { useShell } from '../../routing/page-props.ts';

/**
 * The search page's results: the search remote's `search-results` parcel, handed the query, the
 * category and the publication scope with the mount props. Without the remote the page says so.
 */
export function SearchResultsSlot({ request }: { request: SearchPageRequest }) {
  const { services } = useShell();
  const { q, category, collectionSlug } = request;
  const props = useCallback(
    (remote: RemoteName): SearchResultsProps => ({
      ...services.mountProps(remote),
      searchPage: { q, category, ...(collectionSlug ? { collectionSlug } : {}) },
    }),
    [services, q, category, collectionSlug],
  );
  return (
    <RemoteSlot
      slot="search-results"
      className="ink-search-results-slot"
      remote="search"
      parcel="search-results"
      loader={services.loader}
      props={props}
      fallback={<p className="ink-empty">Search results could not be loaded right now. Please try again later.</p>}
    />
  );
}
