import { defineRemote } from '@inkpot/config/webpack-preset';

export default defineRemote({
  dir: import.meta.dirname,
  remote: 'membership',
  exposes: {
    './banner-stack': './src/parcels/banner-stack.tsx',
    './member-star': './src/parcels/member-star.tsx',
    './friend-badge': './src/parcels/friend-badge.tsx',
    './plans-page': './src/parcels/plans-page.tsx',
    './manage-membership-page': './src/parcels/manage-membership-page.tsx',
    './membership-settings': './src/parcels/membership-settings.tsx',
    './membership-page': './src/parcels/membership-page.tsx',
    './gift-page': './src/parcels/gift-page.tsx',
    './redeem-page': './src/parcels/redeem-page.tsx',
  },
  standalone: './src/standalone.tsx',
  server: './src/server.tsx',
});
