import { startStandalone } from '@inkpot/shared-contracts/standalone';

// Nothing on the bus drives the search box yet: try mod+k and Enter on the page. Searching
// navigates (the URL changes) and saves to localStorage 'inkpot:recent-searches'.
void startStandalone({
  remote: 'search',
  parcels: ['search-box'],
  actions: [],
});
