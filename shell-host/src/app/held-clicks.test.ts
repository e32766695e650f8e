import { releaseHeldClicks } from '@inkpot/shared-contracts';
import { screen } from '@testing-library/react';
import { setTimeout as nodeTimeout } from 'node:timers/promises';
import { runDocumentScript } from '../testing/document-script.ts';

/** The head's inline script, as the document runs it. */
const runHeadScript = () => runDocumentScript('__inkpotHeldClicks');

const html = document.documentElement;
const held = () => window.__inkpotHeldClicks ?? [];

// The document runs it once: its listener holds into window.__inkpotHeldClicks.
beforeAll(runHeadScript);
afterEach(async () => {
  // Back where the test started, once jsdom followed the links it clicked (in tasks of their own).
  await nodeTimeout(0);
  window.history.replaceState(null, '', '/');
  document.body.replaceChildren();
  html.removeAttribute('data-hydrated');
  html.removeAttribute('data-hydration-failed');
  held().length = 0;
});

describe('clicks before hydration', () => {
  const seen: string[] = [];
  beforeEach(() => {
    seen.length = 0;
    document.body.innerHTML =
      '<div id="root"><form><button id="save">Save</button></form><button id="off" disabled>Off</button>' +
      '<a id="link" href="#x">x</a><div data-server-parcel="search/search-results"><button id="more">More</button></div>' +
      '</div><button id="outside">Out</button>';
    for (const button of document.querySelectorAll('button, a'))
      button.addEventListener('click', () => seen.push(button.id));
  });
  it("holds clicks on the server's buttons until the page is hydrated, then replays them in order", () => {
    const submitted = jest.fn((event: Event) => event.preventDefault());
    document.querySelector('form')?.addEventListener('submit', submitted);
    for (const id of ['save', 'off', 'outside', 'link', 'save']) document.getElementById(id)?.click();
    // Only the root's enabled buttons are held; nothing reached them, no form was submitted.
    expect(seen).toEqual(['outside', 'link']);
    expect(submitted).not.toHaveBeenCalled();

    releaseHeldClicks(html);
    expect(html.getAttribute('data-hydrated')).toBe('true');
    expect(seen).toEqual(['outside', 'link', 'save', 'save']);
    expect(submitted).toHaveBeenCalledTimes(2);
    document.getElementById('save')?.click();
    expect(seen.at(-1)).toBe('save');
    expect(held()).toEqual([]);
  });

  it("holds a server-rendered parcel's buttons until that parcel is hydrated, after the page", () => {
    document.getElementById('more')?.click();
    releaseHeldClicks(html);
    expect(seen).toEqual([]);
    document.getElementById('more')?.click();
    expect(seen).toEqual([]);

    releaseHeldClicks(document.querySelector('[data-server-parcel]') as Element);
    expect(seen).toEqual(['more', 'more']);
    document.getElementById('more')?.click();
    expect(seen).toEqual(['more', 'more', 'more']);
  });

  it('replays nothing that left the page meanwhile, and works without the head script', () => {
    const save = document.getElementById('save') as HTMLButtonElement;
    save.click();
    save.remove();
    releaseHeldClicks(html);
    expect(seen).toEqual([]);

    const list = window.__inkpotHeldClicks;
    window.__inkpotHeldClicks = undefined;
    expect(() => releaseHeldClicks(html)).not.toThrow();
    window.__inkpotHeldClicks = list;
  });
});

describe('a page that cannot hydrate', () => {
  /** How many times each element's own click handler ran (a held click never reaches it). */
  const reached = new Map<string, number>();
  let submitted: jest.Mock;
  beforeEach(() => {
    jest.useFakeTimers();
    reached.clear();
    // The server's page: a button of the page's own, a form, and the top bar's sign-in link (held:
    // its code opens the modal); then the host's script, as the build writes it, at the body's end.
    document.body.innerHTML =
      '<div id="root"><button id="menu" type="button">Menu</button>' +
      '<form><input name="q" value="ink" /><button id="search">Search</button></form>' +
      '<div data-server-parcel="navigation/top-bar"><a id="sign-in" data-hold-click href="#signin">Sign in</a></div>' +
      '</div><script defer src="/_/shell/main.0123456789ab.js"></script>';
    for (const element of document.querySelectorAll('#root button, #root a'))
      element.addEventListener('click', () => reached.set(element.id, (reached.get(element.id) ?? 0) + 1));
    // jsdom does not submit forms; the event says the browser would, with which button.
    submitted = jest.fn((event: SubmitEvent) => event.preventDefault());
    document.querySelector('form')?.addEventListener('submit', submitted);
  });
  afterEach(() => {
    jest.clearAllTimers();
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  const click = (...ids: string[]) => ids.forEach((id) => document.getElementById(id)?.click());
  /** Where the reader is: jsdom follows a link to its fragment in a task of its own (on Node's timers, not the fake ones). */
  const whereTheReaderIs = async () => {
    await nodeTimeout(0);
    return window.location.hash;
  };
  const hostScript = () => document.querySelector('script[src^="/_/shell/main."]') as HTMLScriptElement;
  /** The host's script did not load: its element's error event, which does not bubble. */
  const failToLoad = () => hostScript().dispatchEvent(new Event('error'));

  it("follows the held link as an ordinary click once the host's script fails to load, and says so", async () => {
    click('menu', 'sign-in', 'menu');
    expect(held()).toHaveLength(3);
    expect(await whereTheReaderIs()).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
    const pageUrl = window.location.href;

    failToLoad();

    // The link is followed as without JavaScript; the buttons, whose code will not come, are dropped.
    expect(await whereTheReaderIs()).toBe('#signin');
    expect(reached.get('sign-in')).toBe(1);
    expect(reached.get('menu')).toBeUndefined();
    expect(held()).toEqual([]);
    expect(html.getAttribute('data-hydration-failed')).toBe('script');
    expect(screen.getByRole('alert')).toHaveTextContent('This page could not finish loading. Links still work.');
    expect(screen.getByRole('link', { name: 'Reload' })).toHaveAttribute('href', pageUrl);

    // From then on nothing is held: each click is the browser's own.
    click('menu', 'sign-in');
    expect(reached.get('menu')).toBe(1);
    expect(reached.get('sign-in')).toBe(2);
    expect(held()).toEqual([]);
  });

  it('submits the form of a held button natively, the first held click that leaves the page', async () => {
    click('menu', 'search', 'sign-in');

    failToLoad();

    expect(submitted).toHaveBeenCalledTimes(1);
    expect(submitted.mock.calls[0]?.[0].submitter).toBe(document.getElementById('search'));
    expect(reached.get('sign-in')).toBeUndefined();
    expect(await whereTheReaderIs()).toBe('');
  });

  it("gives up when the host's script throws while it runs, or when the host's code says it failed", async () => {
    click('sign-in');
    // An error while another script runs, or from a callback, and a chunk that did not load, are not the host failing.
    jest.spyOn(Document.prototype, 'currentScript', 'get').mockReturnValue(null);
    window.dispatchEvent(new ErrorEvent('error', { message: 'a handler threw' }));
    const chunk = document.body.appendChild(document.createElement('script'));
    chunk.dispatchEvent(new Event('error'));
    expect(held()).toHaveLength(1);

    jest.spyOn(Document.prototype, 'currentScript', 'get').mockReturnValue(hostScript());
    window.dispatchEvent(new ErrorEvent('error', { message: 'main.js threw' }));
    expect(await whereTheReaderIs()).toBe('#signin');
    expect(screen.getByRole('alert')).toBeVisible();

    // index.ts: the shell's chunks or its start failed before hydration (after the head gave up: nothing more).
    window.__inkpotCannotHydrate?.('script');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(reached.get('sign-in')).toBe(1);
  });

  it('gives up when the page is still not hydrated 10 s after load', async () => {
    click('menu', 'sign-in');
    window.dispatchEvent(new Event('load'));

    jest.advanceTimersByTime(9_999);
    expect(held()).toHaveLength(2);
    expect(await whereTheReaderIs()).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();

    jest.advanceTimersByTime(1);
    expect(await whereTheReaderIs()).toBe('#signin');
    expect(reached.get('menu')).toBeUndefined();
    expect(html.getAttribute('data-hydration-failed')).toBe('timeout');
    expect(screen.getByRole('alert')).toHaveTextContent('This page could not finish loading.');
  });

  it('lets a page that hydrates in time keep its clicks and shows nothing', () => {
    click('menu');
    window.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(5_000);
    releaseHeldClicks(html);
    expect(reached.get('menu')).toBe(1);

    jest.advanceTimersByTime(10_000);
    failToLoad();
    expect(html).not.toHaveAttribute('data-hydration-failed');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('replays nothing twice when the page hydrates after the head let its clicks go', () => {
    click('menu', 'sign-in');
    window.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(10_000);
    expect(reached.get('sign-in')).toBe(1);

    // A slow page hydrates after all: nothing held is clicked again, and the notice is gone.
    releaseHeldClicks(html);
    releaseHeldClicks(document.querySelector('[data-server-parcel]') as Element);
    expect(reached.get('sign-in')).toBe(1);
    expect(reached.get('menu')).toBeUndefined();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(html).not.toHaveAttribute('data-hydration-failed');
  });
});
