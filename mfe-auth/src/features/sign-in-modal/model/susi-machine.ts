import type { Toast } from '@inkpot/shared-contracts';
import { INVALID_EMAIL_MESSAGE, isValidEmail, trimEmail } from './email-rules.ts';
import { codeValue, emptyCode, LOGIN_CODE_LENGTH, loginCodeError, type CodeDigits } from './login-code.ts';
import { DEFAULT_SIGN_IN_ERROR, TOO_MANY_ATTEMPTS_MESSAGE } from '@inkpot/shared-contracts/sign-in-errors';
import { EXPIRED_LINK_ENTRY_POINT } from './sign-in-page-request.ts';
import type { AuthOpenRequest, SusiOperation, SusiSubject } from './susi-operation.ts';
import { socialSignInErrorText, type SocialSignInError } from '@inkpot/shared-contracts/social-sign-in-errors';

/**
 * `null` is the option list of the operation; the others are the email steps.
 * CHECK_YOUR_INBOX holds the login-code screen.
 */
export type SusiStep = null | 'ENTER_EMAIL' | 'UNRECOGNIZED_EMAIL' | 'CHECK_YOUR_INBOX';

/**
 * A social sign-in that came back without signing the reader in (the API's
 * `?signInError=<code>&signInProvider=<provider>`): an unknown account is the UNRECOGNIZED_EMAIL
 * step, anything else the options with the error's text above them.
 */
export interface SocialReturn {
  error: SocialSignInError;
  providerName: string;
}

/** The reCAPTCHA action of a sign-up. */
export const SIGNUP_CAPTCHA_ACTION = 'signup';
/** 'Code sent!' stays 3 seconds and has no close button. */
export const CODE_SENT_TOAST: Toast = { message: 'Code sent!', duration: 3000, hideClose: true };
export const INVALID_CODE_MESSAGE = 'Invalid code.';
/** FailedChallenge without a server message. */
export const RECAPTCHA_FAILED_MESSAGE = 'reCAPTCHA verification failed.';
/** The state the email callback is told a code sign-in came with. */
export const CODE_CALLBACK_STATE = 'medium';
export const EMAIL_CALLBACK_PATH = '/m/callback/email';

/** What the send of a sign-in email answered (sendAcctAuthEmail); Failure is no answer at all. */
export type SendResult =
  | { __typename: 'SusiMethod'; value: string }
  | { __typename: 'BadRequest' | 'FailedChallenge' | 'NotFound' | 'RateLimited'; message: string }
  | { __typename: 'Failure' };

/** What VerifyLoginCode answered; Failure is no answer at all. */
export type VerifyResult =
  | { __typename: 'Token'; value: string }
  | { __typename: 'BadRequest' | 'NotFound' | 'TooManyRequests' | 'RateLimited'; message: string | null }
  | { __typename: 'Failure' };

/** The request in flight: an email send (or resend), its captcha first for sign-up, or a code check. */
export type SusiRequest = { kind: 'send' | 'resend'; stage: 'captcha' | 'request' } | { kind: 'verify' } | null;

export interface OpenSusiState {
  open: true;
  operation: SusiOperation;
  step: SusiStep;
  entryPoint: string | null;
  /** Where the reader lands after signing in (an absolute URL). */
  redirect: string;
  /** The action the reader was about to take, and the account token fetched for it. */
  actionUrl: string | null;
  accountToken: string | null;
  /** The writer or publication the flow was opened about. */
  subject: SusiSubject;
  /** On the sign-in page: cannot be hidden. */
  embedded: boolean;
  email: string;
  /** The email field's description in its error state. */
  emailError: string | null;
  /** RECAPTCHA_FAILED: the message shows with a 'Need help?' link. */
  recaptchaFailed: boolean;
  code: CodeDigits;
  codeError: string | null;
  request: SusiRequest;
  /** A code was accepted: everything stays disabled while the browser leaves. */
  signedIn: boolean;
  /** Why the reader is back at the options: a social sign-in that did not sign them in. */
  notice: string | null;
}

export type SusiState = { open: false } | OpenSusiState;

export const closedSusiState: SusiState = { open: false };

export type SusiEvent =
  | { type: 'open'; request: AuthOpenRequest; redirect: string; embedded?: boolean; socialReturn?: SocialReturn }
  | { type: 'close' }
  | { type: 'chooseEmail' }
  | { type: 'toggleOperation' }
  | { type: 'showOptions' }
  | { type: 'createAccount' }
  | { type: 'emailChanged'; value: string }
  | { type: 'submitEmail' }
  | { type: 'captchaDone'; token: string | null }
  | { type: 'sendDone'; result: SendResult }
  | { type: 'codeChanged'; digits: CodeDigits }
  | { type: 'submitCode' }
  | { type: 'resendCode' }
  | { type: 'verifyDone'; result: VerifyResult }
  | { type: 'accountTokenDone'; token: string | null };

export interface SendEmailInput {
  email: string;
  operation: SusiOperation;
  redirect: string;
  fullName: null;
  captchaValue: string | null;
  type: 'LOGIN_CODE';
}

/** Side effects the component runs for the machine; their outcomes come back as events. */
export type SusiEffect =
  | { type: 'runCaptcha'; action: typeof SIGNUP_CAPTCHA_ACTION }
  | { type: 'sendEmail'; input: SendEmailInput }
  | { type: 'verifyCode'; loginCode: string }
  | { type: 'fetchAccountToken' }
  | { type: 'redirect'; url: string }
  | { type: 'toast'; toast: Toast }
  | { type: 'track'; name: string; data: Record<string, unknown> };

export interface Transition {
  state: SusiState;
  effects: SusiEffect[];
}

const otherOperation = (operation: SusiOperation): SusiOperation => (operation === 'login' ? 'register' : 'login');

const freshFlow = {
  email: '',
  emailError: null,
  recaptchaFailed: false,
  code: emptyCode(),
  codeError: null,
  request: null,
  signedIn: false,
  notice: null,
} as const;

/**
 * The state an `auth/open` request opens the flow in. The header's SIGNIN_OPTIONS and
 * SIGNUP_OPTIONS steps name their operation, so they win over the request's own operation; the
 * expired-link entry point opens at the email form.
 */
export function openedSusiState(request: AuthOpenRequest, redirect: string, embedded = false): OpenSusiState {
  const subject: SusiSubject = {
    user: request.user ? { name: request.user.name } : null,
    collection: request.collection ? { name: request.collection.name } : null,
  };
  const base = {
    entryPoint: request.entryPoint ?? null,
    redirect,
    actionUrl: request.actionUrl ?? null,
    accountToken: null,
    subject,
    embedded,
    ...freshFlow,
  };
  switch (request.step) {
    case 'SIGNIN_OPTIONS':
      return { open: true, operation: 'login', step: null, ...base };
    case 'SIGNUP_OPTIONS':
      return { open: true, operation: 'register', step: null, ...base };
    case 'ENTER_EMAIL':
      return { open: true, operation: request.operation, step: 'ENTER_EMAIL', ...base };
    case undefined:
      return {
        open: true,
        operation: request.operation,
        step: request.entryPoint === EXPIRED_LINK_ENTRY_POINT ? 'ENTER_EMAIL' : null,
        ...base,
      };
  }
}

/** Where a social sign-in that did not sign the reader in leaves the flow (see SocialReturn). */
function afterSocialReturn(state: OpenSusiState, { error, providerName }: SocialReturn): OpenSusiState {
  if (error === 'unrecognized') return { ...state, step: 'UNRECOGNIZED_EMAIL' };
  return { ...state, step: null, notice: socialSignInErrorText(error, providerName) };
}

/** Anything is running or done: inputs and buttons are disabled. */
export const isBusy = (state: OpenSusiState): boolean => state.request !== null || state.signedIn;

/** Validate needs six digits and nothing loading. */
export const canValidate = (state: OpenSusiState): boolean =>
  !isBusy(state) && codeValue(state.code).length === LOGIN_CODE_LENGTH;

/** The link the callback signs the browser in with after a code was accepted. */
export function codeCallbackUrl(token: string, operation: SusiOperation): string {
  const query = new URLSearchParams({ token, state: CODE_CALLBACK_STATE, operation });
  return `${EMAIL_CALLBACK_PATH}?${query.toString()}`;
}

const track = (state: OpenSusiState, name: string, data: Record<string, unknown> = {}): SusiEffect => ({
  type: 'track',
  name,
  data: { operation: state.operation, entryPoint: state.entryPoint, ...data },
});

const stay = (state: SusiState): Transition => ({ state, effects: [] });

function sendInput(state: OpenSusiState, captchaValue: string | null): SendEmailInput {
  return {
    email: state.email,
    operation: state.operation,
    redirect: state.redirect,
    fullName: null,
    captchaValue,
    type: 'LOGIN_CODE',
  };
}

/** Starts a send or resend: sign-up runs the captcha first, sign-in sends straight away. */
function startSend(state: OpenSusiState, kind: 'send' | 'resend'): Transition {
  if (state.operation === 'register') {
    return {
      state: { ...state, request: { kind, stage: 'captcha' } },
      effects: [{ type: 'runCaptcha', action: SIGNUP_CAPTCHA_ACTION }],
    };
  }
  return {
    state: { ...state, request: { kind, stage: 'request' } },
    effects: [{ type: 'sendEmail', input: sendInput(state, null) }],
  };
}

function afterSend(state: OpenSusiState, kind: 'send' | 'resend', result: SendResult): Transition {
  const done = { ...state, request: null };
  if (result.__typename === 'SusiMethod') {
    // The server says how the flow goes on: a sign-up with a known address continues as sign-in.
    const operation: SusiOperation = result.value === 'register' ? 'register' : 'login';
    const next: OpenSusiState = { ...done, operation, step: 'CHECK_YOUR_INBOX', code: emptyCode(), codeError: null };
    const effects: SusiEffect[] = [track(next, 'susi.loginLinkSent', { resend: kind === 'resend' })];
    if (kind === 'resend') effects.push({ type: 'toast', toast: CODE_SENT_TOAST });
    else effects.push(track(next, 'susi.loginCode.viewed'));
    return { state: next, effects };
  }
  if (result.__typename === 'NotFound') {
    // No message; the email is cleared and the step says what happened.
    const next: OpenSusiState = { ...done, email: '', step: 'UNRECOGNIZED_EMAIL' };
    return { state: next, effects: [track(next, 'susi.error', { errorType: 'UNRECOGNIZED_EMAIL' })] };
  }
  const message =
    result.__typename === 'FailedChallenge'
      ? result.message || RECAPTCHA_FAILED_MESSAGE
      : result.__typename === 'BadRequest' || result.__typename === 'RateLimited'
        ? result.message || DEFAULT_SIGN_IN_ERROR
        : DEFAULT_SIGN_IN_ERROR;
  const errorType =
    result.__typename === 'FailedChallenge'
      ? 'RECAPTCHA_FAILED'
      : result.__typename === 'Failure'
        ? 'UNKNOWN'
        : result.__typename;
  const next: OpenSusiState =
    kind === 'resend'
      ? { ...done, codeError: message }
      : { ...done, emailError: message, recaptchaFailed: result.__typename === 'FailedChallenge' };
  return {
    state: next,
    effects: [...outcomeTracks(next, result.__typename), track(next, 'susi.error', { errorType })],
  };
}

/** A failed challenge is a reCAPTCHA failure; a rate limit is the flow being blocked. */
function outcomeTracks(state: OpenSusiState, outcome: string): SusiEffect[] {
  if (outcome === 'FailedChallenge') return [track(state, 'susi.recaptcha.failure')];
  if (outcome === 'RateLimited') return [track(state, 'susi.blocked', { reason: 'rate-limited' })];
  return [];
}

function afterVerify(state: OpenSusiState, result: VerifyResult): Transition {
  const done = { ...state, request: null };
  switch (result.__typename) {
    case 'Token': {
      const next: OpenSusiState = { ...done, signedIn: true, codeError: null };
      return {
        state: next,
        effects: [
          track(next, 'susi.loginCode.success'),
          { type: 'redirect', url: codeCallbackUrl(result.value, state.operation) },
        ],
      };
    }
    case 'TooManyRequests': {
      const message = result.message || TOO_MANY_ATTEMPTS_MESSAGE;
      const next = { ...done, codeError: message };
      return {
        state: next,
        effects: [
          track(next, 'susi.loginCode.exceededAttempts'),
          // The account lockout toast, worded by the server from its sign-in error texts.
          { type: 'toast', toast: { message, style: 'error', extraParams: { testId: 'account-lockout' } } },
        ],
      };
    }
    case 'BadRequest':
    case 'NotFound':
    case 'RateLimited': {
      const next = { ...done, codeError: result.message || INVALID_CODE_MESSAGE };
      return {
        state: next,
        effects: [
          ...outcomeTracks(next, result.__typename),
          track(next, 'susi.error', { errorType: result.__typename }),
        ],
      };
    }
    case 'Failure': {
      const next = { ...done, codeError: DEFAULT_SIGN_IN_ERROR };
      return { state: next, effects: [track(next, 'susi.error', { errorType: 'UNKNOWN' })] };
    }
  }
}

/**
 * The sign-in steps as a pure transition: the next state and the effects to
 * run. Events that do not apply to the current step, or arrive while a request runs, change nothing.
 */
export function susiTransition(state: SusiState, event: SusiEvent): Transition {
  if (event.type === 'open') {
    const opened = openedSusiState(event.request, event.redirect, event.embedded);
    const next = event.socialReturn ? afterSocialReturn(opened, event.socialReturn) : opened;
    const effects: SusiEffect[] = [track(next, next.embedded ? 'susi.viewed' : 'susi.modalViewed')];
    if (next.step === 'ENTER_EMAIL') effects.push(track(next, 'susi.emailForm.viewed'));
    // With an action url the provider links carry an account token.
    if (next.actionUrl) effects.push({ type: 'fetchAccountToken' });
    return { state: next, effects };
  }
  if (!state.open) return stay(state);
  const busy = isBusy(state);

  switch (event.type) {
    case 'close':
      // Embedded, the flow cannot be hidden.
      return state.embedded ? stay(state) : stay(closedSusiState);
    case 'chooseEmail': {
      if (state.step !== null) return stay(state);
      const next: OpenSusiState = { ...state, step: 'ENTER_EMAIL', notice: null };
      return {
        state: next,
        effects: [track(next, 'susi.methodClicked', { method: 'email' }), track(next, 'susi.emailForm.viewed')],
      };
    }
    case 'toggleOperation':
      // The option list and the email form both offer the sign in / sign up toggle.
      if (busy || (state.step !== null && state.step !== 'ENTER_EMAIL')) return stay(state);
      return stay({
        ...state,
        operation: otherOperation(state.operation),
        emailError: null,
        recaptchaFailed: false,
        notice: null,
      });
    case 'showOptions':
      if (busy || state.step === null) return stay(state);
      return stay({ ...state, ...freshFlow, step: null });
    case 'createAccount':
      // From an unrecognized email to register with ENTER_EMAIL.
      if (state.step !== 'UNRECOGNIZED_EMAIL') return stay(state);
      return stay({ ...state, operation: 'register', step: 'ENTER_EMAIL', emailError: null });
    case 'emailChanged':
      if (busy || state.step !== 'ENTER_EMAIL') return stay(state);
      return stay({ ...state, email: trimEmail(event.value), emailError: null, recaptchaFailed: false });
    case 'submitEmail': {
      if (busy || state.step !== 'ENTER_EMAIL') return stay(state);
      if (!isValidEmail(state.email)) return stay({ ...state, emailError: INVALID_EMAIL_MESSAGE });
      const started = startSend({ ...state, emailError: null, recaptchaFailed: false }, 'send');
      return { ...started, effects: [track(state, 'susi.emailForm.submitted'), ...started.effects] };
    }
    case 'captchaDone': {
      const request = state.request;
      if (!request || request.kind === 'verify' || request.stage !== 'captcha') return stay(state);
      if (event.token === null) {
        return afterSend({ ...state, request: null }, request.kind, {
          __typename: 'FailedChallenge',
          message: RECAPTCHA_FAILED_MESSAGE,
        });
      }
      const next: OpenSusiState = { ...state, request: { kind: request.kind, stage: 'request' } };
      return {
        state: next,
        effects: [track(next, 'susi.recaptcha.success'), { type: 'sendEmail', input: sendInput(next, event.token) }],
      };
    }
    case 'sendDone': {
      const request = state.request;
      if (!request || request.kind === 'verify' || request.stage !== 'request') return stay(state);
      return afterSend(state, request.kind, event.result);
    }
    case 'codeChanged':
      if (busy || state.step !== 'CHECK_YOUR_INBOX') return stay(state);
      return stay({ ...state, code: event.digits, codeError: null });
    case 'submitCode': {
      if (busy || state.step !== 'CHECK_YOUR_INBOX') return stay(state);
      const loginCode = codeValue(state.code);
      const error = loginCodeError(loginCode);
      if (error) return stay({ ...state, codeError: error });
      const next: OpenSusiState = { ...state, request: { kind: 'verify' }, codeError: null };
      return { state: next, effects: [track(next, 'susi.loginCode.submitted'), { type: 'verifyCode', loginCode }] };
    }
    case 'resendCode':
      if (busy || state.step !== 'CHECK_YOUR_INBOX') return stay(state);
      // Resend clears errors and the code first.
      return startSend({ ...state, code: emptyCode(), codeError: null }, 'resend');
    case 'verifyDone':
      if (state.request?.kind !== 'verify') return stay(state);
      return afterVerify(state, event.result);
    case 'accountTokenDone':
      return state.actionUrl ? stay({ ...state, accountToken: event.token }) : stay(state);
  }
}
