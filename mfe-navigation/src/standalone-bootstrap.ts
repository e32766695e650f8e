import { startStandalone } from '@inkpot/shared-contracts/standalone';

// Nothing on the bus drives the top bar or the footer: they read the viewer and location state
// and publish auth/open, which the console's bus log shows. The standalone host starts with a
// visitor; the logo and footer links navigate, switching 'Get started' (home) to 'Sign up'.
void startStandalone({
  remote: 'navigation',
  parcels: ['top-bar', 'footer'],
  actions: [],
});
