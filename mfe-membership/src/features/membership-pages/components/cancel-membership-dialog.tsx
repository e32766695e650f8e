import type { CancellationReason } from '@inkpot/shared-contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { cancelConfirmText, isConfirmCancelDisabled, REASON_OPTIONS, type CancelPhase } from '../model/cancellation.ts';

export interface CancelMembershipDialogProps {
  currentPeriodEndsAt: string;
  /** Cancels; resolves the error to show, or null once cancelled. */
  onConfirm: (reason: CancellationReason | null) => Promise<string | null>;
  onClose: () => void;
}

/**
 * The confirmation before cancelling: when the membership ends, that it can be reactivated, an
 * optional reason. 'Keep membership', Escape and the close button leave without a change.
 */
export function CancelMembershipDialog({ currentPeriodEndsAt, onConfirm, onClose }: CancelMembershipDialogProps) {
  const [phase, setPhase] = useState<CancelPhase>('idle');
  const [error, setError] = useState<string | null>(null);
  const [reason, setReason] = useState<CancellationReason | ''>('');
  const titleId = useId();
  const reasonId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  const confirm = async () => {
    setPhase('submitting');
    setError(null);
    const failure = await onConfirm(reason || null);
    if (failure) {
      setError(failure);
      setPhase('failed');
    }
  };

  return (
    <div className="ink-mdialog" data-testid="cancel-membership-dialog">
      <div className="ink-mdialog__box" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <button ref={closeRef} type="button" className="ink-mdialog__close" aria-label="Close" onClick={onClose}>
          <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
          </svg>
        </button>
        <h2 id={titleId} className="ink-mdialog__title">
          Cancel membership?
        </h2>
        <p className="ink-mdialog__text">{cancelConfirmText(currentPeriodEndsAt)}</p>
        <label className="ink-mdialog__label" htmlFor={reasonId}>
          Why are you cancelling? (optional)
        </label>
        <select
          id={reasonId}
          className="ink-mdialog__select"
          value={reason}
          onChange={(event) => setReason(event.target.value as CancellationReason | '')}
        >
          <option value="">Choose a reason</option>
          {REASON_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        {error && (
          <p className="ink-mdialog__error" role="alert">
            {error}
          </p>
        )}
        <div className="ink-mdialog__actions">
          <button type="button" className="ink-mpage__button ink-mpage__button--quiet" onClick={onClose}>
            Keep membership
          </button>
          <button
            type="button"
            className="ink-mpage__button ink-mpage__button--danger"
            disabled={isConfirmCancelDisabled(phase)}
            onClick={() => void confirm()}
          >
            Cancel membership
          </button>
        </div>
      </div>
    </div>
  );
}
