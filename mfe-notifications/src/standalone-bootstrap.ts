import { startStandalone } from '@inkpot/shared-contracts/standalone';

void startStandalone({
  remote: 'notifications',
  parcels: ['toast-stack'],
  actions: [
    { label: 'Toast (5 s)', type: 'toast/show', payload: { message: 'Saved to your reading list.' } },
    { label: 'Error toast', type: 'toast/show', payload: { message: 'Please try again.', style: 'error' } },
    { label: 'FOREVER toast', type: 'toast/show', payload: { message: 'Stays until closed.', duration: 'FOREVER' } },
    {
      label: 'Mute + Undo',
      type: 'toast/show',
      payload: { kind: 'mute-entity', entity: { type: 'user', id: 'w1', name: 'Rosa Bergstrom' } },
    },
    { label: 'Follow failed', type: 'toast/show', payload: { kind: 'follow-fail' } },
    { label: 'Retryable error', type: 'toast/show', payload: { kind: 'retryable-error', retryKey: 'standalone' } },
    { label: 'Code sent!', type: 'toast/show', payload: { kind: 'code-sent' } },
  ],
});
