import { startStandalone } from '@inkpot/shared-contracts/standalone';

// Until the membership API exists no banner applies, so the page shows an empty banner area.
void startStandalone({ remote: 'membership', parcels: ['banner-stack'] });
