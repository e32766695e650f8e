import { act, render } from '@testing-library/react';
import { ANNOUNCE_WITHIN_MS, ROUTE_ANNOUNCER_ID, RouteAnnouncer, TITLE_SETTLE_MS } from './route-announcer.tsx';

const announced = () => document.getElementById(ROUTE_ANNOUNCER_ID)?.textContent ?? null;

/** Sets the title as the page head does, and lets the MutationObserver see it. */
async function retitle(title: string) {
  await act(async () => {
    document.title = title;
    await Promise.resolve();
  });
}

const wait = (ms: number) => act(async () => void jest.advanceTimersByTime(ms));

beforeEach(() => {
  jest.useFakeTimers();
  document.title = 'Inkpot';
});
afterEach(() => jest.useRealTimers());

describe('RouteAnnouncer', () => {
  it('announces nothing for the page the browser loaded', async () => {
    render(<RouteAnnouncer pathname="/" />);
    await wait(ANNOUNCE_WITHIN_MS);
    expect(announced()).toBe('');
    expect(document.getElementById(ROUTE_ANNOUNCER_ID)).toHaveAttribute('aria-live', 'polite');
  });

  it("announces the new page's title once it has settled, after its data named it", async () => {
    const { rerender } = render(<RouteAnnouncer pathname="/" />);
    rerender(<RouteAnnouncer pathname="/@ann/night-trains-1a2b" />);
    await retitle('Inkpot');
    await wait(TITLE_SETTLE_MS - 100);
    await retitle('Night Trains | by Ann | Inkpot');
    await wait(TITLE_SETTLE_MS - 1);
    expect(announced()).toBe('');
    await wait(1);
    expect(announced()).toBe('Night Trains | by Ann | Inkpot');
  });

  it('is not held back by the scripts a page adds to the head (its lazily loaded chunks)', async () => {
    const { rerender } = render(<RouteAnnouncer pathname="/" />);
    rerender(<RouteAnnouncer pathname="/search" />);
    await wait(TITLE_SETTLE_MS - 100);
    await act(async () => {
      document.head.append(document.createElement('script'));
      await Promise.resolve();
    });
    await wait(100);
    expect(announced()).toBe('Inkpot');
  });

  it('does not wait for a title that keeps changing longer than the bound', async () => {
    const { rerender } = render(<RouteAnnouncer pathname="/" />);
    rerender(<RouteAnnouncer pathname="/search" />);
    for (let step = 0; step * (TITLE_SETTLE_MS - 100) < ANNOUNCE_WITHIN_MS; step += 1) {
      await retitle(`Search ${step}`);
      await wait(TITLE_SETTLE_MS - 100);
    }
    expect(announced()).toMatch(/^Search \d+$/);
  });

  it('announces the same title again when the reader comes back to it', async () => {
    const { rerender } = render(<RouteAnnouncer pathname="/" />);
    rerender(<RouteAnnouncer pathname="/a" />);
    await wait(TITLE_SETTLE_MS);
    const first = announced();
    rerender(<RouteAnnouncer pathname="/b" />);
    await wait(TITLE_SETTLE_MS);
    expect(announced()).not.toBe(first);
    expect(announced()?.trim()).toBe('Inkpot');
  });

  describe('the focus', () => {
    /** The page as the shell has it: a main to land in, and a link that goes with the old page. */
    function page() {
      const main = document.createElement('main');
      main.id = 'main';
      main.tabIndex = -1;
      const link = document.createElement('a');
      link.href = '/a';
      main.append(link);
      document.body.append(main);
      return { main, link };
    }
    afterEach(() => document.body.replaceChildren());

    it('goes to the target when it was lost with the old page, at the announcement', async () => {
      const shown = page();
      shown.link.focus();
      const { rerender } = render(<RouteAnnouncer pathname="/" focusTargetId="main" />);
      rerender(<RouteAnnouncer pathname="/a" focusTargetId="main" />);
      shown.link.remove();
      expect(document.activeElement).toBe(document.body);
      await wait(TITLE_SETTLE_MS - 1);
      expect(document.activeElement).toBe(document.body);
      await wait(1);
      expect(document.activeElement).toBe(shown.main);
    });

    it('stays where it is when something still has it (the search box, a link of the top bar)', async () => {
      const shown = page();
      const { rerender } = render(<RouteAnnouncer pathname="/" focusTargetId="main" />);
      const box = document.createElement('input');
      document.body.append(box);
      box.focus();
      rerender(<RouteAnnouncer pathname="/search" focusTargetId="main" />);
      await wait(TITLE_SETTLE_MS);
      expect(document.activeElement).toBe(box);
      expect(shown.main).not.toBe(document.activeElement);
    });

    it('is not moved on the page the browser loaded, nor on a change of query', async () => {
      const shown = page();
      const { rerender } = render(<RouteAnnouncer pathname="/" focusTargetId="main" />);
      await wait(ANNOUNCE_WITHIN_MS);
      rerender(<RouteAnnouncer pathname="/" focusTargetId="main" />);
      await wait(ANNOUNCE_WITHIN_MS);
      expect(document.activeElement).toBe(document.body);
      expect(shown.main).not.toBe(document.activeElement);
    });
  });
});
