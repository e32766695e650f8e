import { defineRemote } from '@inkpot/config/webpack-preset';

export default defineRemote({
  dir: import.meta.dirname,
  remote: 'navigation',
  exposes: {
    './top-bar': './src/parcels/top-bar.tsx',
    './footer': './src/parcels/footer.tsx',
    './sidebar': './src/parcels/sidebar.tsx',
    './publication-nav': './src/parcels/publication-nav.tsx',
    './publication-manage': './src/parcels/publication-manage.tsx',
  },
  standalone: './src/standalone.tsx',
  server: './src/server.tsx',
});
