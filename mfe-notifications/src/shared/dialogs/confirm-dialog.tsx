import { NoncedStyle } from '@inkpot/shared-contracts';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { dialogsCss } from './dialogs.css.ts';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmText: string;
  /** 'Cancel' unless said otherwise. */
  cancelText?: string;
  /** Destructive (delete, mute) or error style; plain otherwise. */
  tone?: 'default' | 'destructive' | 'error';
  onConfirm: () => void;
  onCancel: () => void;
}

/** A modal confirmation with a close button; Escape, Cancel and × all cancel. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmText,
  cancelText = 'Cancel',
  tone = 'default',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    // jsdom has no showModal; the open attribute is what it renders.
    if (open && !element.open) {
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
    }
    if (!open && element.open) {
      if (typeof element.close === 'function') element.close();
      else element.removeAttribute('open');
    }
  }, [open]);
  return (
    <dialog
      ref={dialog}
      className={`ink-confirm ink-confirm--${tone}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <NoncedStyle>{dialogsCss}</NoncedStyle>
      <button type="button" className="ink-confirm__close" aria-label="Close" onClick={onCancel}>
        ×
      </button>
      <h2 id={titleId} className="ink-confirm__title">
        {title}
      </h2>
      {children && <div className="ink-confirm__body">{children}</div>}
      <div className="ink-confirm__actions">
        <button type="button" className="ink-confirm__button" onClick={onCancel}>
          {cancelText}
        </button>
        <button type="button" className="ink-confirm__button ink-confirm__button--confirm" onClick={onConfirm}>
          {confirmText}
        </button>
      </div>
    </dialog>
  );
}
