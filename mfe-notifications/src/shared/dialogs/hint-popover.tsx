import { NoncedStyle } from '@inkpot/shared-contracts';
import { dialogsCss } from './dialogs.css.ts';

/** Spec 02 §9: the default dismiss text. */
export const HINT_DISMISS_TEXT = 'Okay, got it';

/** 'New! ...': a one-time hint about a feature, dismissed by the reader. */
export function HintPopover({
  text,
  dismissText = HINT_DISMISS_TEXT,
  onDismiss,
}: {
  text: string;
  dismissText?: string;
  onDismiss: () => void;
}) {
  return (
    <div className="ink-hint" role="dialog" aria-label="New feature">
      <NoncedStyle>{dialogsCss}</NoncedStyle>
      <span className="ink-hint__new">New!</span>
      {text}
      <button type="button" className="ink-hint__dismiss" onClick={onDismiss}>
        {dismissText}
      </button>
    </div>
  );
}
