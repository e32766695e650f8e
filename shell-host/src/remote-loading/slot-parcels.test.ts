import v8 from 'node:v8';
import vm from 'node:vm';
import { CONTRACT_VERSION, type MountProps } from '@inkpot/shared-contracts';
import { mountRootParcel, type ParcelConfig } from 'single-spa';
import { mountRemoteParcel } from './mount-remote-parcel.ts';
import type { RemoteLoader } from './remote-loader.ts';
import { SLOT_PARCEL_OWNER, slotParcelOwner } from './slot-parcels.ts';

v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;

/** single-spa's lifecycle timers hold a parcel until they fire, long after it is done: short ones here. */
const SHORT = { millis: 20, warningMillis: 10, dieOnTimeout: false };

type ParcelProps = { domElement: HTMLElement };

/**
 * A parcel that draws a paragraph into its element and empties it on unmount (as single-spa-react
 * does), then calls `onUnmounted`.
 */
const drawingParcel = (onUnmounted: () => void, shortTimeouts = true) => ({
  ...(shortTimeouts && { timeouts: { bootstrap: SHORT, mount: SHORT, unmount: SHORT, update: SHORT } }),
  bootstrap: () => Promise.resolve(),
  mount: ({ domElement }: ParcelProps) => {
    domElement.append(document.createElement('p'));
    return Promise.resolve();
  },
  unmount: ({ domElement }: ParcelProps) => {
    domElement.replaceChildren();
    onUnmounted();
    return Promise.resolve();
  },
});

const loaderOf = (parcel: object) =>
  ({
    load: () => Promise.resolve({ contractVersion: CONTRACT_VERSION, parcel }),
    outcome: () => undefined,
    report: () => undefined,
    versionOf: () => '1.0.0',
  }) as unknown as RemoteLoader;

/**
 * Mounts a parcel into a slot element, unmounts it, drops the element: whether the element, and a
 * value in the parcel's props, are still in memory.
 */
async function keptAfterUnmount(
  mount?: typeof mountRootParcel,
  shortTimeouts = true,
): Promise<{ element: boolean; props: boolean }> {
  let unmounted: () => void = () => undefined;
  const done = new Promise<void>((resolve) => {
    unmounted = resolve;
  });
  const [element, inProps] = await (async () => {
    const slot = document.createElement('div');
    const value = { in: 'props' };
    const handle = mountRemoteParcel({
      loader: loaderOf(drawingParcel(() => unmounted(), shortTimeouts)),
      remote: 'membership',
      parcel: 'member-star',
      element: slot,
      props: () => ({ value }) as unknown as MountProps,
      onFallback: () => undefined,
      ...(mount && { mount }),
    });
    while (!slot.firstChild) await new Promise((resolve) => setTimeout(resolve, 0));
    handle.unmount();
    return [new WeakRef(slot), new WeakRef(value)];
  })();
  await done;
  // single-spa settles the unmount's promises a few turns later (and short timers fire).
  await new Promise((resolve) => setTimeout(resolve, 50));
  collectGarbage();
  return { element: element.deref() !== undefined, props: inProps.deref() !== undefined };
}

describe('slot parcels', () => {
  it('lets go of a slot parcel, and its element, once it unmounts', async () => {
    expect(await keptAfterUnmount()).toEqual({ element: false, props: false });
  });

  it('takes the element out of the props single-spa keeps (its lifecycle timers hold them 3 to 4 s) once the parcel unmounts', async () => {
    const given: { domElement?: HTMLElement }[] = [];
    const mountParcel = await slotParcelOwner()();
    const spy = ((config: ParcelConfig, props: { domElement: HTMLElement }) => {
      given.push(props);
      return mountParcel(config, props);
    }) as typeof mountRootParcel;
    let unmounted: () => void = () => undefined;
    const done = new Promise<void>((resolve) => (unmounted = resolve));
    const slot = document.createElement('div');
    const handle = mountRemoteParcel({
      loader: loaderOf(drawingParcel(() => unmounted(), false)),
      remote: 'membership',
      parcel: 'member-star',
      element: slot,
      props: () => ({}) as MountProps,
      onFallback: () => undefined,
      mount: spy,
    });
    while (!slot.firstChild) await new Promise((resolve) => setTimeout(resolve, 0));
    expect(given.map((props) => props.domElement)).toEqual([slot]);
    handle.unmount();
    await done;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(given.map((props) => props.domElement)).toEqual([undefined]);
  });

  it('(single-spa keeps a root parcel and its props after it unmounts: why slots do not use them)', async () => {
    expect(await keptAfterUnmount(mountRootParcel)).toEqual({ element: false, props: true });
  });

  it('mounts one owner parcel for every slot, the first time a slot asks', async () => {
    const mounted: string[] = [];
    const mountRoot = jest.fn((config: ParcelConfig, props: object) => {
      const result = mountRootParcel(config, props as never);
      void result.mountPromise.then(() => mounted.push((config as { name: string }).name));
      return result;
    }) as unknown as typeof mountRootParcel;
    const owner = slotParcelOwner(mountRoot);
    expect(mountRoot).not.toHaveBeenCalled();
    const [first, second] = await Promise.all([owner(), owner()]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(first).toBe(second);
    expect(typeof first).toBe('function');
    expect(mountRoot).toHaveBeenCalledTimes(1);
    expect(mounted).toEqual([SLOT_PARCEL_OWNER]);
  });
});
