import { defineRemote } from '@inkpot/config/webpack-preset';

export default defineRemote({
  dir: import.meta.dirname,
  remote: 'notifications',
  exposes: {
    './toast-stack': './src/parcels/toast-stack.tsx',
    './follow-button': './src/parcels/follow-button.tsx',
    './post-menu': './src/parcels/post-menu.tsx',
    './newsletter-button': './src/parcels/newsletter-button.tsx',
    './notifications-page': './src/parcels/notifications-page.tsx',
  },
  standalone: './src/standalone.tsx',
});
