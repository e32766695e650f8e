import { createTestMountProps } from '@inkpot/shared-contracts/testing';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SignInModal } from './sign-in-modal.tsx';

describe('SignInModal (the parcel root)', () => {
  it('renders nothing until there is an intent, then loads the flow and opens it for the first auth/open', async () => {
    const { props, bus } = createTestMountProps('auth', {
      location: { pathname: '/@ada', search: '?source=home', routeName: 'userProfile' },
    });
    const { container } = render(<SignInModal {...props} />);
    expect(container).toBeEmptyDOMElement();

    act(() => void bus.publish('auth/open', { operation: 'register', step: 'SIGNUP_OPTIONS' }, 'navigation'));
    expect(await screen.findByRole('dialog', { name: 'Join Inkpot.' })).toBeInTheDocument();
    // The page it was opened on is where the reader comes back to.
    expect(screen.getByRole('link', { name: 'Sign up with Google' })).toHaveAttribute(
      'href',
      expect.stringContaining(`redirect=${encodeURIComponent('http://localhost/@ada?source=home')}`),
    );

    act(() => void bus.publish('auth/open', { operation: 'login', step: 'SIGNIN_OPTIONS' }, 'navigation'));
    expect(screen.getByRole('dialog', { name: 'Welcome back.' })).toBeInTheDocument();
  });

  it('opens the expired-link screen on a page reached from an expired email link', async () => {
    const { props } = createTestMountProps('auth');
    render(<SignInModal {...props} navigation={{ ...props.navigation, initialSearch: '?signInError=expired' }} />);
    expect(await screen.findByRole('dialog', { name: 'Your sign in link has expired' })).toBeInTheDocument();
  });

  it('hovering a sign-in link is an intent, but shows nothing by itself', async () => {
    const { props } = createTestMountProps('auth');
    render(
      <>
        <a href="/m/signin?operation=login">Sign in</a>
        <SignInModal {...props} />
      </>,
    );
    await userEvent.setup().hover(screen.getByRole('link', { name: 'Sign in' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
