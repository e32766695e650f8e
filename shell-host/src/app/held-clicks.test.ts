import { releaseHeldClicks } from '@inkpot/shared-contracts';
import { runDocumentScript } from '../testing/document-script.ts';

/** The head's inline script, as the document runs it. */
const runHeadScript = () => runDocumentScript('__inkpotHeldClicks');

const html = document.documentElement;

describe('clicks before hydration', () => {
  const seen: string[] = [];
  // The document runs it once: its listener holds into window.__inkpotHeldClicks.
  beforeAll(runHeadScript);
  const held = () => window.__inkpotHeldClicks ?? [];
  beforeEach(() => {
    seen.length = 0;
    document.body.innerHTML =
      '<div id="root"><form><button id="save">Save</button></form><button id="off" disabled>Off</button>' +
      '<a id="link" href="#x">x</a><div data-server-parcel="search/search-results"><button id="more">More</button></div>' +
      '</div><button id="outside">Out</button>';
    for (const button of document.querySelectorAll('button, a'))
      button.addEventListener('click', () => seen.push(button.id));
  });
  afterEach(() => {
    document.body.replaceChildren();
    html.removeAttribute('data-hydrated');
    held().length = 0;
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
