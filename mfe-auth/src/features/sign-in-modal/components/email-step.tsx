import { useId, useState } from 'react';
import type { SusiCopy } from '../model/susi-copy.ts';
import { OperationToggle } from './operation-toggle.tsx';

/**
 * Spec 02 §2.3: the email form. Sending arrives with the sendAcctAuthEmail mutation; until then
 * 'Continue' stays disabled rather than pretending that an email went out.
 */
export function EmailStep({
  copy,
  onToggleOperation,
  onShowOptions,
}: {
  copy: SusiCopy;
  onToggleOperation: () => void;
  onShowOptions: () => void;
}) {
  const [email, setEmail] = useState('');
  const fieldId = useId();
  return (
    <>
      <form className="ink-susi-email" noValidate onSubmit={(event) => event.preventDefault()}>
        <label className="ink-susi-email__label" htmlFor={fieldId}>
          Your email
        </label>
        <input
          id={fieldId}
          className="ink-susi-email__input"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value.trim())}
          data-autofocus
        />
        <button type="submit" className="ink-susi-method ink-susi-method--primary" disabled>
          Continue
        </button>
      </form>
      <OperationToggle copy={copy} onToggle={onToggleOperation} />
      <p className="ink-susi-back">
        <button type="button" className="ink-susi-link" onClick={onShowOptions}>
          {copy.allOptions}
        </button>
      </p>
    </>
  );
}
