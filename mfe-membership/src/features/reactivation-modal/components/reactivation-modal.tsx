import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { NoncedStyle } from '@inkpot/shared-contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { ReactivateMembershipConfirmationModalWrapperDocument } from '../api/__generated__/reactivation-modal.generated.ts';
import { useUncancelMembershipMutation } from '../api/use-uncancel-membership-mutation.ts';
import {
  isConfirmDisabled,
  REACTIVATION_ERROR,
  reactivationTexts,
  type ReactivationPhase,
} from '../model/reactivation.ts';
import { reactivationModalCss } from './reactivation-modal.css.ts';

export interface ReactivationModalProps {
  apollo: ApolloClient;
  /** The modal is on screen (after hydration); its query is skipped until then. */
  visible: boolean;
  onClose: () => void;
  onReactivated: () => void;
}

/** The reactivation modal: confirm reactivating a cancelled membership. Loaded when it opens. */
export default function ReactivationModal({ apollo, visible, onClose, onReactivated }: ReactivationModalProps) {
  const { data, loading } = useQuery(ReactivateMembershipConfirmationModalWrapperDocument, {
    client: apollo,
    skip: !visible,
    fetchPolicy: 'cache-and-network',
  });
  const uncancel = useUncancelMembershipMutation(apollo);
  const [phase, setPhase] = useState<ReactivationPhase>('idle');
  const [now] = useState(() => Date.now());
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!visible) return;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [visible, onClose]);

  if (!visible) return null;
  const status = data?.viewer?.membershipStatus ?? null;
  const membership = status?.isCancelled ? status : null;
  const texts = membership ? reactivationTexts(membership, now) : null;

  const confirm = async () => {
    if (!membership) return;
    setPhase('submitting');
    const ok = await uncancel(membership.membershipId);
    setPhase(ok ? 'succeeded' : 'failed');
    if (ok) onReactivated();
  };

  return (
    <div className="ink-reactivate" data-testid="reactivation-modal">
      <NoncedStyle>{reactivationModalCss}</NoncedStyle>
      <div className="ink-reactivate__dialog" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <button ref={closeRef} type="button" className="ink-reactivate__close" aria-label="Close" onClick={onClose}>
          <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
          </svg>
        </button>
        <h2 id={titleId} className="ink-reactivate__title">
          Reactivate membership
        </h2>
        {texts ? (
          <>
            <p className="ink-reactivate__text">{texts.nextBilling}</p>
            <p className="ink-reactivate__text">{texts.charge}</p>
          </>
        ) : (
          <p className="ink-reactivate__text">
            {loading && !data ? 'Loading your membership…' : 'There is no cancelled membership to reactivate.'}
          </p>
        )}
        {phase === 'failed' && (
          <p className="ink-reactivate__error" role="alert">
            {REACTIVATION_ERROR}
          </p>
        )}
        <div className="ink-reactivate__actions">
          <button type="button" className="ink-reactivate__button" onClick={onClose}>
            Cancel
          </button>
          <button
            type="button"
            className="ink-reactivate__button ink-reactivate__button--primary"
            disabled={isConfirmDisabled({ loading: loading && !data, phase, hasMembership: membership !== null })}
            onClick={() => void confirm()}
          >
            Confirm
          </button>
        </div>
      </div>
    </div>
  );
}
