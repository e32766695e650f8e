import { useId } from 'react';
import type { SusiCopy } from '../model/susi-copy.ts';
import { canValidate, isBusy, type OpenSusiState, type SusiEvent } from '../model/susi-machine.ts';
import { LoginCodeInput } from './login-code-input.tsx';

/** The check-your-inbox step: where the mail went, the six code boxes, 'Validate' and 'Resend code'. */
export function CheckInboxStep({
  state,
  copy,
  dispatch,
}: {
  state: OpenSusiState;
  copy: SusiCopy;
  dispatch: (event: SusiEvent) => void;
}) {
  const errorId = useId();
  const busy = isBusy(state);
  const verifying = state.request?.kind === 'verify';
  const resending = state.request?.kind === 'resend';
  return (
    <form
      className="ink-susi-inbox"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        dispatch({ type: 'submitCode' });
      }}
    >
      <p className="ink-susi-text">
        {copy.inboxInstruction}
        <br />
        <strong className="ink-susi-inbox__email">{state.email}</strong>
      </p>
      <LoginCodeInput
        digits={state.code}
        disabled={busy}
        invalid={state.codeError !== null}
        describedBy={state.codeError ? errorId : undefined}
        onChange={(digits) => dispatch({ type: 'codeChanged', digits })}
        onSubmit={() => dispatch({ type: 'submitCode' })}
      />
      <p id={errorId} className="ink-susi-field-error" role="alert">
        {state.codeError}
      </p>
      {(verifying || resending) && (
        <p className="ink-susi-status" role="status">
          {verifying ? 'Checking your code…' : 'Sending a new code…'}
        </p>
      )}
      <button type="submit" className="ink-susi-method ink-susi-method--primary" disabled={!canValidate(state)}>
        Validate
      </button>
      <p className="ink-susi-back">
        <button
          type="button"
          className="ink-susi-link"
          disabled={busy}
          onClick={() => dispatch({ type: 'resendCode' })}
        >
          Resend code
        </button>
      </p>
    </form>
  );
}
