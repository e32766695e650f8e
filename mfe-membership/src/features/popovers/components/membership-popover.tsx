import { isPlainClick, NoncedStyle, type MountProps } from '@inkpot/shared-contracts';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { POPOVER_HOVER_LEAVE_MS, type PopoverAction, type PopoverContent } from '../model/popover-content.ts';
import { popoversCss } from './popovers.css.ts';

export interface MembershipPopoverProps extends Pick<MountProps, 'bus' | 'navigation'> {
  /** What the trigger shows; `label` is its accessible name. */
  trigger: ReactNode;
  label: string;
  content: PopoverContent | null;
  testId: string;
}

/**
 * A membership popover opens on click, closes when hidden (the trigger again, Escape, a click
 * outside) or 100 ms after the pointer leaves the trigger and the popover.
 */
export function MembershipPopover({ trigger, label, content, testId, bus, navigation }: MembershipPopoverProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLSpanElement>(null);
  const leaveTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const panelId = useId();

  const cancelLeave = () => {
    if (leaveTimer.current !== null) clearTimeout(leaveTimer.current);
    leaveTimer.current = null;
  };
  useEffect(() => cancelLeave, []);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const act = (action: PopoverAction, event: React.MouseEvent) => {
    setOpen(false);
    if (action.kind === 'sign-in') {
      event.preventDefault();
      bus.publish('auth/open', { operation: 'login', entryPoint: 'member_only_popover', redirect: action.redirect });
    } else if (isPlainClick(event)) {
      event.preventDefault();
      navigation.navigate(action.href);
    }
  };
  const actionElement = (action: PopoverAction, className: string) =>
    action.kind === 'sign-in' ? (
      <button type="button" className={className} onClick={(event) => act(action, event)}>
        {action.label}
      </button>
    ) : (
      <a className={className} href={action.href} onClick={(event) => act(action, event)}>
        {action.label}
      </a>
    );

  return (
    <span
      ref={root}
      className="ink-popover"
      data-testid={testId}
      onPointerEnter={cancelLeave}
      onPointerLeave={() => {
        if (!open) return;
        cancelLeave();
        leaveTimer.current = setTimeout(() => setOpen(false), POPOVER_HOVER_LEAVE_MS);
      }}
    >
      <NoncedStyle>{popoversCss}</NoncedStyle>
      <button
        type="button"
        className="ink-popover__trigger"
        aria-label={label}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        {trigger}
      </button>
      {open && content && (
        <span id={panelId} className="ink-popover__panel" role="dialog" aria-label={label} data-role={content.role}>
          <span className="ink-popover__text">{content.text}</span>
          {(content.primary || content.secondary) && (
            <span className="ink-popover__actions">
              {content.primary && actionElement(content.primary, 'ink-popover__primary')}
              {content.secondary && actionElement(content.secondary, 'ink-popover__secondary')}
            </span>
          )}
        </span>
      )}
    </span>
  );
}
