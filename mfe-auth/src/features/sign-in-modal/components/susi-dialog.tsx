import { useId, useRef, type ReactNode } from 'react';
import { useModalFocus } from '../hooks/use-modal-focus.ts';

/** Spec 02 §2.1: the container is size L; the option screens use XL. */
export type SusiDialogSize = 'l' | 'xl';

/**
 * The modal frame of the sign-in flow: backdrop, dialog named by its title, close control,
 * body and legal footer. Escape, the close control and a click on the backdrop all close it.
 */
export function SusiDialog({
  title,
  size,
  contentKey,
  onClose,
  children,
  footer,
}: {
  title: string;
  size: SusiDialogSize;
  /** Changes when the dialog shows a different step, so focus moves into the new content. */
  contentKey: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  // A press that starts inside the dialog and ends on the backdrop (selecting text) is not a close.
  const pressStartedOnBackdrop = useRef(false);
  useModalFocus(dialogRef, contentKey, onClose);

  return (
    <div
      className="ink-susi-backdrop"
      data-testid="susi-backdrop"
      onMouseDown={(event) => {
        pressStartedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (pressStartedOnBackdrop.current && event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`ink-susi-dialog ink-susi-dialog--${size}`}
      >
        <button type="button" className="ink-susi-dialog__close" aria-label="Close" onClick={onClose}>
          <svg width="29" height="29" viewBox="0 0 29 29" aria-hidden="true" focusable="false">
            <path d="M8 8l13 13M21 8L8 21" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
          </svg>
        </button>
        <h2 id={titleId} className="ink-susi-dialog__title">
          {title}
        </h2>
        <div className="ink-susi-dialog__body">{children}</div>
        {footer}
      </div>
    </div>
  );
}
