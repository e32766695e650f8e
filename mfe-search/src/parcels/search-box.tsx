import { defineParcel } from '@inkpot/shared-contracts';
import { SearchBox } from '../features/search-box/components/search-box.tsx';

export default defineParcel(SearchBox);
