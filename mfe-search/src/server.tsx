import type { SearchResultsProps } from '@inkpot/shared-contracts';
import { currentViewer, defineServerParcels, type ServerParcelRequest } from '@inkpot/shared-contracts/server-parcels';
import {
  resultsRequest,
  SearchResults,
  SearchRunnerContext,
} from './features/search-results/components/search-results.tsx';
import { createSearchCache } from './search-service/search-cache.ts';
import { createSearchClient, describeSearchError } from './search-service/search-client.ts';
import {
  searchAnswerOf,
  searchKeyOf,
  searchRunner,
  type SearchAnswer,
  type ServerSearchState,
} from './search-service/search-runner.ts';
import { searchSettings } from './search-service/search-settings.ts';

/**
 * The search results of a search page, rendered on the server: the first page of the query's
 * answers, asked of the API directly as the reader (their address forwarded), rendered as the
 * browser's parcel renders it, which adopts the same answers and hydrates the list. A search
 * scoped to a publication needs the publication's id first: left to the browser, as is an empty
 * query (nothing to ask).
 */
export async function prerenderSearchResults(
  request: ServerParcelRequest,
  clientFor: typeof createSearchClient = createSearchClient,
) {
  const props = request.props as SearchResultsProps;
  const { searchPage } = props;
  if (!searchPage?.q || searchPage.collectionSlug) return null;
  const signedIn = currentViewer(props)?.status === 'signed-in';
  const requests = [resultsRequest(searchPage, 0)];
  const key = searchKeyOf(requests, signedIn);
  const client = clientFor(
    { ...searchSettings(props.config), url: request.api.origin },
    { headers: request.api.headers },
  );
  const aborted = new Promise<null>((resolve) => request.signal.addEventListener('abort', () => resolve(null)));
  const answer = await Promise.race([searchAnswerOf(client, requests, signedIn), aborted]);
  if (!answer) return null;
  const cache = createSearchCache<SearchAnswer>(describeSearchError);
  cache.adopt({ [key]: answer });
  const state: ServerSearchState = { answers: { [key]: answer } };
  return {
    element: (
      <SearchRunnerContext value={searchRunner(props, { cache, client })}>
        <SearchResults {...props} />
      </SearchRunnerContext>
    ),
    state,
  };
}

export const { contractVersion, prerenderParcel } = defineServerParcels({
  'search-results': (request) => prerenderSearchResults(request),
});
