import { startStandalone } from '@inkpot/shared-contracts/standalone';

void startStandalone({
  remote: 'auth',
  parcels: ['sign-in-modal'],
  actions: [
    { label: 'Sign in', type: 'auth/open', payload: { operation: 'login', step: 'SIGNIN_OPTIONS' } },
    { label: 'Sign up', type: 'auth/open', payload: { operation: 'register', step: 'SIGNUP_OPTIONS' } },
    { label: 'Email step', type: 'auth/open', payload: { operation: 'login', step: 'ENTER_EMAIL' } },
    { label: 'Close', type: 'auth/close', payload: {} },
  ],
});
