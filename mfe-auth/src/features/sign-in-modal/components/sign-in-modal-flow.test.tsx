import { ApolloClient, ApolloLink, InMemoryCache, type FetchResult } from '@apollo/client';
import {
  APOLLO_DEFAULT_OPTIONS,
  AUTH_ENTRY_POINTS,
  buildLink,
  type BusEventMap,
  type FeatureFlags,
  type ShellConfig,
} from '@inkpot/shared-contracts';
import { createTestMountProps } from '@inkpot/shared-contracts/testing';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { Observable } from 'rxjs';
import userEvent from '@testing-library/user-event';
import { SignInModal } from './sign-in-modal.tsx';
import { SignInModalFlow } from './sign-in-modal-flow.tsx';

const config: ShellConfig = {
  productName: 'Inkpot',
  appVersion: 'test',
  environment: 'test',
  graphqlUrl: '/_/graphql',
  hosts: { app: 'http://localhost:3000', status: 'https://status.inkpot.example', help: 'https://help.inkpot.example' },
};

type Answer = (variables: Record<string, unknown>) => FetchResult | Error;

/** An Apollo client whose network answers each operation by name; what it was asked is recorded. */
function fakeApollo(answers: Record<string, Answer>) {
  const calls: { name: string; variables: Record<string, unknown> }[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const name = operation.operationName ?? '';
        calls.push({ name, variables: operation.variables });
        const answer = answers[name];
        const result = answer ? answer(operation.variables) : new Error(`No answer for ${name}`);
        if (result instanceof Error) observer.error(result);
        else {
          observer.next(result);
          observer.complete();
        }
      }),
  );
  return {
    apollo: new ApolloClient({ link, cache: new InMemoryCache(), defaultOptions: APOLLO_DEFAULT_OPTIONS }),
    calls,
  };
}

function renderModal(flags: FeatureFlags = {}, answers: Record<string, Answer> = {}) {
  const { props, bus } = createTestMountProps('auth', {
    location: { pathname: '/p/abc', search: '?source=home', routeName: 'post' },
  });
  const { apollo, calls } = fakeApollo(answers);
  const navigation = { ...props.navigation, navigate: jest.fn(), buildLink };
  const leave = jest.fn();
  const published: { type: string; payload: unknown }[] = [];
  for (const type of ['analytics/track', 'toast/show'] as const) {
    bus.on(type).subscribe((payload) => published.push({ type, payload }));
  }
  const tracked = () =>
    published
      .filter((event) => event.type === 'analytics/track')
      .map((event) => (event.payload as { name: string }).name);
  const toasts = () => published.filter((event) => event.type === 'toast/show').map((event) => event.payload);
  const user = userEvent.setup();
  render(
    <>
      <button type="button">Opener</button>
      <SignInModalFlow {...props} apollo={apollo} navigation={navigation} flags={flags} config={config} leave={leave} />
    </>,
  );
  const open = (request: BusEventMap['auth/open']) => act(() => void bus.publish('auth/open', request, 'navigation'));
  return { bus, user, navigation, open, calls, leave, tracked, toasts };
}

const sent =
  (value = 'login'): Answer =>
  () => ({ data: { sendAcctAuthEmail: { __typename: 'SusiMethod', value } } });

describe('SignInModalFlow', () => {
  it('stays hidden until auth/open, then shows the login options and records the view', () => {
    const { open, tracked } = renderModal();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(tracked()).toEqual([]);

    open({ operation: 'login', step: 'SIGNIN_OPTIONS' });

    const dialog = screen.getByRole('dialog', { name: 'Welcome back.' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    // Over a page that has its own h1.
    expect(within(dialog).getByRole('heading', { level: 2 })).toHaveTextContent('Welcome back.');
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
    expect(tracked()).toEqual(['susi.modalViewed']);
  });

  it('opens the sign-up options for SIGNUP_OPTIONS, with the sign-up wording', () => {
    const { open, tracked } = renderModal();
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
    expect(tracked()).toEqual(['susi.modalViewed']);
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

  it('goes to the email form, trims the address and goes back to the options', async () => {
    const { open, user } = renderModal();
    open({ operation: 'register' });

    await user.click(screen.getByRole('button', { name: 'Sign up with email' }));

    const dialog = screen.getByRole('dialog', { name: 'Sign up with email' });
    const field = within(dialog).getByRole('textbox', { name: 'Your email' });
    expect(field).toHaveFocus();
    await user.type(field, '  ada@example.com ');
    expect(field).toHaveValue('ada@example.com');
    expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeEnabled();

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
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(screen.getByRole('button', { name: 'Opener' })).toHaveFocus();
    });

    it('closes on its close control and gives focus back to the opener', async () => {
      const { user } = await openFromOpener();
      await user.click(screen.getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(screen.getByRole('button', { name: 'Opener' })).toHaveFocus();
    });

    it('closes on a click on the backdrop, not on a click inside the dialog', async () => {
      const { user } = await openFromOpener();
      await user.click(screen.getByRole('heading', { name: 'Welcome back.' }));
      expect(screen.getByRole('dialog')).toBeInTheDocument();

      await user.click(screen.getByTestId('susi-backdrop'));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
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

describe('the email steps', () => {
  async function submitEmail(setup: ReturnType<typeof renderModal>, email: string) {
    setup.open({ operation: 'login', step: 'ENTER_EMAIL' });
    await setup.user.type(screen.getByRole('textbox', { name: 'Your email' }), email);
    await setup.user.keyboard('{Enter}');
  }

  it('refuses an invalid address in the field, without a call', async () => {
    const setup = renderModal({}, { SendAcctAuthEmail: sent() });
    await submitEmail(setup, 'ada@example');
    const field = screen.getByRole('textbox', { name: 'Your email' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Please enter a valid email address.');
    expect(setup.calls).toEqual([]);
  });

  it('offers the Google shortcut for a Google-looking address', async () => {
    const setup = renderModal();
    setup.open({ operation: 'login', step: 'ENTER_EMAIL' });
    await setup.user.type(screen.getByRole('textbox', { name: 'Your email' }), 'ada@gm');
    expect(screen.getByRole('link', { name: 'Sign in with Google' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/m\/connect\/google\?operation=login&redirect=/),
    );
  });

  it('sends on Enter with the page to come back to, then asks for the code', async () => {
    const setup = renderModal({}, { SendAcctAuthEmail: sent() });
    await submitEmail(setup, ' ada@example.com ');
    const dialog = await screen.findByRole('dialog', { name: 'Check your email inbox' });
    expect(setup.calls).toEqual([
      {
        name: 'SendAcctAuthEmail',
        variables: {
          input: {
            email: 'ada@example.com',
            operation: 'login',
            redirect: 'http://localhost:3000/p/abc?source=home',
            fullName: null,
            captchaValue: null,
            type: 'LOGIN_CODE',
          },
        },
      },
    ]);
    expect(dialog).toHaveTextContent('To sign in, click the magic link or enter the code we sent to:ada@example.com');
    expect(within(dialog).getAllByRole('textbox', { name: /^Digit \d of 6$/ })).toHaveLength(6);
    expect(within(dialog).getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Validate' })).toBeDisabled();
    expect(setup.tracked()).toEqual(
      expect.arrayContaining(['susi.emailForm.submitted', 'susi.loginLinkSent', 'susi.loginCode.viewed']),
    );
  });

  it('shows UNRECOGNIZED_EMAIL for an unknown address, and moves on to sign-up from there', async () => {
    const setup = renderModal(
      {},
      {
        SendAcctAuthEmail: () => ({
          data: { sendAcctAuthEmail: { __typename: 'NotFound', message: "Sorry, we didn't recognize that email." } },
        }),
      },
    );
    await submitEmail(setup, 'nobody@example.com');
    const dialog = await screen.findByRole('dialog', { name: "Sorry, we didn't recognize that email." });
    expect(dialog).toHaveTextContent('Would you like to sign in with a different email?');
    await setup.user.click(within(dialog).getByRole('button', { name: 'Create a new account' }));
    expect(screen.getByRole('dialog', { name: 'Sign up with email' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your email' })).toHaveValue('');
  });

  it('shows a server message in the field, and Please try again. when there is no answer', async () => {
    const setup = renderModal(
      {},
      {
        SendAcctAuthEmail: (variables) =>
          (variables.input as { email: string }).email === 'bad@example.com'
            ? { data: { sendAcctAuthEmail: { __typename: 'BadRequest', message: 'That address cannot sign in.' } } }
            : new Error('offline'),
      },
    );
    await submitEmail(setup, 'bad@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('That address cannot sign in.');

    const field = screen.getByRole('textbox', { name: 'Your email' });
    await setup.user.clear(field);
    await setup.user.type(field, 'other@example.com{Enter}');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Please try again.'));
  });

  it('signs up through the captcha, with the reCAPTCHA disclaimer and a Need help? link on failure', async () => {
    const setup = renderModal(
      {},
      {
        SendAcctAuthEmail: () => ({
          data: { sendAcctAuthEmail: { __typename: 'FailedChallenge', message: 'reCAPTCHA verification failed.' } },
        }),
      },
    );
    setup.open({ operation: 'register', step: 'ENTER_EMAIL' });
    expect(screen.getByText(/protected by reCAPTCHA/)).toBeInTheDocument();
    await setup.user.type(screen.getByRole('textbox', { name: 'Your email' }), 'new@example.com{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('reCAPTCHA verification failed. Need help?');
    expect(within(alert).getByRole('link', { name: 'Need help?' })).toHaveAttribute('target', '_blank');
    expect(setup.calls[0]?.variables).toMatchObject({
      input: { operation: 'register', captchaValue: 'inkpot-dev-captcha-pass' },
    });
  });
});

describe('the login code', () => {
  async function atCodeStep(verify: Answer, send: Answer = sent()) {
    const setup = renderModal({}, { SendAcctAuthEmail: send, VerifyLoginCode: verify });
    setup.open({ operation: 'login', step: 'ENTER_EMAIL' });
    await setup.user.type(screen.getByRole('textbox', { name: 'Your email' }), 'ada@example.com{Enter}');
    await screen.findByRole('dialog', { name: 'Check your email inbox' });
    return setup;
  }
  const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 6` });

  it('accepts digits only, advances as they are typed and goes back on Backspace', async () => {
    const { user } = await atCodeStep(() => new Error('unused'));
    await user.keyboard('1a2');
    expect([box(1), box(2), box(3)].map((input) => (input as HTMLInputElement).value)).toEqual(['1', '2', '']);
    expect(box(3)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(box(2)).toHaveFocus();
    expect(box(2)).toHaveValue('');
  });

  it('fills all boxes from a paste and signs in with a Token: callback with token, state medium, operation', async () => {
    const { user, calls, leave, tracked } = await atCodeStep(() => ({
      data: { verifyLoginCode: { __typename: 'Token', value: 'handoff' } },
    }));
    await user.paste('012345');
    expect([1, 2, 3, 4, 5, 6].map((n) => (box(n) as HTMLInputElement).value).join('')).toBe('012345');
    const validate = screen.getByRole('button', { name: 'Validate' });
    expect(validate).toBeEnabled();
    await user.click(validate);
    await waitFor(() =>
      expect(leave).toHaveBeenCalledWith('/m/callback/email?token=handoff&state=medium&operation=login'),
    );
    expect(calls.at(-1)).toEqual({ name: 'VerifyLoginCode', variables: { loginCode: '012345' } });
    expect(box(1)).toBeDisabled();
    expect(tracked()).toEqual(expect.arrayContaining(['susi.loginCode.submitted', 'susi.loginCode.success']));
  });

  it('Enter with fewer than six digits says so without a call', async () => {
    const { user, calls } = await atCodeStep(() => new Error('unused'));
    await user.keyboard('123{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Login code must be 6 digits.');
    expect(calls.map((call) => call.name)).toEqual(['SendAcctAuthEmail']);
  });

  it('shows the server message of a wrong code under the boxes', async () => {
    const message =
      'That verification code was incorrect. You have 5 more attempt(s) before your account is locked for 1 minute.';
    const { user } = await atCodeStep(() => ({ data: { verifyLoginCode: { __typename: 'BadRequest', message } } }));
    await user.keyboard('999999{Enter}');
    expect(await screen.findByText(message)).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('group', { name: 'Login code' })).toHaveAccessibleDescription(message);
    expect(box(1)).toBeEnabled();
  });

  it('Resend code clears the code, sends again and toasts Code sent! for 3 s without a close button', async () => {
    const { user, calls, toasts } = await atCodeStep(() => new Error('unused'));
    await user.keyboard('12');
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    await waitFor(() => expect(toasts()).toEqual([{ message: 'Code sent!', duration: 3000, hideClose: true }]));
    expect(calls.map((call) => call.name)).toEqual(['SendAcctAuthEmail', 'SendAcctAuthEmail']);
    expect(box(1)).toHaveValue('');
    expect(box(2)).toHaveValue('');
  });
});

describe('an expired email link', () => {
  it('opens the email form with the expired-link title and text, and takes the marker out of the address', () => {
    const { props, bus } = createTestMountProps('auth', {
      location: { pathname: '/', search: '?signInError=expired', routeName: 'home' },
    });
    const navigate = jest.fn();
    render(<SignInModalFlow {...props} navigation={{ ...props.navigation, navigate }} />);
    const dialog = screen.getByRole('dialog', { name: 'Your sign in link has expired' });
    expect(dialog).toHaveTextContent("Enter your email address, and we'll send a new link to your inbox.");
    expect(navigate).toHaveBeenCalledWith('/', { replace: true });
    expect(bus).toBeDefined();
  });
});

describe('after a sign-in', () => {
  const signedIn = (isMember: boolean) =>
    ({
      status: 'signed-in',
      viewer: { id: 'u1', name: 'Ada Lovelace', username: 'ada', imageId: null, isMember },
    }) as const;
  afterEach(() => {
    document.cookie = 'inkpot_just_signed_in=; Max-Age=0; Path=/';
  });

  it('confirms once the page the callback marked is back signed in, and takes the marker away', async () => {
    document.cookie = 'inkpot_just_signed_in=1; Path=/';
    const { props, bus } = createTestMountProps('auth', { viewer: signedIn(false) });
    const toasts: unknown[] = [];
    const tracked: string[] = [];
    bus.on('toast/show').subscribe((toast) => toasts.push(toast));
    bus.on('analytics/track').subscribe(({ name }) => tracked.push(name));
    render(<SignInModal {...props} />);
    await waitFor(() => expect(toasts).toEqual([{ kind: 'sign-in-confirmation', name: 'Ada Lovelace', tier: null }]));
    expect(tracked).toContain('susi.clientSuccess');
    expect(document.cookie).not.toContain('inkpot_just_signed_in');
  });

  it("shows a Friend's tier, asked of the API", async () => {
    document.cookie = 'inkpot_just_signed_in=1; Path=/';
    const { apollo } = fakeApollo({
      SignInConfirmationViewer: () => ({
        data: {
          viewer: {
            __typename: 'Viewer',
            id: 'u1',
            membership: { __typename: 'Membership', id: 'm1', tier: 'FRIEND' },
          },
        },
      }),
    });
    const { props, bus } = createTestMountProps('auth', { viewer: signedIn(true), overrides: { apollo } });
    const toasts: unknown[] = [];
    bus.on('toast/show').subscribe((toast) => toasts.push(toast));
    render(<SignInModal {...props} />);
    await waitFor(() =>
      expect(toasts).toEqual([{ kind: 'sign-in-confirmation', name: 'Ada Lovelace', tier: 'FRIEND' }]),
    );
  });

  it('says nothing on a page nobody marked', () => {
    const { props, bus } = createTestMountProps('auth', { viewer: signedIn(true) });
    const toasts: unknown[] = [];
    bus.on('toast/show').subscribe((toast) => toasts.push(toast));
    render(<SignInModal {...props} />);
    expect(toasts).toEqual([]);
  });
});

describe('entry points', () => {
  it('invites to subscribe to a writer: Create Account first, providers as subtle links, the opt-out line', async () => {
    const { open, user } = renderModal();
    // What the notifications remote's newsletter button sends a visitor's Subscribe as.
    open({
      operation: 'register',
      entryPoint: AUTH_ENTRY_POINTS.subscribeUser,
      user: { id: 'u9', name: 'Ada Lovelace' },
    });
    const dialog = screen.getByRole('dialog', { name: 'Be the first to hear about new stories from Ada Lovelace' });
    expect(within(dialog).getByRole('link', { name: 'Sign up with Google' })).toHaveClass('ink-susi-subtle-method');
    expect(within(dialog).getByText(/^By clicking/)).toHaveTextContent(
      'By clicking "Create Account", you accept Inkpot\'s Terms of Service and Privacy Policy. Opt out any time by unsubscribing in Settings.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Create Account' }));
    expect(screen.getByRole('dialog', { name: 'Sign up with email' })).toBeInTheDocument();
  });

  it('asks for a personal address on a discount plan sign-up', () => {
    const { open } = renderModal();
    open({ operation: 'register', step: 'ENTER_EMAIL', entryPoint: 'discount_plan' });
    expect(screen.getByRole('dialog', { name: 'Sign up with email' })).toHaveTextContent(
      "Enter your personal email address to create an account. This is your primary access to the product, so don't use a school or work email.",
    );
  });

  it('flags the page as having the overlay while an entry point is set', async () => {
    const { open, bus } = renderModal();
    open({ operation: 'login', entryPoint: 'bookmark' });
    expect(document.documentElement.dataset.susiOverlay).toBe('bookmark');
    act(() => void bus.publish('auth/close', {}, 'navigation'));
    await waitFor(() => expect(document.documentElement.dataset.susiOverlay).toBeUndefined());
  });

  it("shows 'powered by' for a publication's flow", () => {
    const { open } = renderModal();
    open({ operation: 'login', collection: { name: 'Night Shift Engineering' } });
    expect(screen.getByText('Night Shift Engineering is powered by Inkpot')).toHaveClass('ink-susi-powered-by');
  });
});

it('puts the account token and the action url into the provider links when the flow has an action url', async () => {
  const { open } = renderModal({}, { AccountToken: () => ({ data: { accountToken: 'acct-token' } }) });
  open({ operation: 'login', actionUrl: 'http://localhost:3000/p/abc?action=clap' });
  await waitFor(() =>
    expect(screen.getByRole('link', { name: 'Sign in with Google' })).toHaveAttribute(
      'href',
      expect.stringContaining(
        `actionUrl=${encodeURIComponent('http://localhost:3000/p/abc?action=clap')}&token=acct-token`,
      ),
    ),
  );
});
