import type { BusEventMap } from '@inkpot/shared-contracts';

/** Spec 02 §1: the sign-in/sign-up ("susi") flow runs with one of two operations. */
export type SusiOperation = 'login' | 'register';

/** Spec 02 §2.1: `null` is the option list of the operation; the others are the email steps. */
export type SusiStep = null | 'ENTER_EMAIL' | 'UNRECOGNIZED_EMAIL' | 'CHECK_YOUR_INBOX';

export type AuthOpenRequest = BusEventMap['auth/open'];

export type SusiState =
  | { open: false }
  | {
      open: true;
      operation: SusiOperation;
      step: SusiStep;
      entryPoint: string | null;
      /** Where the reader returns after signing in; null means the page they are on. */
      redirect: string | null;
    };

export const closedSusiState: SusiState = { open: false };

export type SusiAction =
  | { type: 'open'; request: AuthOpenRequest }
  | { type: 'close' }
  | { type: 'chooseEmail' }
  | { type: 'toggleOperation' }
  | { type: 'showOptions' };

/**
 * The state an `auth/open` request opens the modal in. The header's SIGNIN_OPTIONS and
 * SIGNUP_OPTIONS steps name their operation, so they win over the request's own operation.
 */
export function openedSusiState(request: AuthOpenRequest): Extract<SusiState, { open: true }> {
  const base = { entryPoint: request.entryPoint ?? null, redirect: request.redirect ?? null };
  switch (request.step) {
    case 'SIGNIN_OPTIONS':
      return { open: true, operation: 'login', step: null, ...base };
    case 'SIGNUP_OPTIONS':
      return { open: true, operation: 'register', step: null, ...base };
    case 'ENTER_EMAIL':
      return { open: true, operation: request.operation, step: 'ENTER_EMAIL', ...base };
    case undefined:
      return { open: true, operation: request.operation, step: null, ...base };
  }
}

const otherOperation = (operation: SusiOperation): SusiOperation => (operation === 'login' ? 'register' : 'login');

/** Spec 02 §4.1. Actions that do not apply to the current step leave the state as it is. */
export function susiReducer(state: SusiState, action: SusiAction): SusiState {
  if (action.type === 'open') return openedSusiState(action.request);
  if (!state.open) return state;
  switch (action.type) {
    case 'close':
      return closedSusiState;
    case 'chooseEmail':
      return state.step === null ? { ...state, step: 'ENTER_EMAIL' } : state;
    case 'toggleOperation':
      // The option list and the email form both offer the sign in / sign up toggle.
      return state.step === null || state.step === 'ENTER_EMAIL'
        ? { ...state, operation: otherOperation(state.operation) }
        : state;
    case 'showOptions':
      return state.step === 'ENTER_EMAIL' || state.step === 'UNRECOGNIZED_EMAIL' ? { ...state, step: null } : state;
  }
}
