import { createTestMountProps } from '@inkpot/shared-contracts/testing';
import { act, render, screen, waitFor } from '@testing-library/react';
import { SignInSurface } from './sign-in-modal.tsx';

const picker = { picker: 'local-provider', clientId: 'google', url: 'http://localhost:4001/one-tap' } as const;
const oneTapFrame = () => document.querySelector('iframe[title="Sign in with Google"]');

describe('the sign-in-modal parcel', () => {
  it('hides one-tap while the sign-in modal is open, and offers it again once the modal closes', async () => {
    const { props, bus } = createTestMountProps('auth');
    render(
      <SignInSurface
        {...props}
        flags={{ enable_google_one_tap: true }}
        config={{ ...props.config, googleOneTap: picker }}
      />,
    );
    await waitFor(() => expect(oneTapFrame()).not.toBeNull());

    act(() => void bus.publish('auth/open', { operation: 'login', step: 'SIGNIN_OPTIONS' }, 'navigation'));
    expect(await screen.findByRole('dialog', { name: 'Welcome back.' })).toBeInTheDocument();
    await waitFor(() => expect(oneTapFrame()).toBeNull());

    act(() => void bus.publish('auth/close', {}, 'navigation'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(oneTapFrame()).not.toBeNull());
  });
});
