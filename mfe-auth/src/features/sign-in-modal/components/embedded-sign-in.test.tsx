import { buildLink } from '@inkpot/shared-contracts';
import { createTestMountProps } from '@inkpot/shared-contracts/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EmbeddedSignIn } from './embedded-sign-in.tsx';

function renderPage(pathname: string, search: string, initialSearch?: string) {
  const { props } = createTestMountProps('auth', { location: { pathname, search, routeName: 'signIn' } });
  const navigate = jest.fn();
  const navigation = { ...props.navigation, navigate, buildLink, ...(initialSearch ? { initialSearch } : {}) };
  render(<EmbeddedSignIn {...props} navigation={navigation} />);
  return { navigate, user: userEvent.setup() };
}

describe('EmbeddedSignIn (/m/signin, /m/signup)', () => {
  it('opens at the options of the operation the address asks for, with a close link to the redirect target', () => {
    renderPage('/m/signin', '?operation=register&redirect=http%3A%2F%2Flocalhost%2Fp%2F1');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const panel = screen.getByRole('region', { name: 'Join Inkpot.' });
    // The flow is the page: its title is the page's heading.
    expect(within(panel).getByRole('heading', { level: 1 })).toHaveTextContent('Join Inkpot.');
    expect(screen.getByRole('link', { name: 'Close' })).toHaveAttribute('href', 'http://localhost/p/1');
  });

  it('reads operation and redirect from the initial query when the host has dropped them from the address', () => {
    renderPage('/m/signin', '', '?operation=login&redirect=http%3A%2F%2Flocalhost%2F%40ada&entryPoint=bookmark');
    expect(screen.getByRole('region', { name: 'Welcome back.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Close' })).toHaveAttribute('href', 'http://localhost/@ada');
    expect(screen.getByRole('link', { name: 'Sign in with Google' })).toHaveAttribute(
      'href',
      expect.stringContaining('entryPoint=bookmark'),
    );
  });

  it('signs up on /m/signup, closes to the home page without a redirect, and cannot be hidden', async () => {
    const { user, navigate } = renderPage('/m/signup', '');
    expect(screen.getByRole('region', { name: 'Join Inkpot.' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('region', { name: 'Join Inkpot.' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Close' }));
    expect(navigate).toHaveBeenCalledWith('http://localhost/');
  });

  it('shows the expired-link screen on the page after an expired link', () => {
    renderPage('/m/signin', '?signInError=expired&operation=register');
    expect(screen.getByRole('region', { name: 'Your sign up link has expired' })).toHaveTextContent(
      "Enter your email address, and we'll send a new link to your inbox.",
    );
  });
});
