import { isPlainClick } from '@inkpot/shared-contracts';
import { useId, useRef, type MouseEvent, type ReactNode } from 'react';
import { useModalFocus } from '../hooks/use-modal-focus.ts';

/** The container is size L; the option screens use XL. */
export type SusiDialogSize = 'l' | 'xl';

/** The content frame: icon, title, 'powered by', callout, subheader, body, legal footer. */
export interface SusiFrameContent {
  title: string;
  size: SusiDialogSize;
  /** Changes when a different step shows, so focus moves into the new content. */
  contentKey: string;
  icon?: 'envelope' | null;
  poweredBy?: string | null;
  callout?: ReactNode;
  subheader?: string | null;
  children: ReactNode;
  footer?: ReactNode;
}

function Envelope() {
  return (
    <svg className="ink-susi-frame__icon" width="48" height="48" viewBox="0 0 48 48" aria-hidden="true">
      <rect x="6" y="11" width="36" height="26" rx="2" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M7 13l17 13 17-13" fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}

/** `heading`: h2 in the modal, over a page with its own h1; h1 where the flow is the page. */
function FrameBody({
  titleId,
  content,
  heading,
}: {
  titleId: string;
  content: SusiFrameContent;
  heading: 'h1' | 'h2';
}) {
  const { title, icon, poweredBy, callout, subheader, children, footer } = content;
  const Heading = heading;
  return (
    <>
      {icon === 'envelope' && <Envelope />}
      <Heading id={titleId} className="ink-susi-dialog__title">
        {title}
      </Heading>
      {poweredBy && <p className="ink-susi-powered-by">{poweredBy}</p>}
      {callout && <div className="ink-susi-callout">{callout}</div>}
      {subheader && <p className="ink-susi-subheader">{subheader}</p>}
      <div className="ink-susi-dialog__body">{children}</div>
      {footer}
    </>
  );
}

/**
 * The modal frame of the sign-in flow: backdrop, dialog named by its title, close control,
 * content and legal footer. Escape, the close control and a click on the backdrop all close it;
 * `closing` plays the hide animation.
 */
export function SusiDialog({
  onClose,
  closing = false,
  ...content
}: SusiFrameContent & { onClose: () => void; closing?: boolean }) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  // A press that starts inside the dialog and ends on the backdrop (selecting text) is not a close.
  const pressStartedOnBackdrop = useRef(false);
  useModalFocus(dialogRef, content.contentKey, onClose);

  return (
    <div
      className={`ink-susi-backdrop${closing ? ' ink-susi-backdrop--closing' : ''}`}
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
        className={`ink-susi-dialog ink-susi-dialog--${content.size}`}
      >
        <button type="button" className="ink-susi-dialog__close" aria-label="Close" onClick={onClose}>
          <CloseIcon />
        </button>
        <FrameBody titleId={titleId} content={content} heading="h2" />
      </div>
    </div>
  );
}

function CloseIcon() {
  return (
    <svg width="29" height="29" viewBox="0 0 29 29" aria-hidden="true" focusable="false">
      <path d="M8 8l13 13M21 8L8 21" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}

/**
 * Embedded mode: the same frame as part of a page. It cannot be hidden; its close
 * link leads to the redirect target or the home page.
 */
export function SusiPanel({
  closeHref,
  onFollowLink,
  ...content
}: SusiFrameContent & { closeHref: string; onFollowLink: (href: string) => void }) {
  const titleId = useId();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    onFollowLink(closeHref);
  };
  return (
    <section
      aria-labelledby={titleId}
      className={`ink-susi-dialog ink-susi-dialog--embedded ink-susi-dialog--${content.size}`}
      data-testid="susi-embedded"
    >
      <a className="ink-susi-dialog__close" href={closeHref} aria-label="Close" onClick={follow}>
        <CloseIcon />
      </a>
      <FrameBody titleId={titleId} content={content} heading="h1" />
    </section>
  );
}
