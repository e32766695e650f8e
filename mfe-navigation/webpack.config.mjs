import { defineRemote } from '@inkpot/config/webpack-preset';

export default defineRemote({
  dir: import.meta.dirname,
  remote: 'navigation',
  exposes: {
    './top-bar': './src/parcels/top-bar.tsx',
    './footer': './src/parcels/footer.tsx',
  },
  standalone: './src/standalone.tsx',
});
