import { startStandalone } from '@inkpot/shared-contracts/standalone';

void startStandalone({
  remote: 'notifications',
  parcels: ['toast-stack'],
  actions: [
    { label: 'Toast (5 s)', type: 'toast/show', payload: { message: 'Saved to your reading list.' } },
    { label: 'Error toast', type: 'toast/show', payload: { message: 'Please try again.', style: 'error' } },
    { label: 'FOREVER toast', type: 'toast/show', payload: { message: 'Stays until closed.', duration: 'FOREVER' } },
  ],
});
