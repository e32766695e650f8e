import { defineRemote } from '@inkpot/config/webpack-preset';

export default defineRemote({
  dir: import.meta.dirname,
  remote: 'search',
  exposes: {
    './search-box': './src/parcels/search-box.tsx',
    './search-results': './src/parcels/search-results.tsx',
  },
  standalone: './src/standalone.tsx',
  server: './src/server.tsx',
});
