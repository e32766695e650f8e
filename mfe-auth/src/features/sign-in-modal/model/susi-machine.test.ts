import { emptyCode } from './login-code.ts';
import {
  canValidate,
  closedSusiState,
  CODE_SENT_TOAST,
  susiTransition,
  type OpenSusiState,
  type SusiEvent,
  type SusiState,
  type SusiStep,
} from './susi-machine.ts';
import type { AuthOpenRequest, SusiOperation } from './susi-operation.ts';

const REDIRECT = 'http://localhost:3000/p/abc';

function opened(request: AuthOpenRequest, embedded = false): OpenSusiState {
  const { state } = susiTransition(closedSusiState, { type: 'open', request, redirect: REDIRECT, embedded });
  if (!state.open) throw new Error('did not open');
  return state;
}

/** Runs events in order and returns the last state and every effect. */
function run(state: SusiState, ...events: SusiEvent[]) {
  const effects = [];
  for (const event of events) {
    const next = susiTransition(state, event);
    state = next.state;
    effects.push(...next.effects);
  }
  return { state: state as OpenSusiState, effects };
}

const atEmail = (operation: SusiOperation = 'login') => opened({ operation, step: 'ENTER_EMAIL' });
const typed = (email: string, operation: SusiOperation = 'login') =>
  run(atEmail(operation), { type: 'emailChanged', value: email }).state;
const atInbox = (operation: SusiOperation = 'login') =>
  run(
    typed('ada@example.com', operation),
    { type: 'submitEmail' },
    ...(operation === 'register' ? [{ type: 'captchaDone', token: 'captcha-token' } as const] : []),
    { type: 'sendDone', result: { __typename: 'SusiMethod', value: operation } },
  ).state;
const withCode = (code: string, state = atInbox()) =>
  run(state, { type: 'codeChanged', digits: [...code.padEnd(6, ' ')].map((c) => (c === ' ' ? '' : c)) }).state;
const names = (effects: { type: string; name?: string }[]) =>
  effects.filter((effect) => effect.type === 'track').map((effect) => effect.name);

describe('opening', () => {
  it.each<[string, AuthOpenRequest, SusiOperation, SusiStep]>([
    ['login without a step: the login option list', { operation: 'login' }, 'login', null],
    ['register without a step: the register option list', { operation: 'register' }, 'register', null],
    ['SIGNUP_OPTIONS wins over a login operation', { operation: 'login', step: 'SIGNUP_OPTIONS' }, 'register', null],
    ['SIGNIN_OPTIONS wins over a register operation', { operation: 'register', step: 'SIGNIN_OPTIONS' }, 'login', null],
    ['ENTER_EMAIL keeps the operation', { operation: 'register', step: 'ENTER_EMAIL' }, 'register', 'ENTER_EMAIL'],
    [
      'an expired link (email_login_timeout) opens the email form',
      { operation: 'login', entryPoint: 'email_login_timeout' },
      'login',
      'ENTER_EMAIL',
    ],
  ])('%s', (_, request, operation, step) => {
    expect(opened(request)).toMatchObject({ open: true, operation, step, redirect: REDIRECT, email: '' });
  });

  it('keeps the entry point (the sign-up entry tag) and reports the view', () => {
    const { state, effects } = run(closedSusiState, {
      type: 'open',
      request: { operation: 'register', entryPoint: 'write' },
      redirect: REDIRECT,
    });
    expect(state.entryPoint).toBe('write');
    expect(effects).toEqual([
      { type: 'track', name: 'susi.modalViewed', data: { operation: 'register', entryPoint: 'write' } },
    ]);
  });

  it('reports an embedded flow as susi.viewed', () => {
    const { effects } = run(closedSusiState, {
      type: 'open',
      request: { operation: 'login' },
      redirect: REDIRECT,
      embedded: true,
    });
    expect(names(effects)).toEqual(['susi.viewed']);
  });
});

describe('closing', () => {
  it('closes the modal from any step', () => {
    expect(run(atInbox(), { type: 'close' }).state).toEqual(closedSusiState);
  });

  it('cannot be hidden when embedded', () => {
    const state = opened({ operation: 'login' }, true);
    expect(run(state, { type: 'close' }).state).toBe(state);
  });
});

describe('option list, toggle and unrecognized email', () => {
  it('goes to the email form when email is chosen', () => {
    const { state, effects } = run(opened({ operation: 'login' }), { type: 'chooseEmail' });
    expect(state.step).toBe('ENTER_EMAIL');
    expect(names(effects)).toEqual(['susi.methodClicked', 'susi.emailForm.viewed']);
  });

  it('toggles sign in and sign up on the option list and the email form only', () => {
    expect(run(opened({ operation: 'login' }), { type: 'toggleOperation' }).state.operation).toBe('register');
    expect(run(atEmail('register'), { type: 'toggleOperation' }).state).toMatchObject({
      operation: 'login',
      step: 'ENTER_EMAIL',
    });
    expect(run(atInbox(), { type: 'toggleOperation' }).state.operation).toBe('login');
  });

  it('goes back to the option list, forgetting the email', () => {
    const { state } = run(typed('ada@example.com'), { type: 'showOptions' });
    expect(state).toMatchObject({ step: null, email: '' });
  });

  it('from UNRECOGNIZED_EMAIL, creating an account moves to register with ENTER_EMAIL', () => {
    const unrecognized = run(
      typed('nobody@example.com'),
      { type: 'submitEmail' },
      {
        type: 'sendDone',
        result: { __typename: 'NotFound', message: "Sorry, we didn't recognize that email." },
      },
    ).state;
    expect(unrecognized).toMatchObject({ step: 'UNRECOGNIZED_EMAIL', email: '', emailError: null });
    expect(run(unrecognized, { type: 'createAccount' }).state).toMatchObject({
      operation: 'register',
      step: 'ENTER_EMAIL',
    });
    expect(run(unrecognized, { type: 'showOptions' }).state).toMatchObject({ operation: 'login', step: null });
  });
});

describe('ENTER_EMAIL', () => {
  it('trims the address on every change', () => {
    expect(typed('  ada@example.com  ').email).toBe('ada@example.com');
  });

  it('refuses an invalid address without a call', () => {
    const { state, effects } = run(typed('ada@example'), { type: 'submitEmail' });
    expect(state).toMatchObject({ emailError: 'Please enter a valid email address.', request: null });
    expect(effects).toEqual([]);
  });

  it('sends a login straight away, with the redirect and the code type', () => {
    const { state, effects } = run(typed('ada@example.com'), { type: 'submitEmail' });
    expect(state.request).toEqual({ kind: 'send', stage: 'request' });
    expect(effects).toContainEqual({
      type: 'sendEmail',
      input: {
        email: 'ada@example.com',
        operation: 'login',
        redirect: REDIRECT,
        fullName: null,
        captchaValue: null,
        type: 'LOGIN_CODE',
      },
    });
    expect(names(effects)).toEqual(['susi.emailForm.submitted']);
  });

  it('runs the captcha (action signup) before a sign-up, then sends with its value', () => {
    const first = run(typed('new@example.com', 'register'), { type: 'submitEmail' });
    expect(first.state.request).toEqual({ kind: 'send', stage: 'captcha' });
    expect(first.effects).toContainEqual({ type: 'runCaptcha', action: 'signup' });
    expect(first.effects.some((effect) => effect.type === 'sendEmail')).toBe(false);

    const second = run(first.state, { type: 'captchaDone', token: 'dev-token' });
    expect(second.effects).toContainEqual(
      expect.objectContaining({
        type: 'sendEmail',
        input: expect.objectContaining({ operation: 'register', captchaValue: 'dev-token' }),
      }),
    );
    expect(names(second.effects)).toEqual(['susi.recaptcha.success']);
  });

  it('a captcha that fails ends in RECAPTCHA_FAILED without a send', () => {
    const { state, effects } = run(
      typed('new@example.com', 'register'),
      { type: 'submitEmail' },
      {
        type: 'captchaDone',
        token: null,
      },
    );
    expect(state).toMatchObject({ request: null, recaptchaFailed: true, emailError: 'reCAPTCHA verification failed.' });
    expect(effects.some((effect) => effect.type === 'sendEmail')).toBe(false);
    expect(names(effects)).toEqual(['susi.emailForm.submitted', 'susi.recaptcha.failure', 'susi.error']);
  });

  it("logs susi.recaptcha.failure for the server's FailedChallenge, susi.blocked for a rate limit", () => {
    const sending = run(
      typed('new@example.com', 'register'),
      { type: 'submitEmail' },
      { type: 'captchaDone', token: 't' },
    ).state;
    const failed = run(sending, { type: 'sendDone', result: { __typename: 'FailedChallenge', message: 'no' } });
    expect(names(failed.effects)).toEqual(['susi.recaptcha.failure', 'susi.error']);
    const limited = run(sending, { type: 'sendDone', result: { __typename: 'RateLimited', message: 'slow down' } });
    expect(names(limited.effects)).toEqual(['susi.blocked', 'susi.error']);

    const checking = run(
      atInbox(),
      { type: 'codeChanged', digits: ['1', '2', '3', '4', '5', '6'] },
      { type: 'submitCode' },
    ).state;
    const blocked = run(checking, { type: 'verifyDone', result: { __typename: 'RateLimited', message: null } });
    expect(names(blocked.effects)).toEqual(['susi.blocked', 'susi.error']);
  });

  it('ignores edits and submits while a send runs', () => {
    const sending = run(typed('ada@example.com'), { type: 'submitEmail' }).state;
    expect(run(sending, { type: 'emailChanged', value: 'other@example.com' }).state).toBe(sending);
    expect(run(sending, { type: 'submitEmail' }).effects).toEqual([]);
  });

  describe('send outcomes', () => {
    const send = (
      result: Parameters<typeof susiTransition>[1] & { type: 'sendDone' },
      operation: SusiOperation = 'login',
    ) =>
      run(
        typed('ada@example.com', operation),
        { type: 'submitEmail' },
        ...(operation === 'register' ? [{ type: 'captchaDone', token: 't' } as const] : []),
        result,
      );

    it('SusiMethod: the step moves on to CHECK_YOUR_INBOX, a login link sent event is logged', () => {
      const { state, effects } = send({ type: 'sendDone', result: { __typename: 'SusiMethod', value: 'login' } });
      expect(state).toMatchObject({
        step: 'CHECK_YOUR_INBOX',
        operation: 'login',
        email: 'ada@example.com',
        request: null,
      });
      expect(names(effects)).toContain('susi.loginLinkSent');
      expect(names(effects)).toContain('susi.loginCode.viewed');
    });

    it('SusiMethod: the operation becomes the one the server answered (sign-up of a known address)', () => {
      const { state } = send({ type: 'sendDone', result: { __typename: 'SusiMethod', value: 'login' } }, 'register');
      expect(state.operation).toBe('login');
    });

    it('FailedChallenge: RECAPTCHA_FAILED with the server message', () => {
      const { state } = send(
        { type: 'sendDone', result: { __typename: 'FailedChallenge', message: 'reCAPTCHA verification failed.' } },
        'register',
      );
      expect(state).toMatchObject({
        step: 'ENTER_EMAIL',
        recaptchaFailed: true,
        emailError: 'reCAPTCHA verification failed.',
      });
    });

    it('BadRequest: the server message in the field', () => {
      const { state } = send({ type: 'sendDone', result: { __typename: 'BadRequest', message: 'Nope.' } });
      expect(state).toMatchObject({ step: 'ENTER_EMAIL', emailError: 'Nope.', recaptchaFailed: false });
    });

    it('NotFound: no message, the email is cleared and UNRECOGNIZED_EMAIL shows', () => {
      const { state, effects } = send({ type: 'sendDone', result: { __typename: 'NotFound', message: 'x' } });
      expect(state).toMatchObject({ step: 'UNRECOGNIZED_EMAIL', email: '', emailError: null });
      expect(effects).toContainEqual(
        expect.objectContaining({
          name: 'susi.error',
          data: expect.objectContaining({ errorType: 'UNRECOGNIZED_EMAIL' }),
        }),
      );
    });

    it('anything else: Please try again.', () => {
      const { state } = send({ type: 'sendDone', result: { __typename: 'Failure' } });
      expect(state).toMatchObject({ step: 'ENTER_EMAIL', emailError: 'Please try again.', request: null });
    });
  });
});

describe('CHECK_YOUR_INBOX and the login code', () => {
  it('starts with empty boxes and Validate disabled until six digits are there', () => {
    expect(atInbox().code).toEqual(emptyCode());
    expect(canValidate(atInbox())).toBe(false);
    expect(canValidate(withCode('12345'))).toBe(false);
    expect(canValidate(withCode('123456'))).toBe(true);
  });

  it('a short code shows the local error without a call', () => {
    const { state, effects } = run(withCode('123'), { type: 'submitCode' });
    expect(state.codeError).toBe('Login code must be 6 digits.');
    expect(effects).toEqual([]);
  });

  it('checks a full code, disabled while it runs', () => {
    const { state, effects } = run(withCode('012345'), { type: 'submitCode' });
    expect(effects).toContainEqual({ type: 'verifyCode', loginCode: '012345' });
    expect(names(effects)).toEqual(['susi.loginCode.submitted']);
    expect(canValidate(state)).toBe(false);
    expect(run(state, { type: 'submitCode' }).effects).toEqual([]);
  });

  it('a Token redirects to the email callback with the token, state medium and the operation', () => {
    const { state, effects } = run(
      withCode('012345'),
      { type: 'submitCode' },
      {
        type: 'verifyDone',
        result: { __typename: 'Token', value: 'hand/off+token' },
      },
    );
    expect(state.signedIn).toBe(true);
    expect(canValidate(state)).toBe(false);
    expect(effects).toContainEqual({
      type: 'redirect',
      url: '/m/callback/email?token=hand%2Foff%2Btoken&state=medium&operation=login',
    });
    expect(names(effects)).toContain('susi.loginCode.success');
  });

  it.each([
    [
      'BadRequest',
      'That verification code was incorrect. You have 5 more attempt(s) before your account is locked for 1 minute.',
      'That verification code was incorrect. You have 5 more attempt(s) before your account is locked for 1 minute.',
    ],
    ['BadRequest', '', 'Invalid code.'],
    ['NotFound', null, 'Invalid code.'],
    ['RateLimited', 'Too many attempts. Please try again later.', 'Too many attempts. Please try again later.'],
    [
      'TooManyRequests',
      'You reached your maximum number of attempts. Your account will be locked for 1 minute(s).',
      'You reached your maximum number of attempts. Your account will be locked for 1 minute(s).',
    ],
    ['TooManyRequests', null, 'Too many attempts. Please try again later.'],
  ] as const)('%s with message %j shows %j under the boxes', (typename, message, shown) => {
    const { state } = run(
      withCode('999999'),
      { type: 'submitCode' },
      {
        type: 'verifyDone',
        result: { __typename: typename, message },
      },
    );
    expect(state).toMatchObject({ codeError: shown, request: null, signedIn: false });
  });

  it('logs exceeded attempts on TooManyRequests', () => {
    const { effects } = run(
      withCode('999999'),
      { type: 'submitCode' },
      {
        type: 'verifyDone',
        result: { __typename: 'TooManyRequests', message: null },
      },
    );
    expect(names(effects)).toContain('susi.loginCode.exceededAttempts');
    expect(effects).toContainEqual({
      type: 'toast',
      toast: {
        message: 'Too many attempts. Please try again later.',
        style: 'error',
        extraParams: { testId: 'account-lockout' },
      },
    });
  });

  it('no answer at all: Please try again.', () => {
    const { state } = run(
      withCode('999999'),
      { type: 'submitCode' },
      { type: 'verifyDone', result: { __typename: 'Failure' } },
    );
    expect(state.codeError).toBe('Please try again.');
  });

  it('typing clears the error', () => {
    const failed = run(withCode('12'), { type: 'submitCode' }).state;
    expect(run(failed, { type: 'codeChanged', digits: ['1', '2', '3', '', '', ''] }).state.codeError).toBeNull();
  });

  describe('Resend code', () => {
    it('clears the code and errors, sends again and toasts Code sent! for 3 s without a close button', () => {
      const failed = run(withCode('1'), { type: 'submitCode' }).state;
      const resending = run(failed, { type: 'resendCode' });
      expect(resending.state).toMatchObject({
        code: emptyCode(),
        codeError: null,
        request: { kind: 'resend', stage: 'request' },
      });
      expect(resending.effects).toContainEqual(
        expect.objectContaining({ type: 'sendEmail', input: expect.objectContaining({ email: 'ada@example.com' }) }),
      );
      const done = run(resending.state, { type: 'sendDone', result: { __typename: 'SusiMethod', value: 'login' } });
      expect(done.effects).toContainEqual({ type: 'toast', toast: CODE_SENT_TOAST });
      expect(CODE_SENT_TOAST).toEqual({ message: 'Code sent!', duration: 3000, hideClose: true });
      expect(done.state).toMatchObject({ step: 'CHECK_YOUR_INBOX', request: null });
    });

    it('runs the captcha first for register', () => {
      const { state, effects } = run(atInbox('register'), { type: 'resendCode' });
      expect(effects).toEqual([{ type: 'runCaptcha', action: 'signup' }]);
      const sent = run(state, { type: 'captchaDone', token: 'again' });
      expect(sent.effects).toContainEqual(
        expect.objectContaining({ type: 'sendEmail', input: expect.objectContaining({ captchaValue: 'again' }) }),
      );
    });

    it('shows a failed resend under the boxes, with no toast', () => {
      const { state, effects } = run(
        atInbox(),
        { type: 'resendCode' },
        {
          type: 'sendDone',
          result: {
            __typename: 'RateLimited',
            message: 'Too many attempts. Please try again later.',
          },
        },
      );
      expect(state.codeError).toBe('Too many attempts. Please try again later.');
      expect(effects.some((effect) => effect.type === 'toast')).toBe(false);
    });
  });
});

it('ignores everything but open while closed', () => {
  for (const type of ['close', 'chooseEmail', 'toggleOperation', 'showOptions', 'submitEmail', 'resendCode'] as const) {
    expect(susiTransition(closedSusiState, { type }).state).toBe(closedSusiState);
  }
});

describe('account token', () => {
  it('is fetched when the flow has an action url, and kept for the provider links', () => {
    const { state, effects } = run(closedSusiState, {
      type: 'open',
      request: { operation: 'login', actionUrl: 'http://localhost:3000/p/abc?action=clap' },
      redirect: REDIRECT,
    });
    expect(effects).toContainEqual({ type: 'fetchAccountToken' });
    expect(run(state, { type: 'accountTokenDone', token: 'tok' }).state).toMatchObject({
      actionUrl: 'http://localhost:3000/p/abc?action=clap',
      accountToken: 'tok',
    });
  });

  it('is not fetched without an action url', () => {
    const { effects } = run(closedSusiState, { type: 'open', request: { operation: 'login' }, redirect: REDIRECT });
    expect(effects.some((effect) => effect.type === 'fetchAccountToken')).toBe(false);
  });
});
