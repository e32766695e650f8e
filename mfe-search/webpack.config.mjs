import { defineRemote } from '@inkpot/config/webpack-preset';

export default defineRemote({
  dir: import.meta.dirname,
  remote: 'search',
  exposes: {
    './search-box': './src/parcels/search-box.tsx',
  },
  standalone: './src/standalone.tsx',
});
