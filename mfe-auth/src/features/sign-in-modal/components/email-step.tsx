import { useId } from 'react';
import { suggestsGoogle } from '../model/email-rules.ts';
import { connectLink, methodLabel } from '../model/sign-in-methods.ts';
import type { SusiCopy } from '../model/susi-copy.ts';
import { isBusy, type OpenSusiState, type SusiEvent } from '../model/susi-machine.ts';
import { OperationToggle } from './operation-toggle.tsx';

/**
 * The email form. Continue is enabled for any address (a bad one gets 'Please enter a
 * valid email address.') and disabled only while the captcha or the request runs; Enter submits.
 */
export function EmailStep({
  state,
  copy,
  helpHref,
  dispatch,
  onTrack,
}: {
  state: OpenSusiState;
  copy: SusiCopy;
  helpHref: string;
  dispatch: (event: SusiEvent) => void;
  onTrack: (name: string, data?: Record<string, unknown>) => void;
}) {
  const fieldId = useId();
  const descriptionId = useId();
  const busy = isBusy(state);
  const runningCaptcha = state.request?.kind === 'send' && state.request.stage === 'captcha';
  const googleHref = connectLink('google', state.operation, state.redirect, state.entryPoint, {
    actionUrl: state.actionUrl,
    token: state.accountToken,
  });
  return (
    <>
      <form
        className="ink-susi-email"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          dispatch({ type: 'submitEmail' });
        }}
      >
        <label className="ink-susi-email__label" htmlFor={fieldId}>
          Your email
        </label>
        <input
          id={fieldId}
          className={`ink-susi-email__input${state.emailError ? ' ink-susi-email__input--error' : ''}`}
          type="email"
          autoComplete="email"
          value={state.email}
          readOnly={busy}
          aria-invalid={state.emailError ? true : undefined}
          aria-describedby={state.emailError ? descriptionId : undefined}
          onChange={(event) => dispatch({ type: 'emailChanged', value: event.target.value })}
          data-autofocus
        />
        {state.emailError && (
          <p id={descriptionId} className="ink-susi-field-error" role="alert">
            {state.emailError}
            {state.recaptchaFailed && (
              <>
                {' '}
                <a
                  href={helpHref}
                  target="_blank"
                  rel="noreferrer"
                  onClick={() => onTrack('susi.recaptcha.helpClicked')}
                >
                  Need help?
                </a>
              </>
            )}
          </p>
        )}
        {suggestsGoogle(state.email) && (
          <a
            className="ink-susi-google-shortcut"
            href={googleHref}
            onClick={() => onTrack('susi.methodClicked', { method: 'google', shortcut: true })}
          >
            {methodLabel('google', state.operation)}
          </a>
        )}
        {runningCaptcha && (
          <p className="ink-susi-status" role="status">
            Checking that you are not a robot…
          </p>
        )}
        <button type="submit" className="ink-susi-method ink-susi-method--primary" disabled={busy}>
          Continue
        </button>
      </form>
      <OperationToggle copy={copy} onToggle={() => dispatch({ type: 'toggleOperation' })} disabled={busy} />
      <p className="ink-susi-back">
        <button
          type="button"
          className="ink-susi-link"
          disabled={busy}
          onClick={() => dispatch({ type: 'showOptions' })}
        >
          {copy.allOptions}
        </button>
      </p>
    </>
  );
}
