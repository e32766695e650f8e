import { defineRemote } from '@inkpot/config/webpack-preset';

export default defineRemote({
  dir: import.meta.dirname,
  remote: 'auth',
  exposes: {
    './sign-in-modal': './src/parcels/sign-in-modal.tsx',
  },
  standalone: './src/standalone.tsx',
});
