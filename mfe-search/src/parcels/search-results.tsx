import { defineParcel } from '@inkpot/shared-contracts';
import { SearchResults } from '../features/search-results/components/search-results.tsx';

export default defineParcel(SearchResults);
