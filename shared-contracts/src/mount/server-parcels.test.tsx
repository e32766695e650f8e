import { useState } from 'react';
import { mountRootParcel, type ParcelConfig } from 'single-spa';
import { createTestMountProps } from '../testing/test-mount-props.ts';
import { defineParcel } from './define-parcel.tsx';
import type { MountProps } from './mount-props.ts';
import { PARCEL_STATE_ATTRIBUTE, takeServerParcelState } from './server-parcel-state.ts';
import { defineServerParcels, type ServerParcelRequest } from './server-parcels.tsx';

/** A parcel that shows a word: from the state the server handed over, else "nothing yet". */
let adopted: string | null = null;
function Word() {
  const [word] = useState(() => adopted ?? 'nothing yet');
  return (
    <p className="word">
      {word} <button type="button">more</button>
    </p>
  );
}

const serverBuild = defineServerParcels({
  word: async () => ({ element: <Word />, state: { word: 'night </script> trains' } }),
  nothing: async () => null,
});

function request(overrides: Partial<ServerParcelRequest> = {}): ServerParcelRequest {
  return {
    props: createTestMountProps('search').props,
    nonce: 'n0nce',
    api: { origin: 'http://api.test', headers: {} },
    signal: new AbortController().signal,
    ...overrides,
  };
}

async function mountInto(element: HTMLElement, adoptServerState?: (state: unknown) => void) {
  const module = defineParcel(Word, adoptServerState ? { adoptServerState } : {});
  const parcel = mountRootParcel(module.parcel as unknown as ParcelConfig, {
    ...(createTestMountProps('search').props as MountProps),
    domElement: element,
  });
  await parcel.mountPromise;
  return parcel;
}

// Parcels mount as the host mounts them: through single-spa, on React's own scheduler.
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => {
  delete actEnvironment.IS_REACT_ACT_ENVIRONMENT;
});
beforeEach(() => {
  adopted = null;
});

describe('server-rendered parcels', () => {
  it("renders a parcel's HTML and its state (safe inside the page) for the edge, or null", async () => {
    // While rendering on the server, the component reads what the server's prerender set up.
    adopted = 'night </script> trains';
    const html = await serverBuild.prerenderParcel('word', request());
    expect(html).toMatch(
      /^<p class="word">night &lt;\/script&gt; trains<!-- --> <button type="button">more<\/button><\/p>/,
    );
    expect(html).toContain(`<script type="application/json" ${PARCEL_STATE_ATTRIBUTE} nonce="n0nce">`);
    expect(html).not.toMatch(/trains <\/script>/);
    expect(await serverBuild.prerenderParcel('nothing', request())).toBeNull();
    expect(await serverBuild.prerenderParcel('toString', request())).toBeNull();
    const aborted = new AbortController();
    aborted.abort();
    expect(await serverBuild.prerenderParcel('word', request({ signal: aborted.signal }))).toBeNull();
  });

  it("hydrates the server's HTML in place, after adopting its state: the same elements, no second render", async () => {
    adopted = 'night trains';
    const element = document.createElement('div');
    element.innerHTML = (await serverBuild.prerenderParcel('word', request())) ?? '';
    document.body.append(element);
    adopted = null;
    const button = element.querySelector('button');
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);

    const adopt = jest.fn((state: unknown) => {
      adopted = (state as { word: string }).word.replace(' </script>', '');
    });
    const parcel = await mountInto(element, adopt);

    expect(adopt).toHaveBeenCalledWith({ word: 'night </script> trains' });
    expect(element.querySelector(`script[${PARCEL_STATE_ATTRIBUTE}]`)).toBeNull();
    expect(element.querySelector('button')).toBe(button);
    expect(element.textContent).toBe('night trains more');
    // Clicks held on its buttons until now are replayed: it is marked hydrated.
    expect(element.getAttribute('data-hydrated')).toBe('true');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    await parcel.unmount();
    element.remove();
  });

  it("renders itself when the server's state cannot be read or taken", async () => {
    const broken = document.createElement('div');
    broken.innerHTML = `<p class="word">stale</p><script type="application/json" ${PARCEL_STATE_ATTRIBUTE}>{not json</script>`;
    await mountInto(broken, () => undefined);
    expect(broken.textContent).toBe('nothing yet more');

    const refused = document.createElement('div');
    refused.innerHTML = `<p class="word">stale</p><script type="application/json" ${PARCEL_STATE_ATTRIBUTE}>{}</script>`;
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await mountInto(refused, () => {
      throw new Error('not a state of mine');
    });
    errors.mockRestore();
    expect(refused.textContent).toBe('nothing yet more');
  });

  it('finds no server state in an element without one', () => {
    const element = document.createElement('div');
    element.innerHTML = '<p>hello</p>';
    expect(takeServerParcelState(element)).toBeNull();
    expect(takeServerParcelState(null)).toBeNull();
    expect(element.innerHTML).toBe('<p>hello</p>');
  });
});
