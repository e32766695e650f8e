import { useApolloClient } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import {
  FallbackSendSignInEmailDocument,
  FallbackVerifyLoginCodeDocument,
} from './__generated__/sign-in-form-fallback.generated.ts';

const TRY_AGAIN = 'Please try again.';

/**
 * The sign-in page without the auth remote: a plain email-and-code form on the host's Apollo
 * client, so that a reader still signs in when the remote cannot load (the full flow, with its
 * steps, captcha and social methods, is the remote's). The emailed magic link works as always.
 */
export function SignInFormFallback({
  operation,
  redirect,
  leave = (url) => window.location.assign(url),
}: {
  operation: 'login' | 'register';
  redirect: string;
  leave?: (url: string) => void;
}) {
  const apollo = useApolloClient();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [flowOperation, setFlowOperation] = useState(operation);
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const emailId = useId();
  const codeId = useId();
  const messageId = useId();
  const verb = flowOperation === 'login' ? 'Sign in' : 'Sign up';

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setMessage(null);
    const { data } = await apollo
      .mutate({
        mutation: FallbackSendSignInEmailDocument,
        variables: { input: { email, operation, redirect, type: 'LOGIN_CODE' } },
      })
      .catch(() => ({ data: undefined }));
    setBusy(false);
    const result = data?.sendAcctAuthEmail;
    if (result?.__typename === 'SusiMethod') {
      setFlowOperation(result.value === 'register' ? 'register' : 'login');
      setSentTo(email);
    } else setMessage(result?.message || TRY_AGAIN);
  };

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^[0-9]{6}$/.test(code)) {
      setMessage('Login code must be 6 digits.');
      return;
    }
    setBusy(true);
    setMessage(null);
    const { data } = await apollo
      .mutate({ mutation: FallbackVerifyLoginCodeDocument, variables: { loginCode: code } })
      .catch(() => ({ data: undefined }));
    const result = data?.verifyLoginCode;
    if (result?.__typename === 'Token') {
      const query = new URLSearchParams({ token: result.value, state: 'medium', operation: flowOperation });
      leave(`/m/callback/email?${query.toString()}`);
      return;
    }
    setBusy(false);
    setMessage(result ? result.message || 'Invalid code.' : TRY_AGAIN);
  };

  return (
    <section
      className="ink-inset ink-sign-in-fallback"
      aria-labelledby={`${messageId}-title`}
      data-testid="sign-in-page-fallback"
    >
      <h1 id={`${messageId}-title`} className="ink-page-title">
        {sentTo ? 'Check your email inbox' : verb}
      </h1>
      {sentTo === null ? (
        <form onSubmit={send} noValidate>
          <label htmlFor={emailId}>Your email</label>
          <input
            id={emailId}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value.trim())}
            aria-describedby={message ? messageId : undefined}
          />
          <button type="submit" className="ink-button ink-button--primary" disabled={busy}>
            Continue
          </button>
        </form>
      ) : (
        <form onSubmit={verify} noValidate>
          <p>
            To {flowOperation === 'login' ? 'sign in' : 'sign up'}, click the magic link or enter the code we sent to:{' '}
            <strong>{sentTo}</strong>
          </p>
          <label htmlFor={codeId}>Login code</label>
          <input
            id={codeId}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/[^0-9]/g, ''))}
            aria-describedby={message ? messageId : undefined}
          />
          <button type="submit" className="ink-button ink-button--primary" disabled={busy || code.length !== 6}>
            Validate
          </button>
        </form>
      )}
      <p id={messageId} role="alert" className="ink-sign-in-fallback__message">
        {message}
      </p>
    </section>
  );
}
