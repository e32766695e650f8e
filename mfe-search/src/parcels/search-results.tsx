import { defineParcel } from '@inkpot/shared-contracts';
import { SearchResults } from '../features/search-results/components/search-results.tsx';
import { adoptServerSearchState } from '../search-service/search-runner.ts';

export default defineParcel(SearchResults, { adoptServerState: adoptServerSearchState });
