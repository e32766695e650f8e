import { startStandalone } from '@inkpot/shared-contracts/standalone';

// Alone there is no API and the viewer is a visitor: the banner area stays empty (visitors get no
// membership banner), the plans page shows the price table, and the button opens the reactivation
// modal, which says there is nothing to reactivate. Against the API, use the integrated system.
void startStandalone({
  remote: 'membership',
  parcels: ['banner-stack', 'plans-page'],
  actions: [{ label: 'Reactivate membership', type: 'membership/reactivate-open', payload: {} }],
});
