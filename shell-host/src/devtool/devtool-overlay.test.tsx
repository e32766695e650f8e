import { createEventBus } from '@inkpot/shared-contracts';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createBusTimeline } from './bus-timeline.ts';
import { DevtoolOverlay } from './devtool-overlay.tsx';
import { readSlotRows, type SlotRow } from './slot-rows.ts';

const slotRows: SlotRow[] = [
  { slot: 'top-bar', release: 'navigation@1.4.0', state: 'mounted', count: 1, loadMs: 212.4, mountMs: 18 },
  { slot: 'search', release: 'search@2.0.0', state: 'fallback', count: 1, loadMs: null, mountMs: null },
];

function setup() {
  const bus = createEventBus({ error: jest.fn() });
  let clock = 1000;
  const timeline = createBusTimeline(bus, { now: () => clock });
  let slotsChanged = () => {};
  let rows = slotRows;
  render(
    <DevtoolOverlay
      entries$={timeline.entries$}
      readSlots={() => rows}
      watchSlots={(changed) => {
        slotsChanged = changed;
        return () => {};
      }}
    />,
  );
  return {
    bus,
    tick: (ms: number) => (clock += ms),
    changeSlots: (next: SlotRow[]) => act(() => ((rows = next), slotsChanged())),
  };
}

describe('devtool overlay', () => {
  it('is a button until opened, and lists each slot with the release that drew it and its times', async () => {
    setup();
    const toggle = screen.getByRole('button', { name: 'Devtool' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Inkpot devtool' })).not.toBeInTheDocument();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const slots = within(screen.getByRole('region', { name: 'Inkpot devtool' })).getByRole('table', { name: 'Slots' });
    const rows = within(slots).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'top-barnavigation@1.4.0mounted212 ms18 ms',
      'searchsearch@2.0.0fallback——',
    ]);
  });

  it('follows slots as they change while open', async () => {
    const { changeSlots } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Devtool' }));
    changeSlots([{ slot: 'search', release: 'search@2.0.0', state: 'mounted', count: 1, loadMs: 900, mountMs: 40 }]);
    expect(screen.getByRole('row', { name: /search search@2\.0\.0 mounted 900 ms 40 ms/ })).toBeInTheDocument();
  });

  it('lists bus events, newest first, with their sender and the receivers subscribed to them', async () => {
    const { bus, tick } = setup();
    const modal = bus.forSender('auth').on('auth/open').subscribe();
    bus.forSender('notifications').on('toast/show').subscribe();
    await userEvent.click(screen.getByRole('button', { name: 'Devtool' }));
    expect(screen.getByText('No bus events yet.')).toBeInTheDocument();

    act(() => {
      bus.forSender('notifications').publish('auth/open', { operation: 'login', entryPoint: 'follow' });
      tick(250);
      modal.unsubscribe();
      bus.forSender('membership').publish('auth/open', { operation: 'register' });
    });
    const events = screen.getByRole('table', { name: 'Bus events' });
    expect(
      within(events)
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole('cell')
            .map((cell) => cell.textContent),
        ),
    ).toEqual([
      ['1250 ms', 'membership', 'none'],
      ['1000 ms', 'notifications', 'auth'],
    ]);
    expect(
      within(events)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['auth/open', 'auth/open']);
  });

  it('opens with Alt+Shift+D, focusing the panel, and Escape closes it and gives focus back', async () => {
    setup();
    const user = userEvent.setup();
    await user.keyboard('{Alt>}{Shift>}D{/Shift}{/Alt}');
    const heading = await screen.findByRole('heading', { name: 'Inkpot devtool' });
    await act(() => new Promise(requestAnimationFrame));
    expect(heading).toHaveFocus();
    await user.keyboard('{Escape}');
    await act(() => new Promise(requestAnimationFrame));
    expect(screen.queryByRole('region', { name: 'Inkpot devtool' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Devtool' })).toHaveFocus();
  });
});

describe('slot rows', () => {
  it("reads each slot's release and state from the page and its latest timing for that release", () => {
    document.body.innerHTML = `
      <div data-slot="top-bar" data-release="navigation@1.4.0" data-state="mounted"></div>
      <span data-slot="follow-button" data-release="notifications@3.0.0" data-state="mounted"></span>
      <span data-slot="follow-button" data-release="notifications@3.0.0" data-state="loading"></span>
      <div data-slot="no-release"></div>`;
    const measure = (detail: object) =>
      ({ entryType: 'measure', name: 'inkpot:slot x', detail }) as unknown as PerformanceEntry;
    const rows = readSlotRows(document, [
      measure({ slot: 'top-bar', release: 'navigation@1.3.0', loadMs: 1, mountMs: 1 }),
      measure({ slot: 'top-bar', release: 'navigation@1.4.0', loadMs: 120, mountMs: 9 }),
      { entryType: 'measure', name: 'someone else', detail: null } as unknown as PerformanceEntry,
    ]);
    expect(rows).toEqual([
      { slot: 'top-bar', release: 'navigation@1.4.0', state: 'mounted', count: 1, loadMs: 120, mountMs: 9 },
      {
        slot: 'follow-button',
        release: 'notifications@3.0.0',
        state: 'mounted',
        count: 2,
        loadMs: null,
        mountMs: null,
      },
    ]);
  });
});
