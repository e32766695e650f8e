import { defineHost } from '@inkpot/config/webpack-preset';

export default defineHost({
  dir: import.meta.dirname,
  entry: './src/index.ts',
  template: './src/index.html',
  worker: { 'remote-cache-worker': './src/remote-loading/remote-cache-worker.ts' },
});
