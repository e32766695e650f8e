import { defineHost } from '@inkpot/config/webpack-preset';

export default defineHost({
  dir: import.meta.dirname,
  entry: './src/index.ts',
  template: './src/index.html',
});
