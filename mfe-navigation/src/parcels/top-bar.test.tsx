import type { ParcelConfig } from 'single-spa';
import { mountRootParcel } from 'single-spa';
import { CSP_NONCE_META } from '@inkpot/shared-contracts';
import type { ServerParcelRequest } from '@inkpot/shared-contracts/server-parcels';
import { prerenderParcel } from '../server.tsx';
import { mockSmallScreen, restoreScreen } from '../testing/small-screen.ts';
import { createTestMountProps } from '../testing/test-mount-props.ts';
import topBar from './top-bar.tsx';

/** The server's top bar in a slot's element, as the edge writes it into the page. */
async function serverTopBar() {
  const { props } = createTestMountProps();
  const request: ServerParcelRequest = {
    props,
    nonce: 'n0nce',
    api: { origin: 'http://api.inkpot.test', headers: {} },
    signal: new AbortController().signal,
  };
  const element = document.createElement('div');
  element.innerHTML = (await prerenderParcel('top-bar', request)) ?? '';
  document.body.append(element);
  return element;
}

// Parcels mount as the host mounts them: through single-spa, on React's own scheduler.
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
// The page's nonce, which the server's style elements carry and the browser's read from the document.
const nonceMeta = Object.assign(document.createElement('meta'), { nonce: 'n0nce' });
nonceMeta.setAttribute('property', CSP_NONCE_META);
beforeAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  document.head.append(nonceMeta);
});
afterAll(() => {
  delete actEnvironment.IS_REACT_ACT_ENVIRONMENT;
  nonceMeta.remove();
});
afterEach(() => {
  restoreScreen();
  document.body.replaceChildren();
});

describe('the top bar parcel on a server-rendered page', () => {
  it.each([
    ['a phone', true],
    ['a wide screen', false],
  ])("hydrates the server's bar in place on %s, without a warning, and fills its search slot", async (_, small) => {
    mockSmallScreen(small);
    const element = await serverTopBar();
    const signIn = element.querySelector('.ink-top-bar__sign-in');
    const accountButton = element.querySelector('button');
    const openInApp = element.querySelector('.ink-top-bar__open-in-app');
    expect(signIn).not.toBeNull();
    expect(openInApp).not.toBeNull();
    const messages = [jest.spyOn(console, 'error'), jest.spyOn(console, 'warn')];
    for (const spy of messages) spy.mockImplementation(() => undefined);

    const test = createTestMountProps();
    const parcel = mountRootParcel(topBar.parcel as unknown as ParcelConfig, { ...test.props, domElement: element });
    await parcel.mountPromise;

    // The very elements the server wrote: hydrated, not rendered again.
    expect(element.querySelector('.ink-top-bar__sign-in')).toBe(signIn);
    expect(element.querySelector('button')).toBe(accountButton);
    expect(element.getAttribute('data-hydrated')).toBe('true');
    // The phone keeps the server's bar; a wide screen drops it once hydrated (its CSS hid it).
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(element.querySelector('.ink-top-bar__open-in-app')).toBe(small ? openInApp : null);
    expect(test.fill).toHaveBeenCalledWith('search', element.querySelector('[data-slot="search"]'));
    expect(test.track.mock.calls.filter(([name]) => name === 'openInApp.viewed')).toHaveLength(small ? 1 : 0);
    for (const spy of messages) expect(spy).not.toHaveBeenCalled();
    for (const spy of messages) spy.mockRestore();
    await parcel.unmount();
  });
});
