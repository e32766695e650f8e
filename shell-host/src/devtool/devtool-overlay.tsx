import { NoncedStyle, useObservableValue } from '@inkpot/shared-contracts';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { Observable } from 'rxjs';
import type { TimelineEntry } from './bus-timeline.ts';
import type { SlotRow } from './slot-rows.ts';

/** Alt+Shift+D opens and closes the devtool from anywhere on the page. */
export const DEVTOOL_SHORTCUT = { code: 'KeyD', altKey: true, shiftKey: true } as const;
/** Bus events the panel lists, newest first. */
export const SHOWN_EVENTS = 30;

export interface DevtoolOverlayProps {
  entries$: Observable<readonly TimelineEntry[]>;
  /** Reads the page's slots now. */
  readSlots: () => SlotRow[];
  /** Calls back when slots may have changed (a slot mounted, fell back, or appeared); returns a stop function. */
  watchSlots: (changed: () => void) => () => void;
}

const ms = (value: number | null) => (value === null ? '—' : `${Math.round(value)} ms`);

const CSS = `
.inkpot-devtool { position: fixed; right: 8px; bottom: 8px; z-index: 2147483000; font: 12px/1.4 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; color: #f2f2f2; }
.inkpot-devtool button { font: inherit; color: inherit; cursor: pointer; border-radius: 4px; }
.inkpot-devtool__toggle { display: block; margin-left: auto; padding: 4px 10px; background: #1f1f1f; border: 1px solid #8a8a8a; }
.inkpot-devtool button:focus-visible, .inkpot-devtool__panel h2:focus-visible { outline: 2px solid #8ab4ff; outline-offset: 2px; }
.inkpot-devtool__panel { box-sizing: border-box; width: min(620px, calc(100vw - 16px)); max-height: min(70vh, 560px); overflow: auto; margin-bottom: 6px; padding: 10px 12px; background: #1f1f1f; border: 1px solid #8a8a8a; border-radius: 6px; box-shadow: 0 4px 16px rgb(0 0 0 / 0.35); }
.inkpot-devtool__head { display: flex; align-items: center; justify-content: space-between; gap: 8px; }
.inkpot-devtool__panel h2 { margin: 0; font-size: 13px; }
.inkpot-devtool__panel h3 { margin: 10px 0 4px; font-size: 12px; color: #c8c8c8; }
.inkpot-devtool__close { padding: 2px 8px; background: transparent; border: 1px solid #8a8a8a; }
.inkpot-devtool table { width: 100%; border-collapse: collapse; }
.inkpot-devtool th, .inkpot-devtool td { padding: 2px 6px 2px 0; text-align: left; vertical-align: top; overflow-wrap: anywhere; }
.inkpot-devtool th { color: #c8c8c8; font-weight: 600; }
.inkpot-devtool thead th { border-bottom: 1px solid #4a4a4a; }
.inkpot-devtool tbody th { color: #f2f2f2; }
.inkpot-devtool .inkpot-devtool__nowrap { white-space: nowrap; overflow-wrap: normal; }
@media (max-width: 480px) { .inkpot-devtool { font-size: 11px; } .inkpot-devtool th, .inkpot-devtool td { padding-right: 4px; } }
.inkpot-devtool__empty { margin: 0; color: #c8c8c8; }
`;

/**
 * The QA devtool (enable_devtool only): which release drew each slot, with its load and mount
 * times, and the bus events with their sender and receivers. A small button in the corner,
 * reachable by Tab or Alt+Shift+D, opens a non-modal panel; Escape closes it.
 */
export function DevtoolOverlay({ entries$, readSlots, watchSlots }: DevtoolOverlayProps) {
  const [open, setOpen] = useState(false);
  /** Bumped when the page's slots may have changed: the rows are read again. */
  const [slotsVersion, setSlotsVersion] = useState(0);
  const entries = useObservableValue(entries$, []);
  const panelId = useId();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  const show = useCallback((next: boolean) => {
    setOpen(next);
    // Opening by keyboard moves focus into the panel; closing gives it back to the button.
    requestAnimationFrame(() => (next ? heading.current?.focus() : toggle.current?.focus()));
  }, []);

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (
        event.altKey === DEVTOOL_SHORTCUT.altKey &&
        event.shiftKey === DEVTOOL_SHORTCUT.shiftKey &&
        event.code === DEVTOOL_SHORTCUT.code
      ) {
        event.preventDefault();
        setOpen((was) => {
          requestAnimationFrame(() => (was ? toggle.current?.focus() : heading.current?.focus()));
          return !was;
        });
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  useEffect(() => (open ? watchSlots(() => setSlotsVersion((version) => version + 1)) : undefined), [open, watchSlots]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- slotsVersion says when the page's slots changed
  const slots = useMemo(() => (open ? readSlots() : []), [open, readSlots, slotsVersion]);

  const onPanelKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      show(false);
    }
  };

  const shown = entries.slice(0, SHOWN_EVENTS);
  return (
    <div className="inkpot-devtool" data-devtool>
      <NoncedStyle>{CSS}</NoncedStyle>
      {open && (
        <section id={panelId} className="inkpot-devtool__panel" aria-labelledby={headingId} onKeyDown={onPanelKey}>
          <div className="inkpot-devtool__head">
            <h2 id={headingId} ref={heading} tabIndex={-1}>
              Inkpot devtool
            </h2>
            <button type="button" className="inkpot-devtool__close" onClick={() => show(false)}>
              Close
            </button>
          </div>
          <h3>Slots</h3>
          <table aria-label="Slots">
            <thead>
              <tr>
                <th scope="col">Slot</th>
                <th scope="col">Release</th>
                <th scope="col" className="inkpot-devtool__nowrap">
                  State
                </th>
                <th scope="col">Load</th>
                <th scope="col">Mount</th>
              </tr>
            </thead>
            <tbody>
              {slots.map((row) => (
                <tr key={row.slot}>
                  <th scope="row">{row.count > 1 ? `${row.slot} ×${row.count}` : row.slot}</th>
                  <td>{row.release}</td>
                  <td className="inkpot-devtool__nowrap">{row.state}</td>
                  <td className="inkpot-devtool__nowrap">{ms(row.loadMs)}</td>
                  <td className="inkpot-devtool__nowrap">{ms(row.mountMs)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <h3>Bus events</h3>
          {shown.length === 0 ? (
            <p className="inkpot-devtool__empty">No bus events yet.</p>
          ) : (
            <table aria-label="Bus events">
              <thead>
                <tr>
                  <th scope="col">At</th>
                  <th scope="col">Event</th>
                  <th scope="col">Sender</th>
                  <th scope="col">Receivers</th>
                </tr>
              </thead>
              <tbody>
                {shown.map((entry) => (
                  <tr key={entry.id}>
                    <td className="inkpot-devtool__nowrap">{ms(entry.at)}</td>
                    <th scope="row">{entry.type}</th>
                    <td>{entry.sender}</td>
                    <td>{entry.receivers.length ? entry.receivers.join(', ') : 'none'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      )}
      <button
        ref={toggle}
        type="button"
        className="inkpot-devtool__toggle"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-keyshortcuts="Alt+Shift+D"
        onClick={() => show(!open)}
      >
        Devtool
      </button>
    </div>
  );
}
