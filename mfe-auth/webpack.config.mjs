import { defineRemote } from '@inkpot/config/webpack-preset';

export default defineRemote({
  dir: import.meta.dirname,
  remote: 'auth',
  exposes: {
    './sign-in-modal': './src/parcels/sign-in-modal.tsx',
    './embedded-sign-in': './src/parcels/embedded-sign-in.tsx',
  },
  standalone: './src/standalone.tsx',
});
