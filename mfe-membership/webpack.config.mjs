import { defineRemote } from '@inkpot/config/webpack-preset';

export default defineRemote({
  dir: import.meta.dirname,
  remote: 'membership',
  exposes: {
    './banner-stack': './src/parcels/banner-stack.tsx',
  },
  standalone: './src/standalone.tsx',
});
