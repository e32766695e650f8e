import {
  buildLink,
  createEventBus,
  type BusEventMap,
  type FeatureFlags,
  type ShellConfig,
} from '@inkpot/shared-contracts';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SignInModal } from './sign-in-modal.tsx';

const config: ShellConfig = {
  productName: 'Inkpot',
  appVersion: 'test',
  environment: 'test',
  graphqlUrl: '/_/graphql',
  hosts: { app: 'http://localhost:3000', status: 'https://status.inkpot.example', help: 'https://help.inkpot.example' },
};

function renderModal(flags: FeatureFlags = {}) {
  const bus = createEventBus();
  bus.setState('viewer', { status: 'visitor' });
  bus.setState('location', { pathname: '/p/abc', search: '?source=home', hash: '', routeName: 'post', referrer: null });
  const telemetry = { track: jest.fn(), reportError: jest.fn() };
  const navigation = { navigate: jest.fn(), buildLink, location$: bus.state('location') };
  const user = userEvent.setup();
  render(
    <>
      <button type="button">Opener</button>
      <SignInModal
        bus={bus.forSender('test')}
        navigation={navigation}
        flags={flags}
        config={config}
        telemetry={telemetry}
      />
    </>,
  );
  const open = (request: BusEventMap['auth/open']) => act(() => void bus.publish('auth/open', request, 'navigation'));
  return { bus, user, telemetry, navigation, open };
}

describe('SignInModal', () => {
  it('stays hidden until auth/open, then shows the login options and records the view', () => {
    const { open, telemetry } = renderModal();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(telemetry.track).not.toHaveBeenCalled();

    open({ operation: 'login', step: 'SIGNIN_OPTIONS' });

    const dialog = screen.getByRole('dialog', { name: 'Welcome back.' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    for (const name of ['Sign in with Google', 'Sign in with Facebook', 'Sign in with X', 'Sign in with Apple']) {
      expect(within(dialog).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(dialog).getByRole('button', { name: 'Sign in with email' })).toBeInTheDocument();
    expect(within(dialog).getByText(/^No account\?/)).toHaveTextContent('No account? Create one');
    expect(within(dialog).getByText(/^Forgot email/)).toHaveTextContent('Forgot email or trouble signing in? Get help');
    expect(within(dialog).getByRole('link', { name: 'Get help' })).toHaveAttribute(
      'href',
      'https://help.inkpot.example',
    );
    expect(telemetry.track).toHaveBeenCalledWith('susi.modalViewed', { operation: 'login' });
  });

  it('opens the sign-up options for SIGNUP_OPTIONS, with the sign-up wording', () => {
    const { open, telemetry } = renderModal();
    open({ operation: 'register', step: 'SIGNUP_OPTIONS' });

    const dialog = screen.getByRole('dialog', { name: 'Join Inkpot.' });
    expect(within(dialog).getByRole('button', { name: 'Sign up with email' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Sign up with Google' })).toBeInTheDocument();
    expect(within(dialog).getByText(/^Already have an account\?/)).toHaveTextContent(
      'Already have an account? Sign in',
    );
    expect(within(dialog).queryByText(/Forgot email/)).not.toBeInTheDocument();
    expect(within(dialog).getByText(/^By clicking/)).toHaveTextContent(
      'By clicking "Sign up", you accept Inkpot\'s Terms of Service and Privacy Policy.',
    );
    expect(telemetry.track).toHaveBeenCalledWith('susi.modalViewed', { operation: 'register' });
  });

  it('shows the legal footer with links to the terms and the privacy policy', () => {
    const { open } = renderModal();
    open({ operation: 'login' });

    expect(screen.getByText(/^By clicking/)).toHaveTextContent(
      'By clicking "Sign in", you accept Inkpot\'s Terms of Service and Privacy Policy.',
    );
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/policy/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/policy/privacy');
  });

  it('follows a legal link inside the app and closes', async () => {
    const { open, user, navigation } = renderModal();
    open({ operation: 'login' });

    await user.click(screen.getByRole('link', { name: 'Privacy Policy' }));

    expect(navigation.navigate).toHaveBeenCalledWith('/policy/privacy');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends social sign-in to the provider connect path with the operation and the page to return to', () => {
    const { open } = renderModal();
    open({ operation: 'login' });
    expect(screen.getByRole('link', { name: 'Sign in with Google' })).toHaveAttribute(
      'href',
      '/m/connect/google?operation=login&redirect=http%3A%2F%2Flocalhost%3A3000%2Fp%2Fabc%3Fsource%3Dhome',
    );

    open({ operation: 'register', redirect: 'http://localhost:3000/me/settings' });
    expect(screen.getByRole('link', { name: 'Sign up with X' })).toHaveAttribute(
      'href',
      '/m/connect/twitter?operation=register&redirect=http%3A%2F%2Flocalhost%3A3000%2Fme%2Fsettings',
    );
  });

  it('hides Apple when disable_login_apple is on', () => {
    const { open } = renderModal({ disable_login_apple: true });
    open({ operation: 'login' });
    expect(screen.queryByRole('link', { name: 'Sign in with Apple' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in with Google' })).toBeInTheDocument();
  });

  it('hides Facebook on sign-up only when disable_signup_facebook is on', async () => {
    const { open, user } = renderModal({ disable_signup_facebook: true });
    open({ operation: 'login' });
    expect(screen.getByRole('link', { name: 'Sign in with Facebook' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create one' }));
    expect(screen.getByRole('dialog', { name: 'Join Inkpot.' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign up with Facebook' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up with Apple' })).toBeInTheDocument();
  });

  it('toggles between sign in and sign up', async () => {
    const { open, user } = renderModal();
    open({ operation: 'login' });

    await user.click(screen.getByRole('button', { name: 'Create one' }));
    expect(screen.getByRole('dialog', { name: 'Join Inkpot.' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('dialog', { name: 'Welcome back.' })).toBeInTheDocument();
  });

  it('goes to the email form, which does not pretend to send anything yet', async () => {
    const { open, user } = renderModal();
    open({ operation: 'register' });

    await user.click(screen.getByRole('button', { name: 'Sign up with email' }));

    const dialog = screen.getByRole('dialog', { name: 'Sign up with email' });
    const field = within(dialog).getByRole('textbox', { name: 'Your email' });
    expect(field).toHaveFocus();
    await user.type(field, '  ada@example.com ');
    expect(field).toHaveValue('ada@example.com');
    expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'All sign-up options' }));
    expect(screen.getByRole('dialog', { name: 'Join Inkpot.' })).toBeInTheDocument();
  });

  it('opens straight at the email form for ENTER_EMAIL', () => {
    const { open } = renderModal();
    open({ operation: 'login', step: 'ENTER_EMAIL' });
    expect(screen.getByRole('dialog', { name: 'Sign in with email' })).toBeInTheDocument();
  });

  describe('closing and focus', () => {
    async function openFromOpener() {
      const setup = renderModal();
      await setup.user.click(screen.getByRole('button', { name: 'Opener' }));
      setup.open({ operation: 'login' });
      return setup;
    }

    it('moves focus into the dialog when it opens', async () => {
      await openFromOpener();
      expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
    });

    it('closes on Escape and gives focus back to the opener', async () => {
      const { user } = await openFromOpener();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Opener' })).toHaveFocus();
    });

    it('closes on its close control and gives focus back to the opener', async () => {
      const { user } = await openFromOpener();
      await user.click(screen.getByRole('button', { name: 'Close' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Opener' })).toHaveFocus();
    });

    it('closes on a click on the backdrop, not on a click inside the dialog', async () => {
      const { user } = await openFromOpener();
      await user.click(screen.getByRole('heading', { name: 'Welcome back.' }));
      expect(screen.getByRole('dialog')).toBeInTheDocument();

      await user.click(screen.getByTestId('susi-backdrop'));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Opener' })).toHaveFocus();
    });

    it('closes on auth/close from the bus', async () => {
      const { bus } = await openFromOpener();
      act(() => void bus.publish('auth/close', {}, 'navigation'));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('keeps Tab and Shift+Tab inside the dialog', async () => {
      const { user } = await openFromOpener();
      const dialog = screen.getByRole('dialog');
      const close = within(dialog).getByRole('button', { name: 'Close' });
      const privacy = within(dialog).getByRole('link', { name: 'Privacy Policy' });

      await user.tab();
      expect(close).toHaveFocus();
      await user.tab({ shift: true });
      expect(privacy).toHaveFocus();
      await user.tab();
      expect(close).toHaveFocus();

      for (let i = 0; i < 15; i += 1) {
        await user.tab();
        expect(dialog).toContainElement(document.activeElement as HTMLElement);
      }
    });
  });
});
